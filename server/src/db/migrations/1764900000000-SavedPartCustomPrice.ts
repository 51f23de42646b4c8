import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a saved part's price is one its owner typed: a part that is in the catalog is saved with
 * the catalog's price, so only a part that is not (or one the catalog holds no price for) keeps the
 * owner's figure, and the build page says so. Parts saved before this, without a catalog link, were
 * typed or came from a part that has left the catalog: they are marked custom, as nobody can tell.
 */
export class SavedPartCustomPrice1764900000000 implements MigrationInterface {
  name = 'SavedPartCustomPrice1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "saved_build_component" ADD "customPrice" boolean NOT NULL DEFAULT false`);
    await q.query(`UPDATE "saved_build_component" SET "customPrice" = true WHERE "componentId" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "saved_build_component" DROP COLUMN "customPrice"`);
  }
}
