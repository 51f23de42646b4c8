// Amazon Product Advertising API 5.0 (https://webservices.amazon.com/paapi5/documentation/): GetItems by
// ASIN, up to 10 ASINs per call (concurrent lookups are batched), else SearchItems by keywords. Every
// request is signed with AWS SigV4 (sigv4.ts). New accounts may make 1 request per second; a 429
// (TooManyRequests) is backed off.
import type { AmazonConfig } from '../../../config/pricing';
import type { Offer } from '../pricing.rules';
import type { ProviderRuntime } from './bestbuy.provider';
import { searchWords } from './bestbuy.provider';
import { centsOf, isObject, Pace, ProviderError, requestJson, withBackoff, type JsonResponse } from './http';
import type { LiveProvider, PriceSubject } from './provider';
import { signRequest } from './sigv4';

const NAME = 'amazon';
export const GET_ITEMS_BATCH = 10;
const RESOURCES = [
  'ItemInfo.Title',
  'Offers.Listings.Price',
  'Offers.Listings.SavingBasis',
  'Offers.Listings.Availability.Type',
];
const TARGET = 'com.amazon.paapi5.v1.ProductAdvertisingAPIv1';

type AmazonKeys = AmazonConfig & { accessKey: string; secretKey: string; partnerTag: string };

interface Waiting {
  asin: string;
  resolve: (item: Record<string, unknown> | null) => void;
  reject: (err: unknown) => void;
}

export class AmazonProvider implements LiveProvider {
  readonly name = NAME;
  readonly live = true;
  readonly retailer = 'AMAZON' as const;
  private readonly pace: Pace;
  private waiting: Waiting[] = [];
  private draining = false;

  constructor(
    private readonly config: AmazonKeys,
    private readonly runtime: ProviderRuntime,
  ) {
    this.pace = new Pace(config.requestsPerSecond, runtime.sleep);
  }

  async offers(subject: PriceSubject): Promise<Offer[]> {
    if (subject.amazonAsin !== null && /^[A-Z0-9]{10}$/.test(subject.amazonAsin)) {
      const item = await this.byAsin(subject.amazonAsin);
      const offer = item ? this.toOffer(item) : null;
      return offer ? [offer] : [];
    }
    const words = searchWords(subject.normName);
    if (words.length === 0) return [];
    const body = await this.call('SearchItems', {
      Keywords: subject.name.slice(0, 200),
      SearchIndex: 'Electronics',
      ItemCount: 5,
    });
    const result = body.SearchResult;
    if (result === undefined) return this.noResults(body);
    const items = isObject(result) ? result.Items : undefined;
    if (!Array.isArray(items)) throw new ProviderError(NAME, 'malformed', 'SearchResult has no Items list');
    for (const item of items) {
      if (!isObject(item)) continue;
      const title =
        this.title(item)
          ?.toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ') ?? '';
      const have = new Set(title.split(' '));
      if (words.every((w) => have.has(w) || title.replace(/ /g, '').includes(w))) {
        const offer = this.toOffer(item);
        if (offer) return [offer];
      }
    }
    return [];
  }

  /** Queues an ASIN; the queue is sent in batches of up to 10 as the pace allows. */
  private byAsin(asin: string): Promise<Record<string, unknown> | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ asin, resolve, reject });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      // Let the lookups started in this turn of the event loop join the first batch.
      await new Promise((resolve) => setImmediate(resolve));
      while (this.waiting.length > 0) {
        const batch = this.takeBatch();
        const asins = [...new Set(batch.map((w) => w.asin))];
        try {
          const items = await this.getItems(asins);
          for (const w of batch) w.resolve(items.get(w.asin) ?? null);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** The waiting lookups of the next (up to) 10 distinct ASINs. */
  private takeBatch(): Waiting[] {
    const asins = new Set<string>();
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    for (const w of this.waiting) {
      if (asins.has(w.asin) || asins.size < GET_ITEMS_BATCH) {
        asins.add(w.asin);
        batch.push(w);
      } else rest.push(w);
    }
    this.waiting = rest;
    return batch;
  }

  private async getItems(asins: string[]): Promise<Map<string, Record<string, unknown>>> {
    const body = await this.call('GetItems', { ItemIds: asins, ItemIdType: 'ASIN', Condition: 'New' });
    const found = new Map<string, Record<string, unknown>>();
    const result = body.ItemsResult;
    if (result === undefined) {
      this.noResults(body);
      return found;
    }
    const items = isObject(result) ? result.Items : undefined;
    if (!Array.isArray(items)) throw new ProviderError(NAME, 'malformed', 'ItemsResult has no Items list');
    for (const item of items) if (isObject(item) && typeof item.ASIN === 'string') found.set(item.ASIN, item);
    return found;
  }

  /** An answer without results: fine when every error says the items are not there, else a failure. */
  private noResults(body: Record<string, unknown>): [] {
    const errors = Array.isArray(body.Errors) ? body.Errors : null;
    const codes = (errors ?? []).map((e) => (isObject(e) && typeof e.Code === 'string' ? e.Code : ''));
    if (errors && codes.every((c) => c === 'NoResults' || c === 'ItemNotAccessible' || c === 'InvalidParameterValue')) {
      return [];
    }
    throw new ProviderError(NAME, 'malformed', `no results and no recognised errors (${codes.join(', ') || 'none'})`);
  }

  private async call(
    operation: 'GetItems' | 'SearchItems',
    params: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const path = `/paapi5/${operation.toLowerCase()}`;
    const payload = JSON.stringify({
      ...params,
      PartnerTag: this.config.partnerTag,
      PartnerType: 'Associates',
      Marketplace: this.config.marketplace,
      Resources: RESOURCES,
    });
    const url = `${this.config.baseUrl}${path}`;
    const send = (): Promise<JsonResponse> => {
      const headers = signRequest({
        method: 'POST',
        path,
        headers: {
          'content-encoding': 'amz-1.0',
          'content-type': 'application/json; charset=utf-8',
          host: new URL(url).host,
          'x-amz-target': `${TARGET}.${operation}`,
        },
        body: payload,
        accessKey: this.config.accessKey,
        secretKey: this.config.secretKey,
        region: this.config.region,
        service: 'ProductAdvertisingAPI',
        date: this.runtime.clock.now(),
      });
      const { host: _host, ...sent } = headers;
      return requestJson(
        this.runtime.fetch,
        NAME,
        url,
        { method: 'POST', headers: sent, body: payload },
        this.config.timeoutMs,
      );
    };
    const res = await withBackoff(NAME, send, (r) => r.status === 429, {
      pace: this.pace,
      sleep: this.runtime.sleep,
      maxRetries: this.config.maxRetries,
      baseMs: this.runtime.backoffBaseMs ?? 1000,
    });
    if (res.status >= 500) throw new ProviderError(NAME, 'upstream', `HTTP ${res.status}`);
    if (res.status === 401 || res.status === 403) {
      throw new ProviderError(NAME, 'refused', `the request was refused (HTTP ${res.status}): check the keys`);
    }
    if (!isObject(res.body)) throw new ProviderError(NAME, 'malformed', 'the answer is not a JSON object');
    if (res.status === 404) return { Errors: [{ Code: 'NoResults' }] };
    if (res.status !== 200) throw new ProviderError(NAME, 'upstream', `unexpected HTTP ${res.status}`);
    return res.body;
  }

  private title(item: Record<string, unknown>): string | null {
    const info = item.ItemInfo;
    const title = isObject(info) && isObject(info.Title) ? info.Title.DisplayValue : undefined;
    return typeof title === 'string' ? title : null;
  }

  private toOffer(item: Record<string, unknown>): Offer | null {
    const offers = item.Offers;
    const listings = isObject(offers) ? offers.Listings : undefined;
    const listing = Array.isArray(listings) && isObject(listings[0]) ? listings[0] : null;
    if (!listing) return null;
    const price = isObject(listing.Price) ? centsOf(listing.Price.Amount) : null;
    if (price === null) return null;
    const basis = isObject(listing.SavingBasis) ? centsOf(listing.SavingBasis.Amount) : null;
    const availability = isObject(listing.Availability) ? listing.Availability.Type : undefined;
    const url =
      typeof item.DetailPageURL === 'string' && /^https:\/\//.test(item.DetailPageURL) ? item.DetailPageURL : null;
    const asin = typeof item.ASIN === 'string' ? item.ASIN : '';
    return {
      retailer: 'AMAZON',
      priceCents: price,
      listPriceCents: basis !== null && basis >= price ? basis : null,
      inStock: availability === 'Now' ? true : availability === 'OutOfStock' ? false : null,
      url: url ?? `https://www.amazon.com/dp/${asin}`,
      observedAt: this.runtime.clock.now(),
      source: 'LIVE',
    };
  }
}
