import { isStale, markFetched, pricesAreStale, resetFreshness } from '../freshness';
import { PRICE_STALE_MS } from '../constants';

describe('price freshness (stale after 2 minutes)', () => {
  afterEach(resetFreshness);

  it('is stale when never fetched or 2 minutes old', () => {
    expect(isStale(undefined, 1000)).toBe(true);
    expect(isStale(0, PRICE_STALE_MS - 1)).toBe(false);
    expect(isStale(0, PRICE_STALE_MS)).toBe(true);
  });

  it('remembers per component name, whatever the case', () => {
    markFetched('RTX 4060', 10_000);
    expect(pricesAreStale('rtx 4060 ', 10_000 + 60_000)).toBe(false);
    expect(pricesAreStale('rtx 4060', 10_000 + PRICE_STALE_MS)).toBe(true);
    expect(pricesAreStale('Ryzen 5 7600', 10_000)).toBe(true);
  });
});
