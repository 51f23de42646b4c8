import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, type RequestHandler } from 'msw';
import { networkError } from '../../../test/mocks/errors';
import {
  brandCountsHandler,
  compareHandler,
  componentsHandler,
  trayItemHandler,
} from '../../../test/mocks/handlers/catalog';
import { server, startMockApi } from '../../../test/mocks/server';
import { currentSearch, renderWithApi } from '../../../test/render';
import {
  ComponentsDocument,
  type CompareComponentsQueryVariables,
  type ComponentsQueryVariables,
} from '../catalog.generated';
import { CatalogPage } from '../CatalogPage';
import { BRAND_COUNTS, IDS, PARTS } from './fixtures';
import { DRAFT_DELAY_MS } from '../useDraft';

startMockApi();

/**
 * The catalog at `path` over `handlers` (default: the four PARTS, their brands counted, the tray
 * looking them up); anything a test leaves out gets the shared handlers' empty catalog.
 */
function renderAt(
  path: string,
  handlers: RequestHandler[] = [componentsHandler(PARTS), brandCountsHandler(BRAND_COUNTS), trayItemHandler(PARTS)],
) {
  server.use(...handlers);
  return renderWithApi({ '/components': <CatalogPage /> }, { at: path });
}

const search = currentSearch;
const card = (name: string) =>
  screen.getAllByRole('article').find((a) => within(a).queryByRole('heading', { name })) as HTMLElement;

describe('CatalogPage choosing a part for the builder', () => {
  const CPU_ID = '10000000-0000-4000-8000-0000000000aa';
  it('lists only parts that fit the build, leads back with "Add to build", and shows the others with their rules on request', async () => {
    const user = userEvent.setup();
    const seen: ComponentsQueryVariables[] = [];
    const [fits, misfit] = PARTS.filter((p) => p.type === PARTS[0].type);
    const rule = { rule: 'cpu-socket', label: 'CPU socket', message: 'It needs an LGA1700 board.' };
    renderAt(`/components?type=${fits.type}&build=${encodeURIComponent(`part=${CPU_ID}`)}`, [
      componentsHandler(PARTS, seen, { [misfit.id]: [rule] }),
      brandCountsHandler(BRAND_COUNTS),
      trayItemHandler(PARTS),
    ]);
    const banner = await screen.findByRole('region', { name: 'Choosing for your build' });
    expect(within(banner).getByRole('link', { name: 'Back to your build' })).toHaveAttribute(
      'href',
      `/builder?part=${CPU_ID}`,
    );
    await screen.findByRole('heading', { name: fits.name });
    expect(seen.at(-1)).toMatchObject({ type: fits.type, compatibleWith: [CPU_ID] });
    expect(screen.queryByRole('heading', { name: misfit.name })).toBeNull();
    expect(within(card(fits.name)).getByRole('link', { name: 'Add to build' })).toHaveAttribute(
      'href',
      `/builder?part=${CPU_ID}&add=${fits.id}`,
    );
    await user.click(within(banner).getByRole('checkbox', { name: 'Show parts that do not fit' }));
    await screen.findByRole('heading', { name: misfit.name });
    expect(search().get('fits')).toBe('all');
    expect(seen.at(-1)).toMatchObject({ includeIncompatible: true });
    expect(within(card(misfit.name)).getByText('Does not fit your build')).toBeInTheDocument();
    expect(within(card(misfit.name)).getByText(/It needs an LGA1700 board/)).toBeInTheDocument();
  });
});

describe('CatalogPage', () => {
  it('announces loading, then shows every part with its price, rating and key specs, and no stock or list price (no catalog source gives them)', async () => {
    renderAt('/components');
    expect(screen.getByRole('heading', { level: 1, name: 'Component Database' })).toBeInTheDocument();
    expect(screen.getByText('Loading components...')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Showing 4 of 4 components')).toBeInTheDocument();
    expect(document.title).toBe('RigForge - Component Database');

    const rtx = card('NVIDIA GeForce RTX 4060 Founders Edition');
    expect(within(rtx).getByRole('link', { name: 'NVIDIA GeForce RTX 4060 Founders Edition' })).toHaveAttribute(
      'href',
      '/components/gpu-nvidia-geforce-rtx-4060-founders-edition',
    );
    expect(within(rtx).getByText('$299.99')).toBeInTheDocument();
    // Where the price comes from and when; older than the configured age (180 days by default), called out.
    expect(within(rtx).getByText(/^typical price, PC Part Dataset, 23 Jul 2025/)).toHaveTextContent(
      'typical price, PC Part Dataset, 23 Jul 2025 · possibly out of date',
    );
    expect(within(rtx).queryByText(/\$329\.99|was/)).not.toBeInTheDocument();
    expect(within(rtx).getByText('Rated 4.5 out of 5 from 1,234 reviews')).toBeInTheDocument();
    expect(within(rtx).queryByText(/In stock|Out of stock/)).not.toBeInTheDocument();
    expect(within(rtx).getByText('Graphics card')).toBeInTheDocument();
    expect(within(rtx).getByText('Video memory').nextSibling).toHaveTextContent('8 GB');
    expect(rtx.querySelector('img')).toHaveAttribute('src', '/images/parts/gpu.svg');

    const rtx4070 = card('NVIDIA GeForce RTX 4070 Founders Edition');
    // Without a review count the rating is labelled as our own, and no count shows.
    expect(within(rtx4070).getByText("Editors' rating: 4.7 out of 5")).toBeInTheDocument();
    expect(within(rtx4070).getByText("Editors' rating")).toBeInTheDocument();
    expect(within(rtx4070).queryByText(/reviews?\b/)).not.toBeInTheDocument();
    const radeon = card('Sapphire Pulse Radeon RX 7600');
    expect(within(radeon).getByText('Price unavailable')).toBeInTheDocument();
    expect(within(radeon).getByText('Not rated yet')).toBeInTheDocument();
  });

  it('reads its filters from the URL and sends them to the API in cents', async () => {
    const seen: ComponentsQueryVariables[] = [];
    renderAt('/components?type=GPU&brand=NVIDIA&max=500&sort=price-asc&layout=list', [
      componentsHandler(PARTS, seen),
      brandCountsHandler(BRAND_COUNTS),
      trayItemHandler(PARTS),
    ]);
    expect(await screen.findByText('Showing 1 of 1 component')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual({
      type: 'GPU',
      brands: ['NVIDIA'],
      maxPriceCents: 50_000,
      sort: 'PRICE_ASC',
      first: 24,
    });
    expect(screen.getByRole('radio', { name: 'Graphics cards' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^NVIDIA(,|$)/ })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Max price' })).toHaveValue('500');
    expect(screen.getByText('$500')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Graphics cards' })).toBeInTheDocument();
  });

  it('shows the required brands and the brands in the data with their counts, and the spec filters of the chosen type', async () => {
    renderAt('/components?type=Motherboard');
    await screen.findByText('No matches');
    // The brands in the data arrive with their own query.
    await screen.findByRole('checkbox', { name: 'MSI, 13 parts' });
    const brandGroup = screen.getByRole('group', { name: 'Brand' });
    expect(
      within(brandGroup)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual([
      'NVIDIA, 36 parts',
      'AMD, 22 parts',
      'Intel, 0 parts',
      'Corsair, 0 parts',
      'ASUS, 0 parts',
      'Sapphire, 8 parts',
      'MSI, 13 parts',
    ]);
    expect(screen.getByRole('combobox', { name: 'Socket' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Memory type' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Form factor' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Video memory' })).not.toBeInTheDocument();
  });

  it('puts every filter change in the URL, and drops spec filters the new type does not have', async () => {
    const user = userEvent.setup();
    renderAt('/components?type=Motherboard&socket=AM5&memory=DDR5');
    await screen.findByText('No matches');
    await user.click(screen.getByRole('radio', { name: 'CPUs' }));
    await waitFor(() => expect(search().toString()).toBe('type=CPU&socket=AM5'));
    await user.click(screen.getByRole('checkbox', { name: /^AMD(,|$)/ }));
    // Stock is never invented (issue 31): the filter says it keeps only parts a retailer feed shows in stock.
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toHaveAccessibleDescription(
      'Stock comes from retailer feeds only. Parts without feed data are left out.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best value');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() =>
      expect(search().toString()).toBe('type=CPU&brand=AMD&socket=AM5&stock=1&sort=value&layout=list'),
    );
  });

  it('commits the slider, min price and search text after a pause', async () => {
    const user = userEvent.setup();
    renderAt('/components');
    await screen.findByText('Showing 4 of 4 components');
    fireEvent.change(screen.getByRole('slider', { name: 'Max price' }), { target: { value: '300' } });
    expect(screen.getByText('$300')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search components' }), 'rtx ');
    await user.type(screen.getByRole('spinbutton', { name: 'Min price (USD)' }), '100');
    // The drafts commit DRAFT_DELAY_MS after the last edit.
    await waitFor(() => expect(search().toString()).toBe('min=100&max=300&q=rtx'), { timeout: 10_000 });
    expect(screen.getByRole('searchbox', { name: 'Search components' })).toHaveValue('rtx ');
  });

  it('keeps both edits when two pauses end together', async () => {
    renderAt('/components');
    await screen.findByText('Showing 4 of 4 components');
    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('slider', { name: 'Max price' }), { target: { value: '300' } });
      fireEvent.change(screen.getByRole('spinbutton', { name: 'Min price (USD)' }), { target: { value: '100' } });
      // Both timers fire in one go, before the page re-renders with the first commit.
      act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
      expect(search().toString()).toBe('min=100&max=300');
    } finally {
      jest.useRealTimers();
    }
  });

  it('warns when the min price is above the max price', async () => {
    renderAt('/components?min=900&max=500');
    await screen.findByText(/^Showing/);
    expect(screen.getByRole('spinbutton', { name: 'Min price (USD)' })).toHaveAccessibleDescription(
      'The min price is above the max price, so it is not applied.',
    );
  });

  it("shows the required empty state, and 'Clear filters' brings everything back", async () => {
    const user = userEvent.setup();
    renderAt(`/components?type=GPU&max=50&sort=name&compare=${IDS.ryzen}`);
    expect(await screen.findByText('No components found - Try adjusting your filters')).toBeInTheDocument();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clearButtons[clearButtons.length - 1]);
    await waitFor(() => expect(search().toString()).toBe(`sort=name&compare=${IDS.ryzen}`));
    expect(await screen.findByText('Showing 4 of 4 components')).toBeInTheDocument();
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    renderAt('/components?per=12', [
      componentsHandler(
        Array.from({ length: 14 }, (_, i) => ({
          ...PARTS[0],
          id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
          slug: `gpu-card-${i}`,
          name: `Card ${i}`,
        })),
      ),
      brandCountsHandler(BRAND_COUNTS),
    ]);
    expect(await screen.findByText('Showing 12 of 14 components')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 14 of 14 components')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    const user = userEvent.setup();
    renderAt('/components', [
      // The first request gets no answer (offline); the retry gets the list.
      graphql.query(ComponentsDocument, () => networkError(), { once: true }),
      componentsHandler(PARTS),
      brandCountsHandler(BRAND_COUNTS),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the components.");
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 4 of 4 components')).toBeInTheDocument();
  });

  it('compares 2 parts: the tray fills, disables the others saying why, opens the comparison and closes it again', async () => {
    const user = userEvent.setup();
    const [a, b] = PARTS;
    const compared: CompareComponentsQueryVariables[] = [];
    renderAt('/components?type=GPU', [
      componentsHandler(PARTS),
      brandCountsHandler(BRAND_COUNTS),
      trayItemHandler(PARTS),
      compareHandler(
        a,
        b,
        [
          { key: 'price', label: 'Price', a: '$299.99', b: '$549.99', better: 'A' },
          { key: 'valueScore', label: 'Value score', a: '300.0', b: '171.0', better: 'A' },
          { key: 'powerEfficiency', label: 'Power efficiency', a: null, b: null, better: null },
          { key: 'gpu1440p', label: '1440p index', a: '33.0', b: '52.0', better: 'B' },
          { key: 'vram', label: 'Video memory', a: '8 GB', b: '12 GB', better: 'B' },
          { key: 'chipset', label: 'Chipset', a: 'GeForce RTX 4060', b: 'GeForce RTX 4070', better: null },
        ],
        compared,
      ),
    ]);
    await screen.findByText('Showing 3 of 3 components');
    expect(screen.queryByRole('region', { name: 'Compare tray' })).not.toBeInTheDocument();

    await user.click(within(card(a.name)).getByRole('checkbox', { name: 'Add to compare' }));
    const tray = await screen.findByRole('region', { name: 'Compare tray' });
    expect(within(tray).getByText('1 of 2 chosen')).toBeInTheDocument();
    expect(await within(tray).findByText(a.name)).toBeInTheDocument();
    expect(within(tray).queryByRole('button', { name: 'Compare Components' })).not.toBeInTheDocument();

    await user.click(within(card(b.name)).getByRole('checkbox', { name: 'Add to compare' }));
    expect(await within(tray).findByRole('button', { name: 'Compare Components' })).toBeInTheDocument();
    expect(within(tray).getByText('2 of 2 chosen')).toBeInTheDocument();
    expect(search().get('compare')).toBe(`${a.id},${b.id}`);
    expect(within(card(a.name)).getByRole('checkbox', { name: 'Add to compare' })).toBeChecked();

    // The other parts cannot be added, and say why; the chosen ones can still be taken out.
    const third = within(card(PARTS[2].name)).getByRole('checkbox', { name: 'Add to compare' });
    expect(third).toBeDisabled();
    expect(third).toHaveAccessibleDescription(
      `${PARTS[2].name} You can compare 2 components at a time. Remove one to add another.`,
    );
    expect(within(card(a.name)).getByRole('checkbox', { name: 'Add to compare' })).toBeEnabled();
    expect(tray).toHaveTextContent(
      'Compare tray is full. You can compare 2 components at a time. Remove one to add another.',
    );
    await user.click(third);
    expect(third).not.toBeChecked();
    expect(search().get('compare')).toBe(`${a.id},${b.id}`);

    await user.click(within(tray).getByRole('button', { name: 'Compare Components' }));
    await waitFor(() => expect(search().get('view')).toBe('compare'));
    expect(document.title).toBe('RigForge - Compare Components');
    expect(screen.queryByRole('region', { name: 'Compare tray' })).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: `${a.name} compared with ${b.name}` });
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    const cellsOf = (label: string) => within(row(label)).getAllByRole('cell');
    const [head] = within(table).getAllByRole('rowgroup');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((h) => within(h).getByRole('link').textContent),
    ).toEqual([a.name, b.name]);
    expect(cellsOf('Price')[0]).toHaveTextContent('$299.99Better');
    expect(cellsOf('Price')[1]).toHaveTextContent(/^\$549\.99$/);
    expect(cellsOf('Video memory')[1]).toHaveTextContent('12 GBBetter');
    expect(cellsOf('Power efficiency').map((c) => c.textContent)).toEqual(['N/A', 'N/A']);
    expect(cellsOf('Value score')[0]).toHaveTextContent('Better');
    expect(cellsOf('Chipset').map((c) => c.textContent)).toEqual(['GeForce RTX 4060', 'GeForce RTX 4070']);
    expect(screen.getByText(/GeForce RTX 4090 = 100/)).toBeInTheDocument();
    expect(compared).toEqual([{ ids: [a.id, b.id] }]);

    await user.click(screen.getByRole('button', { name: 'Close comparison' }));
    await waitFor(() => expect(search().get('view')).toBeNull());
    expect(search().toString()).toBe(`type=GPU&compare=${a.id}%2C${b.id}`);
    expect(await screen.findByText('Showing 3 of 3 components')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare Components' })).toHaveFocus();
  });

  it('removes parts from the tray', async () => {
    const user = userEvent.setup();
    const [a, b] = PARTS;
    renderAt(`/components?compare=${a.id},${b.id}`);
    const tray = await screen.findByRole('region', { name: 'Compare tray' });
    await user.click(await within(tray).findByRole('button', { name: `Remove ${a.name} from compare` }));
    await waitFor(() => expect(search().get('compare')).toBe(b.id));
    await user.click(within(tray).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(search().get('compare')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Compare tray' })).not.toBeInTheDocument();
  });

  it('opens the comparison straight from the URL, and ignores a malformed selection', async () => {
    const [a, b] = PARTS;
    const compared: CompareComponentsQueryVariables[] = [];
    renderAt(`/components?compare=${a.id},${b.id}&view=compare`, [
      componentsHandler(PARTS),
      brandCountsHandler(BRAND_COUNTS),
      trayItemHandler(PARTS),
      compareHandler(a, b, [{ key: 'price', label: 'Price', a: '$299.99', b: '$549.99', better: 'A' }], compared),
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Side-by-side comparison' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(compared).toEqual([{ ids: [a.id, b.id] }]);
  });

  it('treats a comparison address with a bad id as the plain list', async () => {
    renderAt(`/components?compare=${PARTS[0].id},nope&view=compare`);
    expect(await screen.findByText('Showing 4 of 4 components')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Side-by-side comparison' })).not.toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Compare tray' })).getByText('1 of 2 chosen'),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });
});
