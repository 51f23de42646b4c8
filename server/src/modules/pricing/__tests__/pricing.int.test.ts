// pricing end to end, against loopback fakes of Best Buy and Amazon and a Newegg feed: the
// comparison over GraphQL and REST, refusals, the shared cache with an injected clock, single-flight
// and the circuit breakers.
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import {
  FAKE_AMAZON_KEYS,
  FAKE_BESTBUY_KEY,
  startAmazonFake,
  startBestBuyFake,
  type FakeRetailer,
} from '../../../test/retailer-fakes';
import { startTestServer, type TestServer } from '../../../test/server';
import { importFeed } from '../feed/feed.import';
import { createLogger } from '../../../lib/logger';

const PRICING = `query P($name: String, $id: ID) {
  pricing(componentName: $name, componentId: $id) {
    query component { id name } estimateCents unavailable checkedAt
    offers { retailer priceCents listPriceCents inStock url observedAt source isLowest aboveLowestCents }
    lowest { retailer priceCents }
  }
}`;

interface Offer {
  retailer: string;
  priceCents: number;
  listPriceCents: number | null;
  inStock: boolean | null;
  url: string;
  observedAt: string;
  source: string;
  isLowest: boolean;
  aboveLowestCents: number;
}
interface Comparison {
  query: string;
  component: { id: string; name: string } | null;
  estimateCents: number | null;
  unavailable: boolean;
  offers: Offer[];
  lowest: { retailer: string; priceCents: number } | null;
}

const START = new Date('2026-03-01T12:00:00Z');
let now = START;
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let server: TestServer;

/** Drops every cached answer: the shared table's rows, and (by moving past the refresh age) this process's copies. */
async function forget(): Promise<void> {
  await sql(server, `DELETE FROM price_cache`);
  advance(600_000);
}
let bestBuy: FakeRetailer;
let amazon: FakeRetailer;
let partId: string;

const NAME = 'AMD Ryzen 5 7600';
const calls = () => [bestBuy.requests.length, amazon.requests.length];
/** Waits (up to 5 s) until every provider's cache entry of the part was written at the clock's time. */
async function refreshed(): Promise<void> {
  for (let i = 0; i < 250; i += 1) {
    const rows = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM price_cache WHERE subject = $1 AND "fetchedAt" = $2`,
      [partId, now],
    );
    if (rows[0].n === 2) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the background refresh did not finish');
}

beforeAll(async () => {
  bestBuy = await startBestBuyFake([
    {
      sku: 6531236,
      name: 'AMD - Ryzen 5 7600 6-Core Processor',
      salePrice: 189.99,
      regularPrice: 229.99,
      onlineAvailability: true,
      url: 'https://www.bestbuy.com/site/6531236.p?skuId=6531236',
    },
  ]);
  amazon = await startAmazonFake([
    { asin: 'B0BBJDS62N', title: 'AMD Ryzen 5 7600 6-Core Desktop Processor', price: 199.0, listPrice: 229.0 },
  ]);
  server = await startTestServer(
    {
      BESTBUY_API_KEY: FAKE_BESTBUY_KEY,
      BESTBUY_BASE_URL: bestBuy.url,
      BESTBUY_MAX_RETRIES: '0',
      AMAZON_ACCESS_KEY: FAKE_AMAZON_KEYS.accessKey,
      AMAZON_SECRET_KEY: FAKE_AMAZON_KEYS.secretKey,
      AMAZON_PARTNER_TAG: FAKE_AMAZON_KEYS.partnerTag,
      AMAZON_BASE_URL: amazon.url,
      AMAZON_REQUESTS_PER_SECOND: '100',
      AMAZON_MAX_RETRIES: '0',
      // Long enough that a busy machine still asks again within it once the breaker opened (300 ms was not, under CI's load).
      PRICE_BREAKER_RESET_MS: '1500',
    },
    { clock },
  );
  const [part] = await sql<{ id: string }>(server, `SELECT id FROM component WHERE name = $1`, [NAME]);
  partId = part.id;
  await sql(server, `UPDATE component SET "amazonAsin" = 'B0BBJDS62N', "bestBuySku" = '6531236' WHERE id = $1`, [
    partId,
  ]);
  const feed = [
    'retailer,name,price,list_price,in_stock,url,observed_at',
    `newegg,${NAME},179.99,229.99,yes,https://www.newegg.com/p/N82E16819113787,2026-03-01T08:00:00Z`,
    'newegg,Mystery Cooler 3000,39.99,,,,2026-03-01T08:00:00Z',
  ].join('\n');
  const report = await importFeed(server.db.dataSource.manager, feed, 'csv', {
    retailer: null,
    clock,
    logger: createLogger('silent'),
  });
  expect(report).toMatchObject({ rows: 2, imported: 2, matched: 1, nameOnly: 1 });
});

afterAll(async () => {
  await server?.close();
  await bestBuy?.close();
  await amazon?.close();
});

beforeEach(async () => {
  bestBuy.mode = { kind: 'ok' };
  amazon.mode = { kind: 'ok' };
});

describe('pricing', () => {
  it("answers every retailer's offer, lowest first and marked, with the catalog estimate", async () => {
    const result = await expectData<Comparison>(server, PRICING, { name: 'amd ryzen 5 7600' }, 'pricing');
    expect(result.component).toEqual({ id: partId, name: NAME });
    expect(result.query).toBe('amd ryzen 5 7600');
    expect(result.offers.map((o) => [o.retailer, o.priceCents, o.source, o.isLowest, o.aboveLowestCents])).toEqual([
      ['NEWEGG', 17999, 'FEED', true, 0],
      ['BESTBUY', 18999, 'LIVE', false, 1000],
      ['AMAZON', 19900, 'LIVE', false, 1901],
    ]);
    expect(result.offers[0]).toMatchObject({
      listPriceCents: 22999,
      inStock: true,
      url: 'https://www.newegg.com/p/N82E16819113787',
    });
    expect(result.lowest).toEqual({ retailer: 'NEWEGG', priceCents: 17999 });
    expect(result.estimateCents).toBe(18999);
    expect(result.unavailable).toBe(false);
    // Every offer observed is in the history (beside the seed's dated snapshots).
    const points = await sql<{ retailer: string; source: string }>(
      server,
      `SELECT retailer, source FROM price_observation WHERE "componentId" = $1 AND source <> 'pc-part-dataset' ORDER BY source`,
      [partId],
    );
    expect(points).toEqual([
      { retailer: 'AMAZON', source: 'amazon-api' },
      { retailer: 'BESTBUY', source: 'bestbuy-api' },
      { retailer: 'NEWEGG', source: 'feed' },
    ]);
  });

  it('adds each refreshed live offer to the price history at once', async () => {
    const HISTORY = 'query H($id: ID!) { priceHistory(componentId: $id) { points { retailer priceCents } } }';
    const before = await expectData<{ points: unknown[] }>(server, HISTORY, { id: partId }, 'priceHistory');
    await forget();
    await expectData(server, PRICING, { id: partId });
    const after = await expectData<{ points: { retailer: string }[] }>(server, HISTORY, { id: partId }, 'priceHistory');
    expect(after.points.length).toBe(before.points.length + 2);
    expect(
      after.points
        .slice(-2)
        .map((p) => p.retailer)
        .sort(),
    ).toEqual(['AMAZON', 'BESTBUY']);
  });

  it('answers the same by component id, and over REST in dollars', async () => {
    const byId = await expectData<Comparison>(server, PRICING, { id: partId }, 'pricing');
    expect(byId.offers).toHaveLength(3);
    const res = await server.http.get(`/api/pricing/${encodeURIComponent(NAME)}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amazon: { price: 199, url: expect.stringMatching(/^https:\/\/www\.amazon\.com\/dp\/B0BBJDS62N/) },
      newegg: { price: 179.99, url: 'https://www.newegg.com/p/N82E16819113787' },
      bestbuy: { price: 189.99, url: 'https://www.bestbuy.com/site/6531236.p?skuId=6531236' },
      estimate: 189.99,
      componentId: partId,
      unavailable: false,
    });
    expect(res.body.offers[1]).toMatchObject({ retailer: 'bestbuy', isLowest: false, aboveLowest: 10, source: 'live' });
  });

  it('refuses no name, a blank name and unknown names with clear messages, never a 500', async () => {
    expect(await expectRefusal(server, PRICING, {})).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Give a component name or id to compare prices.',
    });
    expect((await expectRefusal(server, PRICING, { name: '   ' })).code).toBe('BAD_USER_INPUT');
    expect(await expectRefusal(server, PRICING, { name: 'Quantum Flux Capacitor 9000' })).toEqual({
      code: 'NOT_FOUND',
      message: 'No component named "Quantum Flux Capacitor 9000" in the catalog; pick one from the suggestions.',
    });
    expect((await expectRefusal(server, PRICING, { id: 'not-a-uuid' })).code).toBe('BAD_USER_INPUT');
    const unknown = await server.http.get('/api/pricing/Quantum%20Flux%20Capacitor%209000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'NOT_FOUND', message: expect.stringMatching(/No component named/) });
    expect((await server.http.get('/api/pricing/%20%20')).status).toBe(400);
    expect((await server.http.get(`/api/pricing/${'x'.repeat(400)}`)).status).toBe(400);
  });

  it('answers a part a feed lists by name only, without a catalog part', async () => {
    const result = await expectData<Comparison>(server, PRICING, { name: 'Mystery Cooler 3000' }, 'pricing');
    expect(result.component).toBeNull();
    expect(result.estimateCents).toBeNull();
    expect(result.offers.map((o) => [o.retailer, o.priceCents, o.url])).toEqual([
      ['NEWEGG', 3999, 'https://www.newegg.com/p/pl?d=Mystery%20Cooler%203000'],
    ]);
  });

  it('falls back to the catalog estimate when nobody offers the part', async () => {
    const result = await expectData<Comparison>(server, PRICING, { name: 'AMD Ryzen 7 7700X' }, 'pricing');
    expect(result.offers).toEqual([]);
    expect(result.estimateCents).toBeGreaterThan(0);
    expect(result.unavailable).toBe(false);
  });

  it('shows a feed offer older than the configured age as an estimate', async () => {
    advance(4 * 24 * 3_600_000);
    await forget();
    const result = await expectData<Comparison>(server, PRICING, { id: partId }, 'pricing');
    expect(result.offers.find((o) => o.retailer === 'NEWEGG')?.source).toBe('ESTIMATE');
  });
});

describe('the shared cache (fresh 2 min, refreshed after 5 min)', () => {
  it('serves fresh answers as they are, stale ones while refreshing, and refetches expired ones first', async () => {
    await forget();
    const before = calls();
    const delta = () => calls().map((c, i) => c - before[i]);
    await expectData(server, PRICING, { id: partId });
    expect(delta()).toEqual([1, 1]);
    advance(60_000);
    await expectData(server, PRICING, { id: partId });
    expect(delta()).toEqual([1, 1]);
    // Stale: the cached answer now, one refresh behind it.
    bestBuy.mode = { kind: 'slow', ms: 200 };
    advance(120_000);
    const staleStart = Date.now();
    await expectData(server, PRICING, { id: partId });
    expect(Date.now() - staleStart).toBeLessThan(200);
    await refreshed();
    expect(delta()).toEqual([2, 2]);
    bestBuy.mode = { kind: 'ok' };
    // The refresh restarted the clock: 1 minute later it is fresh.
    advance(60_000);
    await expectData(server, PRICING, { id: partId });
    expect(delta()).toEqual([2, 2]);
    // Expired: fetched before answering.
    advance(300_000);
    await expectData(server, PRICING, { id: partId });
    expect(delta()).toEqual([3, 3]);
    const rows = await sql<{ provider: string }>(
      server,
      `SELECT provider FROM price_cache WHERE subject = $1 ORDER BY provider`,
      [partId],
    );
    expect(rows.map((r) => r.provider)).toEqual(['amazon', 'bestbuy']);
  });

  it('makes exactly one upstream call per provider for many concurrent requests of an uncached part', async () => {
    await forget();
    bestBuy.mode = { kind: 'slow', ms: 50 };
    const before = calls();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => expectData<Comparison>(server, PRICING, { id: partId }, 'pricing')),
    );
    expect(calls().map((c, i) => c - before[i])).toEqual([1, 1]);
    expect(new Set(answers.map((a) => a.offers.length))).toEqual(new Set([3]));
  });
});

describe('circuit breakers', () => {
  it('keep answering from the cache during an outage, fail fast once open, and close after recovery', async () => {
    await forget();
    await expectData(server, PRICING, { id: partId });
    bestBuy.mode = { kind: 'down' };
    amazon.mode = { kind: 'down' };
    // Failures pile up until half the calls of the rolling window failed (earlier tests' successes count too).
    let failures = 0;
    for (let last = -1; failures !== last && failures < 20;) {
      last = failures;
      advance(600_000);
      const before = calls()[0];
      const during = await expectData<Comparison>(server, PRICING, { id: partId }, 'pricing');
      // The last cached live offers still show, beside the feed's.
      expect(during.offers.map((o) => o.retailer).sort()).toEqual(['AMAZON', 'BESTBUY', 'NEWEGG']);
      failures += calls()[0] - before;
    }
    expect(failures).toBeGreaterThanOrEqual(3);
    expect(failures).toBeLessThan(20);
    const failedBefore = calls();
    // Open: no more calls while the outage lasts, and the answer comes at once.
    advance(600_000);
    const started = Date.now();
    const open = await expectData<Comparison>(server, PRICING, { id: partId }, 'pricing');
    expect(Date.now() - started).toBeLessThan(500);
    expect(open.offers).toHaveLength(3);
    expect(calls()).toEqual(failedBefore);
    // Recovery: after the reset time one trial call goes through and closes the breaker.
    bestBuy.mode = { kind: 'ok' };
    amazon.mode = { kind: 'ok' };
    await new Promise((r) => setTimeout(r, 1600));
    await expectData(server, PRICING, { id: partId });
    expect(calls().map((c, i) => c - failedBefore[i])).toEqual([1, 1]);
    advance(600_000);
    await expectData(server, PRICING, { id: partId });
    expect(calls().map((c, i) => c - failedBefore[i])).toEqual([2, 2]);
  });

  it('still answers the estimate when a provider is down and nothing is cached', async () => {
    await forget();
    await sql(server, `DELETE FROM price_offer`);
    bestBuy.mode = { kind: 'down' };
    amazon.mode = { kind: 'down' };
    advance(600_000);
    const result = await expectData<Comparison>(server, PRICING, { id: partId }, 'pricing');
    expect(result.offers).toEqual([]);
    expect(result.estimateCents).toBe(18999);
    expect(result.unavailable).toBe(false);
  });
});
