import { chartData, GAP_DAYS, historyGaps, formatObserved } from '../history';

describe('price history shaping', () => {
  it('makes one row per day, oldest first, with each retailer’s lowest price that day', () => {
    const { rows } = chartData([
      { retailer: 'NEWEGG', priceCents: 21999, observedAt: '2024-05-01T10:00:00.000Z' },
      { retailer: 'AMAZON', priceCents: 22999, observedAt: '2023-07-01T10:00:00.000Z' },
      { retailer: 'AMAZON', priceCents: 21000, observedAt: '2023-07-01T18:00:00.000Z' },
    ]);
    expect(rows.map((r) => r.day)).toEqual(['2023-07-01', '2024-05-01']);
    expect(rows[0].values).toEqual({ AMAZON: 210 });
    expect(rows[1].values).toEqual({ NEWEGG: 219.99 });
  });

  it('lists the series with points; points without a retailer are the lowest across retailers', () => {
    const points = [
      { retailer: 'BESTBUY' as const, priceCents: 100, observedAt: '2024-01-01T00:00:00Z' },
      { retailer: null, priceCents: 90, observedAt: '2024-01-01T00:00:00Z' },
      { retailer: 'BESTBUY' as const, priceCents: 200, observedAt: '2024-01-02T00:00:00Z' },
    ];
    const { rows, lines } = chartData(points);
    expect(lines).toEqual([
      { key: 'BESTBUY', series: 'BESTBUY', first: true },
      { key: 'LOWEST', series: 'LOWEST', first: true },
    ]);
    expect(rows[0].values).toEqual({ BESTBUY: 1, LOWEST: 0.9 });
  });

  it('cuts a series at a gap of more than GAP_DAYS into two lines, which no line crosses', () => {
    const point = (day: string, priceCents: number) => ({ retailer: null, priceCents, observedAt: `${day}T00:00:00Z` });
    const points = [point('2024-03-27', 100), point('2024-05-14', 200), point('2025-07-23', 300)];
    expect(GAP_DAYS).toBe(120);
    expect(historyGaps(points)).toEqual([{ series: 'LOWEST', from: '2024-05-14', to: '2025-07-23' }]);
    const { rows, lines } = chartData(points);
    expect(lines).toEqual([
      { key: 'LOWEST', series: 'LOWEST', first: true },
      { key: 'LOWEST 2', series: 'LOWEST', first: false },
    ]);
    expect(rows.map((r) => r.values)).toEqual([{ LOWEST: 1 }, { LOWEST: 2 }, { 'LOWEST 2': 3 }]);
    // 48 days apart is no gap; 121 days is.
    expect(historyGaps([point('2024-01-01', 1), point('2024-02-18', 1)])).toEqual([]);
    expect(historyGaps([point('2024-01-01', 1), point('2024-05-01', 1)])).toHaveLength(1);
  });

  it('says how long ago a price was observed', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatObserved('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(formatObserved('2026-01-10T11:55:00Z', now)).toBe('5 min ago');
    expect(formatObserved('2026-01-10T09:00:00Z', now)).toBe('3 h ago');
    expect(formatObserved('2025-12-01T09:00:00Z', now)).toBe('Dec 1, 2025');
  });
});
