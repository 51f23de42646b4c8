// The price comparison's rules as pure functions (unit-tested in __tests__/pricing.rules.test.ts).
import {
  cents,
  decodeCursor,
  dollarsText,
  encodeCursor,
  isIsoInstant,
  keysetPage,
  pageWindow,
  sumCents,
  type Cents,
  type Page,
  type PageArgs,
  type PageRefusal,
  type PageSizes,
} from '@rigforge/common';

export const RETAILERS = ['AMAZON', 'NEWEGG', 'BESTBUY'] as const;
export type Retailer = (typeof RETAILERS)[number];
export const PRICE_SOURCES = ['LIVE', 'FEED', 'ESTIMATE'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** The REST shape's key for each retailer (docs/requirements.md §3: `amazon`, `newegg`; plus `bestbuy`). */
export const RETAILER_KEY: Record<Retailer, 'amazon' | 'newegg' | 'bestbuy'> = {
  AMAZON: 'amazon',
  NEWEGG: 'newegg',
  BESTBUY: 'bestbuy',
};

export const RETAILER_NAME: Record<Retailer, string> = { AMAZON: 'Amazon', NEWEGG: 'Newegg', BESTBUY: 'Best Buy' };

/** An offer as a provider reports it, before it is compared with the others. */
export interface Offer {
  retailer: Retailer;
  priceCents: Cents;
  listPriceCents: Cents | null;
  inStock: boolean | null;
  url: string;
  observedAt: Date;
  source: PriceSource;
}

export interface ComparedOffer extends Offer {
  isLowest: boolean;
  aboveLowestCents: Cents;
}

/** A retailer name as written in feeds and on the command line ("Best Buy", "bestbuy", "AMAZON") → Retailer. */
export function parseRetailer(text: string): Retailer | null {
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  if (key === 'amazon' || key === 'amazoncom') return 'AMAZON';
  if (key === 'newegg' || key === 'neweggcom') return 'NEWEGG';
  if (key === 'bestbuy' || key === 'bestbuycom') return 'BESTBUY';
  return null;
}

/** The retailer's search page for a part name: the link when no product URL is known. */
export function searchUrl(retailer: Retailer, name: string): string {
  const q = encodeURIComponent(name.trim());
  switch (retailer) {
    case 'AMAZON':
      return `https://www.amazon.com/s?k=${q}`;
    case 'NEWEGG':
      return `https://www.newegg.com/p/pl?d=${q}`;
    case 'BESTBUY':
      return `https://www.bestbuy.com/site/searchpage.jsp?st=${q}`;
  }
}

/** The retailers' own product ids a part may carry (BuildCores OpenDB gives many). */
export interface RetailerIds {
  amazonAsin: string | null;
  neweggItem: string | null;
  bestBuySku: string | null;
}

/** The retailer's product page for a part's id there, or null without one. */
export function productUrl(retailer: Retailer, ids: RetailerIds): string | null {
  switch (retailer) {
    case 'AMAZON':
      return ids.amazonAsin ? `https://www.amazon.com/dp/${encodeURIComponent(ids.amazonAsin)}` : null;
    case 'NEWEGG':
      return ids.neweggItem ? `https://www.newegg.com/p/${encodeURIComponent(ids.neweggItem)}` : null;
    case 'BESTBUY':
      return ids.bestBuySku
        ? `https://www.bestbuy.com/site/${encodeURIComponent(ids.bestBuySku)}.p?skuId=${encodeURIComponent(ids.bestBuySku)}`
        : null;
  }
}

/** A retailer we hold no price from for a part: a link to its product page (when we know the part's id there) or its search. */
export interface RetailerLink {
  retailer: Retailer;
  url: string;
  productPage: boolean;
}

/**
 * One link per retailer that has no offer among `offers`, in the retailers' order: its product page
 * when the part carries that retailer's id, else its search page for the name. No price is implied.
 */
export function retailerLinks(name: string, ids: RetailerIds | null, offers: readonly Offer[]): RetailerLink[] {
  return RETAILERS.filter((r) => !offers.some((o) => o.retailer === r)).map((retailer) => {
    const product = ids ? productUrl(retailer, ids) : null;
    return { retailer, url: product ?? searchUrl(retailer, name), productPage: product !== null };
  });
}

/** A feed or catalog offer older than `maxAgeMs` is shown as an estimate; a live one stays live. */
export function ageSource(offer: Offer, now: Date, maxAgeMs: number): PriceSource {
  if (offer.source !== 'FEED') return offer.source;
  return now.getTime() - offer.observedAt.getTime() > maxAgeMs ? 'ESTIMATE' : 'FEED';
}

const SOURCE_RANK: Record<PriceSource, number> = { LIVE: 0, FEED: 1, ESTIMATE: 2 };

/**
 * One offer per retailer (the most trustworthy source, then the lowest price, then the newest), lowest
 * first, the lowest marked and the others' difference above it. Ties: every offer at the lowest price
 * is marked lowest.
 */
export function compareOffers(offers: readonly Offer[]): ComparedOffer[] {
  const best = new Map<Retailer, Offer>();
  for (const offer of offers) {
    if (!Number.isInteger(offer.priceCents) || offer.priceCents <= 0) continue;
    const known = best.get(offer.retailer);
    if (!known || better(offer, known)) best.set(offer.retailer, offer);
  }
  const sorted = [...best.values()].sort(
    (a, b) => a.priceCents - b.priceCents || RETAILERS.indexOf(a.retailer) - RETAILERS.indexOf(b.retailer),
  );
  const lowest = sorted[0]?.priceCents ?? 0;
  return sorted.map((offer) => ({
    ...offer,
    isLowest: offer.priceCents === lowest,
    aboveLowestCents: cents(offer.priceCents - lowest),
  }));
}

function better(a: Offer, b: Offer): boolean {
  if (SOURCE_RANK[a.source] !== SOURCE_RANK[b.source]) return SOURCE_RANK[a.source] < SOURCE_RANK[b.source];
  if (a.priceCents !== b.priceCents) return a.priceCents < b.priceCents;
  return a.observedAt.getTime() > b.observedAt.getTime();
}

export type CacheState = 'fresh' | 'stale' | 'expired';

/**
 * docs/requirements.md §9 "refetch 5 minutes, stale 2 minutes", shared by every instance: under `freshMs` an entry
 * is served as is; until `refreshMs` it is served and refreshed in the background; after that (or
 * when there is none) it is fetched before answering.
 */
export function cacheState(fetchedAt: Date | null, now: Date, freshMs: number, refreshMs: number): CacheState {
  if (fetchedAt === null) return 'expired';
  const age = now.getTime() - fetchedAt.getTime();
  if (age < freshMs) return 'fresh';
  return age < refreshMs ? 'stale' : 'expired';
}

/** The wait before retry `attempt` (0-based) after a 403/429: Retry-After when given, else doubling from `baseMs`. */
export function backoffMs(attempt: number, retryAfter: string | null, baseMs = 500, maxMs = 10_000): number {
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.min(maxMs, Math.round(seconds * 1000));
    const at = Date.parse(retryAfter);
    if (Number.isFinite(at)) return Math.min(maxMs, Math.max(0, at - Date.now()));
  }
  return Math.min(maxMs, baseMs * 2 ** attempt);
}

export interface HistoryPoint {
  retailer: Retailer | null;
  priceCents: Cents;
  observedAt: Date;
}

export interface HistoryStats {
  minCents: Cents | null;
  maxCents: Cents | null;
  averageCents: Cents | null;
  changeCents: Cents | null;
  changePercent: number | null;
}

/**
 * Min, max and average over the points, and the change over the range: the lowest price of the last
 * observation day minus that of the first (null with fewer than two days), and that as a percentage
 * of the first, to one decimal.
 */
export function historyStats(points: readonly HistoryPoint[]): HistoryStats {
  if (points.length === 0) {
    return { minCents: null, maxCents: null, averageCents: null, changeCents: null, changePercent: null };
  }
  const prices = points.map((p) => p.priceCents);
  const byDay = new Map<string, number>();
  for (const p of points) {
    const day = p.observedAt.toISOString().slice(0, 10);
    const known = byDay.get(day);
    if (known === undefined || p.priceCents < known) byDay.set(day, p.priceCents);
  }
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  let changeCents: Cents | null = null;
  let changePercent: number | null = null;
  if (days.length >= 2) {
    const first = days[0][1];
    changeCents = cents(days[days.length - 1][1] - first);
    changePercent = Math.round((changeCents / first) * 1000) / 10;
  }
  return {
    minCents: cents(Math.min(...prices)),
    maxCents: cents(Math.max(...prices)),
    averageCents: cents(Math.round(sumCents(prices) / prices.length)),
    changeCents,
    changePercent,
  };
}

/** The notification an alert sends: names the part, the retailer and the price. */
export function alertMessage(partName: string, retailer: Retailer | null, priceCents: Cents): string {
  const price = `$${dollarsText(priceCents)}`;
  const where = retailer === null ? '' : ` at ${RETAILER_NAME[retailer]}`;
  const text = `Price drop: ${partName} is ${price}${where}, at or below your target.`;
  return text.length <= 500 ? text : `${text.slice(0, 497)}...`;
}

export const MAX_ALERTS_PER_USER = 100;

/** `myPriceAlerts`: every alert (at most MAX_ALERTS_PER_USER) unless first or last says. */
export const ALERT_PAGE: PageSizes = { default: MAX_ALERTS_PER_USER, max: MAX_ALERTS_PER_USER };

export const ALERT_BAD_CURSOR = 'Malformed cursor: use a cursor your price alerts gave';

const ALERT_CURSOR_TAG = 'priceAlerts';

/**
 * One page of a user's alerts (all of them, read at once: at most MAX_ALERTS_PER_USER), newest
 * first: createdAt to the millisecond, then id.
 */
export function alertPage<A extends { id: string; createdAt: Date }>(
  alerts: readonly A[],
  paging: PageArgs,
): Page<A> | PageRefusal {
  const decode = (text: string) => decodeCursor(text, ALERT_CURSOR_TAG, (value) => isIsoInstant(value));
  const window = pageWindow(paging, ALERT_PAGE, decode, ALERT_BAD_CURSOR);
  if ('error' in window) return window;
  return keysetPage(
    alerts,
    { key: (a) => a.createdAt.toISOString(), id: (a) => a.id, dir: 'DESC' },
    window,
    (createdAt, id) => encodeCursor(ALERT_CURSOR_TAG, createdAt, id),
  );
}
