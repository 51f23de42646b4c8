import { partSlug, type AnyPartInput, type DataSourceId, type Cents, CENTS_PER_DOLLAR } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { toComponentRow, type ComponentRow } from './component-row';

export interface WritePart {
  part: AnyPartInput;
  source: DataSourceId;
  /** The part's id in its source (BuildCores opendb_id, the slug for the seed). */
  sourceId: string;
}

export type WriteOutcome = 'inserted' | 'updated' | 'unchanged' | 'curated';

export interface WriteSummary {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Parts that match a hand-curated seed part, which imports never overwrite. */
  curated: number;
}

export interface PriceUpdate {
  type: string;
  normName: string;
  priceCents: Cents;
}

interface Existing {
  id: string;
  contentHash: string;
  sources: DataSourceId[];
  priceCents: Cents | null;
}

/** Columns a source that knows no price must not overwrite. */
const PRICE_COLUMNS = new Set(['priceCents', 'originalPriceCents', 'valueScore', 'inStock', 'rating', 'reviewCount']);
const BATCH = 400;
/** Bind parameters per statement, below PostgreSQL's limit of 65,535. */
const MAX_PARAMETERS = 60_000;

function key(type: string, normName: string): string {
  return `${type}\u0000${normName}`;
}

/**
 * Writes parts into the catalog, keyed by (type, normalised name). Loads what exists once, then
 * inserts new parts, updates changed ones and leaves identical ones untouched, so writing the same
 * data twice changes nothing. Imports never overwrite the hand-curated seed parts.
 */
export class CatalogWriter {
  private constructor(
    private readonly manager: EntityManager,
    private readonly existing: Map<string, Existing>,
    private readonly slugs: Set<string>,
  ) {}

  static async open(manager: EntityManager): Promise<CatalogWriter> {
    const rows: (Existing & { type: string; normName: string; slug: string })[] = await manager.query(
      `SELECT "id", "type", "normName", "slug", "contentHash", "sources", "priceCents" FROM "component"`,
    );
    const existing = new Map<string, Existing>();
    const slugs = new Set<string>();
    for (const r of rows) {
      existing.set(key(r.type, r.normName), r);
      slugs.add(r.slug);
    }
    return new CatalogWriter(manager, existing, slugs);
  }

  /** The existing part with this type and normalised name, if any. */
  find(type: string, normName: string): Existing | undefined {
    return this.existing.get(key(type, normName));
  }

  private uniqueSlug(part: AnyPartInput): string {
    const base = partSlug(part.type, part.name) || part.type.toLowerCase();
    let slug = base;
    for (let n = 2; this.slugs.has(slug); n += 1) slug = `${base}-${n}`;
    this.slugs.add(slug);
    return slug;
  }

  /** Writes a batch; returns the outcome for each part, in order. */
  async write(parts: WritePart[]): Promise<WriteOutcome[]> {
    const outcomes: WriteOutcome[] = [];
    const inserts: (ComponentRow & { slug: string })[] = [];
    const updates: { id: string; row: ComponentRow; keepPrice: boolean }[] = [];
    const seenInBatch = new Set<string>();
    for (const { part, source, sourceId } of parts) {
      const row = toComponentRow(part, [source], sourceId);
      const k = key(row.type, row.normName);
      const found = this.existing.get(k);
      if (seenInBatch.has(k)) {
        outcomes.push('unchanged');
        continue;
      }
      seenInBatch.add(k);
      if (!found) {
        const slug = this.uniqueSlug(part);
        inserts.push({ ...row, slug });
        this.existing.set(k, { id: '', contentHash: row.contentHash, sources: [source], priceCents: row.priceCents });
        outcomes.push('inserted');
      } else if (found.sources.includes('seed') && source !== 'seed') {
        outcomes.push('curated');
      } else if (found.contentHash === row.contentHash) {
        outcomes.push('unchanged');
      } else {
        const sources = [...new Set([...found.sources, source])];
        row.sources = sources;
        updates.push({ id: found.id, row, keepPrice: part.priceCents === null });
        found.contentHash = row.contentHash;
        found.sources = sources;
        outcomes.push('updated');
      }
    }
    await this.insert(inserts);
    for (const { id, row, keepPrice } of updates) {
      const values: Partial<ComponentRow> = { ...row };
      if (keepPrice) for (const column of PRICE_COLUMNS) delete values[column as keyof ComponentRow];
      // A source that does not know the stock leaves the one a retailer feed gave.
      if (values.inStock === null) delete values.inStock;
      await this.manager
        .createQueryBuilder()
        .update('component')
        .set({ ...values, updatedAt: () => 'now()' })
        .where('id = :id', { id })
        .execute();
    }
    return outcomes;
  }

  /**
   * Inserts rows in multi-row INSERTs (as many rows as fit in PostgreSQL's bind-parameter limit)
   * and notes their ids. Plain SQL: TypeORM's insert builder spends seconds on 25,000 wide rows.
   */
  private async insert(rows: (ComponentRow & { slug: string })[]): Promise<void> {
    if (rows.length === 0) return;
    const columns = Object.keys(rows[0]) as (keyof (typeof rows)[number])[];
    const perStatement = Math.floor(MAX_PARAMETERS / columns.length);
    for (let i = 0; i < rows.length; i += perStatement) {
      const params: unknown[] = [];
      const tuples = rows.slice(i, i + perStatement).map((row) => {
        const placeholders = columns.map((column) => `$${params.push(row[column])}`);
        return `(${placeholders.join(', ')})`;
      });
      const inserted: { id: string; type: string; normName: string }[] = await this.manager.query(
        `INSERT INTO "component" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}
         RETURNING "id", "type", "normName"`,
        params,
      );
      for (const r of inserted) {
        const e = this.existing.get(key(r.type, r.normName));
        if (e) e.id = r.id;
      }
    }
  }

  /**
   * Sets a part's price from a price source (and records that source). Writes only when something
   * changes; returns whether it did.
   */
  async setPrice(type: string, normName: string, priceCents: Cents, source: DataSourceId): Promise<boolean> {
    const [changed] = await this.setPrices([{ type, normName, priceCents }], source);
    return changed;
  }

  /**
   * Sets many prices from one price source in batched UPDATEs. Hand-curated parts and parts whose
   * price and sources are already right are left alone; returns, per item, whether it changed.
   */
  async setPrices(items: PriceUpdate[], source: DataSourceId): Promise<boolean[]> {
    const changes: { found: Existing; priceCents: Cents; sources: DataSourceId[] }[] = [];
    const changed = items.map(({ type, normName, priceCents }) => {
      const found = this.existing.get(key(type, normName));
      if (!found || found.sources.includes('seed') || !(priceCents > 0)) return false;
      if (found.priceCents === priceCents && found.sources.includes(source)) return false;
      changes.push({ found, priceCents, sources: [...new Set([...found.sources, source])] });
      return true;
    });
    for (let i = 0; i < changes.length; i += BATCH) {
      const batch = changes.slice(i, i + BATCH);
      const params = batch.flatMap(({ found, priceCents, sources }) => [found.id, priceCents, sources]);
      const rows = batch.map((_, j) => `($${j * 3 + 1}::uuid, $${j * 3 + 2}::integer, $${j * 3 + 3}::text[])`);
      await this.manager.query(
        // valueScore (common's valueScore) is a ratio to the price in dollars.
        `UPDATE "component" c SET "priceCents" = v.price, "sources" = v.sources,
           "valueScore" = round(c."rating" * 20 / (v.price::numeric / ${CENTS_PER_DOLLAR}) * 1000, 1), "updatedAt" = now()
         FROM (VALUES ${rows.join(', ')}) AS v(id, price, sources) WHERE c."id" = v.id`,
        params,
      );
    }
    for (const { found, priceCents, sources } of changes) {
      found.priceCents = priceCents;
      found.sources = sources;
    }
    return changed;
  }

  /**
   * Takes back the prices a price source set on parts it no longer prices: the price goes, and the
   * source leaves the part's sources. Returns how many parts changed.
   */
  async withdrawPrices(keys: { type: string; normName: string }[], source: DataSourceId): Promise<number> {
    const withdrawn = keys
      .map(({ type, normName }) => this.existing.get(key(type, normName)))
      .filter((found): found is Existing => found !== undefined && found.sources.includes(source));
    for (let i = 0; i < withdrawn.length; i += BATCH) {
      await this.manager.query(
        `UPDATE "component" SET "priceCents" = NULL, "valueScore" = NULL,
           "sources" = array_remove("sources", $2), "updatedAt" = now()
         WHERE "id" = ANY($1::uuid[])`,
        [withdrawn.slice(i, i + BATCH).map((found) => found.id), source],
      );
    }
    for (const found of withdrawn) {
      found.priceCents = null;
      found.sources = found.sources.filter((s) => s !== source);
    }
    return withdrawn.length;
  }

  /** Deletes parts that only this source knew and that it no longer lists. Returns how many went. */
  async remove(keys: { type: string; normName: string }[], source: DataSourceId): Promise<number> {
    const gone = keys.filter(({ type, normName }) => {
      const found = this.existing.get(key(type, normName));
      return found !== undefined && found.sources.length === 1 && found.sources[0] === source;
    });
    for (let i = 0; i < gone.length; i += BATCH) {
      const ids = gone.slice(i, i + BATCH).map(({ type, normName }) => this.existing.get(key(type, normName))?.id);
      await this.manager.query(`DELETE FROM "component" WHERE "id" = ANY($1::uuid[])`, [ids]);
    }
    for (const { type, normName } of gone) this.existing.delete(key(type, normName));
    return gone.length;
  }
}
