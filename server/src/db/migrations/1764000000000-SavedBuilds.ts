import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SavedBuilds1764000000000 implements MigrationInterface {
  name = 'SavedBuilds1764000000000';

  async up(q: QueryRunner): Promise<void> {
    // A user's builds are private content: they go with the account (README "Account deletion").
    await q.query(`CREATE TABLE "saved_build" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "ownerId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "title" varchar(100) NOT NULL CHECK (length(trim("title")) > 0),
      "description" varchar(1000),
      "category" varchar(40) NOT NULL,
      "isPublic" boolean NOT NULL DEFAULT false,
      "shareToken" varchar(64) NOT NULL,
      "totalPriceCents" integer NOT NULL CHECK ("totalPriceCents" >= 0),
      "budget" integer CHECK ("budget" > 0),
      "buildType" varchar(40),
      "resolution" varchar(10),
      "useCases" text[] NOT NULL DEFAULT '{}',
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_saved_build_share_token" ON "saved_build" ("shareToken")`);
    // The owner's list, newest change first (keyset pagination on updatedAt, id).
    await q.query(`CREATE INDEX "IDX_saved_build_owner" ON "saved_build" ("ownerId", "updatedAt" DESC, "id" DESC)`);
    // The community gallery: public builds only, newest first, optionally of one tier.
    await q.query(
      `CREATE INDEX "IDX_saved_build_public" ON "saved_build" ("createdAt" DESC, "id" DESC) WHERE "isPublic"`,
    );
    await q.query(
      `CREATE INDEX "IDX_saved_build_public_category" ON "saved_build" ("category", "createdAt" DESC, "id" DESC)
       WHERE "isPublic"`,
    );

    // The parts are a snapshot (name, type, price) with a link to the catalog part while it exists:
    // a catalog re-import may delete a part, and the saved list must not change with it.
    await q.query(`CREATE TABLE "saved_build_component" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "buildId" uuid NOT NULL REFERENCES "saved_build" ("id") ON DELETE CASCADE,
      "position" smallint NOT NULL CHECK ("position" >= 0),
      "type" varchar(20) NOT NULL,
      "name" varchar(200) NOT NULL,
      "priceCents" integer NOT NULL CHECK ("priceCents" >= 0),
      "componentId" uuid REFERENCES "component" ("id") ON DELETE SET NULL,
      CONSTRAINT "UQ_saved_build_component_position" UNIQUE ("buildId", "position")
    )`);
    // Deleting a catalog part finds the saved parts that link to it.
    await q.query(
      `CREATE INDEX "IDX_saved_build_component_component" ON "saved_build_component" ("componentId")
       WHERE "componentId" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "saved_build_component"`);
    await q.query(`DROP TABLE "saved_build"`);
  }
}
