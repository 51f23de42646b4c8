import { CENTS_PER_DOLLAR } from '@rigforge/common';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money is integer cents in every table (docs/ARCHITECTURE.md). Two places still held whole dollars:
 * a saved build's `budget` and a build guide's `budget` and the `price` of each part in its jsonb
 * `components`. They become `budgetCents` and `priceCents`, converted in place; `down` restores the
 * whole dollars (rounded to the nearest dollar: a budget saved in cents may not be a whole dollar).
 * The scale is a parameter so that the one conversion factor stays that of @rigforge/common's money.ts.
 */
export class MoneyInCents1765100000000 implements MigrationInterface {
  name = 'MoneyInCents1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "saved_build" RENAME COLUMN "budget" TO "budgetCents"`);
    await q.query(`UPDATE "saved_build" SET "budgetCents" = "budgetCents" * $1 WHERE "budgetCents" IS NOT NULL`, [
      CENTS_PER_DOLLAR,
    ]);
    await q.query(`ALTER TABLE "build_guide" RENAME COLUMN "budget" TO "budgetCents"`);
    await q.query(`UPDATE "build_guide" SET "budgetCents" = "budgetCents" * $1`, [CENTS_PER_DOLLAR]);
    await q.query(
      `UPDATE "build_guide" g SET "components" = (
         SELECT COALESCE(jsonb_agg(
                  CASE WHEN jsonb_typeof(e -> 'price') = 'number'
                       THEN (e - 'price') || jsonb_build_object('priceCents', round((e ->> 'price')::numeric * $1)::int)
                       ELSE e END
                  ORDER BY n), '[]'::jsonb)
           FROM jsonb_array_elements(g."components") WITH ORDINALITY AS t(e, n))`,
      [CENTS_PER_DOLLAR],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "build_guide" g SET "components" = (
         SELECT COALESCE(jsonb_agg(
                  CASE WHEN jsonb_typeof(e -> 'priceCents') = 'number'
                       THEN (e - 'priceCents') || jsonb_build_object('price', round((e ->> 'priceCents')::numeric / $1)::int)
                       ELSE e END
                  ORDER BY n), '[]'::jsonb)
           FROM jsonb_array_elements(g."components") WITH ORDINALITY AS t(e, n))`,
      [CENTS_PER_DOLLAR],
    );
    await q.query(`UPDATE "build_guide" SET "budgetCents" = round("budgetCents"::numeric / $1)`, [CENTS_PER_DOLLAR]);
    await q.query(`ALTER TABLE "build_guide" RENAME COLUMN "budgetCents" TO "budget"`);
    await q.query(
      `UPDATE "saved_build" SET "budgetCents" = round("budgetCents"::numeric / $1) WHERE "budgetCents" IS NOT NULL`,
      [CENTS_PER_DOLLAR],
    );
    await q.query(`ALTER TABLE "saved_build" RENAME COLUMN "budgetCents" TO "budget"`);
  }
}
