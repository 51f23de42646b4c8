import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A CPU's gaming index from game benchmarks, beside its Cinebench-like indices (issue 29). Rows
 * get it when the seed or an import next writes them (the row's content hash changes).
 */
export class CpuGamingIndex1765400000000 implements MigrationInterface {
  name = 'CpuGamingIndex1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" ADD "cpuGaming" numeric(6,1) NULL`);
    await q.query(`ALTER TABLE "component" ADD "cpuGamingEstimated" boolean NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" DROP COLUMN "cpuGamingEstimated"`);
    await q.query(`ALTER TABLE "component" DROP COLUMN "cpuGaming"`);
  }
}
