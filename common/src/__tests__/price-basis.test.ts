import { isPriceStale, priceBasisLabel, priceBasisOf, SEED_PRICES_AS_OF, formatPriceDay } from '../price-basis';

describe('price basis', () => {
  it('names who set a catalog price and when', () => {
    expect(priceBasisOf({ priceCents: 100, sources: ['seed', 'buildcores'], pricedOn: null })).toEqual({
      source: 'RigForge editors',
      on: SEED_PRICES_AS_OF,
    });
    expect(
      priceBasisOf({ priceCents: 100, sources: ['buildcores', 'pc-part-dataset'], pricedOn: '2025-07-23' }),
    ).toEqual({
      source: 'PC Part Dataset',
      on: '2025-07-23',
    });
    expect(priceBasisOf({ priceCents: null, sources: ['seed'], pricedOn: null })).toBeNull();
    expect(priceBasisOf({ priceCents: 100, sources: ['pc-part-dataset'], pricedOn: null })).toBeNull();
  });

  it('labels it as the issue words it', () => {
    expect(priceBasisLabel({ source: 'PC Part Dataset', on: '2025-07-23' })).toBe(
      'typical price, PC Part Dataset, 23 Jul 2025',
    );
    expect(formatPriceDay('2024-09-02')).toBe('2 Sep 2024');
  });

  it('calls a price older than the age possibly out of date', () => {
    const now = Date.parse('2026-01-20T12:00:00Z');
    expect(isPriceStale('2025-07-23', now, 180)).toBe(true);
    expect(isPriceStale('2025-12-01', now, 180)).toBe(false);
    expect(isPriceStale('not a day', now, 180)).toBe(false);
  });
});
