import { chartRows, formatObserved, seriesIn } from '../history';

describe('price history shaping', () => {
  it('makes one row per day, oldest first, with each retailer’s lowest price that day', () => {
    const rows = chartRows([
      { retailer: 'NEWEGG', priceCents: 21999, observedAt: '2024-05-01T10:00:00.000Z' },
      { retailer: 'AMAZON', priceCents: 22999, observedAt: '2023-07-01T10:00:00.000Z' },
      { retailer: 'AMAZON', priceCents: 21000, observedAt: '2023-07-01T18:00:00.000Z' },
    ]);
    expect(rows.map((r) => r.day)).toEqual(['2023-07-01', '2024-05-01']);
    expect(rows[0]).toMatchObject({ AMAZON: 210 });
    expect(rows[0]).not.toHaveProperty('NEWEGG');
    expect(rows[1]).toMatchObject({ NEWEGG: 219.99 });
  });

  it('lists the series with points; points without a retailer are the lowest across retailers', () => {
    const points = [
      { retailer: 'BESTBUY' as const, priceCents: 100, observedAt: '2024-01-01T00:00:00Z' },
      { retailer: null, priceCents: 90, observedAt: '2024-01-01T00:00:00Z' },
      { retailer: 'BESTBUY' as const, priceCents: 200, observedAt: '2024-01-02T00:00:00Z' },
    ];
    expect(seriesIn(points)).toEqual(['BESTBUY', 'LOWEST']);
    expect(chartRows(points)[0]).toMatchObject({ BESTBUY: 1, LOWEST: 0.9 });
  });

  it('says how long ago a price was observed', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    expect(formatObserved('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(formatObserved('2026-01-10T11:55:00Z', now)).toBe('5 min ago');
    expect(formatObserved('2026-01-10T09:00:00Z', now)).toBe('3 h ago');
    expect(formatObserved('2025-12-01T09:00:00Z', now)).toBe('Dec 1, 2025');
  });
});
