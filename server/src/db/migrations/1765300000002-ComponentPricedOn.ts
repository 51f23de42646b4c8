import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The day an imported catalog price is from (the dataset snapshot's), shown beside it (issue 31). */
export class ComponentPricedOn1765300000002 implements MigrationInterface {
  name = 'ComponentPricedOn1765300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" ADD "pricedOn" date NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" DROP COLUMN "pricedOn"`);
  }
}
