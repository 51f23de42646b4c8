import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, type RequestHandler } from 'msw';
import { networkError, serverError } from '../../../test/mocks/errors';
import { componentDetailHandler } from '../../../test/mocks/handlers/catalog';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { ComponentDetailDocument, type ComponentDetailQueryVariables } from '../catalog.generated';
import { ComponentDetailPage } from '../ComponentDetailPage';
import { IDS, makeDetail, type Detail } from './fixtures';

const SLUG = 'gpu-nvidia-geforce-rtx-4060-founders-edition';

startMockApi();

/** The variables of each request for a part's page, in the current test. */
let seen: ComponentDetailQueryVariables[] = [];
beforeEach(() => {
  seen = [];
});

/** Answers the part's page with `detail` (null: no such part), recording the variables in `seen`. */
const detail = (answer: Detail | null) => componentDetailHandler(answer, seen);

function renderAt(handlers: RequestHandler[], slug = SLUG, catalogSearch?: string) {
  server.use(...handlers);
  return renderWithApi(
    { '/components/:slug': <ComponentDetailPage /> },
    { at: { pathname: `/components/${slug}`, state: catalogSearch === undefined ? null : { catalogSearch } } },
  );
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('ComponentDetailPage', () => {
  it('shows the part with all its specs, scores, indices, identifiers and attribution', async () => {
    renderAt([detail(makeDetail())]);
    expect(screen.getByText('Loading component...')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'NVIDIA GeForce RTX 4060 Founders Edition' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('RigForge - NVIDIA GeForce RTX 4060 Founders Edition');
    expect(screen.getByRole('link', { name: 'Back to Component Database' })).toHaveAttribute('href', '/components');
    expect(screen.getByRole('img', { name: 'GPU illustration' })).toHaveAttribute('src', '/images/parts/gpu.svg');
    expect(screen.getByText('$299.99')).toBeInTheDocument();
    expect(screen.queryByText('$329.99')).not.toBeInTheDocument();
    expect(screen.getByText('Rated 4.5 out of 5 from 1,234 reviews')).toBeInTheDocument();
    expect(screen.getByText('Value score').nextSibling).toHaveTextContent('300.0');
    expect(screen.getByText('Power efficiency').nextSibling).toHaveTextContent('611.5');

    const specs = within(panel('Specifications'));
    expect(specs.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Chipset',
      'Video memory',
      'Boost clock',
      'Length',
      'TDP / board power',
    ]);
    expect(specs.getByText('8 GB')).toBeInTheDocument();

    const performance = within(panel('Performance'));
    expect(performance.getByText(/GeForce RTX 4090 = 100/)).toBeInTheDocument();
    expect(performance.getByText('1440p gaming').nextSibling).toHaveTextContent('33.0');
    expect(performance.queryByText('Single-thread')).not.toBeInTheDocument();

    const details = within(panel('Product details'));
    expect(details.getByText('Amazon ASIN').nextSibling).toHaveTextContent('B0C6K4Y4DY');
    expect(details.getByText('Best Buy SKU').nextSibling).toHaveTextContent('6557071');
    expect(details.queryByText('Newegg item')).not.toBeInTheDocument();
    expect(details.getByText('Released').nextSibling).toHaveTextContent('2023');

    const sources = within(panel('Data sources'));
    expect(sources.getByRole('link', { name: 'BuildCores OpenDB' })).toHaveAttribute(
      'href',
      'https://github.com/buildcores/buildcores-open-db',
    );
    expect(sources.getByText(/ODC-By 1\.0/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add to compare' })).toHaveAttribute(
      'href',
      `/components?compare=${IDS.rtx4060}`,
    );
    expect(seen).toEqual([{ slug: SLUG }]);
  });

  it('shows N/A for missing scores and leaves out the panels it has nothing for', async () => {
    renderAt([
      detail(
        makeDetail({
          priceCents: null,
          valueScore: null,
          powerEfficiency: null,
          performance: null,
          partNumbers: [],
          releaseYear: null,
          retailerIds: { amazonAsin: null, neweggItem: null, bestBuySku: null },
        }),
      ),
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Price unavailable')).toBeInTheDocument();
    expect(screen.getByText('Value score').nextSibling).toHaveTextContent('N/A');
    expect(screen.getByText('Power efficiency').nextSibling).toHaveTextContent('N/A');
    expect(screen.queryByRole('region', { name: 'Performance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Product details' })).not.toBeInTheDocument();
  });

  it('leads back to the list as it was, and adds to the compare selection made there', async () => {
    renderAt([detail(makeDetail())], SLUG, `?type=GPU&max=500&compare=${IDS.rtx4070}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Back to Component Database' })).toHaveAttribute(
      'href',
      `/components?type=GPU&max=500&compare=${IDS.rtx4070}`,
    );
    expect(screen.getByRole('link', { name: 'Add to compare' })).toHaveAttribute(
      'href',
      `/components?type=GPU&max=500&compare=${IDS.rtx4070}%2C${IDS.rtx4060}`,
    );
  });

  it('says when the part is already in the tray, or the tray is full', async () => {
    const { unmount } = renderAt([detail(makeDetail())], SLUG, `?compare=${IDS.rtx4060}`);
    expect(await screen.findByText('In your compare tray')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to compare' })).not.toBeInTheDocument();
    unmount();

    renderAt([detail(makeDetail())], SLUG, `?compare=${IDS.rtx4070},${IDS.ryzen}`);
    expect(await screen.findByText(/You can compare 2 components at a time/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the compare tray' })).toHaveAttribute(
      'href',
      `/components?compare=${IDS.rtx4070},${IDS.ryzen}`,
    );
  });

  it("shows 'Component not found' for an unknown or malformed slug", async () => {
    renderAt([detail(null)], 'gpu-nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Component not found' })).toBeInTheDocument();
    expect(seen).toEqual([{ slug: 'gpu-nope' }]);
    expect(screen.getByRole('link', { name: 'Browse the component database' })).toHaveAttribute('href', '/components');
    expect(document.title).toBe('RigForge - Component not found');
  });

  it('treats a slug the server rejects as not found', async () => {
    // As the server's argument check refuses it (catalog.args.ts).
    renderAt(
      [
        graphql.query(ComponentDetailDocument, ({ variables }) => {
          seen.push(variables);
          return serverError('BAD_USER_INPUT', 'Slug may contain only lowercase letters, digits and hyphens');
        }),
      ],
      'Bad_Slug',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Component not found' })).toBeInTheDocument();
    expect(seen).toEqual([{ slug: 'Bad_Slug' }]);
  });

  it('explains a network failure and retries', async () => {
    const user = userEvent.setup();
    renderAt([
      // The first request gets no answer (offline); the retry gets the part.
      graphql.query(
        ComponentDetailDocument,
        ({ variables }) => {
          seen.push(variables);
          return networkError();
        },
        { once: true },
      ),
      detail(makeDetail()),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this component.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('RTX 4060');
    expect(seen).toEqual([{ slug: SLUG }, { slug: SLUG }]);
  });
});
