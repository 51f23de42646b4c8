// From a feed's text to the items we would store: strict XML, then the maintained feed parser
// (@rowanmanning/feed-parser, RSS and Atom), then every field sanitised (sanitize.ts). Pure: no I/O.
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';
import type { NewsSource } from '../news-item.entity';
import { SOURCE_ILLUSTRATIONS, excerptOf } from '../news.rules';
import { feedHtmlToText, feedTextLine, safeLink } from './sanitize';

export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

/** An item ready to insert (its slug is chosen at insert time, against the stored ones). */
export interface IngestDraft {
  guid: string;
  source: NewsSource;
  title: string;
  excerpt: string;
  description: string;
  content: string;
  tags: string[];
  sourceUrl: string | null;
  imageUrl: string;
  imageAlt: string;
  publishedAt: Date;
}

/** Column limits of news_item (the migration). */
const LIMITS = { guid: 1000, title: 300, excerpt: 600, description: 1000, content: 20_000, tag: 40, tags: 8 };

interface FeedItemLike {
  id: string | null;
  url: string | null;
  title: string | null;
  description: string | null;
  content: string | null;
  published: Date | null;
  updated: Date | null;
  categories: { label: string | null; term: string }[];
}

/**
 * The items of an RSS or Atom document. Refuses (FeedParseError) a document that is not well-formed
 * XML, one that declares entities (entity expansion is a denial-of-service vector) and one the parser
 * finds no feed in: a broken feed inserts nothing rather than whatever a lenient parse salvages.
 */
export function parseFeedItems(xml: string): FeedItemLike[] {
  if (/<!ENTITY/i.test(xml)) throw new FeedParseError('the feed declares XML entities, which are not accepted');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new FeedParseError(`the feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  }
  try {
    return parseFeed(xml).items as FeedItemLike[];
  } catch (err) {
    throw new FeedParseError(
      `the document is not an RSS or Atom feed (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

/**
 * The feed's items as drafts for `source`: sanitised text, http(s) links only, a local illustration
 * (never the feed's images), the GUID (or else the link) as the key, a publication time no later than
 * `now`. Items without a title or a key are skipped; a key seen twice in one feed counts once.
 */
export function toDrafts(items: readonly FeedItemLike[], source: NewsSource, now: Date): IngestDraft[] {
  const drafts: IngestDraft[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const link = safeLink(item.url);
    const guid = (item.id?.trim() || link || '').slice(0, LIMITS.guid);
    const title = feedTextLine(item.title ?? '', LIMITS.title);
    if (guid === '' || title === '' || seen.has(guid)) continue;
    seen.add(guid);
    const content = feedHtmlToText(item.content ?? item.description ?? '', LIMITS.content);
    const summary = feedHtmlToText(item.description ?? item.content ?? '', LIMITS.content);
    const published = item.published ?? item.updated;
    const tags = [
      ...new Set(
        item.categories.map((c) => feedTextLine(c.label ?? c.term, LIMITS.tag).toLowerCase()).filter((t) => t !== ''),
      ),
    ].slice(0, LIMITS.tags);
    drafts.push({
      guid,
      source,
      title,
      excerpt: excerptOf(summary, 280),
      description: excerptOf(summary, LIMITS.description),
      content: content === '' ? title : content,
      tags,
      sourceUrl: link,
      ...SOURCE_ILLUSTRATIONS[source],
      publishedAt: published && !isNaN(published.getTime()) && published.getTime() <= now.getTime() ? published : now,
    });
  }
  return drafts;
}
