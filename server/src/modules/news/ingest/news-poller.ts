// Feed ingestion: fetch every configured feed, keep the items not seen before (by GUID or link), store
// them with unique slugs, then hand them to the injected onNewItems hook. One poll at a time across
// every instance sharing the database (a PostgreSQL advisory lock) and within this process.
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../lib/logger';
import type { NewsItem, NewsSource } from '../news-item.entity';
import { slugify, uniqueSlug } from '../news.rules';
import { fetchFeed, type FeedFetchLimits } from './feed-fetch';
import { parseFeedItems, toDrafts, type IngestDraft } from './feed-items';

export interface NewsFeed {
  source: NewsSource;
  url: string;
}

/** Called with the items a poll inserted (the notifications module sends `news` notifications). */
export type OnNewItems = (items: NewsItem[]) => Promise<void> | void;

export interface NewsPollerDeps {
  dataSource: DataSource;
  feeds: readonly NewsFeed[];
  limits: FeedFetchLimits;
  clock: Clock;
  logger: Logger;
  /** Default: a log line (docs/news.md: the notifications module wires its own at composition). */
  onNewItems?: OnNewItems;
}

export interface FeedReport {
  source: NewsSource;
  url: string;
  ok: boolean;
  /** Items the feed held (after dropping those without a title or key). */
  found: number;
  inserted: number;
  error?: string;
}

export interface PollResult {
  /** false when another instance (or an earlier poll in this process) was polling: nothing was done. */
  ran: boolean;
  feeds: FeedReport[];
  inserted: NewsItem[];
}

/** The advisory lock's key: one number for "the news poll" in every instance. */
export const NEWS_POLL_LOCK_KEY = 0x52_46_4e_50; // 'RFNP'

/** Polls in this process: the embedded database is one session, where advisory locks are re-entrant. */
let pollingHere = false;

const ITEM_RETURNING = `"id", "slug", "source", "title", "excerpt", "description", "content", "tags", "imageUrl",
  "imageAlt", "sourceUrl", "guid", "publishedAt", "views", "commentCount", "createdAt", "updatedAt"`;

export class NewsPoller {
  constructor(private readonly deps: NewsPollerDeps) {}

  /**
   * One poll. Takes the advisory lock on a connection of its own (held for the whole poll, released
   * at the end, and by PostgreSQL if the process dies); when another instance holds it, answers
   * `ran: false` at once. A failing feed (unreachable, slow, huge, malformed) is reported and the others
   * go on; nothing of a failed feed is stored.
   */
  async poll(): Promise<PollResult> {
    if (pollingHere) return { ran: false, feeds: [], inserted: [] };
    pollingHere = true;
    const runner = this.deps.dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1) AS "locked"`, [
        NEWS_POLL_LOCK_KEY,
      ])) as { locked: boolean }[];
      if (!locked) {
        this.deps.logger.info('news poll skipped: another instance is polling');
        return { ran: false, feeds: [], inserted: [] };
      }
      try {
        return await this.pollLocked(runner.manager);
      } finally {
        // A lost connection has released the lock already; its error must not hide the poll's.
        await runner
          .query(`SELECT pg_advisory_unlock($1)`, [NEWS_POLL_LOCK_KEY])
          .catch((err: unknown) => this.deps.logger.warn({ err }, 'could not release the news poll lock'));
      }
    } finally {
      await runner.release();
      pollingHere = false;
    }
  }

  private async pollLocked(manager: EntityManager): Promise<PollResult> {
    const reports: FeedReport[] = [];
    const inserted: NewsItem[] = [];
    for (const feed of this.deps.feeds) {
      const report: FeedReport = { source: feed.source, url: feed.url, ok: false, found: 0, inserted: 0 };
      reports.push(report);
      try {
        const xml = await fetchFeed(feed.url, this.deps.limits);
        const drafts = toDrafts(parseFeedItems(xml), feed.source, this.deps.clock.now());
        report.found = drafts.length;
        const stored = await this.insertNew(manager, drafts);
        report.inserted = stored.length;
        report.ok = true;
        inserted.push(...stored);
      } catch (err) {
        report.error = err instanceof Error ? err.message : String(err);
        this.deps.logger.warn({ feed: feed.url, source: feed.source, error: report.error }, 'news feed failed');
      }
    }
    this.deps.logger.info(
      { feeds: reports.length, failed: reports.filter((r) => !r.ok).length, inserted: inserted.length },
      'news poll done',
    );
    if (inserted.length > 0) await this.announce(inserted);
    return { ran: true, feeds: reports, inserted };
  }

  /**
   * Stores the drafts not seen before: none whose GUID or link is already stored. Slugs come from
   * the titles, made unique against the stored ones. One transaction per feed; the guid column's
   * unique index is the final word (ON CONFLICT DO NOTHING).
   */
  private insertNew(manager: EntityManager, drafts: IngestDraft[]): Promise<NewsItem[]> {
    if (drafts.length === 0) return Promise.resolve([]);
    return manager.transaction(async (tx) => {
      const known: { guid: string | null; sourceUrl: string | null }[] = await tx.query(
        `SELECT "guid", "sourceUrl" FROM "news_item" WHERE "guid" = ANY($1::varchar[]) OR "sourceUrl" = ANY($2::varchar[])`,
        [drafts.map((d) => d.guid), drafts.flatMap((d) => (d.sourceUrl ? [d.sourceUrl] : []))],
      );
      const knownKeys = new Set(known.flatMap((k) => [k.guid, k.sourceUrl]).filter((k): k is string => k !== null));
      const fresh = drafts.filter((d) => !knownKeys.has(d.guid) && !(d.sourceUrl && knownKeys.has(d.sourceUrl)));
      if (fresh.length === 0) return [];
      const withSlugs = await this.assignSlugs(tx, fresh);
      const rows: NewsItem[] = await tx.query(
        `INSERT INTO "news_item" ("slug", "source", "title", "excerpt", "description", "content", "tags", "imageUrl",
           "imageAlt", "sourceUrl", "guid", "publishedAt")
         SELECT t."slug", t."source", t."title", t."excerpt", t."description", t."content",
                ARRAY(SELECT jsonb_array_elements_text(t."tagsJson"::jsonb)), t."imageUrl", t."imageAlt",
                t."sourceUrl", t."guid", t."publishedAt"
           FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[], $6::text[],
                       $7::text[], $8::varchar[], $9::varchar[], $10::varchar[], $11::varchar[], $12::timestamptz[])
             AS t("slug", "source", "title", "excerpt", "description", "content", "tagsJson", "imageUrl", "imageAlt",
                  "sourceUrl", "guid", "publishedAt")
         ON CONFLICT ("guid") DO NOTHING
         RETURNING ${ITEM_RETURNING}`,
        [
          withSlugs.map((d) => d.slug),
          withSlugs.map((d) => d.source),
          withSlugs.map((d) => d.title),
          withSlugs.map((d) => d.excerpt),
          withSlugs.map((d) => d.description),
          withSlugs.map((d) => d.content),
          withSlugs.map((d) => JSON.stringify(d.tags)),
          withSlugs.map((d) => d.imageUrl),
          withSlugs.map((d) => d.imageAlt),
          withSlugs.map((d) => d.sourceUrl),
          withSlugs.map((d) => d.guid),
          withSlugs.map((d) => d.publishedAt.toISOString()),
        ],
      );
      return rows;
    });
  }

  /** Each draft's slug: its title's, or with a number added, unique among the stored slugs and the batch. */
  private async assignSlugs(tx: EntityManager, drafts: IngestDraft[]): Promise<(IngestDraft & { slug: string })[]> {
    const bases = [...new Set(drafts.map((d) => slugify(d.title, 152)))];
    const taken: { slug: string }[] = await tx.query(
      `SELECT "slug" FROM "news_item" WHERE "slug" = ANY($1::varchar[]) OR "slug" LIKE ANY($2::varchar[])`,
      [bases, bases.map((b) => `${b.replace(/[%_\\]/g, '\\$&')}-%`)],
    );
    const used = new Set(taken.map((t) => t.slug));
    return drafts.map((d) => {
      const slug = uniqueSlug(d.title, used);
      used.add(slug);
      return { ...d, slug };
    });
  }

  private async announce(items: NewsItem[]): Promise<void> {
    try {
      if (this.deps.onNewItems) await this.deps.onNewItems(items);
      else this.deps.logger.info({ count: items.length }, 'new news items stored (no onNewItems hook wired)');
    } catch (err) {
      this.deps.logger.error({ err, count: items.length }, 'the onNewItems hook failed');
    }
  }
}

/**
 * Polls every `intervalMinutes` in this process (off when 0 or with no feeds); the returned stop()
 * clears the timer. A poll still running when the next is due is not doubled (the lock says no).
 */
export function scheduleNewsPolls(poller: NewsPoller, intervalMinutes: number, logger: Logger): () => void {
  if (intervalMinutes <= 0) return () => undefined;
  const run = () => {
    poller.poll().catch((err: unknown) => logger.error({ err }, 'scheduled news poll failed'));
  };
  const timer = setInterval(run, intervalMinutes * 60_000);
  timer.unref();
  // The first poll soon after start, not a whole interval later.
  const first = setTimeout(run, Math.min(30_000, intervalMinutes * 60_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
