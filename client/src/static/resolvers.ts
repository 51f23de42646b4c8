import { betterNumber, formatCents, type Winner } from '@rigforge/common';
import type { Row, StaticData } from './data';
import { InvalidParametersError, keyOf } from './errors';
import { plannerResolvers } from './planner';

/**
 * The static deployment's reads (docs/requirements.md §7 "Static deployment"): pure filters over the exported
 * lists, and the root-field resolvers the in-browser GraphQL link runs. Lists come in their GraphQL
 * shapes, so the schema's default field resolvers read them as they are.
 */

type Args = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const lower = (v: unknown) => str(v).toLowerCase();

/** Components by type, brand, minimum and maximum price (US cents), and the component search text. */
export interface ComponentFilter {
  type?: string | null;
  brands?: string[] | null;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  text?: string | null;
  inStock?: boolean | null;
}

/** Component search: the text in the name, type, brand or any spec value, ignoring case. */
export function componentMatches(row: Row, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  const specs = Array.isArray(row.specs) ? (row.specs as Row[]) : [];
  return [row.name, row.type, row.brand, ...specs.map((s) => s.value)].some((v) =>
    String(v ?? '')
      .toLowerCase()
      .includes(needle),
  );
}

export function filterComponents(rows: Row[], f: ComponentFilter): Row[] {
  const brands = f.brands?.length ? new Set(f.brands.map((b) => b.toLowerCase())) : null;
  return rows.filter((r) => {
    if (f.type && r.type !== f.type) return false;
    if (brands && !brands.has(lower(r.brand))) return false;
    const price = num(r.priceCents);
    if (f.minPriceCents != null && (price === null || price < f.minPriceCents)) return false;
    if (f.maxPriceCents != null && (price === null || price > f.maxPriceCents)) return false;
    if (f.inStock != null && r.inStock !== f.inStock) return false;
    return f.text ? componentMatches(r, f.text) : true;
  });
}

const desc = (key: string) => (a: Row, b: Row) => (num(b[key]) ?? -Infinity) - (num(a[key]) ?? -Infinity);

export function sortComponents(rows: Row[], sort: string): Row[] {
  const out = [...rows];
  if (sort === 'NAME') out.sort((a, b) => str(a.name).localeCompare(str(b.name)));
  else if (sort === 'PRICE_ASC') out.sort((a, b) => (num(a.priceCents) ?? Infinity) - (num(b.priceCents) ?? Infinity));
  else if (sort === 'PRICE_DESC') out.sort(desc('priceCents'));
  else if (sort === 'VALUE') out.sort(desc('valueScore'));
  else out.sort(desc('rating'));
  return out;
}

/** Guides and articles by category, ignoring case. */
export function filterByCategory(rows: Row[], category: string | null | undefined): Row[] {
  if (!category) return rows;
  const wanted = category.toLowerCase();
  return rows.filter((r) => lower(r.category) === wanted);
}

/** News by source. */
export function filterBySource(rows: Row[], source: string | null | undefined): Row[] {
  return source ? rows.filter((r) => r.source === source) : rows;
}

/** Combined search: the lowercased term in title, content, description, excerpt or tags. */
export function contentMatches(row: Row, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return false;
  const tags = Array.isArray(row.tags) ? (row.tags as unknown[]) : [];
  return [row.title, row.content, row.description, row.excerpt, ...tags].some((v) => lower(v).includes(needle));
}

export interface CombinedSearch {
  articles: Row[];
  news: Row[];
  guides: Row[];
}

export function combinedSearch(lists: CombinedSearch, term: string): CombinedSearch {
  return {
    articles: lists.articles.filter((r) => contentMatches(r, term)),
    news: lists.news.filter((r) => contentMatches(r, term)),
    guides: lists.guides.filter((r) => contentMatches(r, term)),
  };
}

/** One page of a cursor connection; the cursor is the offset of the next item. */
export function page(rows: Row[], first: unknown, after: unknown, key: string, max = 60) {
  const n = first ?? 24;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) throw new InvalidParametersError(key);
  let start = 0;
  if (after != null) {
    start = Number(after);
    if (typeof after !== 'string' || !/^\d+$/.test(after) || start > rows.length) throw new InvalidParametersError(key);
  }
  const nodes = rows.slice(start, start + n);
  const end = start + nodes.length;
  return {
    nodes,
    totalCount: rows.length,
    hasNextPage: end < rows.length,
    endCursor: nodes.length ? String(end) : null,
  };
}

const excerptOf = (r: Row): string => {
  const text = str(r.excerpt) || str(r.description) || str(r.content);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

function hits(rows: Row[], label: (r: Row) => string, date: (r: Row) => unknown, limit: number) {
  return rows.slice(0, limit).map((r) => ({
    slug: str(r.slug),
    title: str(r.title ?? r.name),
    titleHighlight: str(r.title ?? r.name),
    snippet: excerptOf(r),
    label: label(r),
    date: date(r) ?? null,
  }));
}

const side = (w: Winner) => (w === 'a' ? 'A' : w === 'b' ? 'B' : null);

/** Two parts side by side: prices, ratings and scores ranked as the server does, then each spec. */
export function compareRows(a: Row, b: Row) {
  const score = (n: number | null) => (n === null ? null : n.toFixed(1));
  const money = (n: number | null) => (n === null ? null : formatCents(n));
  const row = (key: string, label: string, better: 'higher' | 'lower', show: (n: number | null) => string | null) => {
    const x = num(a[key]);
    const y = num(b[key]);
    return { key, label, a: show(x), b: show(y), better: side(betterNumber(x, y, better)) };
  };
  const rows = [
    row('priceCents', 'Price', 'lower', money),
    row('rating', 'Rating', 'higher', score),
    row('valueScore', 'Value score', 'higher', score),
    row('powerEfficiency', 'Power efficiency', 'higher', score),
  ];
  rows[0].key = 'price';
  const specsOf = (r: Row) => (Array.isArray(r.specs) ? (r.specs as Row[]) : []);
  const bSpecs = new Map(specsOf(b).map((s) => [str(s.key), s]));
  const seen = new Set<string>();
  for (const s of [...specsOf(a), ...specsOf(b)]) {
    const key = str(s.key);
    if (seen.has(key)) continue;
    seen.add(key);
    const x = specsOf(a).find((t) => t.key === key);
    rows.push({
      key,
      label: str(s.label),
      a: x ? str(x.value) : null,
      b: bSpecs.has(key) ? str(bSpecs.get(key)?.value) : null,
      better: null,
    });
  }
  return rows;
}

export interface DemoSession {
  currentUser(): Row | null;
  signIn(email: string, password: string): Row;
  signUp(username: string, email: string, password: string): Row;
  resetPassword(email: string): string;
  signOut(): void;
}

type Resolver = (args: Args) => unknown;

/** The root fields the static deployment answers; any other read is 'Unknown endpoint: {key}'. */
export function staticResolvers(
  data: StaticData,
  demo: DemoSession,
): { Query: Record<string, Resolver>; Mutation: Record<string, Resolver> } {
  const components = () => data.list('components');
  const bySlugOrId = (rows: Row[], args: Args) =>
    rows.find((r) => (args.id != null && r.id === args.id) || (args.slug != null && r.slug === args.slug)) ?? null;
  const emptyPage = { nodes: [], totalCount: 0, hasNextPage: false, endCursor: null };
  return {
    Query: {
      ...plannerResolvers(data),
      components: async (args) =>
        page(
          sortComponents(filterComponents(await components(), args as ComponentFilter), str(args.sort) || 'RATING'),
          args.first,
          args.after,
          keyOf('components'),
        ),
      component: async (args) => {
        if (args.id == null && args.slug == null) throw new InvalidParametersError(keyOf('component'));
        return (await components()).find((r) => (args.id != null ? r.id === args.id : r.slug === args.slug)) ?? null;
      },
      componentBrands: async (args) =>
        [
          ...new Set(filterComponents(await components(), { type: str(args.type) || null }).map((r) => str(r.brand))),
        ].sort(),
      componentBrandCounts: async (args) => {
        const counts = new Map<string, number>();
        for (const r of filterComponents(await components(), { type: str(args.type) || null }))
          counts.set(str(r.brand), (counts.get(str(r.brand)) ?? 0) + 1);
        return [...counts]
          .map(([brand, count]) => ({ brand, count }))
          .sort((x, y) => y.count - x.count || x.brand.localeCompare(y.brand));
      },
      componentSuggestions: async (args) => {
        const limit = args.limit ?? 8;
        if (typeof limit !== 'number' || limit < 1 || limit > 50)
          throw new InvalidParametersError(keyOf('componentSuggestions'));
        return filterComponents(await components(), { text: str(args.q) })
          .slice(0, limit)
          .map((r) => str(r.name));
      },
      compareComponents: async (args) => {
        const ids = Array.isArray(args.ids) ? (args.ids as string[]) : [];
        if (ids.length !== 2 || ids[0] === ids[1]) throw new InvalidParametersError(keyOf('compareComponents'));
        const rows = await components();
        const a = rows.find((r) => r.id === ids[0]);
        const b = rows.find((r) => r.id === ids[1]);
        if (!a || !b) return null;
        return { a, b, rows: compareRows(a, b) };
      },
      guides: async (args) =>
        page(
          filterByCategory(await data.list('guides'), str(args.category)),
          args.first,
          args.after,
          keyOf('guides'),
          100,
        ),
      buildGuides: async (args) => {
        const offset = args.offset ?? 0;
        const limit = args.limit ?? 100;
        if (typeof offset !== 'number' || typeof limit !== 'number' || offset < 0 || limit < 0)
          throw new InvalidParametersError(keyOf('buildGuides'));
        return filterByCategory(await data.list('guides'), str(args.category)).slice(offset, offset + limit);
      },
      buildGuide: async (args) => bySlugOrId(await data.list('guides'), { slug: args.slug }),
      // The site's settings as the export found them (site.json).
      supportEmail: async () => str(((await data.file('site')) as Row | null)?.supportEmail),
      articles: async (args) => filterByCategory(await data.list('articles'), str(args.category)),
      article: async (args) => bySlugOrId(await data.list('articles'), { slug: args.slug }),
      news: async (args) =>
        page(filterBySource(await data.list('news'), str(args.source)), args.first, args.after, keyOf('news'), 100),
      newsItem: async (args) => {
        if (args.id == null && args.slug == null) throw new InvalidParametersError(keyOf('newsItem'));
        return bySlugOrId(await data.list('news'), args.slug != null ? { slug: args.slug } : { id: args.id });
      },
      newsStats: async () => {
        const news = await data.list('news');
        const counts = new Map<string, { source: string; sourceLabel: string; count: number }>();
        for (const n of news) {
          const entry = counts.get(str(n.source)) ?? {
            source: str(n.source),
            sourceLabel: str(n.sourceLabel),
            count: 0,
          };
          entry.count += 1;
          counts.set(entry.source, entry);
        }
        return {
          latestUpdate:
            news
              .map((n) => str(n.publishedAt))
              .sort()
              .at(-1) ?? null,
          sources: [...counts.values()],
          totalComments: news.reduce((t, n) => t + (num(n.commentCount) ?? 0), 0),
          totalViews: news.reduce((t, n) => t + (num(n.views) ?? 0), 0),
        };
      },
      search: async (args) => {
        const q = str(args.q).replace(/\s+/g, ' ').trim();
        const limit = args.limit ?? 5;
        if (q === '' || typeof limit !== 'number' || limit < 1 || limit > 50)
          throw new InvalidParametersError(keyOf('search'));
        const [articles, news, guides, parts] = await Promise.all([
          data.list('articles'),
          data.list('news'),
          data.list('guides'),
          components(),
        ]);
        const found = combinedSearch({ articles, news, guides }, q);
        const matchedParts = filterComponents(parts, { text: q });
        const groups = [
          {
            kind: 'ARTICLES',
            label: 'Articles',
            totalCount: found.articles.length,
            hits: hits(
              found.articles,
              (r) => str(r.category),
              (r) => r.publishedAt,
              limit,
            ),
          },
          {
            kind: 'NEWS',
            label: 'News',
            totalCount: found.news.length,
            hits: hits(
              found.news,
              (r) => str(r.sourceLabel ?? r.source),
              (r) => r.publishedAt,
              limit,
            ),
          },
          {
            kind: 'GUIDES',
            label: 'Build Guides',
            totalCount: found.guides.length,
            hits: hits(
              found.guides,
              (r) => str(r.category),
              (r) => r.createdAt,
              limit,
            ),
          },
          {
            kind: 'COMPONENTS',
            label: 'Components',
            totalCount: matchedParts.length,
            hits: hits(
              matchedParts,
              (r) => `${str(r.type)} · ${str(r.brand)}`,
              () => null,
              limit,
            ),
          },
        ];
        return { query: q, groups, totalCount: groups.reduce((t, g) => t + g.totalCount, 0) };
      },
      // No server: nobody is signed in on a server; the demo user lives in browser storage.
      me: () => demo.currentUser(),
      // Server-held data a static host does not have: shown empty.
      comments: () => [],
      notifications: () => [],
      unreadNotificationCount: () => 0,
      publicBuilds: () => emptyPage,
      myPriceAlerts: () => [],
      priceAlertFor: () => null,
    },
    Mutation: {
      signIn: (args) => demo.signIn(str(args.email), str(args.password)),
      signUp: (args) => demo.signUp(str(args.username), str(args.email), str(args.password)),
      requestPasswordReset: (args) => demo.resetPassword(str(args.email)),
      signOut: () => {
        demo.signOut();
        return true;
      },
    },
  };
}
