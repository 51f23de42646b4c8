// The retailer adapters against loopback fakes that speak the real APIs' formats.
import type { AmazonConfig, BestBuyConfig, PricingConfig } from '../../../config/pricing';
import { systemClock } from '../../../lib/clock';
import { createLogger } from '../../../lib/logger';
import {
  FAKE_AMAZON_KEYS,
  FAKE_BESTBUY_KEY,
  startAmazonFake,
  startBestBuyFake,
  type FakeRetailer,
} from '../../../test/retailer-fakes';
import { createPricingRuntime } from '../pricing.runtime';
import { AmazonProvider } from '../providers/amazon.provider';
import { BestBuyProvider } from '../providers/bestbuy.provider';
import { ProviderError } from '../providers/http';
import type { PriceSubject } from '../providers/provider';

const subject = (over: Partial<PriceSubject>): PriceSubject => ({
  componentId: 'c1',
  name: 'AMD Ryzen 5 7600',
  normName: 'amd ryzen 5 7600',
  amazonAsin: null,
  bestBuySku: null,
  neweggItem: null,
  ...over,
});

/** A sleep that returns at once and remembers how long it was asked to wait (the 1 ms pacing of the fast test limit left out). */
function recordingSleep() {
  const waits: number[] = [];
  return { waits, sleep: (ms: number) => (ms > 1 && waits.push(ms), Promise.resolve()) };
}

const bestBuyConfig = (
  url: string,
  over: Partial<Omit<BestBuyConfig, 'apiKey'>> = {},
): BestBuyConfig & { apiKey: string } => ({
  apiKey: FAKE_BESTBUY_KEY,
  baseUrl: url,
  requestsPerSecond: 1000,
  timeoutMs: 500,
  maxRetries: 2,
  ...over,
});

type AmazonOver = Partial<Omit<AmazonConfig, 'accessKey' | 'secretKey' | 'partnerTag'>> & { secretKey?: string };
const amazonConfig = (url: string, over: AmazonOver = {}) => ({
  ...FAKE_AMAZON_KEYS,
  host: 'webservices.amazon.com',
  region: 'us-east-1',
  marketplace: 'www.amazon.com',
  baseUrl: url,
  requestsPerSecond: 1000,
  timeoutMs: 500,
  maxRetries: 2,
  ...over,
});

describe('Best Buy adapter', () => {
  let fake: FakeRetailer;
  beforeAll(async () => {
    fake = await startBestBuyFake([
      {
        sku: 6531236,
        name: 'AMD - Ryzen 5 7600 6-Core Processor',
        salePrice: 189.99,
        regularPrice: 229.99,
        onlineAvailability: true,
        url: 'https://www.bestbuy.com/site/6531236.p?skuId=6531236',
      },
      {
        sku: 6537367,
        name: 'AMD - Ryzen 5 7600X 6-Core Processor',
        salePrice: 209.99,
        regularPrice: 249.99,
        onlineAvailability: false,
        url: 'https://www.bestbuy.com/site/6537367.p?skuId=6537367',
      },
    ]);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.mode = { kind: 'ok' };
  });
  const provider = (sleep = recordingSleep().sleep, over: Partial<Omit<BestBuyConfig, 'apiKey'>> = {}) =>
    new BestBuyProvider(bestBuyConfig(fake.url, over), { clock: systemClock, sleep, fetch, backoffBaseMs: 100 });

  it('reads a product by SKU', async () => {
    const offers = await provider().offers(subject({ bestBuySku: '6531236' }));
    expect(offers).toEqual([
      expect.objectContaining({
        retailer: 'BESTBUY',
        priceCents: 18999,
        listPriceCents: 22999,
        inStock: true,
        source: 'LIVE',
        url: 'https://www.bestbuy.com/site/6531236.p?skuId=6531236',
      }),
    ]);
    expect(fake.requests[0].url).toMatch(/^\/v1\/products\/6531236\.json\?apiKey=fake-bestbuy-key&format=json&show=/);
  });

  it('searches by name when there is no SKU, taking only a product that has every word', async () => {
    expect(await provider().offers(subject({}))).toEqual([expect.objectContaining({ priceCents: 18999 })]);
    expect(decodeURIComponent(fake.requests[0].url)).toMatch(
      /^\/v1\/products\(search=amd&search=ryzen&search=5&search=7600\)\?/,
    );
    expect(await provider().offers(subject({ name: 'Intel Core i9', normName: 'intel core i9' }))).toEqual([]);
  });

  it('answers no offer for an unknown SKU', async () => {
    expect(await provider().offers(subject({ bestBuySku: '1111111' }))).toEqual([]);
  });

  it('backs off on 403 over quota, following Retry-After, then succeeds', async () => {
    const { waits, sleep } = recordingSleep();
    fake.mode = { kind: 'throttle', times: 2, retryAfter: '1' };
    const offers = await provider(sleep).offers(subject({ bestBuySku: '6531236' }));
    expect(offers).toHaveLength(1);
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });

  it('doubles the wait without Retry-After, and fails as throttled past the retries', async () => {
    const { waits, sleep } = recordingSleep();
    fake.mode = { kind: 'throttle', times: 5 };
    await expect(provider(sleep).offers(subject({ bestBuySku: '6531236' }))).rejects.toMatchObject({
      kind: 'throttled',
    });
    expect(fake.requests).toHaveLength(3);
    expect(waits).toEqual([100, 200]);
  });

  it('paces requests to the per-second limit', async () => {
    const { waits, sleep } = recordingSleep();
    const p = provider(sleep, { requestsPerSecond: 2 });
    await p.offers(subject({ bestBuySku: '6531236' }));
    await p.offers(subject({ bestBuySku: '6531236' }));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(400);
    expect(waits[0]).toBeLessThanOrEqual(500);
  });

  it('times out a slow answer', async () => {
    fake.mode = { kind: 'slow', ms: 1000 };
    await expect(
      provider(undefined, { timeoutMs: 100 }).offers(subject({ bestBuySku: '6531236' })),
    ).rejects.toMatchObject({ kind: 'timeout' });
  });

  it.each(['html', 'shape'] as const)('refuses a malformed (%s) answer', async (body) => {
    fake.mode = { kind: 'malformed', body };
    await expect(provider().offers(subject({ bestBuySku: '6531236' }))).rejects.toMatchObject({ kind: 'malformed' });
    await expect(provider().offers(subject({}))).rejects.toBeInstanceOf(ProviderError);
  });

  it('reports an outage as an upstream failure', async () => {
    fake.mode = { kind: 'down' };
    await expect(provider().offers(subject({ bestBuySku: '6531236' }))).rejects.toMatchObject({ kind: 'upstream' });
  });
});

describe('Amazon PA-API 5.0 adapter', () => {
  let fake: FakeRetailer;
  const items = Array.from({ length: 12 }, (_, i) => ({
    asin: `B0TEST${String(i).padStart(4, '0')}`,
    title: `Part number ${i}`,
    price: 100 + i,
    listPrice: 150 + i,
  }));
  beforeAll(async () => {
    fake = await startAmazonFake([
      ...items,
      { asin: 'B0BBJDS62N', title: 'AMD Ryzen 5 7600 6-Core Desktop Processor', price: 199.0, availability: 'Now' },
    ]);
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.mode = { kind: 'ok' };
  });
  const provider = (sleep = recordingSleep().sleep, over: AmazonOver = {}) =>
    new AmazonProvider(amazonConfig(fake.url, over), { clock: systemClock, sleep, fetch, backoffBaseMs: 100 });

  it('gets an item by ASIN with a signed request the fake verifies', async () => {
    const offers = await provider().offers(subject({ amazonAsin: 'B0BBJDS62N' }));
    expect(offers).toEqual([
      expect.objectContaining({ retailer: 'AMAZON', priceCents: 19900, inStock: true, source: 'LIVE' }),
    ]);
    expect(fake.requests[0].headers['x-amz-target']).toBe('com.amazon.paapi5.v1.ProductAdvertisingAPIv1.GetItems');
    expect(JSON.parse(fake.requests[0].body)).toMatchObject({
      ItemIds: ['B0BBJDS62N'],
      PartnerTag: 'rigforge-20',
      PartnerType: 'Associates',
    });
  });

  it('is refused with the wrong secret (the signature is checked)', async () => {
    await expect(
      provider(undefined, { secretKey: 'wrong' }).offers(subject({ amazonAsin: 'B0BBJDS62N' })),
    ).rejects.toMatchObject({ kind: 'refused' });
  });

  it('batches concurrent lookups, at most 10 ASINs per GetItems', async () => {
    const p = provider();
    const results = await Promise.all(items.map((i) => p.offers(subject({ amazonAsin: i.asin }))));
    expect(results.map((r) => r[0]?.priceCents)).toEqual(items.map((i) => Math.round(i.price * 100)));
    expect(fake.requests.map((r) => (JSON.parse(r.body) as { ItemIds: string[] }).ItemIds.length)).toEqual([10, 2]);
  });

  it('answers no offer for an ASIN Amazon does not know', async () => {
    expect(await provider().offers(subject({ amazonAsin: 'B0NOTHERE1' }))).toEqual([]);
  });

  it('searches by keywords without an ASIN', async () => {
    expect(await provider().offers(subject({}))).toEqual([expect.objectContaining({ priceCents: 19900 })]);
    expect(fake.requests[0].headers['x-amz-target']).toMatch(/\.SearchItems$/);
    expect(await provider().offers(subject({ name: 'Nothing like it', normName: 'nothing like it' }))).toEqual([]);
  });

  it('keeps to 1 request per second', async () => {
    const { waits, sleep } = recordingSleep();
    const p = provider(sleep, { requestsPerSecond: 1 });
    await p.offers(subject({ amazonAsin: 'B0BBJDS62N' }));
    await p.offers(subject({ amazonAsin: 'B0BBJDS62N' }));
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(900);
  });

  it('backs off on 429 and succeeds', async () => {
    const { waits, sleep } = recordingSleep();
    fake.mode = { kind: 'throttle', times: 1 };
    expect(await provider(sleep).offers(subject({ amazonAsin: 'B0BBJDS62N' }))).toHaveLength(1);
    expect(waits).toEqual([100]);
  });

  it('times out, and refuses malformed answers', async () => {
    fake.mode = { kind: 'slow', ms: 1000 };
    await expect(
      provider(undefined, { timeoutMs: 100 }).offers(subject({ amazonAsin: 'B0BBJDS62N' })),
    ).rejects.toMatchObject({ kind: 'timeout' });
    fake.mode = { kind: 'malformed', body: 'html' };
    await expect(provider().offers(subject({ amazonAsin: 'B0BBJDS62N' }))).rejects.toMatchObject({ kind: 'malformed' });
    fake.mode = { kind: 'malformed', body: 'shape' };
    await expect(provider().offers(subject({ amazonAsin: 'B0BBJDS62N' }))).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('circuit breaker', () => {
  let fake: FakeRetailer;
  beforeAll(async () => {
    fake = await startBestBuyFake([
      {
        sku: 6531236,
        name: 'AMD Ryzen 5 7600',
        salePrice: 189.99,
        regularPrice: 229.99,
        onlineAvailability: true,
        url: 'https://www.bestbuy.com/site/6531236.p',
      },
    ]);
  });
  afterAll(() => fake.close());

  it('opens on an outage (failing fast), and closes on its own once the API recovers', async () => {
    const config = {
      breaker: { errorThresholdPercentage: 50, volumeThreshold: 3, resetTimeoutMs: 200 },
      bestBuy: bestBuyConfig(fake.url, { maxRetries: 0 }),
      amazon: { accessKey: null, secretKey: null, partnerTag: null },
    } as unknown as PricingConfig;
    const runtime = createPricingRuntime(config, {
      clock: systemClock,
      sleep: () => Promise.resolve(),
      logger: createLogger('silent'),
    });
    const [bestBuy] = runtime.live;
    const s = subject({ bestBuySku: '6531236' });
    try {
      fake.mode = { kind: 'down' };
      for (let i = 0; i < 3; i += 1) await expect(runtime.call(bestBuy, s)).rejects.toMatchObject({ kind: 'upstream' });
      expect(runtime.breakerState('bestbuy')).toBe('open');
      const before = fake.requests.length;
      const started = Date.now();
      await expect(runtime.call(bestBuy, s)).rejects.toMatchObject({ code: 'EOPENBREAKER' });
      expect(Date.now() - started).toBeLessThan(50);
      expect(fake.requests.length).toBe(before);

      fake.mode = { kind: 'ok' };
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(runtime.breakerState('bestbuy')).toBe('half-open');
      expect(await runtime.call(bestBuy, s)).toHaveLength(1);
      expect(runtime.breakerState('bestbuy')).toBe('closed');
    } finally {
      runtime.shutdown();
    }
  });
});
