import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Guide views counted like news views (issue 31): one row per visitor, guide and UTC day. The seed's
 * view counts were made up (no view had ever been recorded), so every guide starts again from zero.
 */
export class GuideViews1765300000000 implements MigrationInterface {
  name = 'GuideViews1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "guide_view" (
      "guideId" uuid NOT NULL REFERENCES "build_guide" ("id") ON DELETE CASCADE,
      "visitor" varchar(64) NOT NULL,
      "day" date NOT NULL,
      PRIMARY KEY ("guideId", "visitor", "day")
    )`);
    await q.query(`UPDATE "build_guide" SET "views" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "guide_view"`);
  }
}
