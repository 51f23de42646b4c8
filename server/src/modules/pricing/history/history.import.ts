// `npm run prices:import-history <dir>`: the dated PC Part Dataset snapshots in <dir> (one folder per
// YYYY-MM-DD) as observed prices of catalog parts, matched with the catalog importer's rules
// (matching.ts, pc-part-dataset.map.ts); then the current snapshot's prices, as the catalog import
// set them, dated by its SOURCE_COMMIT. Idempotent: an observation is unique per part, date and source.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { readCategory } from '../../catalog/import/category-file';
import { brandFromName, MatchIndex, type MatchSubject } from '@rigforge/common';
import { mapPcPartRecord, PC_PART_CATEGORIES, type PcPartCategory } from '../../catalog/import/pc-part-dataset.map';
import { newReport } from '../../catalog/import/report';
import { sourceCommitDate } from '../../catalog/import/source-commit';

export { sourceCommitDate };

export const HISTORY_SOURCE = 'pc-part-dataset';

export interface HistoryProgress {
  start(label: string, total: number): void;
  update(done: number): void;
  finish(): void;
}

export interface SnapshotReport {
  date: string;
  listings: number;
  priced: number;
  matched: number;
  unmatched: number;
  malformed: number;
  /** Price points (one per matched part) and how many were new. */
  points: number;
  inserted: number;
}

export interface HistoryReport {
  snapshots: SnapshotReport[];
  current: { date: string; points: number; inserted: number } | null;
  /** Why the current snapshot was not recorded, when it was not. */
  currentNote: string | null;
  pointsInserted: number;
  partsWithHistory: number;
  /** Matched share of priced listings over all snapshots. */
  matchedShare: number;
  seconds: number;
}

interface CatalogPart extends MatchSubject {
  id: string;
  partNumbers: string[];
}

const DATE_DIR = /^\d{4}-\d{2}-\d{2}$/;

/** The snapshot folders of `dir`, oldest first. */
export function snapshotDates(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && DATE_DIR.test(e.name) && Number.isFinite(Date.parse(`${e.name}T00:00:00Z`)))
    .map((e) => e.name)
    .sort();
}

async function insertPoints(manager: EntityManager, date: string, prices: Map<string, number>): Promise<number> {
  const entries = [...prices.entries()];
  let inserted = 0;
  for (let i = 0; i < entries.length; i += 5000) {
    const batch = entries.slice(i, i + 5000);
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO "price_observation" ("componentId", "retailer", "priceCents", "observedAt", "source")
       SELECT id, NULL, price, $3::timestamptz, $4 FROM unnest($1::uuid[], $2::int[]) AS t(id, price)
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [batch.map(([id]) => id), batch.map(([, price]) => price), `${date}T00:00:00Z`, HISTORY_SOURCE],
    );
    inserted += rows.length;
  }
  return inserted;
}

/**
 * One snapshot folder's priced listings matched to `index`'s parts with the catalog importer's rules:
 * the lowest price each matched part was listed at that day (several listings may match one part),
 * and the counts. Unmatched, ambiguous and malformed listings are counted, never guessed.
 */
export async function matchSnapshot<C extends MatchSubject & { id: string }>(
  folder: string,
  date: string,
  index: MatchIndex<C>,
  progress: HistoryProgress,
): Promise<{ report: SnapshotReport; prices: Map<string, number> }> {
  const brandOf = (name: string) => index.brandOf(name) ?? brandFromName(name);
  const report: SnapshotReport = {
    date,
    listings: 0,
    priced: 0,
    matched: 0,
    unmatched: 0,
    malformed: 0,
    points: 0,
    inserted: 0,
  };
  const prices = new Map<string, number>();
  for (const category of Object.keys(PC_PART_CATEGORIES) as PcPartCategory[]) {
    const read = await readCategory(folder, category, newReport(HISTORY_SOURCE));
    if (!read) continue;
    report.malformed += read.report.malformed;
    report.listings += read.report.read;
    progress.start(`${date} ${category}`, read.records.length);
    for (const [done, { record }] of read.records.entries()) {
      if (done % 200 === 0) progress.update(done);
      const listing = mapPcPartRecord(category, record, brandOf);
      if ('error' in listing) {
        report.malformed += 1;
        continue;
      }
      if (!('part' in listing.part)) {
        // A kind of part the catalog does not take: counted as unmatched when it had a price.
        if (typeof record.price === 'number' && record.price > 0) {
          report.priced += 1;
          report.unmatched += 1;
        }
        continue;
      }
      const part = listing.part.part;
      if (part.priceCents === null) continue;
      report.priced += 1;
      const result = index.match({ type: part.type, name: listing.modelName, brand: part.brand, specs: part.specs });
      if (result.kind !== 'matched') {
        report.unmatched += 1;
        continue;
      }
      report.matched += 1;
      for (const candidate of result.candidates) {
        const known = prices.get(candidate.id);
        if (known === undefined || part.priceCents < known) prices.set(candidate.id, part.priceCents);
      }
    }
    progress.finish();
  }
  report.points = prices.size;
  return { report, prices };
}

export async function importPriceHistory(
  manager: EntityManager,
  dir: string,
  opts: { currentDir: string | null; progress: HistoryProgress },
): Promise<HistoryReport> {
  const started = performance.now();
  const catalog = await manager.query<CatalogPart[]>(
    `SELECT "id", "type", "name", "brand", "partNumbers", "specs" FROM "component"`,
  );
  const index = new MatchIndex(catalog);
  const snapshots: SnapshotReport[] = [];

  for (const date of snapshotDates(dir)) {
    const { report, prices } = await matchSnapshot(path.join(dir, date), date, index, opts.progress);
    report.inserted = await insertPoints(manager, date, prices);
    snapshots.push(report);
  }

  let current: HistoryReport['current'] = null;
  let currentNote: string | null = null;
  const commitFile = opts.currentDir === null ? null : path.join(opts.currentDir, 'SOURCE_COMMIT');
  if (commitFile === null) currentNote = 'no current snapshot folder given';
  else if (!existsSync(commitFile)) currentNote = `${commitFile} not found: the current snapshot was not recorded`;
  else {
    const date = sourceCommitDate(readFileSync(commitFile, 'utf8'));
    if (date === null) currentNote = `${commitFile} has no commit date: the current snapshot was not recorded`;
    else {
      // The catalog import's prices from the current snapshot (parts it priced carry its source).
      const rows = await manager.query<{ id: string; priceCents: number }[]>(
        `SELECT "id", "priceCents" FROM "component" WHERE $1 = ANY("sources") AND "priceCents" IS NOT NULL`,
        [HISTORY_SOURCE],
      );
      const prices = new Map(rows.map((r) => [r.id, r.priceCents]));
      current = { date, points: prices.size, inserted: await insertPoints(manager, date, prices) };
      if (prices.size === 0) currentNote = 'no catalog part carries a PC Part Dataset price: run catalog:import first';
    }
  }

  const [{ parts }] = await manager.query<{ parts: number }[]>(
    `SELECT count(DISTINCT "componentId")::int AS parts FROM "price_observation" WHERE "source" = $1`,
    [HISTORY_SOURCE],
  );
  const priced = snapshots.reduce((sum, s) => sum + s.priced, 0);
  const matched = snapshots.reduce((sum, s) => sum + s.matched, 0);
  return {
    snapshots,
    current,
    currentNote,
    pointsInserted: snapshots.reduce((sum, s) => sum + s.inserted, 0) + (current?.inserted ?? 0),
    partsWithHistory: parts,
    matchedShare: priced === 0 ? 0 : matched / priced,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The summary printed at the end of a run. */
export function formatHistoryReport(report: HistoryReport): string[] {
  const lines = report.snapshots.map(
    (s) =>
      `${s.date}: ${s.listings} listings, ${s.priced} priced, ${s.matched} matched, ${s.unmatched} unmatched` +
      `${s.malformed ? `, ${s.malformed} malformed` : ''} → ${s.points} price points (${s.inserted} new)`,
  );
  if (report.current) {
    lines.push(
      `${report.current.date} (current snapshot, from the catalog): ${report.current.points} price points (${report.current.inserted} new)`,
    );
  }
  if (report.currentNote) lines.push(`Note: ${report.currentNote}`);
  lines.push(
    `Matched ${(report.matchedShare * 100).toFixed(1)}% of priced listings; ${report.pointsInserted} new price points; ` +
      `${report.partsWithHistory} parts have price history (${report.seconds.toFixed(1)} s).`,
  );
  return lines;
}
