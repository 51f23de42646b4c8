import { PRICE_STALE_MS } from './constants';

/**
 * When each component's prices last arrived in this tab. Apollo has no notion of staleness, so
 * the pricing widget asks here whether its cached answer is still fresh (docs/requirements.md §9: stale after
 * 2 minutes) and fetches again when it is not.
 */
const fetchedAt = new Map<string, number>();

function key(name: string): string {
  return name.trim().toLocaleLowerCase('en-US');
}

export function isStale(fetched: number | undefined, now: number, staleMs = PRICE_STALE_MS): boolean {
  return fetched === undefined || now - fetched >= staleMs;
}

export function markFetched(name: string, now = Date.now()): void {
  fetchedAt.set(key(name), now);
}

export function pricesAreStale(name: string, now = Date.now()): boolean {
  return isStale(fetchedAt.get(key(name)), now);
}

/** Forgets every time (tests). */
export function resetFreshness(): void {
  fetchedAt.clear();
}
