// The content lists' semantics (guides, news, articles), once for both readers: the category and
// source filters, the display orders with their tie-breakers and the cursors. The server's services
// run them as SQL; the static deployment runs them over the exported rows (client/src/static).
import { decodeCursor, encodeCursor, isInt32, isIsoInstant, keysetPage, type Page } from './cursor';

/** A guide or article category as asked matches a row's ignoring case and the asked one's outer spaces. */
export function categoryMatches(rowCategory: string, wanted: string | null | undefined): boolean {
  const w = wanted?.trim();
  return !w || rowCategory.toLowerCase() === w.toLowerCase();
}

// ---- Build guides: position, then newest first, then slug ----

export const GUIDE_PAGE_MAX = 100;
export const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GUIDE_BAD_CURSOR = 'Malformed cursor: use the endCursor of the previous page of the same list';

/** Undated guides come after every date. */
export const UNDATED_GUIDE = 8640000000000001;

/** What the guide order reads of a guide. */
export interface GuideListRow {
  slug: string;
  position: number;
  /** Epoch milliseconds, or null. */
  createdAtMs: number | null;
}

/** What the static export adds to each guide's GraphQL shape, as `listKeys`. */
export interface GuideListKeys {
  position: number;
}

/**
 * The cursor's sort value: [position, minus the creation time in whole milliseconds] (one ascending
 * order, as the SQL's NEWEST_FIRST); the tie-breaker is the slug.
 */
export const guideKey = (g: GuideListRow): [number, number] => [
  g.position,
  g.createdAtMs === null ? UNDATED_GUIDE : -Math.floor(g.createdAtMs),
];

const isGuideKey = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  isInt32(value[0]) &&
  typeof value[1] === 'number' &&
  Number.isFinite(value[1]);

export const encodeGuideCursor = (key: [number, number], slug: string) => encodeCursor('guides', key, slug);
export const decodeGuideCursor = (text: string) =>
  decodeCursor(text, 'guides', isGuideKey, (slug) => GUIDE_SLUG.test(slug));

/** One page of guides in memory (rows already of the asked category). */
export function guidePage<R extends GuideListRow>(
  rows: readonly R[],
  first: number,
  after: string | null,
): Page<R> | { error: string } {
  const cursor = after ? decodeGuideCursor(after) : null;
  if (after && !cursor) return { error: GUIDE_BAD_CURSOR };
  return keysetPage(rows, { key: guideKey, id: (g) => g.slug, dir: 'ASC' }, first, cursor, encodeGuideCursor);
}

// ---- News: newest first (publishedAt, then id) ----

export const NEWS_SOURCES = ['NVIDIA', 'AMD', 'Intel', 'X'] as const;
export type NewsSource = (typeof NEWS_SOURCES)[number];
/** How each source is written on the page (the stored value is the label). */
export const NEWS_SOURCE_LABELS: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'Intel', X: 'X' };

/** Each source's name in the GraphQL enum NewsSource (server/src/modules/news/news.types.ts NewsSourceEnum). */
export const NEWS_SOURCE_ENUM: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'INTEL', X: 'X' };

/** The news list's page size: the default and the most one page may hold. */
export const NEWS_PAGE_DEFAULT = 20;
export const NEWS_PAGE_MAX = 100;
export const NEWS_BAD_CURSOR = 'That cursor does not belong to the news list; start again without "after".';

const NEWS_CURSOR_TAG = 'news';

/** Times are kept to the millisecond, so the ISO text of the cursor is exact. */
export function encodeNewsCursor(item: { publishedAt: Date | string; id: string }): string {
  const at = typeof item.publishedAt === 'string' ? item.publishedAt : item.publishedAt.toISOString();
  return encodeCursor(NEWS_CURSOR_TAG, at, item.id);
}

/** The cursor's publishedAt (ISO) and id; null for any text encodeNewsCursor did not make. */
export function decodeNewsCursor(text: string) {
  return decodeCursor(text, NEWS_CURSOR_TAG, (value) => isIsoInstant(value));
}

/** The page size the list serves for `first` (null: the default; clamped to 1..NEWS_PAGE_MAX). */
export const newsPageSize = (first: number | null | undefined) =>
  Math.min(Math.max(first ?? NEWS_PAGE_DEFAULT, 1), NEWS_PAGE_MAX);

/** One page of news in memory (rows already of the asked source); publishedAt as ISO text. */
export function newsPage<R extends { id: string; publishedAt: string }>(
  rows: readonly R[],
  first: number | null | undefined,
  after: string | null,
): Page<R> | { error: string } {
  const cursor = after ? decodeNewsCursor(after) : null;
  if (after && !cursor) return { error: NEWS_BAD_CURSOR };
  return keysetPage(
    rows,
    { key: (n) => n.publishedAt, id: (n) => n.id, dir: 'DESC' },
    newsPageSize(first),
    cursor,
    (publishedAt, id) => encodeNewsCursor({ publishedAt, id }),
  );
}

// ---- Articles: newest first, then slug ----

/** Articles of a category in the list's order (publishedAt as ISO text). */
export function articleList<R extends { slug: string; publishedAt: string; category: string }>(
  rows: readonly R[],
  category: string | null | undefined,
): R[] {
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows
    .filter((r) => categoryMatches(r.category, category))
    .sort((a, b) => byCode(b.publishedAt, a.publishedAt) || byCode(a.slug, b.slug));
}
