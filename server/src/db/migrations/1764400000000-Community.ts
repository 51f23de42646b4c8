import type { MigrationInterface, QueryRunner } from 'typeorm';

/** News items, per-visitor views, threaded comments, likes and notifications. */
export class Community1764400000000 implements MigrationInterface {
  name = 'Community1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "news_item" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "slug" varchar(160) NOT NULL UNIQUE,
      "source" varchar(20) NOT NULL CHECK ("source" IN ('NVIDIA', 'AMD', 'Intel', 'X')),
      "title" varchar(300) NOT NULL CHECK (length(trim("title")) > 0),
      "excerpt" varchar(600) NOT NULL DEFAULT '',
      "description" varchar(1000) NOT NULL DEFAULT '',
      "content" text NOT NULL DEFAULT '',
      "tags" text[] NOT NULL DEFAULT '{}',
      "imageUrl" varchar(500),
      "sourceUrl" varchar(1000),
      "guid" varchar(1000) UNIQUE,
      "publishedAt" timestamptz NOT NULL,
      "views" integer NOT NULL DEFAULT 0 CHECK ("views" >= 0),
      "commentCount" integer NOT NULL DEFAULT 0 CHECK ("commentCount" >= 0),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "IDX_news_item_published" ON "news_item" ("publishedAt" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_news_item_source" ON "news_item" ("source", "publishedAt" DESC)`);

    // One row per visitor, item and UTC day: a reload cannot count twice.
    await q.query(`CREATE TABLE "news_view" (
      "newsId" uuid NOT NULL REFERENCES "news_item" ("id") ON DELETE CASCADE,
      "visitor" varchar(64) NOT NULL,
      "day" date NOT NULL,
      PRIMARY KEY ("newsId", "visitor", "day")
    )`);

    // userId is SET NULL when an account goes: the comment stays, anonymised.
    await q.query(`CREATE TABLE "comment" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "newsId" uuid NOT NULL REFERENCES "news_item" ("id") ON DELETE CASCADE,
      "userId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
      "parentId" uuid REFERENCES "comment" ("id") ON DELETE CASCADE,
      "content" varchar(1000) NOT NULL,
      "likes" integer NOT NULL DEFAULT 0 CHECK ("likes" >= 0),
      "dislikes" integer NOT NULL DEFAULT 0 CHECK ("dislikes" >= 0),
      "deletedAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "IDX_comment_news" ON "comment" ("newsId", "createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_comment_parent" ON "comment" ("parentId")`);
    await q.query(`CREATE INDEX "IDX_comment_user" ON "comment" ("userId")`);

    await q.query(`CREATE TABLE "comment_like" (
      "commentId" uuid NOT NULL REFERENCES "comment" ("id") ON DELETE CASCADE,
      "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "isLike" boolean NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("commentId", "userId")
    )`);
    await q.query(`CREATE INDEX "IDX_comment_like_user" ON "comment_like" ("userId")`);

    await q.query(`CREATE TABLE "notification" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "userId" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
      "type" varchar(20) NOT NULL CHECK ("type" IN ('comment_like', 'comment_reply', 'news', 'other')),
      "message" varchar(500) NOT NULL,
      "isRead" boolean NOT NULL DEFAULT false,
      "relatedUserId" uuid REFERENCES "users" ("id") ON DELETE SET NULL,
      "newsId" uuid REFERENCES "news_item" ("id") ON DELETE SET NULL,
      "commentId" uuid REFERENCES "comment" ("id") ON DELETE SET NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "IDX_notification_user" ON "notification" ("userId", "createdAt" DESC, "id" DESC)`);
    await q.query(`CREATE INDEX "IDX_notification_unread" ON "notification" ("userId") WHERE NOT "isRead"`);
    // At most one like notification per comment and liker, however often they toggle.
    await q.query(`CREATE UNIQUE INDEX "UQ_notification_like" ON "notification" ("commentId", "relatedUserId")
      WHERE "type" = 'comment_like'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "notification"`);
    await q.query(`DROP TABLE "comment_like"`);
    await q.query(`DROP TABLE "comment"`);
    await q.query(`DROP TABLE "news_view"`);
    await q.query(`DROP TABLE "news_item"`);
  }
}
