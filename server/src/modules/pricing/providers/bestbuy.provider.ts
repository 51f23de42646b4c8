// Best Buy Products API (https://bestbuyapis.github.io/api-documentation/): a product by SKU
// (GET /v1/products/{sku}.json) where the catalog has one, else a keyword search
// (GET /v1/products(search=w1&search=w2)). The API allows a few calls per second per key and
// answers 403 ("over quota") or 429 when they are exceeded: calls are paced and backed off.
import type { BestBuyConfig } from '../../../config/pricing';
import type { Clock, Sleep } from '../../../lib/clock';
import type { Offer } from '../pricing.rules';
import {
  centsOf,
  isObject,
  Pace,
  ProviderError,
  requestJson,
  withBackoff,
  type FetchFn,
  type JsonResponse,
} from './http';
import type { LiveProvider, PriceSubject } from './provider';

const SHOW = 'sku,name,salePrice,regularPrice,onlineAvailability,url';
const NAME = 'bestbuy';

export interface ProviderRuntime {
  clock: Clock;
  sleep: Sleep;
  fetch: FetchFn;
  /** The first backoff wait in ms (doubling); 500 unless a test shortens it. */
  backoffBaseMs?: number;
}

/** Search words: letters and digits only (the API's search syntax), the model's words. */
export function searchWords(normName: string): string[] {
  return [...new Set(normName.split(' ').map((w) => w.replace(/[^a-z0-9]/g, '')))]
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

export class BestBuyProvider implements LiveProvider {
  readonly name = NAME;
  readonly live = true;
  readonly retailer = 'BESTBUY' as const;
  private readonly pace: Pace;

  constructor(
    private readonly config: BestBuyConfig & { apiKey: string },
    private readonly runtime: ProviderRuntime,
  ) {
    this.pace = new Pace(config.requestsPerSecond, runtime.sleep);
  }

  async offers(subject: PriceSubject): Promise<Offer[]> {
    if (subject.bestBuySku !== null && /^\d{4,10}$/.test(subject.bestBuySku)) {
      const res = await this.get(`/v1/products/${subject.bestBuySku}.json?${this.query()}`);
      if (res.status === 404) return [];
      this.expectOk(res);
      if (!isObject(res.body)) throw new ProviderError(NAME, 'malformed', 'the product answer is not a JSON object');
      const offer = this.toOffer(res.body);
      if (!offer) throw new ProviderError(NAME, 'malformed', 'the product answer has no usable price');
      return [offer];
    }
    const words = searchWords(subject.normName);
    if (words.length === 0) return [];
    const search = words.map((w) => `search=${w}`).join('&');
    const res = await this.get(`/v1/products(${search})?${this.query()}&pageSize=5`);
    this.expectOk(res);
    const products = isObject(res.body) ? res.body.products : undefined;
    if (!Array.isArray(products)) throw new ProviderError(NAME, 'malformed', 'the search answer has no products list');
    // The first product whose name holds every word asked for: a wrong price is worse than none.
    for (const product of products) {
      if (!isObject(product) || typeof product.name !== 'string') continue;
      const name = product.name.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
      const have = new Set(name.split(' '));
      if (words.every((w) => have.has(w) || name.replace(/ /g, '').includes(w))) {
        const offer = this.toOffer(product);
        if (offer) return [offer];
      }
    }
    return [];
  }

  private query(): string {
    return new URLSearchParams({ apiKey: this.config.apiKey, format: 'json', show: SHOW }).toString();
  }

  private get(path: string): Promise<JsonResponse> {
    return withBackoff(
      NAME,
      () =>
        requestJson(
          this.runtime.fetch,
          NAME,
          `${this.config.baseUrl}${path}`,
          { method: 'GET' },
          this.config.timeoutMs,
        ),
      (res) => res.status === 429 || res.status === 403,
      {
        pace: this.pace,
        sleep: this.runtime.sleep,
        maxRetries: this.config.maxRetries,
        baseMs: this.runtime.backoffBaseMs ?? 500,
      },
    );
  }

  private expectOk(res: JsonResponse): void {
    if (res.status >= 500) throw new ProviderError(NAME, 'upstream', `HTTP ${res.status}`);
    if (res.status === 401) throw new ProviderError(NAME, 'refused', 'the API key was refused (HTTP 401)');
    if (res.status !== 200) throw new ProviderError(NAME, 'upstream', `unexpected HTTP ${res.status}`);
    if (res.body === undefined) throw new ProviderError(NAME, 'malformed', 'the answer is not JSON');
  }

  private toOffer(product: Record<string, unknown>): Offer | null {
    const priceCents = centsOf(product.salePrice) ?? centsOf(product.regularPrice);
    if (priceCents === null) return null;
    const regular = centsOf(product.regularPrice);
    const url = typeof product.url === 'string' && /^https:\/\//.test(product.url) ? product.url : null;
    const sku = typeof product.sku === 'number' || typeof product.sku === 'string' ? String(product.sku) : null;
    return {
      retailer: 'BESTBUY',
      priceCents,
      listPriceCents: regular !== null && regular >= priceCents ? regular : null,
      inStock: typeof product.onlineAvailability === 'boolean' ? product.onlineAvailability : null,
      url: url ?? (sku ? `https://www.bestbuy.com/site/${sku}.p?skuId=${sku}` : 'https://www.bestbuy.com/'),
      observedAt: this.runtime.clock.now(),
      source: 'LIVE',
    };
  }
}
