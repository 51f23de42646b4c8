// Where a catalog price comes from and when (issue 31): every price shown says it, and one older than
// the configured age (the client's RIGFORGE_PRICE_STALE_AFTER_DAYS, docs/operations.md) says it may be out of date.

/** Who set a catalog price and the day it is from ('YYYY-MM-DD'). */
export interface PriceBasis {
  source: string;
  on: string;
}

/** The seed's own prices: the day the editors last set them (server/src/db/seed/catalog). */
export const SEED_PRICES_AS_OF = '2026-11-24';
export const SEED_PRICE_SOURCE = 'RigForge editors';
export const DATASET_PRICE_SOURCE = 'PC Part Dataset';

/** How old a price may be before it is called possibly out of date, unless configured. */
export const DEFAULT_PRICE_STALE_AFTER_DAYS = 180;

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2025-07-23' → '23 Jul 2025'. */
export function formatPriceDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`)).replace('Sept', 'Sep');
}

/**
 * Who set a part's catalog price and when, from its sources: the seed's editors (as of
 * SEED_PRICES_AS_OF), else the PC Part Dataset snapshot it was imported from; null when unpriced or undated.
 */
export function priceBasisOf(part: {
  priceCents: number | null;
  sources: readonly string[];
  pricedOn: string | null;
}): PriceBasis | null {
  if (part.priceCents === null) return null;
  if (part.sources.includes('seed')) return { source: SEED_PRICE_SOURCE, on: SEED_PRICES_AS_OF };
  if (part.sources.includes('pc-part-dataset') && part.pricedOn) {
    return { source: DATASET_PRICE_SOURCE, on: part.pricedOn };
  }
  return null;
}

/** "typical price, PC Part Dataset, 23 Jul 2025". */
export function priceBasisLabel(basis: PriceBasis): string {
  return `typical price, ${basis.source}, ${formatPriceDay(basis.on)}`;
}

/** Whether a price from `on` is older than `maxAgeDays` at `now`. */
export function isPriceStale(on: string, now: number, maxAgeDays: number): boolean {
  const time = Date.parse(`${on}T00:00:00Z`);
  return Number.isFinite(time) && now - time > maxAgeDays * 86_400_000;
}
