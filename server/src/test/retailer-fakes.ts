// Loopback fakes of the retailer APIs, speaking their request and response formats: the Best Buy
// Products API (GET /v1/products/{sku}.json, GET /v1/products(search=...)) and Amazon's Product
// Advertising API 5.0 (POST /paapi5/getitems and /paapi5/searchitems, SigV4-signed, checked here).
// Used by the adapter and integration tests, and run as a child process by bench/pricing.mjs
// (`node -r @swc-node/register server/src/test/retailer-fakes.ts`).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signRequest } from '../modules/pricing/providers/sigv4';

/** How the fake answers the next requests. */
export type FakeMode =
  | { kind: 'ok' }
  /** Throttles the next `times` requests (Best Buy: 403 over quota; Amazon: 429), then answers. */
  | { kind: 'throttle'; times: number; retryAfter?: string }
  /** 503 for every request. */
  | { kind: 'down' }
  /** Waits `ms` before answering. */
  | { kind: 'slow'; ms: number }
  /** 200 with a body that is not the API's shape: `html` (not JSON) or `shape` (JSON without the fields). */
  | { kind: 'malformed'; body: 'html' | 'shape' };

export interface FakeRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeRetailer {
  url: string;
  /** Requests received (the benchmark's "calls per provider"). */
  requests: FakeRequest[];
  mode: FakeMode;
  close(): Promise<void>;
}

export interface BestBuyProduct {
  sku: number;
  name: string;
  salePrice: number;
  regularPrice: number;
  onlineAvailability: boolean;
  url: string;
}

export interface AmazonItem {
  asin: string;
  title: string;
  price: number;
  listPrice?: number;
  availability?: 'Now' | 'OutOfStock';
}

export const FAKE_AMAZON_KEYS = {
  accessKey: 'AKIDFAKEPAAPI',
  secretKey: 'fake-secret-key-for-loopback-tests',
  partnerTag: 'rigforge-20',
};
export const FAKE_BESTBUY_KEY = 'fake-bestbuy-key';

type Handler = (req: FakeRequest) => { status: number; headers?: Record<string, string>; body: unknown };

async function startFake(
  handle: Handler,
  throttle: (retryAfter?: string) => { status: number; body: unknown },
): Promise<FakeRetailer> {
  const fake: FakeRetailer = { url: '', requests: [], mode: { kind: 'ok' }, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      if (request.url === '/__calls') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ calls: fake.requests.length }));
        return;
      }
      fake.requests.push(request);
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        if (res.destroyed) return;
        res.writeHead(status, {
          'Content-Type': typeof body === 'string' ? 'text/html' : 'application/json',
          ...headers,
        });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      const mode = fake.mode;
      switch (mode.kind) {
        case 'throttle': {
          mode.times -= 1;
          if (mode.times <= 0) fake.mode = { kind: 'ok' };
          const t = throttle(mode.retryAfter);
          send(t.status, t.body, mode.retryAfter !== undefined ? { 'Retry-After': mode.retryAfter } : {});
          return;
        }
        case 'down':
          send(503, { error: 'Service Unavailable' });
          return;
        case 'malformed':
          send(200, mode.body === 'html' ? '<html><body>Temporarily unavailable</body></html>' : { unexpected: true });
          return;
        case 'slow': {
          const answer = handle(request);
          setTimeout(() => send(answer.status, answer.body, answer.headers), mode.ms).unref();
          return;
        }
        case 'ok': {
          const answer = handle(request);
          send(answer.status, answer.body, answer.headers);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** The Best Buy Products API over `products`. */
export function startBestBuyFake(products: BestBuyProduct[]): Promise<FakeRetailer> {
  const show = (p: BestBuyProduct) => ({ ...p });
  return startFake(
    (req) => {
      const url = new URL(req.url, 'http://fake');
      if (url.searchParams.get('apiKey') !== FAKE_BESTBUY_KEY) {
        return { status: 401, body: { errorCode: '401', errorMessage: 'The provided API Key is invalid.' } };
      }
      const bySku = /^\/v1\/products\/(\d+)\.json$/.exec(decodeURIComponent(url.pathname));
      if (bySku) {
        const product = products.find((p) => String(p.sku) === bySku[1]);
        return product
          ? { status: 200, body: show(product) }
          : { status: 404, body: { error: { code: 404, message: `SKU ${bySku[1]} not found` } } };
      }
      const search = /^\/v1\/products\(([^)]*)\)$/.exec(decodeURIComponent(url.pathname));
      if (search) {
        const words = search[1].split('&').map((term) => term.replace(/^search=/, '').toLowerCase());
        const found = products.filter((p) => words.every((w) => p.name.toLowerCase().includes(w)));
        return {
          status: 200,
          body: {
            from: 1,
            to: found.length,
            total: found.length,
            currentPage: 1,
            totalPages: 1,
            products: found.map(show),
          },
        };
      }
      return { status: 400, body: { error: { code: 400, message: `Unknown path ${url.pathname}` } } };
    },
    () => ({ status: 403, body: '<h1>Over Quota</h1><p>This API key is over its quota.</p>' }),
  );
}

function amazonItem(item: AmazonItem) {
  return {
    ASIN: item.asin,
    DetailPageURL: `https://www.amazon.com/dp/${item.asin}?tag=${FAKE_AMAZON_KEYS.partnerTag}`,
    ItemInfo: { Title: { DisplayValue: item.title, Label: 'Title', Locale: 'en_US' } },
    Offers: {
      Listings: [
        {
          Availability: { Type: item.availability ?? 'Now' },
          Price: { Amount: item.price, Currency: 'USD', DisplayAmount: `$${item.price.toFixed(2)}` },
          ...(item.listPrice ? { SavingBasis: { Amount: item.listPrice, Currency: 'USD' } } : {}),
        },
      ],
    },
  };
}

/** Amazon PA-API 5.0 over `items`; refuses requests whose SigV4 signature does not verify. */
export function startAmazonFake(items: AmazonItem[]): Promise<FakeRetailer> {
  return startFake(
    (req) => {
      const target = String(req.headers['x-amz-target'] ?? '');
      const date = String(req.headers['x-amz-date'] ?? '');
      const path = req.url;
      const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
      const expected = when
        ? signRequest({
            method: req.method,
            path,
            headers: {
              'content-encoding': String(req.headers['content-encoding'] ?? ''),
              'content-type': String(req.headers['content-type'] ?? ''),
              host: String(req.headers.host ?? ''),
              'x-amz-target': target,
            },
            body: req.body,
            accessKey: FAKE_AMAZON_KEYS.accessKey,
            secretKey: FAKE_AMAZON_KEYS.secretKey,
            region: 'us-east-1',
            service: 'ProductAdvertisingAPI',
            date: new Date(`${when[1]}-${when[2]}-${when[3]}T${when[4]}:${when[5]}:${when[6]}Z`),
          }).authorization
        : null;
      if (expected === null || req.headers.authorization !== expected) {
        return {
          status: 401,
          body: {
            __type: 'com.amazon.paapi5#InvalidSignatureException',
            Errors: [{ Code: 'InvalidSignature', Message: 'The request has not been correctly signed.' }],
          },
        };
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(req.body) as Record<string, unknown>;
      } catch {
        return { status: 400, body: { Errors: [{ Code: 'InvalidInput', Message: 'The request body is not JSON.' }] } };
      }
      if (path === '/paapi5/getitems' && target.endsWith('.GetItems')) {
        const ids = Array.isArray(body.ItemIds) ? (body.ItemIds as string[]) : [];
        if (ids.length === 0 || ids.length > 10) {
          return {
            status: 400,
            body: { Errors: [{ Code: 'InvalidParameterValue', Message: 'ItemIds must hold 1 to 10 ASINs.' }] },
          };
        }
        const found = items.filter((i) => ids.includes(i.asin));
        const missing = ids.filter((id) => !found.some((i) => i.asin === id));
        const errors = missing.map((id) => ({
          Code: 'InvalidParameterValue',
          Message: `The ItemId ${id} provided in the request is invalid.`,
        }));
        return {
          status: 200,
          body:
            found.length > 0
              ? { ItemsResult: { Items: found.map(amazonItem) }, ...(errors.length ? { Errors: errors } : {}) }
              : { Errors: errors },
        };
      }
      if (path === '/paapi5/searchitems' && target.endsWith('.SearchItems')) {
        const words = String(body.Keywords ?? '')
          .toLowerCase()
          .split(/\s+/)
          .filter(Boolean);
        const found = items.filter((i) => words.every((w) => i.title.toLowerCase().includes(w)));
        return found.length > 0
          ? { status: 200, body: { SearchResult: { Items: found.map(amazonItem), TotalResultCount: found.length } } }
          : { status: 404, body: { Errors: [{ Code: 'NoResults', Message: 'No results found for your request.' }] } };
      }
      return { status: 404, body: { Errors: [{ Code: 'UnknownOperation', Message: `Unknown operation ${target}` }] } };
    },
    (retryAfter) => ({
      status: 429,
      body: {
        __type: 'com.amazon.paapi5#TooManyRequestsException',
        Errors: [
          {
            Code: 'TooManyRequests',
            Message: `The request was denied due to request throttling.${retryAfter ? '' : ''}`,
          },
        ],
      },
    }),
  );
}

// Run directly (the benchmark): both fakes with the items given as JSON in FAKE_ITEMS; prints their URLs.
if (require.main === module) {
  const spec = JSON.parse(process.env.FAKE_ITEMS ?? '{}') as {
    bestbuy?: BestBuyProduct[];
    amazon?: AmazonItem[];
    slowMs?: number;
  };
  void (async () => {
    const bestbuy = await startBestBuyFake(spec.bestbuy ?? []);
    const amazon = await startAmazonFake(spec.amazon ?? []);
    if (spec.slowMs) {
      bestbuy.mode = { kind: 'slow', ms: spec.slowMs };
      amazon.mode = { kind: 'slow', ms: spec.slowMs };
    }
    process.stdout.write(`${JSON.stringify({ bestbuy: bestbuy.url, amazon: amazon.url })}\n`);
  })();
}
