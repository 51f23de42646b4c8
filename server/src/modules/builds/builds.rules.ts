// Pure rules of saved builds: totals, share tokens and list cursors.
import {
  SHARE_TOKEN_BYTES,
  buildPurpose,
  buildTierFor,
  retailLinksFor,
  sumCents,
  toDollars,
  ZERO_CENTS,
  type PageSizes,
  type PartType,
  type RetailLinks,
  type Cents,
} from '@rigforge/common';
import { decodeCursor, encodeCursor, isIsoInstant } from '../../lib/cursor';

/** A share token: 24 random bytes (192 bits) as 32 URL-safe characters. */
export function newShareToken(randomBytes: (size: number) => Buffer): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

/** The saved-build lists' page sizes (mySavedBuilds, publicBuilds). */
export const BUILD_PAGE: PageSizes = { default: 24, max: 200 };

export const BUILD_BAD_CURSOR = 'Malformed cursor: use a cursor this list gave';

export interface BuildCursor {
  /** The column the list is ordered by. */
  key: 'updatedAt' | 'createdAt';
  /** Its value (ISO time, millisecond precision) on the build. */
  at: string;
  id: string;
}

export function encodeBuildCursor(cursor: BuildCursor): string {
  return encodeCursor(cursor.key, cursor.at, cursor.id);
}

/** Reads a cursor made by encodeBuildCursor for the same list; null for anything else (refused as BUILD_BAD_CURSOR). */
export function decodeBuildCursor(text: string, key: BuildCursor['key']): BuildCursor | null {
  const cursor = decodeCursor(text, key, (value) => isIsoInstant(value));
  return cursor && { key, at: cursor.value, id: cursor.id };
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
  totalPriceCents: Cents;
  /** The total-price tier label (docs/requirements.md §4 "Tier labels"), with the build's purpose in place of "Gaming" for others. */
  category: string;
}

/**
 * A saved build's total and tier, from the parts it stores and nothing else: a caller's own figures
 * would let a $5 build sit among the High-End builds of the gallery. A build for work, a server or music
 * is not a "Gaming" build: its purpose takes that word's place (buildPurpose).
 */
export function buildTotals(
  parts: readonly { priceCents: Cents }[],
  purpose: { useCases?: readonly string[] | null; buildType?: string | null } = {},
): BuildTotals {
  const totalPriceCents = sumCents(parts.map((p) => p.priceCents));
  // The tiers are dollar thresholds (docs/requirements.md §4).
  const tier = buildTierFor(toDollars(totalPriceCents), buildPurpose(purpose.useCases, purpose.buildType));
  return { totalPriceCents, category: tier.label };
}

/** A part as a save asks for it: `customPrice` is known only when it is copied from a saved build. */
export interface PartToPrice {
  type: string;
  name: string;
  priceCents: Cents;
  componentId: string | null;
  customPrice?: boolean;
  /** The owner already has it: saved at $0 (the builder's "I own this"). */
  owned?: boolean;
}

/** A catalog part as pricing reads it. */
export interface CatalogPrice {
  id: string;
  type: string;
  name: string;
  priceCents: Cents | null;
}

export interface PricedPart {
  componentId: string | null;
  priceCents: Cents;
  customPrice: boolean;
}

/**
 * The price each part is saved at. A part that is in the catalog, by id or else by its exact name
 * and type, is saved with the catalog's price and linked to it: the caller's figure would let an
 * RTX 4070 SUPER sit in the gallery at one cent (an id no longer in the catalog falls back to the
 * name). A part the owner already has is saved at $0. Only a part the catalog does not hold (or holds
 * without a price) keeps the caller's price, marked custom; a part copied from a saved build that
 * has since left the catalog keeps its price and its mark. Ids of parts not (or no longer) in the
 * catalog are dropped; a link to a part of another type is the caller's mistake (checked before).
 */
export function priceSavedParts(parts: readonly PartToPrice[], catalog: readonly CatalogPrice[]): PricedPart[] {
  const byId = new Map(catalog.map((c) => [c.id, c]));
  const byName = new Map(catalog.map((c) => [`${c.type}\n${c.name}`, c]));
  return parts.map((part) => {
    const row = (part.componentId ? byId.get(part.componentId) : undefined) ?? byName.get(`${part.type}\n${part.name}`);
    if (part.owned) return { componentId: row?.id ?? null, priceCents: ZERO_CENTS, customPrice: false };
    if (row === undefined)
      return { componentId: null, priceCents: part.priceCents, customPrice: part.customPrice ?? true };
    if (row.priceCents === null) return { componentId: row.id, priceCents: part.priceCents, customPrice: true };
    return { componentId: row.id, priceCents: row.priceCents, customPrice: false };
  });
}
