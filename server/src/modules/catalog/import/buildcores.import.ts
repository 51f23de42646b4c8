import type { EntityManager } from 'typeorm';
import { CatalogWriter, type WriteOutcome, type WritePart } from '../catalog.writer';
import { normalizeName, validatePart } from '../component-row';
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

/** Parts handed to the writer at a time (it inserts in smaller batches). */
const WRITE_BATCH = 2000;

function counts(c: CategoryReport): string {
  return `(${c.inserted} inserted, ${c.updated} updated, ${c.unchanged} unchanged, ${skippedCount(c)} skipped)`;
}

/**
 * Imports BuildCores OpenDB's eight core categories from `dir`: each record is mapped to a part with
 * canonical specs, checked, and written. Records the catalog cannot represent are skipped with a
 * reason; the first of several records with one name wins. Running it again changes nothing.
 */
export async function importBuildcores(manager: EntityManager, dir: string, progress: Progress): Promise<ImportReport> {
  const started = performance.now();
  const report = newReport('buildcores');
  const writer = await CatalogWriter.open(manager);
  const names = new Set<string>();
  for (const category of Object.keys(BUILDCORES_CATEGORIES) as BuildcoresCategory[]) {
    const read = await readCategory(dir, category, report);
    if (!read) continue;
    const c = read.report;
    progress.start(`buildcores ${category}`, c.read);
    let pending: WritePart[] = [];
    let done = 0;
    const flush = async () => {
      const outcomes: WriteOutcome[] = await writer.write(pending);
      for (const outcome of outcomes) c[outcome] += 1;
      done += pending.length;
      pending = [];
      progress.update(done + skippedCount(c) + c.malformed, counts(c));
    };
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
      const name = `${part.type}|${normalizeName(part.name)}`;
      if (names.has(name)) {
        skip(c, 'same name as an earlier BuildCores part');
        continue;
      }
      names.add(name);
      pending.push({ part, source: 'buildcores', sourceId: part.sourceId ?? name });
      if (pending.length >= WRITE_BATCH) await flush();
    }
    await flush();
    progress.finish(counts(c));
  }
  return finishReport(report, started);
}
