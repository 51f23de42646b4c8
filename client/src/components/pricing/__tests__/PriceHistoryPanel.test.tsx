import { fireEvent, screen, within } from '@testing-library/react';
import { priceHistoryHandler } from '../../../test/mocks/handlers/pricing';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi } from '../../../test/render';
import { type PriceHistoryQuery, type PriceHistoryQueryVariables } from '../pricing.generated';
import { COMPONENT, history } from './fixtures';
import { HISTORY_EMPTY_TEXT, HISTORY_NOTE } from '../constants';
import { PriceHistoryPanel } from '../PriceHistoryPanel';

// recharts needs a laid-out DOM; the chart is drawn in the browser (e2e), here it is a marker.
jest.mock('../PriceHistoryChart', () => ({
  __esModule: true,
  default: ({ rows }: { rows: unknown[] }) => <div data-testid="price-history-chart">{rows.length} days</div>,
}));

const POINT = (day: string, cents: number) => ({
  __typename: 'PricePoint' as const,
  retailer: null,
  priceCents: cents,
  observedAt: `${day}T00:00:00.000Z`,
});

const ALL = history(null, [POINT('2024-03-27', 32999), POINT('2024-05-14', 30999), POINT('2025-07-23', 28999)], {
  minCents: 28999,
  maxCents: 32999,
  averageCents: 30999,
  changeCents: -4000,
  changePercent: -12.12,
});
const YEAR = history(365, [POINT('2025-07-23', 28999)], {
  minCents: 28999,
  maxCents: 28999,
  averageCents: 28999,
  changeCents: null,
  changePercent: null,
});
const EMPTY = history(null, [], {});

startMockApi();

/** The panel of COMPONENT over these histories; returns the variables of each request. */
function renderPanel(answers: NonNullable<PriceHistoryQuery['priceHistory']>[]): PriceHistoryQueryVariables[] {
  const seen: PriceHistoryQueryVariables[] = [];
  server.use(priceHistoryHandler(answers, seen));
  renderWithApi(<PriceHistoryPanel componentId={COMPONENT.id} />);
  return seen;
}

describe('PriceHistoryPanel', () => {
  it('shows everything by default: stats, the chart, the notes on observed points and gaps, a data table', async () => {
    const seen = renderPanel([ALL]);
    expect(await screen.findByTestId('price-history-chart')).toHaveTextContent('3 days');
    expect(seen).toEqual([{ componentId: COMPONENT.id, days: null }]);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(HISTORY_NOTE)).toBeInTheDocument();
    expect(
      screen.getByText('No observations between May 14, 2024 and Jul 23, 2025: the line breaks there.'),
    ).toBeInTheDocument();
    const stats = screen.getByText('Lowest').closest('dl')!;
    expect(within(stats).getByText('Lowest').nextSibling).toHaveTextContent('$289.99');
    expect(within(stats).getByText('Highest').nextSibling).toHaveTextContent('$329.99');
    expect(within(stats).getByText('Average').nextSibling).toHaveTextContent('$309.99');
    expect(within(stats).getByText('Change (All)').nextSibling).toHaveTextContent('−$40.00 (−12.1%)');

    // The table is in the accessibility tree even before it is shown (visually hidden).
    const table = screen.getByRole('table', { name: 'Observed prices, oldest first (All)' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Mar 27, 2024Lowest across retailers$329.99');
    expect(table.parentElement).toHaveClass('sr-only');
    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement).not.toHaveClass('sr-only');
  });

  it('switches range; a range with one point has no change', async () => {
    const seen = renderPanel([ALL, YEAR]);
    await screen.findByTestId('price-history-chart');
    fireEvent.click(screen.getByRole('button', { name: '1 year' }));
    expect(screen.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Change (1 year)')).toBeInTheDocument();
    expect(screen.getByText('Change (1 year)').nextSibling).toHaveTextContent('n/a');
    expect(screen.getByTestId('price-history-chart')).toHaveTextContent('1 days');
    expect(screen.queryByText('Change (All)')).not.toBeInTheDocument();
    expect(screen.queryByText(/No observations between/)).not.toBeInTheDocument();
    expect(seen).toEqual([
      { componentId: COMPONENT.id, days: null },
      { componentId: COMPONENT.id, days: 365 },
    ]);
  });

  it('says so clearly when there is no history', async () => {
    renderPanel([EMPTY]);
    expect(await screen.findByText(HISTORY_EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByTestId('price-history-chart')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
