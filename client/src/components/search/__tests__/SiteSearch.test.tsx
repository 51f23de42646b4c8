import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { SEARCH_DEBOUNCE_MS, SNIPPET_START as S, SNIPPET_STOP as E } from '@rigforge/common';
import { SiteSearchDocument, type SiteSearchQuery } from '../../../lib/search.generated';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi } from '../../../test/render';
import { SiteSearch } from '../SiteSearch';

/** The answer as the server sends it (with __typename, which the generated types leave out). */
type Typed<T> = T & { __typename: string };
type Group = Typed<NonNullable<SiteSearchQuery['search']>['groups'][number]>;
type Result = { search: Typed<NonNullable<SiteSearchQuery['search']>> };
const hit = (slug: string, titleHighlight: string, snippet: string, label = 'Power') => ({
  __typename: 'SearchHit' as const,
  slug,
  title: titleHighlight.replaceAll(S, '').replaceAll(E, ''),
  titleHighlight,
  snippet,
  label,
  date: null,
});
const group = (kind: Group['kind'], label: string, totalCount: number, hits: Group['hits']): Group => ({
  __typename: 'SearchGroup',
  kind,
  label,
  totalCount,
  hits,
});

const PSU_RESULT: Result = {
  search: {
    __typename: 'SearchResult',
    query: 'psu',
    totalCount: 5,
    groups: [
      group('ARTICLES', 'Articles', 2, [
        hit('how-to-choose-a-power-supply', `How to Choose a ${S}PSU${E}`, `Size the ${S}PSU${E} from <b>raw</b> text`),
        hit('cable-management-and-12v-2x6-care', 'Cable Management', `Plan the ${S}psu${E} cables`),
      ]),
      group('NEWS', 'News', 0, []),
      group('GUIDES', 'Build Guides', 1, [hit('budget-gaming', 'Budget Build', `A 550 W ${S}PSU${E}`, 'Budget')]),
      group('COMPONENTS', 'Components', 2, [
        hit('corsair-rm750e', `Corsair ${S}PSU${E} RM750e`, 'Corsair · PSU', 'PSU'),
      ]),
    ],
  },
};

startMockApi();

/** Answers the box's search for each text in `answers`, recording every text the box searched for. */
function answerSearches(answers: Record<string, Result>) {
  const seen: string[] = [];
  server.use(
    graphql.query(SiteSearchDocument, ({ variables }) => {
      seen.push(variables.q);
      const data = answers[variables.q];
      return data ? HttpResponse.json({ data: data as SiteSearchQuery }) : undefined;
    }),
  );
  return seen;
}

/** Lets the typing pause pass, then waits for the answer (over HTTP) to be shown. */
async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
  await act(async () => {
    await jest.runOnlyPendingTimersAsync();
  });
  await waitFor(() =>
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent(/results? for|No results/),
  );
}

function renderSearch() {
  renderWithApi(<SiteSearch id="test-search" />);
  return screen.getByRole('combobox', { name: 'Search RigForge' });
}

describe('SiteSearch', () => {
  // The clock is fake for the typing pause; the answer's way over HTTP (msw) keeps its own ticks.
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('waits for a pause in typing before it searches, once, for the latest text', async () => {
    const seen = answerSearches({ psu: PSU_RESULT, ps: PSU_RESULT });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'p' } });
    act(() => jest.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'ps' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(box, { target: { value: 'psu' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(seen).toEqual([]);
    await settle();
    // Once, for the latest text ('ps' was never asked).
    expect(seen).toEqual(['psu']);
    expect(await screen.findByRole('option', { name: /How to Choose a PSU/ })).toBeInTheDocument();
  });

  it('shows the results grouped with counts, with the matches highlighted and never as HTML', async () => {
    answerSearches({ psu: PSU_RESULT });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['Articles2', 'Build Guides1', 'Components2']);
    expect(within(groups[0]).getAllByRole('option')).toHaveLength(2);
    const first = within(groups[0]).getAllByRole('option')[0];
    expect(first.querySelector('mark')?.textContent).toBe('PSU');
    expect(first.querySelector('b')).toBeNull();
    expect(first).toHaveTextContent('Size the PSU from <b>raw</b> text');
    expect(within(listbox).getByRole('option', { name: 'See all 5 results for “psu”' })).toBeInTheDocument();
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('5 results for “psu”');
  });

  it('moves through the options with the arrow keys and opens the highlighted one with Enter', async () => {
    answerSearches({ psu: PSU_RESULT });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    const options = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2].id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    // Up from the first wraps to the last option (the full results page).
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(currentLocation()).toBe('/articles/cable-management-and-12v-2x6-care');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens /search?q= on Enter with nothing highlighted, and links each group to its page', async () => {
    answerSearches({ psu: PSU_RESULT });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: ' psu ' } });
    await settle();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(currentLocation()).toBe('/search?q=psu');

    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /Corsair PSU RM750e/ }));
    expect(currentLocation()).toBe('/components/corsair-rm750e');
    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    fireEvent.click(screen.getByRole('option', { name: /Budget Build/ }));
    expect(currentLocation()).toBe('/guides/budget-gaming');
  });

  it('closes on Escape, then clears the text on a second Escape', async () => {
    answerSearches({ psu: PSU_RESULT });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('psu');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    // Typing again opens the list again.
    fireEvent.change(box, { target: { value: 'psu' } });
    await settle();
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing matches, and still offers the full search', async () => {
    const empty: Result = {
      search: {
        ...PSU_RESULT.search,
        query: 'zzz',
        totalCount: 0,
        groups: PSU_RESULT.search.groups.map((g) => ({ ...g, totalCount: 0, hits: [] })),
      },
    };
    answerSearches({ zzz: empty });
    const box = renderSearch();
    fireEvent.change(box, { target: { value: 'zzz' } });
    await settle();
    expect(screen.getByText('No matches for “zzz”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByRole('option', { name: 'Search for “zzz”' })).toBeInTheDocument();
  });
});
