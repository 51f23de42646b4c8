import type { EntityManager } from 'typeorm';
import { seedArticles } from '../../db/seed/articles.data';
import { Article } from './article.entity';

/** The articles (by slug); how many were inserted. */
export async function seedArticleRows(manager: EntityManager): Promise<{ articlesInserted: number }> {
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
  return { articlesInserted: articles.identifiers.filter(Boolean).length };
}
