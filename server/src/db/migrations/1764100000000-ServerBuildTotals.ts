import { PRICE_TIER_BUDGET_MAX, PRICE_TIER_MID_MAX, priceTierFor, toCents } from '@rigforge/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved builds used to keep the total and tier their caller sent. Both are now the server's (the sum of the stored
 * parts and its docs/requirements.md §4 tier), so the builds saved before are recomputed the same way.
 */
export class ServerBuildTotals1764100000000 implements MigrationInterface {
  name = 'ServerBuildTotals1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "saved_build" b SET "totalPriceCents" = t.total, "category" = CASE
           WHEN t.total <= $1 THEN $3 WHEN t.total <= $2 THEN $4 ELSE $5 END
         FROM (SELECT s."id", COALESCE(sum(c."priceCents"), 0)::int AS total
                 FROM "saved_build" s LEFT JOIN "saved_build_component" c ON c."buildId" = s."id"
                GROUP BY s."id") t
        WHERE b."id" = t."id"`,
      [
        toCents(PRICE_TIER_BUDGET_MAX),
        toCents(PRICE_TIER_MID_MAX),
        priceTierFor(PRICE_TIER_BUDGET_MAX).label,
        priceTierFor(PRICE_TIER_MID_MAX).label,
        priceTierFor(PRICE_TIER_MID_MAX + 1).label,
      ],
    );
  }

  /** The callers' figures are gone: nothing to restore. */
  async down(): Promise<void> {}
}
