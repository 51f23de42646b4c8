import {
  SEARCH_GROUP_LABELS,
  SEARCH_MAX_LENGTH,
  SNIPPET_START,
  SNIPPET_STOP,
  SUGGESTION_LIMIT,
  componentSearchHit,
  hasNulCharacter,
  searchTerms,
  type SearchTerms,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { badInput } from '../../lib/errors';
import { CacheRegistry } from '../../lib/cache-registry';
import type { ReadCache } from '../../lib/read-cache';
import { SEARCH_CACHES } from './search.caches';
import type { CatalogService } from '../catalog/catalog.service';
import { SearchGroupKind, type SearchGroup, type SearchHit, type SearchResult } from './search.types';

/** A searchable table: its group, and the columns that fill a result. */
interface Source {
  kind: SearchGroupKind;
  table: string;
  label: string;
  date: string;
  /** The text the snippet is cut from. */
  body: string;
}

const SOURCES: readonly Source[] = [
  {
    kind: SearchGroupKind.ARTICLES,
    table: 'article',
    label: 't."category"',
    date: 't."publishedAt"',
    body: `t."excerpt" || ' ' || t."content"`,
  },
  {
    kind: SearchGroupKind.NEWS,
    table: 'news_item',
    label: 't."source"',
    date: 't."publishedAt"',
    body: `t."description" || ' ' || t."content"`,
  },
  {
    kind: SearchGroupKind.GUIDES,
    table: 'build_guide',
    label: 't."category"',
    date: 't."createdAt"',
    body: `t."excerpt" || ' ' || t."content"`,
  },
];

/**
 * The tsquery of a search ($1 the websearch text, $2 the prefix word or null): websearch_to_tsquery
 * for the words before the last (it never raises a syntax error), AND the last word as a prefix,
 * stemmed ('english': "memory" → 'memori':*) OR as typed ('simple': "therm" → 'therm':*). The prefix
 * holds only letters and digits (searchTerms), so to_tsquery cannot fail on it.
 */
export const TSQUERY = `CASE WHEN $2::text IS NULL THEN websearch_to_tsquery('english', $1::text)
  ELSE websearch_to_tsquery('english', $1::text)
    && (to_tsquery('english', $2::text || ':*') || to_tsquery('simple', $2::text || ':*')) END`;

/**
 * Rank: the best field the whole query matches decides first (title 3, up to tags 2, up to
 * excerpt/description 1, otherwise 0), so a title match always outranks a body match however often
 * the body repeats the word; within a tier, ts_rank_cd over the weighted vector (A 1.0, B 0.4,
 * C 0.2, D 0.1), scaled into 0..1 (normalization 32) so it never crosses a tier.
 */
const RANK = `CASE WHEN ts_filter(t."searchVector", '{a}') @@ q.query THEN 3
    WHEN ts_filter(t."searchVector", '{a,b}') @@ q.query THEN 2
    WHEN ts_filter(t."searchVector", '{a,b,c}') @@ q.query THEN 1 ELSE 0 END
    + ts_rank_cd(t."searchVector", q.query, 32)`;

/** Removes Markdown link targets and syntax characters (and stray snippet markers) before cutting a snippet. */
const PLAIN = (text: string) =>
  `regexp_replace(regexp_replace(${text}, '\\]\\([^)]*\\)', ']', 'g'), '[#*_\`>|~\\[\\]\\x02\\x03]+', ' ', 'g')`;

/**
 * ts_headline parses the whole text it is given, which dominates the statement's cost on long
 * articles: snippets are cut from the first this-many characters (the excerpt, then the start of
 * the content). A match further down still ranks the document; its snippet then shows the start.
 */
const SNIPPET_SOURCE_CHARS = 1200;

const HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=1`;
const TITLE_HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, HighlightAll=true`;

/**
 * One statement for the three full-text groups: the best `limit` of each with its total, then
 * highlights for those only. The body (the long text) is read for those rows alone, after the
 * LIMIT: carrying it through the sort would decompress it for every match. The WHERE clauses repeat the tsquery expression (of parameters only,
 * so the planner can use each table's GIN index); the materialized `q` holds it once for ranking
 * and highlighting.
 */
export const SEARCH_SQL = `WITH q AS MATERIALIZED (SELECT ${TSQUERY} AS query),
top AS (
${SOURCES.map(
  (s) => `  (SELECT b.*, (SELECT ${s.body} FROM "${s.table}" t WHERE t."id" = b."id") AS body FROM (
      SELECT '${s.kind}' AS kind, t."id", t."slug", t."title", ${s.label} AS label, ${s.date} AS date,
        ${RANK} AS rank, count(*) OVER () AS total
      FROM "${s.table}" t, q WHERE t."searchVector" @@ (${TSQUERY})
      ORDER BY rank DESC, ${s.date} DESC NULLS LAST, t."slug" LIMIT $3) b)`,
).join('\n  UNION ALL\n')}
)
SELECT top.kind, top.slug, top.title, top.label, top.date, top.rank, top.total::int AS total,
  ts_headline('english', translate(top.title, E'\\x02\\x03', ''), q.query, $4) AS "titleHighlight",
  ts_headline('english', ${PLAIN(`left(top.body, ${SNIPPET_SOURCE_CHARS})`)}, q.query, $5) AS snippet
FROM top, q ORDER BY top.kind, top.rank DESC, top.date DESC NULLS LAST, top.slug`;

/**
 * Planner settings for the search statement only (SET LOCAL: the transaction's end restores them).
 * With the default random_page_cost (4.0, tuned for spinning disks) the planner prices the GIN
 * index scans above a sequential scan at a few thousand rows, because it does not count the cost
 * of decompressing every row's vector; 1.1, the usual figure for SSDs, lets it pick the index,
 * which is 10-25 times faster here (bench:search prints the plans).
 */
export const SEARCH_PLANNER_SETTINGS = 'SET LOCAL random_page_cost = 1.1';

interface Row {
  kind: SearchGroupKind;
  slug: string;
  title: string;
  label: string;
  date: Date | null;
  rank: number;
  total: number;
  titleHighlight: string;
  snippet: string;
}

/** The parameters of SEARCH_SQL for checked terms (the benchmark explains the same statement). */
export function searchSqlParams(terms: SearchTerms, limit: number): unknown[] {
  return [terms.websearch, terms.prefix, limit, TITLE_HEADLINE, HEADLINE];
}

/** Checks the search text: NUL characters and over-long text are refused; the rest never fails. */
export function checkSearchText(q: string): SearchTerms {
  if (hasNulCharacter(q)) throw badInput('Search text must not contain a NUL character (U+0000)');
  if (q.length > SEARCH_MAX_LENGTH) throw badInput(`Search text must be at most ${SEARCH_MAX_LENGTH} characters`);
  return searchTerms(q);
}

/** Whether the terms can match anything in full-text search (some letter or digit). */
const searchable = (terms: SearchTerms) => terms.prefix !== null || /[\p{L}\p{N}]/u.test(terms.websearch);

const emptyGroup = (kind: SearchGroupKind): SearchGroup => ({
  kind,
  label: SEARCH_GROUP_LABELS[kind],
  totalCount: 0,
  hits: [],
});

/** The combined search over articles, news and build guides (full text) and components (the catalog's suggestions). */
export class SearchService {
  private readonly results: ReadCache<SearchResult>;

  /** `caches`: the app's (modules/search/search.module.ts); none keeps nothing. */
  constructor(
    private readonly manager: EntityManager,
    private readonly catalog: CatalogService,
    caches: CacheRegistry = new CacheRegistry(),
  ) {
    this.results = caches.of(SEARCH_CACHES.results);
  }

  /** The grouped results; may be shared with other callers (treat as read-only). */
  search(q: string, limit: number): Promise<SearchResult> {
    const terms = checkSearchText(q);
    // Inside a transaction the caller must see its own writes: no cache there.
    if (this.manager.queryRunner?.isTransactionActive) return this.run(terms, limit);
    return this.results.get(JSON.stringify([terms.text, limit]), () => this.run(terms, limit));
  }

  private async run(terms: SearchTerms, limit: number): Promise<SearchResult> {
    const groups = new Map<SearchGroupKind, SearchGroup>(
      Object.values(SearchGroupKind).map((kind) => [kind, emptyGroup(kind)]),
    );
    if (!terms.text) return { query: '', totalCount: 0, groups: [...groups.values()] };

    const [rows, components] = await Promise.all([
      searchable(terms)
        ? this.manager.transaction(async (tx) => {
            await tx.query(SEARCH_PLANNER_SETTINGS);
            return tx.query<Row[]>(SEARCH_SQL, searchSqlParams(terms, limit));
          })
        : Promise.resolve([]),
      this.catalog.suggestionHits(terms.text, Math.min(limit, SUGGESTION_LIMIT)),
    ]);

    for (const row of rows) {
      const group = groups.get(row.kind);
      if (!group) continue;
      group.totalCount = Number(row.total);
      group.hits.push(toHit(row));
    }
    const parts = groups.get(SearchGroupKind.COMPONENTS) as SearchGroup;
    parts.totalCount = components.totalCount;
    parts.hits = components.hits.map((c): SearchHit => componentSearchHit(c, terms.text));
    const all = [...groups.values()];
    return { query: terms.text, totalCount: all.reduce((n, g) => n + g.totalCount, 0), groups: all };
  }
}

function toHit(row: Row): SearchHit {
  return {
    slug: row.slug,
    title: row.title,
    titleHighlight: row.titleHighlight,
    snippet: row.snippet.replace(/\s+/g, ' ').trim(),
    label: row.label,
    date: row.date ? new Date(row.date) : null,
  };
}
