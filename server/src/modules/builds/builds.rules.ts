// Pure rules of saved builds: totals, share tokens and list cursors.
import {
  SHARE_TOKEN_BYTES,
  priceTierFor,
  retailLinksFor,
  toDollars,
  type PartType,
  type PriceTierLabel,
  type RetailLinks,
} from '@rigforge/common';
import { badInput } from '../../lib/errors';
import { decodeCursor, encodeCursor, isIsoInstant } from '../../lib/cursor';

/** A share token: 24 random bytes (192 bits) as 32 URL-safe characters. */
export function newShareToken(randomBytes: (size: number) => Buffer): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

export interface BuildCursor {
  /** The column the list is ordered by. */
  key: 'updatedAt' | 'createdAt';
  /** Its value (ISO time, millisecond precision) on the last build of the page. */
  at: string;
  id: string;
}

export function encodeBuildCursor(cursor: BuildCursor): string {
  return encodeCursor(cursor.key, cursor.at, cursor.id);
}

/** Reads a cursor made by encodeBuildCursor for the same list; anything else is bad input. */
export function decodeBuildCursor(text: string, key: BuildCursor['key']): BuildCursor {
  const cursor = decodeCursor(text, key, (value) => isIsoInstant(value));
  if (!cursor) throw badInput('Malformed cursor: use the endCursor of the previous page of the same list');
  return { key, at: cursor.value, id: cursor.id };
}

/** Retail search links are always built here from the name and type, never taken from the caller. */
export function savedPartLinks(name: string, type: string): RetailLinks {
  return retailLinksFor(name, type as PartType);
}

/** A build's parts matched to their catalog rows: the rows of the parts still listed, and the names of the rest. */
export interface CatalogMatch<C> {
  /** One row per listed part: two of the same drive or memory kit count twice, as in checkCompatibility. */
  linked: C[];
  /** Parts with no catalog row (never linked, or gone from the catalog). */
  unlinked: string[];
}

export function matchCatalogParts<C>(
  parts: readonly { name: string; componentId: string | null }[],
  catalog: ReadonlyMap<string, C>,
): CatalogMatch<C> {
  const linked: C[] = [];
  const unlinked: string[] = [];
  for (const part of parts) {
    const row = part.componentId === null ? undefined : catalog.get(part.componentId);
    if (row === undefined) unlinked.push(part.name);
    else linked.push(row);
  }
  return { linked, unlinked };
}

export interface BuildTotals {
  totalPriceCents: number;
  /** The total-price tier label (docs/requirements.md §4 "Tier labels"). */
  category: PriceTierLabel;
}

/**
 * A saved build's total and tier, from the parts it stores and nothing else: a caller's own figures
 * would let a $5 build sit among the High-End builds of the gallery.
 */
export function buildTotals(parts: readonly { priceCents: number }[]): BuildTotals {
  const totalPriceCents = parts.reduce((sum, p) => sum + p.priceCents, 0);
  return { totalPriceCents, category: priceTierFor(toDollars(totalPriceCents)).label };
}
