import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's theme was last chosen (null: never, the default dark). At sign-in the theme a
 * visitor picked on the device since then wins over the account's, and is saved to it (issue 32).
 */
export class ThemeUpdatedAt1765000000000 implements MigrationInterface {
  name = 'ThemeUpdatedAt1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" ADD "themeUpdatedAt" timestamptz NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "users" DROP COLUMN "themeUpdatedAt"`);
  }
}
