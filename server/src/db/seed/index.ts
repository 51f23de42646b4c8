import { cents } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { Article } from '../../modules/articles/article.entity';
import { BuildGuide, Difficulty } from '../../modules/guides/guide.entity';
import { NewsItem } from '../../modules/news/news-item.entity';
import { seedArticles } from './articles.data';
import { seedCatalog } from './catalog';
import { seedGuides } from './guides.data';
import { NEWSROOMS, seedNews } from './news.data';

/**
 * Loads the hand-curated seed content. Idempotent: rows that already exist (by slug) are left
 * as they are, so a user's data is never overwritten.
 */
export async function seedDatabase(manager: EntityManager): Promise<{
  guidesInserted: number;
  newsInserted: number;
  articlesInserted: number;
  partsInserted: number;
  partsUpdated: number;
}> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(BuildGuide)
    .values(
      seedGuides.map((g) => ({
        ...g,
        budgetCents: cents(g.budgetCents),
        components: g.components.map((part) => ({ ...part, priceCents: cents(part.priceCents) })),
        difficulty: Difficulty[g.difficulty],
        createdAt: new Date(g.createdAt),
      })),
    )
    .orIgnore()
    .execute();
  const news = await seedNewsItems(manager);
  const articles = await manager
    .createQueryBuilder()
    .insert()
    .into(Article)
    .values(
      seedArticles.map((a) => ({
        ...a,
        publishedAt: new Date(a.publishedAt),
        updatedAt: new Date(a.updatedAt ?? a.publishedAt),
      })),
    )
    .orIgnore()
    .execute();
  const catalog = await seedCatalog(manager);
  return {
    guidesInserted: result.identifiers.filter(Boolean).length,
    newsInserted: news,
    articlesInserted: articles.identifiers.filter(Boolean).length,
    partsInserted: catalog.inserted,
    partsUpdated: catalog.updated,
  };
}

/** Our own news items (by slug: an item already there, edited or not, is left alone); how many were inserted. */
export async function seedNewsItems(manager: EntityManager): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .insert()
    .into(NewsItem)
    .values(
      seedNews.map((n) => ({
        ...n,
        sourceUrl: NEWSROOMS[n.source],
        guid: null,
        publishedAt: new Date(n.publishedAt),
        createdAt: new Date(n.publishedAt),
      })),
    )
    .orIgnore()
    .execute();
  return result.identifiers.filter(Boolean).length;
}
