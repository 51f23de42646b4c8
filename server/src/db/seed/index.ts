import type { EntityManager } from 'typeorm';
import { MODULES } from '../../modules';

/**
 * Loads the hand-curated seed content: every module's `seed` (modules/index.ts), in the list's order.
 * Idempotent: rows that already exist (by slug) are left as they are, so a user's data is never
 * overwritten. Answers what each module's seed wrote, by count.
 */
export async function seedDatabase(manager: EntityManager): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const module of MODULES) if (module.seed) Object.assign(counts, await module.seed(manager));
  return counts;
}
