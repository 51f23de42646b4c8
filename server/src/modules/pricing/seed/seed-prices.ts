// The seed catalog's share of the public datasets (README.md beside this file): each seed part's
// dated PC Part Dataset prices (MIT) and retailer ids from BuildCores OpenDB (ODC-By 1.0), written by
// `npm run prices:extract-seed` (dataset-extract.jsonl) and loaded by the pricing module's seed, so that a fresh install
// draws real price history and links the retailers' own product pages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { HISTORY_SOURCE } from '../history/history.import';

export const SEED_PRICES_FILE = 'dataset-extract.jsonl';

export interface SeedRetailerIds {
  amazonAsin?: string;
  neweggItem?: string;
  bestBuySku?: string;
}

/** One seed part's line: its slug, its observations (snapshot day, lowest price in cents), its retailer ids. */
export interface SeedPriceLine extends SeedRetailerIds {
  slug: string;
  history: [string, number][];
}

export function formatSeedPriceLine(line: SeedPriceLine): string {
  return `${JSON.stringify(line)}\n`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isLine(value: unknown): value is SeedPriceLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.slug === 'string' &&
    Array.isArray(line.history) &&
    line.history.every(
      (p: unknown) =>
        Array.isArray(p) &&
        p.length === 2 &&
        typeof p[0] === 'string' &&
        DAY.test(p[0]) &&
        Number.isInteger(p[1]) &&
        (p[1] as number) > 0,
    ) &&
    ['amazonAsin', 'neweggItem', 'bestBuySku'].every((k) => line[k] === undefined || typeof line[k] === 'string')
  );
}

/** Reads an extract; a malformed line throws (with its number), so nothing half-read is loaded. */
export function parseSeedPrices(text: string): SeedPriceLine[] {
  return text
    .split('\n')
    .map((raw, i) => ({ raw: raw.trim(), n: i + 1 }))
    .filter(({ raw }) => raw.length > 0)
    .map(({ raw, n }) => {
      const value: unknown = JSON.parse(raw);
      if (!isLine(value)) throw new Error(`${SEED_PRICES_FILE}:${n}: not a seed price line`);
      return value;
    });
}

let loaded: readonly SeedPriceLine[] | null = null;

/** The shipped extract, read once per process. */
export function seedPriceLines(): readonly SeedPriceLine[] {
  loaded ??= Object.freeze(parseSeedPrices(readFileSync(path.join(__dirname, SEED_PRICES_FILE), 'utf8')));
  return loaded;
}

/**
 * Loads the extract: the observations as PC Part Dataset price points (unique per part, day and
 * source, so a second run adds nothing) and the retailer ids where the part has none yet (an import
 * or an operator's id is kept).
 */
export async function seedPriceRows(
  manager: EntityManager,
): Promise<{ pricePointsInserted: number; retailerIdsSet: number }> {
  const lines = seedPriceLines();
  const ids = new Map(
    (
      await manager.query<{ id: string; slug: string }[]>(
        `SELECT "id", "slug" FROM "component" WHERE "slug" = ANY($1)`,
        [lines.map((l) => l.slug)],
      )
    ).map((r) => [r.slug, r.id]),
  );
  const points = lines.flatMap((line) => {
    const id = ids.get(line.slug);
    return id === undefined ? [] : line.history.map(([day, price]) => ({ id, day, price }));
  });
  const inserted = await manager.query<{ id: string }[]>(
    `INSERT INTO "price_observation" ("componentId", "retailer", "priceCents", "observedAt", "source")
     SELECT id, NULL, price, (day || 'T00:00:00Z')::timestamptz, $4
     FROM unnest($1::uuid[], $2::int[], $3::text[]) AS t(id, price, day)
     ON CONFLICT DO NOTHING RETURNING "id"`,
    [points.map((p) => p.id), points.map((p) => p.price), points.map((p) => p.day), HISTORY_SOURCE],
  );
  const withIds = lines.filter((l) => ids.has(l.slug) && (l.amazonAsin ?? l.neweggItem ?? l.bestBuySku) !== undefined);
  // A SELECT over the UPDATE: TypeORM answers a bare UPDATE with [rows, count].
  const [{ n: updated }] = await manager.query<{ n: number }[]>(
    `WITH updated AS (UPDATE "component" AS c SET
       "amazonAsin" = COALESCE(c."amazonAsin", t.asin),
       "neweggItem" = COALESCE(c."neweggItem", t.newegg),
       "bestBuySku" = COALESCE(c."bestBuySku", t.bestbuy)
     FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS t(id, asin, newegg, bestbuy)
     WHERE c."id" = t.id AND (
       (c."amazonAsin" IS NULL AND t.asin IS NOT NULL) OR (c."neweggItem" IS NULL AND t.newegg IS NOT NULL)
       OR (c."bestBuySku" IS NULL AND t.bestbuy IS NOT NULL))
     RETURNING c."id")
     SELECT count(*)::int AS n FROM updated`,
    [
      withIds.map((l) => ids.get(l.slug)),
      withIds.map((l) => l.amazonAsin ?? null),
      withIds.map((l) => l.neweggItem ?? null),
      withIds.map((l) => l.bestBuySku ?? null),
    ],
  );
  return { pricePointsInserted: inserted.length, retailerIdsSet: updated };
}
