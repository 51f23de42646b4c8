import type { EntityManager } from 'typeorm';
import { NEWSROOMS, seedNews } from '../../db/seed/news.data';
import { NewsItem } from './news-item.entity';

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
