import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The part-by-part builder's marks on a saved part (issue 30 item 7): locked (kept by "Complete my
 * build") and owned (the user has it: saved at $0). Existing parts are neither.
 */
export class BuilderPartMarks1765600000000 implements MigrationInterface {
  name = 'BuilderPartMarks1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "saved_build_component" ADD COLUMN "locked" boolean NOT NULL DEFAULT false,
                                           ADD COLUMN "owned" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "saved_build_component" DROP COLUMN "owned", DROP COLUMN "locked"`);
  }
}
