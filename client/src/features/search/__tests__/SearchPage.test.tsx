import { fireEvent, screen, within } from '@testing-library/react';
import { SNIPPET_START as S, SNIPPET_STOP as E } from '@rigforge/common';
import { type SiteSearchQuery } from '../../../lib/search.generated';
import { searchPageHandler } from '../../../test/mocks/handlers/search';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi } from '../../../test/render';
import { SearchPage } from '../SearchPage';

/** The answer as the server sends it (with __typename, which the generated types leave out). */
type Typed<T> = T & { __typename: string };
type Result = {
  search: Typed<Omit<NonNullable<SiteSearchQuery['search']>, 'groups'>> & {
    groups: Typed<NonNullable<SiteSearchQuery['search']>['groups'][number]>[];
  };
};

const hit = (slug: string, titleHighlight: string, label: string, date: string | null = null) => ({
  __typename: 'SearchHit' as const,
  slug,
  title: titleHighlight.replaceAll(S, '').replaceAll(E, ''),
  titleHighlight,
  snippet: `Snippet of ${S}memory${E} <i>as text</i>`,
  label,
  date,
});

const RESULT: Result = {
  search: {
    __typename: 'SearchResult',
    query: 'memory',
    totalCount: 24,
    groups: [
      {
        __typename: 'SearchGroup',
        kind: 'ARTICLES',
        label: 'Articles',
        totalCount: 1,
        hits: [
          hit('memory-speed-and-timings', `${S}Memory${E} Speed and Timings`, 'Memory', '2025-09-16T09:00:00.000Z'),
        ],
      },
      {
        __typename: 'SearchGroup',
        kind: 'NEWS',
        label: 'News',
        totalCount: 1,
        hits: [hit('ddr5-news', `DDR5 ${S}memory${E} prices`, 'AMD')],
      },
      { __typename: 'SearchGroup', kind: 'GUIDES', label: 'Build Guides', totalCount: 0, hits: [] },
      {
        __typename: 'SearchGroup',
        kind: 'COMPONENTS',
        label: 'Components',
        totalCount: 22,
        hits: [hit('kingston-fury', `Kingston FURY ${S}Memory${E}`, 'RAM')],
      },
    ],
  },
};

startMockApi();

describe('SearchPage', () => {
  it('shows every group with its count, highlighted titles and result links', async () => {
    server.use(searchPageHandler('memory', RESULT.search));
    renderWithApi({ '/search': <SearchPage /> }, { at: '/search?q=memory' });
    expect(await screen.findByText('24 results for “memory”')).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Search: memory');
    const articles = screen.getByRole('region', { name: /Articles/ });
    const link = within(articles).getByRole('link', { name: /Memory Speed and Timings/ });
    expect(link).toHaveAttribute('href', '/articles/memory-speed-and-timings');
    expect(link.querySelector('mark')?.textContent).toBe('Memory');
    expect(link.querySelector('i')).toBeNull();
    expect(within(screen.getByRole('region', { name: /News/ })).getByRole('link')).toHaveAttribute(
      'href',
      '/news?item=ddr5-news',
    );
    expect(screen.queryByRole('region', { name: /Build Guides/ })).toBeNull();
    const components = screen.getByRole('region', { name: /Components/ });
    expect(
      within(components).getByText('Showing the best 1 of 22. Add words to narrow the search.'),
    ).toBeInTheDocument();
    const groups = screen.getByRole('navigation', { name: 'Result groups' });
    expect(within(groups).getByRole('link', { name: 'Components 22' })).toHaveAttribute('href', '#results-components');
    expect(within(groups).getByText('Build Guides').parentElement).toHaveTextContent('Build Guides0');
  });

  it('searches again from its own box', async () => {
    const empty: Result = {
      search: {
        ...RESULT.search,
        query: 'zzz',
        totalCount: 0,
        groups: RESULT.search.groups.map((g) => ({ ...g, totalCount: 0, hits: [] })),
      },
    };
    server.use(searchPageHandler('zzz', empty.search));
    renderWithApi({ '/search': <SearchPage /> }, { at: '/search' });
    expect(screen.getByText(/Type a few words to search/)).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search articles, news, build guides and components' });
    fireEvent.change(box, { target: { value: '  zzz ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/search?q=zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeInTheDocument();
  });
});
