// The news module's pure rules: sources and their labels, the list's cursor, the view rule's day and
// visitor key, slugs and excerpts for ingested items. No I/O here; each rule has unit tests.
import type { LimitTable } from '../../lib/rate-limiter';
import crypto from 'node:crypto';
import { NEWS_SOURCES, type NewsSource } from '@rigforge/common';

// The list's semantics (sources and labels, page sizes, the newest-first cursor) are shared with the
// static deployment: @rigforge/common (common/src/lists/content.ts).
export {
  NEWS_BAD_CURSOR,
  NEWS_PAGE,
  NEWS_SOURCES,
  NEWS_SOURCE_LABELS,
  decodeNewsCursor,
  encodeNewsCursor,
  type NewsSource,
} from '@rigforge/common';

export const NEWS_NOT_FOUND = 'News item not found.';

/**
 * A source as people type it (a REST query, a feed's config): any case, 'INTEL' or 'Intel'.
 * null when it names none of the four.
 */
export function parseNewsSource(text: string): NewsSource | null {
  const wanted = text.trim().toLowerCase();
  return NEWS_SOURCES.find((s) => s.toLowerCase() === wanted) ?? null;
}

/** The UTC calendar day of `now` (YYYY-MM-DD): a visitor's views of one item count once per day. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Who a view belongs to, as stored in news_view.visitor: a SHA-256 (hex, 64 characters) of the
 * signed-in user's id, else of the visitor cookie's random id. The two kinds never collide, and the
 * table never holds a user id or a cookie value that could be replayed.
 */
export function visitorKey(who: { userId: string } | { cookieId: string }): string {
  const text = 'userId' in who ? `user:${who.userId}` : `visitor:${who.cookieId}`;
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** A URL-safe slug from a title: lowercase ASCII words joined by '-', at most `max` characters. */
export function slugify(title: string, max = 120): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug === '' ? 'news' : slug;
}

/**
 * A slug not among `taken`: the title's slug, or it with '-2', '-3'... (the stem shortened so the
 * whole stays within `max`).
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>, max = 160): string {
  const base = slugify(title, max - 8);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The first `max` characters of `text` at a word boundary, with '…' when cut. */
export function excerptOf(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** Per-source illustrations for ingested items (files under client/public/images/news). */
export const SOURCE_ILLUSTRATIONS: Record<NewsSource, { imageUrl: string; imageAlt: string }> = {
  NVIDIA: { imageUrl: '/images/news/source-nvidia.svg', imageAlt: 'Illustration: a graphics card in green tones' },
  AMD: { imageUrl: '/images/news/source-amd.svg', imageAlt: 'Illustration: a processor package in red tones' },
  Intel: { imageUrl: '/images/news/source-intel.svg', imageAlt: 'Illustration: a processor die in blue tones' },
  X: {
    imageUrl: '/images/news/source-x.svg',
    imageAlt: 'Illustration: speech bubbles over a circuit pattern',
  },
};

/** News views recorded from one address (each counts at most once per visitor and day anyway). */
export const NEWS_LIMITS = {
  newsViewPerIp: { points: 600, durationSeconds: 60 * 60, message: 'Too many news views recorded from your network' },
} as const satisfies LimitTable;

export type NewsLimitName = keyof typeof NEWS_LIMITS;

/** Whether a prerendered page shows news (its view and comment counts): the /news page; items have no page of their own. */
export function showsNews(pathname: string): boolean {
  return pathname === '/news' || pathname.startsWith('/news/');
}
