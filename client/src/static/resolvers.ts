import {
  COMPARE_MISSING,
  COMPONENT_SORTS,
  GUIDE_PAGE,
  NEWS_SOURCES,
  NEWS_SOURCE_ENUM,
  NEWS_SOURCE_LABELS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  SUGGESTION_LIMIT,
  articlePage,
  brandCounts,
  categoryMatches,
  comparisonRows,
  componentArgsProblem,
  componentFilter,
  componentPage,
  componentSearchHit,
  emptyPage,
  guidePage,
  guidesInOrder,
  hasNulCharacter,
  newsPage,
  searchTerms,
  suggestionHits,
  suggestionsOf,
  fitCandidateOf as sharedFitCandidate,
  fitFilter,
  type ComparedPart,
  type FitCandidate,
  type PartType,
  type ComponentListKeys,
  type ComponentListRow,
  type ComponentSortKey,
  type GuideListKeys,
  type PageArgs,
  type SuggestionRow,
  type Winner,
} from '@rigforge/common';
import type { Row, StaticData } from './data';
import { InvalidParametersError, NotFoundError, keyOf } from './errors';
import { plannerResolvers } from './planner';

/**
 * The static deployment's reads (docs/static-deployment.md): the root-field resolvers the in-browser
 * GraphQL link runs over the exported lists, with the server's own list semantics (@rigforge/common
 * lists: filters, orders, cursors, suggestions, comparison). Lists come in their GraphQL shapes, so
 * the schema's default field resolvers read them as they are; `listKeys` holds what the lists filter
 * and sort on that the API does not serve.
 */

type Args = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const lower = (v: unknown) => str(v).toLowerCase();

/** A part as the shared list code reads it: its GraphQL shape and its exported list keys. */
export type PartRow = Row & ComponentListRow & { slug: string; listKeys: ComponentListKeys };

/** A part as the builder's filter reads it (fitCandidateOf, as the server does). */
function fitCandidateOf(r: PartRow): FitCandidate {
  return sharedFitCandidate({
    name: r.name,
    type: r.type as PartType,
    specs: r.listKeys.specs,
    specsComplete: r.specsComplete === true,
  });
}

/** The exported parts with their list keys spread (once per list). */
const partRows = new WeakMap<Row[], PartRow[]>();
function asParts(rows: Row[]): PartRow[] {
  let parts = partRows.get(rows);
  if (!parts) {
    parts = rows.map((r) => ({ ...(r.listKeys as ComponentListKeys), ...r }) as unknown as PartRow);
    partRows.set(rows, parts);
  }
  return parts;
}

/** The exported parts as the shared suggestions read them (once per list). */
const suggestionRowsOf = new WeakMap<PartRow[], (PartRow & SuggestionRow)[]>();
function asSuggestionRows(parts: PartRow[]): (PartRow & SuggestionRow)[] {
  let rows = suggestionRowsOf.get(parts);
  if (!rows) {
    rows = parts.map((p) => ({ ...p, releaseYear: num(p.releaseYear), chipset: p.listKeys.chipset ?? null }));
    suggestionRowsOf.set(parts, rows);
  }
  return rows;
}

/** A whole number from 1 to max (the argument's default when absent), else bad input for the field. */
function pageSize(value: unknown, fallback: number, max: number, key: string): number {
  const n = value ?? fallback;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) throw new InvalidParametersError(key);
  return n;
}

/** A connection's paging arguments as given: the shared lists check them (pageWindow of @rigforge/common). */
const paging = (args: Args): PageArgs =>
  ({ first: args.first, after: args.after, last: args.last, before: args.before }) as PageArgs;

/** A shared list's answer, or bad input for the field when it refused the arguments. */
function answer<T>(result: T | { error: string }, key: string): T {
  if (result && typeof result === 'object' && 'error' in result) throw new InvalidParametersError(key);
  return result as T;
}

/** Combined search over content: the lowercased text in title, content, description, excerpt or tags. */
export function contentMatches(row: Row, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return false;
  const tags = Array.isArray(row.tags) ? (row.tags as unknown[]) : [];
  return [row.title, row.content, row.description, row.excerpt, ...tags].some((v) => lower(v).includes(needle));
}

const excerptOf = (r: Row): string => {
  const text = str(r.excerpt) || str(r.description) || str(r.content);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
};

function hits(rows: Row[], label: (r: Row) => string, date: (r: Row) => unknown, limit: number) {
  return rows.slice(0, limit).map((r) => ({
    slug: str(r.slug),
    title: str(r.title),
    titleHighlight: str(r.title),
    snippet: excerptOf(r),
    label: label(r),
    date: date(r) ?? null,
  }));
}

const side = (w: Winner) => (w === 'a' ? 'A' : w === 'b' ? 'B' : null);

/** A part as the shared comparison reads it. */
const compared = (p: PartRow): ComparedPart => ({
  type: p.type,
  priceCents: p.priceCents,
  rating: p.rating,
  valueScore: p.valueScore,
  powerEfficiency: num(p.powerEfficiency),
  performance: (p.performance as ComparedPart['performance']) ?? null,
  specs: p.listKeys.specs,
});

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
  const parts = async () => asParts(await data.list('components'));
  const bySlugOrId = (rows: Row[], args: Args) =>
    rows.find((r) => (args.id != null && r.id === args.id) || (args.slug != null && r.slug === args.slug)) ?? null;
  const guides = async (category: unknown) =>
    (await data.list('guides'))
      .filter((g) => categoryMatches(str(g.category), str(category)))
      .map((g) => ({
        ...g,
        slug: str(g.slug),
        position: (g.listKeys as GuideListKeys).position,
        createdAtMs: g.createdAt == null ? null : Date.parse(str(g.createdAt)),
      }));
  return {
    Query: {
      ...plannerResolvers(data),
      components: async (args) => {
        const key = keyOf('components');
        const sort = (str(args.sort) || 'RATING') as ComponentSortKey;
        if (!COMPONENT_SORTS.includes(sort) || componentArgsProblem(args) !== null)
          throw new InvalidParametersError(key);
        const filter = componentFilter(args);
        const rows = await parts();
        const chosen = Array.isArray(args.compatibleWith) ? (args.compatibleWith as string[]) : null;
        const type = str(args.type) as PartType;
        if (chosen && type) {
          // The builder's list: the parts of the type that fit the chosen ones (server: listFitting).
          const fits = fitFilter(
            chosen.map((id) => {
              const found = rows.find((r) => r.id === id);
              if (!found) throw new NotFoundError(`No component has the id ${id}.`);
              return fitCandidateOf(found);
            }),
            type,
          );
          const judged = rows
            .filter((r) => r.type === type)
            .map((r) => ({ ...r, exclusions: fits(fitCandidateOf(r)) }));
          const kept = args.includeIncompatible === true ? judged : judged.filter((r) => r.exclusions.length === 0);
          return answer(componentPage(kept, filter, sort, paging(args)), key);
        }
        return answer(componentPage(rows, filter, sort, paging(args)), key);
      },
      componentsByIds: async (args) => {
        const ids = Array.isArray(args.ids) ? (args.ids as string[]) : [];
        const rows = await parts();
        return ids.flatMap((id) => rows.filter((r) => r.id === id));
      },
      component: async (args) => {
        if ((args.id ? 1 : 0) + (args.slug ? 1 : 0) !== 1) throw new InvalidParametersError(keyOf('component'));
        return (await parts()).find((r) => (args.id ? r.id === args.id : r.slug === args.slug)) ?? null;
      },
      componentBrands: async (args) => brandCounts(await parts(), str(args.type) || null).map((b) => b.brand),
      componentBrandCounts: async (args) => brandCounts(await parts(), str(args.type) || null),
      componentSuggestions: async (args) => {
        const limit = pageSize(args.limit, SUGGESTION_LIMIT, SUGGESTION_LIMIT, keyOf('componentSuggestions'));
        return suggestionsOf(asSuggestionRows(await parts()), str(args.q), limit);
      },
      compareComponents: async (args) => {
        const ids = Array.isArray(args.ids) ? (args.ids as string[]) : [];
        if (ids.length !== 2 || ids[0] === ids[1]) throw new InvalidParametersError(keyOf('compareComponents'));
        const rows = await parts();
        const a = rows.find((r) => r.id === ids[0]);
        const b = rows.find((r) => r.id === ids[1]);
        if (!a || !b) throw new NotFoundError(COMPARE_MISSING);
        const compareRows = comparisonRows(compared(a), compared(b)).map((r) => ({ ...r, better: side(r.better) }));
        return { a, b, rows: compareRows };
      },
      guides: async (args) => answer(guidePage(await guides(args.category), paging(args)), keyOf('guides')),
      buildGuides: async (args) => {
        const limit = pageSize(args.limit, GUIDE_PAGE.max, GUIDE_PAGE.max, keyOf('buildGuides'));
        const offset = args.offset ?? 0;
        if (typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0)
          throw new InvalidParametersError(keyOf('buildGuides'));
        return guidesInOrder(await guides(args.category)).slice(offset, offset + limit);
      },
      buildGuide: async (args) => bySlugOrId(await data.list('guides'), { slug: args.slug }),
      // The site's settings as the export found them (site.json).
      supportEmail: async () => str(((await data.file('site')) as Row | null)?.supportEmail),
      articles: async (args) =>
        answer(
          articlePage(
            (await data.list('articles')).map((a) => ({
              ...a,
              slug: str(a.slug),
              publishedAt: str(a.publishedAt),
              category: str(a.category),
            })),
            str(args.category),
            paging(args),
          ),
          keyOf('articles'),
        ),
      article: async (args) => bySlugOrId(await data.list('articles'), { slug: args.slug }),
      news: async (args) => {
        const rows = (await data.list('news'))
          .filter((n) => !args.source || n.source === args.source)
          .map((n) => ({ ...n, id: str(n.id), publishedAt: str(n.publishedAt) }));
        return answer(newsPage(rows, paging(args)), keyOf('news'));
      },
      newsItem: async (args) => {
        if ((args.id == null) === (args.slug == null)) throw new InvalidParametersError(keyOf('newsItem'));
        return bySlugOrId(await data.list('news'), args.slug != null ? { slug: args.slug } : { id: args.id });
      },
      newsStats: async () => {
        const news = await data.list('news');
        return {
          latestUpdate:
            news
              .map((n) => str(n.publishedAt))
              .sort()
              .at(-1) ?? null,
          sources: NEWS_SOURCES.map((source) => ({
            source: NEWS_SOURCE_ENUM[source],
            sourceLabel: NEWS_SOURCE_LABELS[source],
            count: news.filter((n) => n.source === NEWS_SOURCE_ENUM[source]).length,
          })),
          totalComments: news.reduce((t, n) => t + (num(n.commentCount) ?? 0), 0),
          totalViews: news.reduce((t, n) => t + (num(n.views) ?? 0), 0),
        };
      },
      search: async (args) => {
        const text = str(args.q);
        if (hasNulCharacter(text) || text.length > SEARCH_MAX_LENGTH) throw new InvalidParametersError(keyOf('search'));
        const terms = searchTerms(text);
        const limit = pageSize(args.limit, 5, SEARCH_MAX_LIMIT, keyOf('search'));
        const [articles, news, guideRows, partRows] = await Promise.all([
          data.list('articles'),
          data.list('news'),
          data.list('guides'),
          parts(),
        ]);
        const q = terms.text;
        const found = (rows: Row[]) => (q ? rows.filter((r) => contentMatches(r, q)) : []);
        const [a, n, g] = [found(articles), found(news), found(guideRows)];
        const partHits = suggestionHits(asSuggestionRows(partRows), q, Math.min(limit, SUGGESTION_LIMIT));
        const groups = [
          {
            kind: 'ARTICLES',
            label: 'Articles',
            totalCount: a.length,
            hits: hits(
              a,
              (r) => str(r.category),
              (r) => r.publishedAt,
              limit,
            ),
          },
          {
            kind: 'NEWS',
            label: 'News',
            totalCount: n.length,
            hits: hits(
              n,
              (r) => str(r.sourceLabel),
              (r) => r.publishedAt,
              limit,
            ),
          },
          {
            kind: 'GUIDES',
            label: 'Build Guides',
            totalCount: g.length,
            hits: hits(
              g,
              (r) => str(r.category),
              (r) => r.createdAt,
              limit,
            ),
          },
          {
            kind: 'COMPONENTS',
            label: 'Components',
            totalCount: partHits.totalCount,
            hits: partHits.hits.map((p) => componentSearchHit(p, q)),
          },
        ];
        return { query: q, groups, totalCount: groups.reduce((t, gr) => t + gr.totalCount, 0) };
      },
      // No server: nobody is signed in on a server; the demo user lives in browser storage.
      me: () => demo.currentUser(),
      // Server-held data a static host does not have: shown empty.
      comments: () => emptyPage(),
      notifications: () => emptyPage(),
      unreadNotificationCount: () => 0,
      publicBuilds: () => emptyPage(),
      myPriceAlerts: () => emptyPage(),
      priceAlertFor: () => null,
      myApiTokens: () => [],
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
