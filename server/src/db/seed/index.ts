import type { EntityManager } from 'typeorm';
import { BuildGuide, Difficulty } from '../../modules/guides/guide.entity';
import { seedCatalog } from './catalog';
import { seedGuides } from './guides.data';

/**
 * Loads the hand-curated seed content. Idempotent: rows that already exist (by slug) are left
 * as they are, so a user's data is never overwritten.
 */
export async function seedDatabase(
  manager: EntityManager,
): Promise<{ guidesInserted: number; partsInserted: number; partsUpdated: number }> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(BuildGuide)
    .values(
      seedGuides.map((g) => ({
        ...g,
        difficulty: Difficulty[g.difficulty],
        createdAt: new Date(g.createdAt),
      })),
    )
    .orIgnore()
    .execute();
  const catalog = await seedCatalog(manager);
  return {
    guidesInserted: result.identifiers.filter(Boolean).length,
    partsInserted: catalog.inserted,
    partsUpdated: catalog.updated,
  };
}
