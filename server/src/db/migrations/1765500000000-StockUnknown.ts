import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock and list price only where a source gives them (issue 31, "Nothing invented"). No catalog
 * source ever gave a part's stock: the seed's values were made up and the importers' `true` was the
 * column default. Stock is now unknown (null) unless a retailer feed's offers say it; the seed's
 * made-up list prices go too (the importers never set one).
 */
export class StockUnknown1765500000000 implements MigrationInterface {
  name = 'StockUnknown1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "component" ALTER COLUMN "inStock" DROP DEFAULT, ALTER COLUMN "inStock" DROP NOT NULL`);
    await q.query(`UPDATE "component" SET "inStock" = NULL`);
    await q.query(`UPDATE "component" SET "originalPriceCents" = NULL WHERE 'seed' = ANY("sources")`);
    await q.query(
      `UPDATE "component" c SET "inStock" = o."inStock"
       FROM (SELECT "componentId", bool_or("inStock") AS "inStock" FROM "price_offer"
             WHERE "componentId" IS NOT NULL GROUP BY "componentId") o
       WHERE c."id" = o."componentId" AND o."inStock" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "component" SET "inStock" = true WHERE "inStock" IS NULL`);
    await q.query(
      `ALTER TABLE "component" ALTER COLUMN "inStock" SET NOT NULL, ALTER COLUMN "inStock" SET DEFAULT true`,
    );
  }
}
