// The content lists' semantics (guides, news, articles), once for both readers: the category and
// source filters, the display orders with their tie-breakers, the page sizes and the cursors. The
// server's services run guides and news as SQL and articles in memory; the static deployment runs
// them all over the exported rows (client/src/static).
import {
  decodeCursor,
  encodeCursor,
  isInt32,
  isIsoInstant,
  keysetPage,
  pageWindow,
  type Page,
  type PageArgs,
  type PageRefusal,
  type PageSizes,
} from './cursor';

/** A guide or article category as asked matches a row's ignoring case and the asked one's outer spaces. */
export function categoryMatches(rowCategory: string, wanted: string | null | undefined): boolean {
  const w = wanted?.trim();
  return !w || rowCategory.toLowerCase() === w.toLowerCase();
}

// ---- Build guides: position, then newest first, then slug ----

/** The guide list's page sizes (`guides`; the deprecated `buildGuides` takes a `limit` of at most the same). */
export const GUIDE_PAGE: PageSizes = { default: 24, max: 100 };
export const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GUIDE_BAD_CURSOR = 'Malformed cursor: use a cursor this list gave';

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

const GUIDE_ORDER = { key: guideKey, id: (g: GuideListRow) => g.slug, dir: 'ASC' } as const;

/** One page of guides in memory (rows already of the asked category). */
export function guidePage<R extends GuideListRow>(rows: readonly R[], paging: PageArgs): Page<R> | PageRefusal {
  const window = pageWindow(paging, GUIDE_PAGE, decodeGuideCursor, GUIDE_BAD_CURSOR);
  if ('error' in window) return window;
  return keysetPage(rows, GUIDE_ORDER, window, encodeGuideCursor);
}

/** Every guide in display order (the deprecated offset list reads its slice of it). */
export function guidesInOrder<R extends GuideListRow>(rows: readonly R[]): R[] {
  return keysetPage(
    rows,
    GUIDE_ORDER,
    { size: rows.length, backward: false, after: null, before: null },
    encodeGuideCursor,
  ).nodes;
}

// ---- News: newest first (publishedAt, then id) ----

export const NEWS_SOURCES = ['NVIDIA', 'AMD', 'Intel', 'X'] as const;
export type NewsSource = (typeof NEWS_SOURCES)[number];
/** How each source is written on the page (the stored value is the label). */
export const NEWS_SOURCE_LABELS: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'Intel', X: 'X' };

/** Each source's name in the GraphQL enum NewsSource (server/src/modules/news/news.types.ts NewsSourceEnum). */
export const NEWS_SOURCE_ENUM: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'INTEL', X: 'X' };

/** The news list's page sizes: the default and the most one page may hold. */
export const NEWS_PAGE: PageSizes = { default: 20, max: 100 };
export const NEWS_BAD_CURSOR = 'That cursor does not belong to the news list; start again without "after" or "before".';

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

/** One page of news in memory (rows already of the asked source); publishedAt as ISO text. */
export function newsPage<R extends { id: string; publishedAt: string }>(
  rows: readonly R[],
  paging: PageArgs,
): Page<R> | PageRefusal {
  const window = pageWindow(paging, NEWS_PAGE, decodeNewsCursor, NEWS_BAD_CURSOR);
  if ('error' in window) return window;
  return keysetPage(rows, { key: (n) => n.publishedAt, id: (n) => n.id, dir: 'DESC' }, window, (publishedAt, id) =>
    encodeNewsCursor({ publishedAt, id }),
  );
}

// ---- Articles: newest first, then slug ----

/**
 * The article list's page sizes: the whole list (the seed's few dozen articles; none are added at
 * run time) unless `first` or `last` asks for fewer.
 */
export const ARTICLE_PAGE: PageSizes = { default: 100, max: 100 };
export const ARTICLE_SLUG = GUIDE_SLUG;
export const ARTICLE_BAD_CURSOR = 'Malformed cursor: use a cursor the articles list gave';

/** An article as the list reads it: publishedAt as ISO text (the static export) or a Date (the server's rows). */
export interface ArticleListRow {
  slug: string;
  category: string;
  publishedAt: string | Date;
}

/** The cursor's sort value: minus the publication time in milliseconds (newest first as one ascending number); the tie-breaker is the slug. */
const articleKey = (a: ArticleListRow): number =>
  -(typeof a.publishedAt === 'string' ? Date.parse(a.publishedAt) : a.publishedAt.getTime());

const encodeArticleCursor = (key: number, slug: string) => encodeCursor('articles', key, slug);
const decodeArticleCursor = (text: string) =>
  decodeCursor(
    text,
    'articles',
    (value): value is number => Number.isSafeInteger(value),
    (slug) => ARTICLE_SLUG.test(slug),
  );

/** One page of the articles of a category (any case and outer spaces; none: all), newest first, then by slug. */
export function articlePage<R extends ArticleListRow>(
  rows: readonly R[],
  category: string | null | undefined,
  paging: PageArgs,
): Page<R> | PageRefusal {
  const window = pageWindow(paging, ARTICLE_PAGE, decodeArticleCursor, ARTICLE_BAD_CURSOR);
  if ('error' in window) return window;
  return keysetPage(
    rows.filter((r) => categoryMatches(r.category, category)),
    { key: articleKey, id: (a) => a.slug, dir: 'ASC' },
    window,
    encodeArticleCursor,
  );
}
