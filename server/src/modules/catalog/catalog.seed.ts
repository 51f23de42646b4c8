import type { EntityManager } from 'typeorm';
import { seedCatalog } from '../../db/seed/catalog';

/** The catalog's seed parts: new ones inserted, curated changes applied. */
export async function seedCatalogRows(
  manager: EntityManager,
): Promise<{ partsInserted: number; partsUpdated: number }> {
  const catalog = await seedCatalog(manager);
  return { partsInserted: catalog.inserted, partsUpdated: catalog.updated };
}
