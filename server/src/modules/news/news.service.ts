import { NEWS_PAGE, isUuid, type KeysetCursor, type PageArgs } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { NewsViewDrops } from '../../lib/public-writes';
import { paginate, windowOf, type Page } from '../../lib/cursor';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import type { Limiter } from '../../lib/rate-limiter';
import { NewsItem, type NewsSource } from './news-item.entity';
import {
  NEWS_BAD_CURSOR,
  NEWS_NOT_FOUND,
  NEWS_SOURCES,
  NEWS_SOURCE_LABELS,
  decodeNewsCursor,
  encodeNewsCursor,
  utcDay,
  type NewsLimitName,
} from './news.rules';

/**
 * What the news service needs from outside: the time (the view rule's UTC day), the rate limits,
 * and who to tell when a view was counted (this process's caches, every process through the bus).
 */
export interface NewsDeps {
  clock: Clock;
  limiter: Limiter<NewsLimitName>;
  events: Pick<EventBus, 'publish'>;
  newsViews?: Pick<NewsViewDrops, 'counted'>;
}

export interface NewsListArgs extends PageArgs {
  source?: NewsSource | null;
}

/** The list's order: newest first, then by id. */
const ORDER: SqlOrder = { row: '(n."publishedAt", n."id")', dir: 'DESC' };

/** A news cursor as the SQL of its row value, its parameters added to `params` (positional). */
const cursorValues =
  (params: unknown[]): CursorValues<KeysetCursor<string>> =>
  (cursor) => {
    params.push(cursor.value, cursor.id);
    return `($${params.length - 1}::timestamptz, $${params.length}::uuid)`;
  };

export interface NewsStats {
  totalViews: number;
  totalComments: number;
  latestUpdate: Date | null;
  sources: { source: NewsSource; sourceLabel: string; count: number }[];
}

/**
 * The columns of a news item as the raw queries select them; times as epoch milliseconds (exact,
 * and cheaper to turn into Dates than PostgreSQL's text form).
 */
const ITEM_COLUMNS = `n."id", n."slug", n."source", n."title", n."excerpt", n."description", n."content", n."tags",
  n."imageUrl", n."imageAlt", n."sourceUrl", n."guid", n."views", n."commentCount",
  (extract(epoch FROM n."publishedAt") * 1000)::float8 AS "publishedAt",
  (extract(epoch FROM n."createdAt") * 1000)::float8 AS "createdAt",
  (extract(epoch FROM n."updatedAt") * 1000)::float8 AS "updatedAt"`;

type ItemRow = Omit<NewsItem, 'publishedAt' | 'createdAt' | 'updatedAt'> & {
  publishedAt: number;
  createdAt: number;
  updatedAt: number;
};

function toItem(row: ItemRow): NewsItem {
  return Object.assign(new NewsItem(), {
    id: row.id,
    slug: row.slug,
    source: row.source,
    title: row.title,
    excerpt: row.excerpt,
    description: row.description,
    content: row.content,
    tags: row.tags,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    sourceUrl: row.sourceUrl,
    guid: row.guid,
    views: row.views,
    commentCount: row.commentCount,
    publishedAt: new Date(row.publishedAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  });
}

/** News items: the list (newest first), one item, the page's stats, and the per-visitor view count. */
export class NewsService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: NewsDeps,
  ) {}

  /**
   * One page of news, newest first (publishedAt, then id), forward or backward, optionally of one
   * source (newsPage of @rigforge/common is the same list in memory). One SQL statement whatever
   * the counts: the total (and whether items lie beyond the page's cursor) is counted beside the
   * page (a LEFT JOIN LATERAL, so an empty page still answers its total). A cursor from another
   * list is refused as bad input.
   */
  async list({ source = null, ...paging }: NewsListArgs): Promise<Page<NewsItem>> {
    const window = windowOf(paging, NEWS_PAGE, decodeNewsCursor, NEWS_BAD_CURSOR);
    const params: unknown[] = [source, window.size + 1];
    const keyset = betweenConditions(window, ORDER, cursorValues(params)).map((c) => `AND ${c}`);
    const beyond = beyondCondition(window, ORDER, cursorValues(params)) ?? 'false';
    const dir = readDirection(ORDER, window);
    const rows: (ItemRow & { total: number; beyond: boolean })[] = await this.manager.query(
      `SELECT t."total", t."beyond", p.*
         FROM (SELECT count(*)::int AS "total", coalesce(bool_or(${beyond}), false) AS "beyond"
                 FROM "news_item" n WHERE $1::varchar IS NULL OR n."source" = $1) t
         LEFT JOIN LATERAL (
           SELECT ${ITEM_COLUMNS} FROM "news_item" n
            WHERE ($1::varchar IS NULL OR n."source" = $1) ${keyset.join(' ')}
            ORDER BY n."publishedAt" ${dir}, n."id" ${dir}
            LIMIT $2
         ) p ON true`,
      params,
    );
    const items = rows.filter((r) => r.id !== null).map(toItem);
    return paginate(items, window, rows[0]?.total ?? 0, encodeNewsCursor, { beyond: rows[0]?.beyond ?? false });
  }

  /** Every item of a source (or all), newest first, up to `limit`: GET /api/news. */
  async all(source: NewsSource | null, limit: number): Promise<NewsItem[]> {
    return (await this.list({ source, first: limit })).nodes;
  }

  /**
   * One item by id or slug (exactly one of them: the edge's NewsItemArgs); null when there is none. A
   * malformed id finds nothing.
   */
  async byIdOrSlug(id: string | null | undefined, slug: string | null | undefined): Promise<NewsItem | null> {
    if (id != null && !isUuid(id)) return null;
    const rows: ItemRow[] = await this.manager.query(
      `SELECT ${ITEM_COLUMNS} FROM "news_item" n WHERE ${id != null ? 'n."id" = $1::uuid' : 'n."slug" = $1'}`,
      [id ?? slug],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  /** Totals and per-source counts (every source, zero included), in one statement. */
  async stats(): Promise<NewsStats> {
    const rows: { source: NewsSource; count: number; views: string; comments: string; latest: number | null }[] =
      await this.manager.query(
        `SELECT "source", count(*)::int AS "count", sum("views")::bigint AS "views",
                sum("commentCount")::bigint AS "comments",
                (extract(epoch FROM max("publishedAt")) * 1000)::float8 AS "latest"
           FROM "news_item" GROUP BY "source"`,
      );
    const bySource = new Map(rows.map((r) => [r.source, r]));
    const latest = rows.reduce<number | null>(
      (max, r) => (r.latest !== null && (max === null || r.latest > max) ? r.latest : max),
      null,
    );
    return {
      totalViews: rows.reduce((sum, r) => sum + Number(r.views), 0),
      totalComments: rows.reduce((sum, r) => sum + Number(r.comments), 0),
      latestUpdate: latest === null ? null : new Date(latest),
      sources: NEWS_SOURCES.map((source) => ({
        source,
        sourceLabel: NEWS_SOURCE_LABELS[source],
        count: bySource.get(source)?.count ?? 0,
      })),
    };
  }

  /**
   * Records a view by `visitor` (news.rules visitorKey) and returns the item with its current count.
   * At most one view per visitor, item and UTC day: one statement inserts the news_view row (ON
   * CONFLICT DO NOTHING) and adds 1 to the item's views only when that row was inserted, so reloads
   * and concurrent requests of one visitor count once, and concurrent visitors each count exactly
   * once (the UPDATE takes the row lock). NOT_FOUND for an unknown or malformed id; RATE_LIMITED
   * past newsViewPerIp from one address. A counted view drops the guests' kept pages and answers that
   * show counts (NewsDeps), so no visitor is shown a lower count than the one this answers.
   */
  async recordView(newsId: string, visitor: string, ip: string): Promise<NewsItem> {
    if (!isUuid(newsId)) throw notFound(NEWS_NOT_FOUND);
    await this.deps.limiter.consume([['newsViewPerIp', ip]]);
    const day = utcDay(this.deps.clock.now());
    const rows: (ItemRow & { counted: boolean })[] = await this.manager.query(
      `WITH seen AS (
         INSERT INTO "news_view" ("newsId", "visitor", "day")
         SELECT "id", $2, $3::date FROM "news_item" WHERE "id" = $1::uuid
         ON CONFLICT DO NOTHING
         RETURNING "newsId"
       ), counted AS (
         UPDATE "news_item" n SET "views" = n."views" + 1
          WHERE n."id" IN (SELECT "newsId" FROM seen)
         RETURNING ${ITEM_COLUMNS}
       )
       SELECT *, true AS "counted" FROM counted
       UNION ALL
       SELECT ${ITEM_COLUMNS}, false AS "counted" FROM "news_item" n
        WHERE n."id" = $1::uuid AND NOT EXISTS (SELECT 1 FROM counted)`,
      [newsId, visitor, day],
    );
    if (!rows[0]) throw notFound(NEWS_NOT_FOUND);
    if (rows[0].counted) {
      this.deps.newsViews?.counted();
      this.deps.events.publish({ kind: 'news-views' });
    }
    return toItem(rows[0]);
  }
}
