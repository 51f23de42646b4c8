import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The seed's X items linked to x.com's home page, which is not their source: they link to none (issue 31). */
export class NoXHomeLink1765300000001 implements MigrationInterface {
  name = 'NoXHomeLink1765300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "news_item" SET "sourceUrl" = NULL WHERE "sourceUrl" IN ('https://x.com/', 'https://x.com')`);
  }

  async down(): Promise<void> {
    // Nothing to restore: the home page link was never the items' source.
  }
}
