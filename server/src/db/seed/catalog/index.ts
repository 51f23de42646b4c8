import { partSlug, type AnyPartInput } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { clearCatalogCache } from '../../../modules/catalog/catalog.service';
import { CatalogWriter, type WriteSummary } from '../../../modules/catalog/catalog.writer';
import { CASES } from './cases.data';
import { COOLERS } from './coolers.data';
import { CPUS } from './cpus.data';
import { GPUS } from './gpus.data';
import { MOTHERBOARDS } from './motherboards.data';
import { PSUS } from './psus.data';
import { RAM_KITS } from './ram.data';
import { STORAGE_DRIVES } from './storage.data';

/** The hand-curated seed catalog, every type. */
export const SEED_PARTS: readonly AnyPartInput[] = [
  ...CPUS,
  ...GPUS,
  ...MOTHERBOARDS,
  ...RAM_KITS,
  ...STORAGE_DRIVES,
  ...PSUS,
  ...CASES,
  ...COOLERS,
];

/** Loads the seed catalog: new parts are added and curated changes applied; the rest is untouched. */
export async function seedCatalog(manager: EntityManager): Promise<WriteSummary> {
  const writer = await CatalogWriter.open(manager);
  const outcomes = await writer.write(
    SEED_PARTS.map((part) => ({ part, source: 'seed' as const, sourceId: partSlug(part.type, part.name) })),
  );
  const summary: WriteSummary = { inserted: 0, updated: 0, unchanged: 0, curated: 0 };
  for (const o of outcomes) summary[o] += 1;
  if (summary.inserted + summary.updated > 0) {
    await manager.query('ANALYZE "component"');
    clearCatalogCache();
  }
  return summary;
}
