import { partSlug, type AnyPartInput, type DataSourceId } from '@rigforge/common';
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

interface Existing {
  id: string;
  contentHash: string;
  sources: DataSourceId[];
  priceCents: number | null;
}

/** Columns a source that knows no price must not overwrite. */
const PRICE_COLUMNS = new Set(['priceCents', 'originalPriceCents', 'valueScore', 'inStock', 'rating', 'reviewCount']);
const BATCH = 400;

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
    for (let i = 0; i < inserts.length; i += BATCH) {
      const ids: { id: string; type: string; normName: string }[] = await this.manager
        .createQueryBuilder()
        .insert()
        .into('component')
        .values(inserts.slice(i, i + BATCH))
        .returning(['id', 'type', 'normName'])
        .execute()
        .then((r) => r.raw as { id: string; type: string; normName: string }[]);
      for (const r of ids) {
        const e = this.existing.get(key(r.type, r.normName));
        if (e) e.id = r.id;
      }
    }
    for (const { id, row, keepPrice } of updates) {
      const values: Partial<ComponentRow> = { ...row };
      if (keepPrice) for (const column of PRICE_COLUMNS) delete values[column as keyof ComponentRow];
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
   * Sets a part's price from a price source (and records that source). Writes only when something
   * changes; returns whether it did.
   */
  async setPrice(type: string, normName: string, priceCents: number, source: DataSourceId): Promise<boolean> {
    const found = this.existing.get(key(type, normName));
    if (!found || found.sources.includes('seed') || !(priceCents > 0)) return false;
    if (found.priceCents === priceCents && found.sources.includes(source)) return false;
    const sources = [...new Set([...found.sources, source])];
    await this.manager.query(
      `UPDATE "component" SET "priceCents" = $2, "sources" = $3,
         "valueScore" = round("rating" * 20 / ($2::numeric / 100) * 1000, 1), "updatedAt" = now()
       WHERE "id" = $1`,
      [found.id, priceCents, sources],
    );
    found.priceCents = priceCents;
    found.sources = sources;
    return true;
  }
}
