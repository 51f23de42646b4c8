import { cents, validateTargetCents } from '@rigforge/common';
import {
  ageSource,
  alertMessage,
  backoffMs,
  cacheState,
  compareOffers,
  historyStats,
  parseRetailer,
  productUrl,
  retailerLinks,
  searchUrl,
  type Offer,
} from '../pricing.rules';

const at = (iso: string) => new Date(iso);
const offer = (over: Partial<Offer>): Offer => ({
  retailer: 'AMAZON',
  priceCents: cents(10000),
  listPriceCents: null,
  inStock: true,
  url: 'https://example.com/p',
  observedAt: at('2026-01-01T00:00:00Z'),
  source: 'FEED',
  ...over,
});

describe('compareOffers', () => {
  it('puts the lowest first, marks it and prices the others above it', () => {
    const result = compareOffers([
      offer({ retailer: 'NEWEGG', priceCents: cents(21999) }),
      offer({ retailer: 'AMAZON', priceCents: cents(19999) }),
      offer({ retailer: 'BESTBUY', priceCents: cents(22999) }),
    ]);
    expect(result.map((o) => [o.retailer, o.isLowest, o.aboveLowestCents])).toEqual([
      ['AMAZON', true, 0],
      ['NEWEGG', false, 2000],
      ['BESTBUY', false, 3000],
    ]);
  });

  it('keeps one offer per retailer: live before feed, then the lowest', () => {
    const result = compareOffers([
      offer({ retailer: 'AMAZON', priceCents: cents(15000), source: 'FEED' }),
      offer({ retailer: 'AMAZON', priceCents: cents(17000), source: 'LIVE' }),
      offer({ retailer: 'NEWEGG', priceCents: cents(18000) }),
      offer({ retailer: 'NEWEGG', priceCents: cents(16000) }),
    ]);
    expect(result.map((o) => [o.retailer, o.priceCents, o.source])).toEqual([
      ['NEWEGG', 16000, 'FEED'],
      ['AMAZON', 17000, 'LIVE'],
    ]);
  });

  it('marks every offer at the lowest price as lowest, and drops non-positive prices', () => {
    const result = compareOffers([
      offer({ retailer: 'NEWEGG', priceCents: cents(100) }),
      offer({ retailer: 'AMAZON', priceCents: cents(100) }),
      offer({ retailer: 'BESTBUY', priceCents: cents(0) }),
    ]);
    expect(result.map((o) => [o.retailer, o.isLowest])).toEqual([
      ['AMAZON', true],
      ['NEWEGG', true],
    ]);
  });

  it('answers nothing for no offers', () => {
    expect(compareOffers([])).toEqual([]);
  });
});

describe('cacheState (fresh 2 min, refreshed after 5 min)', () => {
  const fetched = at('2026-01-01T00:00:00Z');
  const after = (ms: number) => new Date(fetched.getTime() + ms);
  it.each([
    [0, 'fresh'],
    [119_999, 'fresh'],
    [120_000, 'stale'],
    [299_999, 'stale'],
    [300_000, 'expired'],
  ])('%i ms old is %s', (age, state) => {
    expect(cacheState(fetched, after(age), 120_000, 300_000)).toBe(state);
  });
  it('has nothing cached: expired', () => {
    expect(cacheState(null, fetched, 120_000, 300_000)).toBe('expired');
  });
});

describe('ageSource', () => {
  const now = at('2026-01-10T00:00:00Z');
  it('marks a feed offer older than the age limit as an estimate', () => {
    expect(ageSource(offer({ observedAt: at('2026-01-06T00:00:00Z') }), now, 72 * 3_600_000)).toBe('ESTIMATE');
    expect(ageSource(offer({ observedAt: at('2026-01-08T00:00:00Z') }), now, 72 * 3_600_000)).toBe('FEED');
  });
  it('leaves a live offer live', () => {
    expect(ageSource(offer({ source: 'LIVE', observedAt: at('2020-01-01T00:00:00Z') }), now, 1)).toBe('LIVE');
  });
});

describe('backoffMs', () => {
  it('doubles from the base, capped', () => {
    expect([0, 1, 2, 10].map((n) => backoffMs(n, null, 500, 10_000))).toEqual([500, 1000, 2000, 10_000]);
  });
  it('follows Retry-After in seconds', () => {
    expect(backoffMs(0, '3', 500)).toBe(3000);
  });
});

describe('historyStats', () => {
  it('gives min, max, average and the change from the first to the last day (lowest per day)', () => {
    const stats = historyStats([
      { retailer: null, priceCents: cents(20000), observedAt: at('2023-07-10T00:00:00Z') },
      { retailer: 'AMAZON', priceCents: cents(21000), observedAt: at('2023-07-10T12:00:00Z') },
      { retailer: null, priceCents: cents(18000), observedAt: at('2024-05-14T00:00:00Z') },
      { retailer: 'NEWEGG', priceCents: cents(17000), observedAt: at('2024-05-14T08:00:00Z') },
    ]);
    expect(stats).toEqual({
      minCents: 17000,
      maxCents: 21000,
      averageCents: 19000,
      changeCents: -3000,
      changePercent: -15,
    });
  });
  it('has no change with one day, and nothing with no points', () => {
    expect(
      historyStats([{ retailer: null, priceCents: cents(100), observedAt: at('2024-01-01T00:00:00Z') }]).changeCents,
    ).toBeNull();
    expect(historyStats([])).toEqual({
      minCents: null,
      maxCents: null,
      averageCents: null,
      changeCents: null,
      changePercent: null,
    });
  });
});

describe('small rules', () => {
  it('reads retailer names', () => {
    expect(['Best Buy', 'bestbuy', 'AMAZON', 'Newegg.com', 'ebay'].map(parseRetailer)).toEqual([
      'BESTBUY',
      'BESTBUY',
      'AMAZON',
      'NEWEGG',
      null,
    ]);
  });
  it('builds search URLs with the name encoded', () => {
    expect(searchUrl('NEWEGG', 'Ryzen 5 7600 & more')).toBe(
      'https://www.newegg.com/p/pl?d=Ryzen%205%207600%20%26%20more',
    );
  });
  it('names the part, retailer and price in the alert message', () => {
    expect(alertMessage('AMD Ryzen 5 7600', 'BESTBUY', cents(17999))).toBe(
      'Price drop: AMD Ryzen 5 7600 is $179.99 at Best Buy, at or below your target.',
    );
  });
  it('checks target prices', () => {
    expect(validateTargetCents(0)).toMatch(/at least/);
    expect(validateTargetCents(1.5)).toMatch(/at least/);
    expect(validateTargetCents(10_000_001)).toMatch(/at most/);
    expect(validateTargetCents(19999)).toBeNull();
  });
});

describe('retailer links (no price implied)', () => {
  const ids = { amazonAsin: 'B0BMQJWBDM', neweggItem: 'N82E16819113787', bestBuySku: '6523167' };

  it("links the retailer's own product page from its id", () => {
    expect(productUrl('AMAZON', ids)).toBe('https://www.amazon.com/dp/B0BMQJWBDM');
    expect(productUrl('NEWEGG', ids)).toBe('https://www.newegg.com/p/N82E16819113787');
    expect(productUrl('BESTBUY', ids)).toBe('https://www.bestbuy.com/site/6523167.p?skuId=6523167');
    expect(productUrl('AMAZON', { ...ids, amazonAsin: null })).toBeNull();
  });

  it('gives each retailer without an offer its product page, else its search; none for a retailer with an offer', () => {
    const links = retailerLinks('AMD Ryzen 5 7600', { ...ids, bestBuySku: null }, [offer({ retailer: 'NEWEGG' })]);
    expect(links).toEqual([
      { retailer: 'AMAZON', url: 'https://www.amazon.com/dp/B0BMQJWBDM', productPage: true },
      { retailer: 'BESTBUY', url: searchUrl('BESTBUY', 'AMD Ryzen 5 7600'), productPage: false },
    ]);
    expect(retailerLinks('Feed-only name', null, []).map((l) => l.productPage)).toEqual([false, false, false]);
  });
});
