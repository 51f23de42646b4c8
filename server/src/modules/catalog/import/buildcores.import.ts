import { type AnyPartInput, normalizeName } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { CatalogWriter, type WriteOutcome, type WritePart } from '../catalog.writer';
import { validatePart } from '../component-row';
import { BUILDCORES_CATEGORIES, mapBuildcoresRecord, type BuildcoresCategory } from './buildcores.map';
import { malformed, readCategory } from './category-file';
import {
  finishReport,
  newReport,
  skip,
  skippedCount,
  type CategoryReport,
  type ImportReport,
  type Progress,
} from './report';
import { mergeInto, mergeTwins, SeedTwins, type SeedPart } from './twins';

/** Parts handed to the writer at a time (it inserts in smaller batches). */
const WRITE_BATCH = 2000;

function counts(c: CategoryReport): string {
  return `(${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged, ${skippedCount(c)} skipped)`;
}

type SeedRow = SeedPart & { normName: string };

async function loadSeedParts(manager: EntityManager): Promise<SeedRow[]> {
  return manager.query(
    `SELECT "type", "name", "normName", "brand", "partNumbers", "specs" FROM "component" WHERE 'seed' = ANY("sources")`,
  );
}

/**
 * Imports BuildCores OpenDB's eight core categories from `dir`: each record is mapped to a part with
 * canonical specs and checked; records the catalog cannot represent are skipped with a reason.
 * Twins (one product listed more than once: the same name once colour and packaging words are
 * dropped, or a shared part number, with agreeing key specs) are merged into the record with the
 * most specs; a product that is a hand-curated seed part under another name is folded into it (the
 * seed's specs win). Every spec twins disagree on is in the report. Parts only BuildCores had added
 * that are no longer written (folded into a twin since) are removed. Running it again changes nothing.
 */
export async function importBuildcores(manager: EntityManager, dir: string, progress: Progress): Promise<ImportReport> {
  const started = performance.now();
  const report = newReport('buildcores');
  const writer = await CatalogWriter.open(manager);
  const seeds = await loadSeedParts(manager);
  const seedTwins = new SeedTwins(seeds);
  const written = new Set<string>();
  const categoriesRead = new Set<string>();
  for (const category of Object.keys(BUILDCORES_CATEGORIES) as BuildcoresCategory[]) {
    const read = await readCategory(dir, category, report);
    if (!read) continue;
    const c = read.report;
    progress.start(`buildcores ${category}`, c.read);
    const parts: AnyPartInput[] = [];
    for (const { line, record } of read.records) {
      const mapped = mapBuildcoresRecord(category, record);
      if ('error' in mapped) {
        malformed(report, c, read.file, line, mapped.error);
        continue;
      }
      if ('skip' in mapped) {
        skip(c, mapped.skip);
        continue;
      }
      const { part } = mapped;
      const { invalid } = validatePart(part);
      if (invalid.length > 0) {
        skip(c, invalid[0]);
        continue;
      }
      categoriesRead.add(part.type);
      parts.push(part);
    }
    let pending: WritePart[] = [];
    let done = 0;
    const flush = async () => {
      const outcomes: WriteOutcome[] = await writer.write(pending);
      for (const outcome of outcomes) c[outcome] += 1;
      done += pending.length;
      pending = [];
      progress.update(done + skippedCount(c) + c.malformed, counts(c));
    };
    for (const merged of mergeTwins(parts)) {
      c.merged += merged.twins.length;
      for (const conflict of merged.conflicts) report.conflicts.push({ category, ...conflict });
      const seed = seedTwins.find(merged.part);
      if (seed) {
        // One product with a seed part: the seed row stands for it, with its curated specs.
        c.seedTwins += 1 + merged.twins.length;
        for (const conflict of mergeInto(seedAsPart(seed), [merged.part], 'seed').conflicts) {
          report.conflicts.push({ category, ...conflict });
        }
        continue;
      }
      const { part } = merged;
      const name = `${part.type}|${normalizeName(part.name)}`;
      if (written.has(name)) {
        skip(c, 'same name as an earlier BuildCores part');
        continue;
      }
      written.add(name);
      pending.push({ part, source: 'buildcores', sourceId: part.sourceId ?? name });
      if (pending.length >= WRITE_BATCH) await flush();
    }
    await flush();
    progress.finish(counts(c));
  }
  // Parts BuildCores had added that this run no longer writes (merged into a twin, or a seed part
  // under another name): removed, with the prices the PC Part Dataset gave them (its next run prices
  // the part that stands for them). Saved builds that held one keep their line without the link.
  const stale: { id: string; type: string; normName: string }[] = await manager.query(
    `SELECT "id", "type", "normName" FROM "component"
      WHERE 'buildcores' = ANY("sources") AND "sources" <@ ARRAY['buildcores', 'pc-part-dataset']::text[]
        AND "type" = ANY($1)`,
    [[...categoriesRead]],
  );
  const gone = stale.filter((p) => !written.has(`${p.type}|${p.normName}`));
  if (gone.length > 0) {
    await manager.query(`DELETE FROM "component" WHERE "id" = ANY($1::uuid[])`, [gone.map((p) => p.id)]);
  }
  for (const part of gone) {
    const c = report.categories.find((cat) => BUILDCORES_CATEGORIES[cat.category as BuildcoresCategory] === part.type);
    if (c) c.removed += 1;
  }
  return finishReport(report, started);
}

function seedAsPart(seed: SeedRow): AnyPartInput {
  return { type: seed.type, name: seed.name, brand: seed.brand, priceCents: null, specs: seed.specs } as AnyPartInput;
}
