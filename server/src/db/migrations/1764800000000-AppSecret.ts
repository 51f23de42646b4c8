import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Secrets the app generates for itself, kept where every instance on this database reads them: the
 * session secret when SESSION_SECRET is unset (lib/session-secret.ts).
 */
export class AppSecret1764800000000 implements MigrationInterface {
  name = 'AppSecret1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "app_secret" (
      "name" varchar(40) PRIMARY KEY,
      "value" text NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "app_secret"`);
  }
}
