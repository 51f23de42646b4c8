import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Pricing1764600000000 implements MigrationInterface {
  name = 'Pricing1764600000000';

  async up(q: QueryRunner): Promise<void> {
    const retailer = `IN ('AMAZON', 'NEWEGG', 'BESTBUY')`;
    // Imported feed offers: one per retailer and product.
    await q.query(`CREATE TABLE "price_offer" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "componentId" uuid REFERENCES "component" ("id") ON DELETE CASCADE,
      "productName" varchar(300) NOT NULL,
      "normName" varchar(300) NOT NULL,
      "retailer" varchar(10) NOT NULL CHECK ("retailer" ${retailer}),
      "priceCents" integer NOT NULL CHECK ("priceCents" > 0),
      "listPriceCents" integer CHECK ("listPriceCents" > 0),
      "inStock" boolean,
      "url" varchar(1000),
      "observedAt" timestamptz NOT NULL,
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_price_offer_retailer_name" UNIQUE ("retailer", "normName")
    )`);
    await q.query(`CREATE INDEX "IDX_price_offer_component" ON "price_offer" ("componentId")`);
    // Live providers' answers, shared by every instance.
    await q.query(`CREATE TABLE "price_cache" (
      "provider" varchar(20) NOT NULL,
      "subject" varchar(300) NOT NULL,
      "offers" jsonb NOT NULL,
      "fetchedAt" timestamptz NOT NULL,
      PRIMARY KEY ("provider", "subject")
    )`);
    // Every observed price; a re-import of the same observation adds nothing.
    await q.query(`CREATE TABLE "price_observation" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "componentId" uuid NOT NULL REFERENCES "component" ("id") ON DELETE CASCADE,
      "retailer" varchar(10) CHECK ("retailer" ${retailer}),
      "priceCents" integer NOT NULL CHECK ("priceCents" > 0),
      "observedAt" timestamptz NOT NULL,
      "source" varchar(30) NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_price_observation" ON "price_observation"
      ("componentId", "observedAt", "source", COALESCE("retailer", ''))`);
    await q.query(`CREATE TABLE "price_alert" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "componentId" uuid NOT NULL REFERENCES "component" ("id") ON DELETE CASCADE,
      "targetPriceCents" integer NOT NULL CHECK ("targetPriceCents" > 0),
      "triggeredAt" timestamptz,
      "triggeredPriceCents" integer,
      "triggeredRetailer" varchar(10) CHECK ("triggeredRetailer" ${retailer}),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "UQ_price_alert_user_component" UNIQUE ("userId", "componentId")
    )`);
    // Armed alerts of a part, checked at each observation.
    await q.query(`CREATE INDEX "IDX_price_alert_armed" ON "price_alert" ("componentId") WHERE "triggeredAt" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "price_alert"`);
    await q.query(`DROP TABLE "price_observation"`);
    await q.query(`DROP TABLE "price_cache"`);
    await q.query(`DROP TABLE "price_offer"`);
  }
}
