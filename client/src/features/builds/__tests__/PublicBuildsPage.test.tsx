import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RequestHandler } from 'msw';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentLocation, renderWithApi } from '../../../test/render';
import { PublicBuildsPage } from '../PublicBuildsPage';
import { PARTS, makePublicBuild, publicBuildsErrorHandler, publicBuildsHandler } from './shared-build-fixtures';

startMockApi();

/** The gallery at `path`, as a guest, with the answers `handlers` give (the first that matches answers). */
function renderAt(path: string, handlers: RequestHandler[]) {
  server.use(...handlers);
  return renderWithApi({ '/builds': <PublicBuildsPage /> }, { at: path });
}

const search = () => currentLocation().replace(/^[^?]*/, '');
const card = (title: string) => screen.getByRole('article', { name: title });

describe('PublicBuildsPage', () => {
  it('shows placeholders, then a card per public build linking to its share page', async () => {
    const builds = [
      makePublicBuild(1, {
        title: 'Budget Blaster',
        category: 'Budget Gaming',
        totalPriceCents: 64000,
        createdAt: '2025-05-02T08:00:00.000Z',
        components: [...PARTS, { ...PARTS[0], type: 'Case', name: 'Fractal Pop Air' }],
      }),
      makePublicBuild(2, { title: 'One part wonder', category: 'Something else', components: [PARTS[1]] }),
    ];
    renderAt('/builds', [publicBuildsHandler({ tier: null }, { nodes: builds })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Community Builds' })).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Community Builds');
    expect(screen.getByText('Loading builds...')).toHaveAttribute('role', 'status');

    expect(await screen.findByText('Showing 2 of 2 builds')).toBeInTheDocument();
    const first = within(card('Budget Blaster'));
    expect(first.getByRole('link', { name: 'Budget Blaster' })).toHaveAttribute('href', builds[0].sharePath);
    expect(first.getByText('Budget Gaming')).toBeInTheDocument();
    expect(first.getByText('$640.00')).toBeInTheDocument();
    expect(first.getByText('4 parts')).toBeInTheDocument();
    expect(first.getByText('by ana_builds')).toBeInTheDocument();
    expect(first.getByText('May 2, 2025')).toBeInTheDocument();
    expect(
      within(first.getByRole('list', { name: 'Some of its parts' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['CPU AMD Ryzen 5 7600', 'GPU AMD Radeon RX 7800 XT', 'RAM Corsair Vengeance 32GB DDR5-6000', '+1 more']);

    const second = within(card('One part wonder'));
    expect(second.getByText('1 part')).toBeInTheDocument();
    expect(second.getByText('Something else')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('reads the tier from the URL and puts every change of it there', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    renderAt('/builds?tier=mid-range', [
      publicBuildsHandler({ tier: 'MID_RANGE_GAMING' }, { nodes: [makePublicBuild(1, { title: 'Mid one' })] }, seen),
      publicBuildsHandler(
        { tier: 'HIGH_END_GAMING' },
        { nodes: [makePublicBuild(2, { title: 'High one', category: 'High-End Gaming' })] },
        seen,
      ),
      publicBuildsHandler({ tier: null }, { nodes: [makePublicBuild(3, { title: 'Any one' })] }, seen),
    ]);
    expect(await screen.findByRole('article', { name: 'Mid one' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mid-Range Gaming' })).toBeChecked();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'All',
      'Budget Gaming',
      'Mid-Range Gaming',
      'High-End Gaming',
    ]);

    await user.click(screen.getByRole('radio', { name: 'High-End Gaming' }));
    expect(await screen.findByRole('article', { name: 'High one' })).toBeInTheDocument();
    expect(search()).toBe('?tier=high-end');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByRole('article', { name: 'Any one' })).toBeInTheDocument();
    expect(search()).toBe('');
    expect(seen).toEqual([{ tier: 'MID_RANGE_GAMING' }, { tier: 'HIGH_END_GAMING' }, { tier: null }]);
  });

  it('treats an unknown tier as all tiers', async () => {
    renderAt('/builds?tier=ultra', [publicBuildsHandler({ tier: null }, { nodes: [makePublicBuild(1)] })]);
    expect(await screen.findByRole('article', { name: 'Build number 1' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('loads 24 more at a time after the last cursor', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 24 }, (_, i) => makePublicBuild(i + 1));
    renderAt('/builds', [
      publicBuildsHandler({ tier: null }, { nodes: firstPage, totalCount: 25, endCursor: 'cursor-24' }),
      publicBuildsHandler({ tier: null, after: 'cursor-24' }, { nodes: [makePublicBuild(25)], totalCount: 25 }),
    ]);
    expect(await screen.findByText('Showing 24 of 25 builds')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Build number 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 25 builds')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });

  it('says so when there are no public builds yet, and leads to the calculator', async () => {
    renderAt('/builds', [publicBuildsHandler({ tier: null }, { nodes: [] })]);
    expect(await screen.findByRole('heading', { name: 'No public builds yet' })).toBeInTheDocument();
    expect(screen.getByText(/shows up here for everyone to browse/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan a build' })).toHaveAttribute('href', '/calculator');
    expect(screen.queryByRole('button', { name: 'Show all tiers' })).not.toBeInTheDocument();
  });

  it('offers all tiers when one tier has no builds', async () => {
    const user = userEvent.setup();
    renderAt('/builds?tier=budget', [
      publicBuildsHandler({ tier: 'BUDGET_GAMING' }, { nodes: [] }),
      publicBuildsHandler({ tier: null }, { nodes: [makePublicBuild(1)] }),
    ]);
    expect(await screen.findByText(/Nobody has shared a Budget Gaming build/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all tiers' }));
    expect(await screen.findByRole('article', { name: 'Build number 1' })).toBeInTheDocument();
    expect(search()).toBe('');
  });

  it('offers a retry when the list could not be loaded', async () => {
    const user = userEvent.setup();
    renderAt('/builds', [
      publicBuildsErrorHandler(null),
      publicBuildsHandler({ tier: null }, { nodes: [makePublicBuild(1)] }),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the community builds.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Build number 1' })).toBeInTheDocument();
  });
});
