import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The alt text of a news item's local illustration (the contract's NewsItem.imageAlt). */
export class NewsImageAlt1764450000000 implements MigrationInterface {
  name = 'NewsImageAlt1764450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "news_item" ADD COLUMN "imageAlt" varchar(300)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "news_item" DROP COLUMN "imageAlt"`);
  }
}
