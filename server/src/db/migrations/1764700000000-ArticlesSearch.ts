import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The weighted document of a searchable row: title (A) > tags (B) > excerpt and description (C) >
 * content (D), stemmed ('english'). Title, tags and excerpt/description are added once more
 * unstemmed ('simple', same weights), so that a prefix of a word as typed finds it even where the
 * stem differs ("timin" → "timings", whose stem is "time"). `rigforge_tags_text` exists because
 * array_to_string is only STABLE, and a generated column's expression must be IMMUTABLE (joining
 * text with a space is).
 */
const searchDocument = () => {
  const fields: [string, string][] = [
    [`coalesce("title", '')`, 'A'],
    [`rigforge_tags_text("tags")`, 'B'],
    [`coalesce("excerpt", '') || ' ' || coalesce("description", '')`, 'C'],
  ];
  return [
    ...fields.map(([text, weight]) => `setweight(to_tsvector('english', ${text}), '${weight}')`),
    `setweight(to_tsvector('english', coalesce("content", '')), 'D')`,
    ...fields.map(([text, weight]) => `setweight(to_tsvector('simple', ${text}), '${weight}')`),
  ].join(' || ');
};

const SEARCHABLE = ['article', 'news_item', 'build_guide'] as const;

/** Articles, and the full-text search vectors (stored generated columns with GIN indexes) of the combined search. */
export class ArticlesSearch1764700000000 implements MigrationInterface {
  name = 'ArticlesSearch1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION rigforge_tags_text(tags text[]) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
      AS $$ SELECT array_to_string(tags, ' ') $$`);

    await q.query(`CREATE TABLE "article" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" varchar(120) NOT NULL UNIQUE CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      "category" varchar(40) NOT NULL CHECK (length(trim("category")) > 0),
      "title" varchar(200) NOT NULL CHECK (length(trim("title")) > 0),
      "description" varchar(600) NOT NULL DEFAULT '',
      "excerpt" varchar(600) NOT NULL DEFAULT '',
      "content" text NOT NULL DEFAULT '',
      "tags" text[] NOT NULL DEFAULT '{}',
      "author" varchar(80) NOT NULL DEFAULT 'RigForge Team',
      "publishedAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "IDX_article_category" ON "article" (lower("category"), "publishedAt" DESC)`);

    for (const table of SEARCHABLE) {
      await q.query(`ALTER TABLE "${table}" ADD COLUMN "searchVector" tsvector
        GENERATED ALWAYS AS (${searchDocument()}) STORED`);
      await q.query(`CREATE INDEX "IDX_${table}_search" ON "${table}" USING gin ("searchVector")`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of SEARCHABLE) {
      if (table === 'article') continue;
      await q.query(`DROP INDEX "IDX_${table}_search"`);
      await q.query(`ALTER TABLE "${table}" DROP COLUMN "searchVector"`);
    }
    await q.query(`DROP TABLE "article"`);
    await q.query(`DROP FUNCTION rigforge_tags_text(text[])`);
  }
}
