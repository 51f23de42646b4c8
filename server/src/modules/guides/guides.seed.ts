import { cents } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { seedGuides } from '../../db/seed/guides.data';
import { BuildGuide, Difficulty } from './guide.entity';

/** The build guides (by slug); how many were inserted. */
export async function seedGuideRows(manager: EntityManager): Promise<{ guidesInserted: number }> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(BuildGuide)
    .values(
      seedGuides.map((g) => ({
        ...g,
        budgetCents: cents(g.budgetCents),
        components: g.components.map((part) => ({ ...part, priceCents: cents(part.priceCents) })),
        difficulty: Difficulty[g.difficulty],
        createdAt: new Date(g.createdAt),
      })),
    )
    .orIgnore()
    .execute();
  return { guidesInserted: result.identifiers.filter(Boolean).length };
}
