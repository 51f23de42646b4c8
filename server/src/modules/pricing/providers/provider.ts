// What every price provider implements: the offers it knows for one part. The catalog provider reads
// our own tables; the live ones call a retailer's API (and are cached, single-flighted and guarded by
// a circuit breaker in pricing.runtime.ts).
import type { Offer, Retailer } from '../pricing.rules';

/** The part asked about: a catalog part, or only a name that feed offers carry. */
export interface PriceSubject {
  componentId: string | null;
  /** The catalog name, or the name asked for. */
  name: string;
  /** normalizeName(name). */
  normName: string;
  amazonAsin: string | null;
  bestBuySku: string | null;
  neweggItem: string | null;
}

export interface PriceProvider {
  /** Stable id, used as the cache key and in logs: catalog, bestbuy, amazon. */
  readonly name: string;
  /** Live providers call a retailer's API; their answers are cached. */
  readonly live: boolean;
  /** Retailer offers for the subject; [] when the provider has none. Throws ProviderError on failure. */
  offers(subject: PriceSubject): Promise<Offer[]>;
}

export interface LiveProvider extends PriceProvider {
  readonly live: true;
  readonly retailer: Retailer;
}

/** The subject's cache key: the catalog id, or the normalized name for a name-only subject. */
export const subjectKey = (subject: PriceSubject): string =>
  subject.componentId ?? `name:${subject.normName}`.slice(0, 300);
