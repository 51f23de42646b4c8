import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Sort keys of the component list; each is indexed with and without the type in front. */
const SORT_KEYS: Record<string, string> = {
  price_asc: `coalesce("priceCents", 2147483647)`,
  price_desc: `coalesce("priceCents", -1)`,
  rating: `coalesce("rating", -1)`,
  value: `coalesce("valueScore", -1)`,
  name: `lower("name")`,
};

export class Catalog1763900000000 implements MigrationInterface {
  name = 'Catalog1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE TABLE "component" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" varchar(140) NOT NULL,
      "type" varchar(20) NOT NULL
        CHECK ("type" IN ('CPU', 'GPU', 'RAM', 'Storage', 'Motherboard', 'PSU', 'Case', 'Cooler')),
      "name" varchar(300) NOT NULL,
      "normName" varchar(300) NOT NULL,
      "brand" varchar(80) NOT NULL,
      "priceCents" integer CHECK ("priceCents" >= 0),
      "originalPriceCents" integer CHECK ("originalPriceCents" >= 0),
      "rating" numeric(2,1) CHECK ("rating" BETWEEN 0 AND 5),
      "reviewCount" integer NOT NULL DEFAULT 0 CHECK ("reviewCount" >= 0),
      "inStock" boolean NOT NULL DEFAULT true,
      "imageUrl" varchar(500),
      "specs" jsonb NOT NULL DEFAULT '{}',
      "socket" varchar(20),
      "memoryType" varchar(10),
      "memoryTypes" text[],
      "memorySpeed" integer,
      "moduleCount" integer,
      "moduleSizeGb" integer,
      "memorySlots" integer,
      "maxMemoryGb" integer,
      "formFactor" varchar(40),
      "supportedFormFactors" text[],
      "psuFormFactors" text[],
      "gpuLengthMm" integer,
      "slotWidth" numeric(3,1),
      "maxGpuLengthMm" integer,
      "maxCoolerHeightMm" integer,
      "maxRadiatorMm" integer,
      "coolerHeightMm" integer,
      "radiatorMm" integer,
      "coolerSockets" text[],
      "coolerType" varchar(10),
      "tdpW" integer,
      "psuWattage" integer,
      "psuEfficiency" varchar(20),
      "m2Slots" integer,
      "sataPorts" integer,
      "capacityGb" integer,
      "storageInterface" varchar(10),
      "integratedGraphics" boolean,
      "vramGb" integer,
      "cores" integer,
      "chipset" varchar(80),
      "cpuSingle" numeric(6,1),
      "cpuMulti" numeric(6,1),
      "gpu1080" numeric(6,1),
      "gpu1440" numeric(6,1),
      "gpu4k" numeric(6,1),
      "valueScore" numeric(12,1),
      "amazonAsin" varchar(20),
      "neweggItem" varchar(40),
      "bestBuySku" varchar(20),
      "partNumbers" text[] NOT NULL DEFAULT '{}',
      "releaseYear" smallint,
      "sources" text[] NOT NULL,
      "sourceId" varchar(100) NOT NULL,
      "specsComplete" boolean NOT NULL,
      "searchText" text NOT NULL,
      "contentHash" varchar(64) NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_component_slug" ON "component" ("slug")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_component_type_norm_name" ON "component" ("type", "normName")`);
    for (const [key, expr] of Object.entries(SORT_KEYS)) {
      await q.query(`CREATE INDEX "IDX_component_${key}" ON "component" (${expr}, "id")`);
      await q.query(`CREATE INDEX "IDX_component_type_${key}" ON "component" ("type", ${expr}, "id")`);
    }
    await q.query(`CREATE INDEX "IDX_component_type_brand" ON "component" ("type", lower("brand"))`);
    await q.query(`CREATE INDEX "IDX_component_brand" ON "component" (lower("brand"))`);
    for (const column of ['socket', 'memoryType', 'formFactor', 'storageInterface', 'coolerType']) {
      await q.query(
        `CREATE INDEX "IDX_component_${column}" ON "component" ("type", "${column}") WHERE "${column}" IS NOT NULL`,
      );
    }
    for (const column of ['vramGb', 'psuWattage', 'capacityGb', 'memorySpeed']) {
      await q.query(
        `CREATE INDEX "IDX_component_${column}" ON "component" ("type", "${column}") WHERE "${column}" IS NOT NULL`,
      );
    }
    await q.query(`CREATE INDEX "IDX_component_cooler_sockets" ON "component" USING gin ("coolerSockets")`);
    await q.query(`CREATE INDEX "IDX_component_case_form_factors" ON "component" USING gin ("supportedFormFactors")`);
    await q.query(`CREATE INDEX "IDX_component_search_trgm" ON "component" USING gin ("searchText" gin_trgm_ops)`);
    // Byte-order ("C") indexes serve both LIKE 'text%' and the A-to-Z order of the suggestions,
    // whatever the database's own collation.
    await q.query(`CREATE INDEX "IDX_component_name_prefix" ON "component" ((lower("name") COLLATE "C"))`);
    await q.query(`CREATE INDEX "IDX_component_name_trgm" ON "component" USING gin (lower("name") gin_trgm_ops)`);
    await q.query(
      `CREATE INDEX "IDX_component_brand_prefix" ON "component" ((lower("brand") COLLATE "C"), (lower("name") COLLATE "C"))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "component"`);
  }
}
