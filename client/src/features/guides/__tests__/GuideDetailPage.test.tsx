import { screen, waitFor, within } from '@testing-library/react';
import { graphql, type RequestHandler } from 'msw';
import { networkError, serverError } from '../../../test/mocks/errors';
import { guideHandler, recordGuideViewHandler } from '../../../test/mocks/handlers/guides';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import {
  BuildGuideDocument,
  type BuildGuideQueryVariables,
  type RecordGuideViewMutationVariables,
} from '../guides.generated';
import { GuideDetailPage } from '../GuideDetailPage';
import { type GuideDetail } from '../useGuide';
import { makeGuideDetail } from './fixtures';

const SLUG = 'mid-range-1440p-gaming-pc';

startMockApi();

/** The variables of each request for the guide, and of each view counted, in the current test. */
let asked: BuildGuideQueryVariables[] = [];
let viewed: RecordGuideViewMutationVariables[] = [];
beforeEach(() => {
  asked = [];
  viewed = [];
});

/** Answers the guide's page with `guide` (null: no guide there). */
const guide = (answer: GuideDetail | null) => guideHandler(answer, asked);

/** The page counts its view once a guide is shown; the answer raises the cached count. */
function renderAt(handlers: RequestHandler[], slug = SLUG) {
  server.use(...handlers, recordGuideViewHandler(makeGuideDetail().id, 12_401, viewed));
  return renderWithApi({ '/guides/:slug': <GuideDetailPage /> }, { at: `/guides/${slug}` });
}

describe('GuideDetailPage', () => {
  it('shows a skeleton, then the guide with its parts, total and article', async () => {
    renderAt([guide(makeGuideDetail())]);
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
    await waitFor(() => expect(viewed).toEqual([{ slug: SLUG }]));
    expect(asked).toEqual([{ slug: SLUG }]);

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
    renderAt([guide(null)], 'no-such-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    expect(asked).toEqual([{ slug: 'no-such-guide' }]);
    expect(screen.getByText('We could not find a build guide at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all build guides' })).toHaveAttribute('href', '/guides');
    expect(document.title).toBe('RigForge - Guide not found');
    expect(viewed).toEqual([]);
  });

  it("shows 'Guide not found' when the server rejects a malformed slug", async () => {
    // As the server's argument check refuses it (guides.args.ts).
    renderAt(
      [
        graphql.query(BuildGuideDocument, ({ variables }) => {
          asked.push(variables);
          return serverError('BAD_USER_INPUT', 'Slug may contain only lowercase letters, digits and hyphens');
        }),
      ],
      'Bad_Slug',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide not found' })).toBeInTheDocument();
    expect(asked).toEqual([{ slug: 'Bad_Slug' }]);
  });

  it('explains a network failure and retries', async () => {
    renderAt([
      // The first request gets no answer (offline); the retry gets the guide.
      graphql.query(
        BuildGuideDocument,
        ({ variables }) => {
          asked.push(variables);
          return networkError();
        },
        { once: true },
      ),
      guide(makeGuideDetail()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this build guide.");
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mid-Range 1440p Gaming PC' })).toBeInTheDocument();
    expect(asked).toEqual([{ slug: SLUG }, { slug: SLUG }]);
  });
});
