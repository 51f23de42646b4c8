// The hand-curated seed catalog: one JSON Lines file per part type in this folder, one part per
// line, in the catalog's own part shape (PartInput). Read with the importers' JSON Lines parser and
// checked by the same validator, and more strictly: a seed part must be complete and priced.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { partSlug, type AnyPartInput, type PartType } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { CatalogWriter, type WriteSummary } from '../../../modules/catalog/catalog.writer';
import { validatePart } from '../../../modules/catalog/component-row';
import { parseJsonLines } from '../../../modules/catalog/import/jsonl';
import { parsePartRecord } from '../../../modules/catalog/import/part';

/** The seed files (without .jsonl), in the order they are loaded, and the part type each holds. */
export const SEED_FILES = {
  cpus: 'CPU',
  gpus: 'GPU',
  motherboards: 'Motherboard',
  ram: 'RAM',
  storage: 'Storage',
  psus: 'PSU',
  cases: 'Case',
  coolers: 'Cooler',
} as const satisfies Record<string, PartType>;

/** The seed files hold lines that are not complete, canonical, priced parts of their file's type. */
export class SeedCatalogError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The seed catalog has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'SeedCatalogError';
  }
}

/** What is wrong with one seed part (none when it may be loaded). */
function seedPartProblems(part: AnyPartInput, fileType: PartType): string[] {
  const { missing, invalid } = validatePart(part);
  return [
    ...(part.type === fileType ? [] : [`a ${part.type} in the ${fileType} file`]),
    ...missing.map((key) => `spec ${key} is missing`),
    ...invalid,
    ...(part.priceCents === null ? ['priceCents is null: a seed part needs a price'] : []),
    // Issue 31, "Nothing invented": stock and list price come from retailer feeds, never the seed.
    ...(part.inStock === undefined ? [] : ["inStock: no source gives a seed part's stock (retailer feeds do)"]),
    ...(part.originalPriceCents === undefined
      ? []
      : ["originalPriceCents: no source gives a seed part's list price (retailer feeds do)"]),
  ];
}

/**
 * Reads the seed files in `dir`: every part, in file and line order. Throws a SeedCatalogError
 * listing each bad line as `file:line: problem` (and repeated slugs), so that nothing half-checked
 * reaches the database.
 */
export function readSeedCatalog(dir: string): AnyPartInput[] {
  const parts: AnyPartInput[] = [];
  const problems: string[] = [];
  const slugs = new Map<string, string>();
  for (const [name, fileType] of Object.entries(SEED_FILES)) {
    const file = `${name}.jsonl`;
    let text: string;
    try {
      text = readFileSync(path.join(dir, file), 'utf8');
    } catch (err) {
      problems.push(`${file}: cannot be read (${(err as Error).message})`);
      continue;
    }
    for (const line of parseJsonLines(text)) {
      const where = `${file}:${line.line}`;
      if ('error' in line) {
        problems.push(`${where}: ${line.error}`);
        continue;
      }
      const parsed = parsePartRecord(line.record);
      if ('error' in parsed) {
        problems.push(`${where}: ${parsed.error}`);
        continue;
      }
      const { part } = parsed;
      const found = seedPartProblems(part, fileType);
      const slug = partSlug(part.type, part.name);
      const first = slugs.get(slug);
      if (first !== undefined) found.push(`same slug ${slug} as ${first}`);
      else slugs.set(slug, where);
      if (found.length > 0) problems.push(`${where} (${part.name}): ${found.join('; ')}`);
      else parts.push(part);
    }
  }
  if (problems.length > 0) throw new SeedCatalogError(problems);
  return parts;
}

let loaded: readonly AnyPartInput[] | null = null;

/** The seed catalog of this folder, read and checked once per process. */
export function seedParts(): readonly AnyPartInput[] {
  loaded ??= Object.freeze(readSeedCatalog(__dirname));
  return loaded;
}

/** Loads the seed catalog: new parts are added and curated changes applied; the rest is untouched. */
export async function seedCatalog(manager: EntityManager): Promise<WriteSummary> {
  const writer = await CatalogWriter.open(manager);
  const outcomes = await writer.write(
    seedParts().map((part) => ({ part, source: 'seed' as const, sourceId: partSlug(part.type, part.name) })),
  );
  const summary: WriteSummary = { inserted: 0, updated: 0, unchanged: 0, curated: 0 };
  for (const o of outcomes) summary[o] += 1;
  if (summary.inserted + summary.updated > 0) {
    // The app's catalog caches are made after the seed (app.ts), so none holds what it replaced.
    await manager.query('ANALYZE "component"');
  }
  return summary;
}
