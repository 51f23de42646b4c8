import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { type MockLink } from '@apollo/client/testing';
import { renderApp } from '../../../test/render';
import { BuildGuideDocument, RecordGuideViewDocument } from '../guides.generated';
import { GuideDetailPage } from '../GuideDetailPage';
import { type GuideDetail } from '../useGuide';
import { makeGuideDetail } from './fixtures';

type Mock = MockLink.MockedResponse;

const SLUG = 'mid-range-1440p-gaming-pc';

function guideMock(guide: GuideDetail | null, slug = SLUG): Mock {
  return {
    request: { query: BuildGuideDocument, variables: { slug } },
    result: {
      data: {
        buildGuide: guide && {
          __typename: 'BuildGuide',
          ...guide,
          components: guide.components.map((c) => ({ __typename: 'GuideComponent', ...c })),
        },
      },
    },
  };
}

/** The page counts its view once a guide is shown; the answer raises the cached count. */
const viewed = jest.fn();
function viewMock(views: number, slug = SLUG): Mock {
  return {
    request: { query: RecordGuideViewDocument, variables: { slug } },
    result: () => {
      viewed(slug);
      return { data: { recordGuideView: { __typename: 'BuildGuide', id: makeGuideDetail().id, views } } };
    },
  };
}

function renderAt(mocks: Mock[], slug = SLUG) {
  return renderApp(
    { '/guides/:slug': <GuideDetailPage /> },
    { at: `/guides/${slug}`, mocks: [...mocks, viewMock(12_401)] },
  );
}

beforeEach(() => viewed.mockClear());

describe('GuideDetailPage', () => {
  it('shows a skeleton, then the guide with its parts, total and article', async () => {
    renderAt([guideMock(makeGuideDetail())]);
    expect(screen.getByText('Loading build guide...')).toHaveAttribute('role', 'status');

    const title = await screen.findByRole('heading', { level: 1, name: 'Mid-Range 1440p Gaming PC' });
    expect(title).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('RigForge - Mid-Range 1440p Gaming PC');

    expect(screen.getByRole('link', { name: 'Back to Build Guides' })).toHaveAttribute('href', '/guides');
    expect(screen.getByRole('img', { name: 'Illustration for Mid-Range 1440p Gaming PC' })).toHaveAttribute(
      'loading',
      'eager',
    );
    expect(screen.getByText('Mid-Range')).toBeInTheDocument();
    expect(screen.getByText('$800-1000')).toBeInTheDocument();
    expect(screen.getByText('A 1440p high-refresh build on AM5 with a 16 GB Radeon.')).toBeInTheDocument();
    expect(screen.getByText('Intermediate')).toBeInTheDocument();
    expect(screen.getByText('3h build')).toBeInTheDocument();
    expect(screen.getByText('12.4K views')).toBeInTheDocument();
    expect(screen.getByText('Updated Mar 5, 2024')).toBeInTheDocument();
    await waitFor(() => expect(viewed).toHaveBeenCalledTimes(1));
    expect(viewed).toHaveBeenCalledWith(SLUG);

    const table = screen.getByRole('table', { name: /Parts list/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Category', 'Part', 'Price'],
      ['CPU', 'AMD Ryzen 5 7600', '$199'],
      ['GPU', 'PowerColor Reaper Radeon RX 9060 XT 16GB', '$379'],
      ['RAM', 'Corsair Vengeance 32GB DDR5-6000', '$99'],
      ['Motherboard', 'ASRock B650M-HDV/M.2', '$129'],
      ['Total', '$806'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Who this build is for' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Parts notes' })).toBeInTheDocument();
    expect(screen.getByText('1440p', { selector: 'strong' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Start Build' })).toHaveAttribute(
      'href',
      '/build-result?budget=950&step=usecase',
    );
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1440p', 'amd', 'am5']);
  });

  it("shows 'Guide not found' for an unknown slug", async () => {
    renderAt([guideMock(null, 'no-such-guide')], 'no-such-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    expect(screen.getByText('We could not find a build guide at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all build guides' })).toHaveAttribute('href', '/guides');
    expect(document.title).toBe('RigForge - Guide not found');
  });

  it("shows 'Guide not found' when the server rejects a malformed slug", async () => {
    renderAt(
      [
        {
          request: { query: BuildGuideDocument, variables: { slug: 'Bad_Slug' } },
          result: {
            errors: [
              new GraphQLError('Slug may contain only lowercase letters, digits and hyphens', {
                extensions: { code: 'BAD_USER_INPUT' },
              }),
            ],
          },
        },
      ],
      'Bad_Slug',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
  });

  it('explains a network failure and retries', async () => {
    renderAt([
      { request: { query: BuildGuideDocument, variables: { slug: SLUG } }, error: new Error('offline') },
      guideMock(makeGuideDetail()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this build guide.");
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mid-Range 1440p Gaming PC' })).toBeInTheDocument();
  });
});
