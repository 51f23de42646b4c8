import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A part's review count is null when no source gives one: the 0 every part used to show read as "nobody reviewed
 * this" next to a rating that is the editors' own.
 */
export class ReviewCountUnknown1764200000000 implements MigrationInterface {
  name = 'ReviewCountUnknown1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" ALTER COLUMN "reviewCount" DROP NOT NULL`);
    await q.query(`ALTER TABLE "component" ALTER COLUMN "reviewCount" DROP DEFAULT`);
    await q.query(`UPDATE "component" SET "reviewCount" = NULL WHERE "reviewCount" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "component" SET "reviewCount" = 0 WHERE "reviewCount" IS NULL`);
    await q.query(`ALTER TABLE "component" ALTER COLUMN "reviewCount" SET DEFAULT 0`);
    await q.query(`ALTER TABLE "component" ALTER COLUMN "reviewCount" SET NOT NULL`);
  }
}
