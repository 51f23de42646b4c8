import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "build_guide" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" varchar(120) NOT NULL,
      "position" integer NOT NULL DEFAULT 0,
      "title" varchar(200) NOT NULL,
      "description" text NOT NULL,
      "excerpt" text NOT NULL,
      "content" text NOT NULL,
      "tags" text[] NOT NULL DEFAULT '{}',
      "category" varchar(40) NOT NULL,
      "budget" integer NOT NULL CHECK ("budget" >= 0),
      "difficulty" varchar(20) NOT NULL CHECK ("difficulty" IN ('beginner', 'intermediate', 'advanced')),
      "estimatedTime" integer NOT NULL CHECK ("estimatedTime" > 0),
      "views" integer NOT NULL DEFAULT 0,
      "imageUrl" varchar(500),
      "components" jsonb NOT NULL DEFAULT '[]',
      "createdAt" timestamptz DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_build_guide_slug" ON "build_guide" ("slug")`);
    await q.query(`CREATE INDEX "IDX_build_guide_order" ON "build_guide" ("position", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_build_guide_category" ON "build_guide" (lower("category"))`);
    // The express-session store (connect-pg-simple's table).
    await q.query(`CREATE TABLE "session" (
      "sid" varchar NOT NULL PRIMARY KEY,
      "sess" json NOT NULL,
      "expire" timestamp(6) NOT NULL
    )`);
    await q.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "session"`);
    await q.query(`DROP TABLE "build_guide"`);
  }
}
