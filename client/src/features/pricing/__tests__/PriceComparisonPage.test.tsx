import { act, fireEvent, screen, within } from '@testing-library/react';
import { startMockApi } from '../../../test/mocks/server';
import { currentSearch, renderWithApi } from '../../../test/render';
import { POPULAR_COMPONENTS } from '../constants';
import { resetFreshness } from '../freshness';
import { PriceComparisonPage } from '../PriceComparisonPage';

const RYZEN = 'AMD Ryzen 5 7600';
const RTX = 'NVIDIA GeForce RTX 4060';

startMockApi();

/** The page as a guest; every part is priced at three retailers (the shared pricing handler). */
function renderPage(at = '/price-comparison') {
  renderWithApi({ '/price-comparison': <PriceComparisonPage /> }, { at });
}

describe('PriceComparisonPage', () => {
  afterEach(resetFreshness);

  it('shows the title, the six popular components, the info cards and the start prompt', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Real-Time Price Comparison' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Start Comparing Prices' })).toBeInTheDocument();
    for (const { name } of POPULAR_COMPONENTS) {
      expect(screen.getByRole('button', { name: `Add ${name}` })).toBeEnabled();
    }
    for (const title of ['Real-Time Updates', 'Best Deal Finder', 'Multi-Retailer Support']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });

  it('adds a popular component as a badge with its widget, keeps it in the address, and removes it', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: `Add ${RYZEN}` }));
    expect(currentSearch().getAll('c')).toEqual([RYZEN]);
    expect(screen.queryByRole('heading', { name: 'Start Comparing Prices' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${RYZEN} (already selected)` })).toBeDisabled();
    expect(await screen.findByRole('list', { name: `Retailer prices for ${RYZEN}` })).toBeInTheDocument();
    expect(screen.getByText(`${RYZEN} added.`)).toHaveAttribute('role', 'status');

    fireEvent.click(screen.getByRole('button', { name: `Remove ${RYZEN}` }));
    expect(currentSearch().getAll('c')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Start Comparing Prices' })).toBeInTheDocument();
  });

  it('restores the selection from the address and refuses a duplicate typed in another case', async () => {
    renderPage(`/price-comparison?c=${encodeURIComponent(RYZEN)}&c=${encodeURIComponent(RTX)}`);
    expect(await screen.findByRole('list', { name: `Retailer prices for ${RTX}` })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);

    const input = screen.getByRole('combobox', { name: 'Search for a component' });
    fireEvent.change(input, { target: { value: 'amd ryzen 5 7600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Component' }));
    expect(screen.getByText('amd ryzen 5 7600 is already selected.')).toBeInTheDocument();
    expect(currentSearch().getAll('c')).toEqual([RYZEN, RTX]);
    expect(input).toHaveValue('amd ryzen 5 7600');
  });

  it('adds typed text on Enter and clears the box', async () => {
    renderPage();
    const input = screen.getByRole('combobox', { name: 'Search for a component' });
    fireEvent.change(input, { target: { value: 'Noctua NH-D15' } });
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Enter' });
      await Promise.resolve();
    });
    expect(currentSearch().getAll('c')).toEqual(['Noctua NH-D15']);
    expect(input).toHaveValue('');
    const widget = screen.getByRole('region', { name: 'Noctua NH-D15' });
    expect(within(widget).getByText('Other')).toBeInTheDocument();
  });
});
