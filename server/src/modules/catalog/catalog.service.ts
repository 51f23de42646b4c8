import {
  COMPARE_MISSING,
  COMPONENT_BAD_CURSOR,
  COMPONENT_PAGE,
  COMPONENT_SORT_PLANS,
  SUGGESTION_CANDIDATES,
  SUGGESTION_LIMIT,
  componentFilter as sharedFilter,
  decodeComponentCursor,
  encodeComponentCursor,
  isUuid,
  rankSuggestions,
  suggestable,
  suggestionText,
  SUGGESTION_TRIGRAM_MIN,
  componentPage,
  fitCandidateOf,
  fitFilter,
  type BuildExclusion,
  type FitCandidate,
  type KeysetCursor,
  type PartType,
  type SuggestionCandidate,
  normalizeName,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { notFound } from '../../lib/errors';
import { orBadInput, paginate, windowOf, type Page, type PageWindow } from '../../lib/cursor';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import { CacheRegistry, type CacheDefinition } from '../../lib/cache-registry';
import type { ReadCache } from '../../lib/read-cache';
import { CATALOG_CACHES } from './catalog.caches';
import { Component } from './component.entity';
import { ComponentSort, type ComponentsArgs } from './dto/catalog.args';

/**
 * Each sort's SQL expression: the shared plan's key (COMPONENT_SORT_PLANS, @rigforge/common) as
 * PostgreSQL computes it. Must match the expression of the IDX_component_*_<key> indexes in the
 * Catalog migration.
 */
const SORT_EXPR: Record<ComponentSort, string> = {
  [ComponentSort.PRICE_ASC]: `coalesce(c."priceCents", 2147483647)`,
  [ComponentSort.PRICE_DESC]: `coalesce(c."priceCents", -1)`,
  [ComponentSort.RATING]: `coalesce(c."rating", -1)`,
  [ComponentSort.VALUE]: `coalesce(c."valueScore", -1)`,
  [ComponentSort.NAME]: `lower(c."name")`,
};

type Cursor = KeysetCursor<number | string>;

/** A cursor as the SQL of its row value (the sort key, the id), its parameters named after the argument. */
const cursorValues =
  (params: Record<string, unknown>): CursorValues<Cursor> =>
  (cursor, name) => {
    params[`${name}Value`] = cursor.value;
    params[`${name}Id`] = cursor.id;
    return `(:${name}Value, :${name}Id::uuid)`;
  };

/** Escapes LIKE wildcards so user text matches literally. */
function likeText(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A regular expression (PostgreSQL's) matching the text where a word starts: after the start or any
 * character but a-z and 0-9. Every other ASCII character of the text is escaped; no other character
 * is special to the regular expression engine.
 */
function wordStartPattern(text: string): string {
  const escaped = [...text].map((c) => (c > '\x7f' || /[a-zA-Z0-9]/.test(c) ? c : `\\${c}`)).join('');
  return `(^|[^a-z0-9])${escaped}`;
}

/**
 * suggestionRelevance (@rigforge/common) in SQL, over $1 (the text, LIKE-escaped), $2 (the text) and
 * $3 (wordStartPattern): 0 the name, the name without the brand or the chipset (whole or its last
 * words) is the text; 1 a word of the name starts with it; 2 the name holds it; 3 another field does.
 */
const SUGGESTION_RELEVANCE_SQL = `CASE
    WHEN lower("name") = $2 OR lower("name") = lower("brand") || ' ' || $2
      OR (coalesce("chipset", '') <> '' AND (lower("chipset") = $2 OR lower("chipset") LIKE '% ' || $1)) THEN 0
    WHEN lower("name") ~ $3 THEN 1
    WHEN lower("name") LIKE '%' || $1 || '%' THEN 2
    ELSE 3 END`;

/** A suggested part: enough to show it and link to its page. */
export interface SuggestionHit {
  name: string;
  slug: string;
  type: string;
  brand: string;
}

/** A brand and how many parts the brand filter finds for it. */
export interface BrandCount {
  brand: string;
  count: number;
}

export type ComponentPage = Page<Component>;

/** What one page's query found (kept in the pages cache): the rows read, and paginate's `beyond`. */
export interface ComponentRows {
  rows: Component[];
  beyond: boolean;
}

/** A row with the columns the in-memory list reads that the entity does not load by default. */
export type ListedComponent = Component & { searchText: string; chipsetBrand: string | null };

/** A page of the builder's compatible list: each part's exclusions (empty: it fits). */
export interface FittingPage extends ComponentPage {
  exclusions: Map<string, BuildExclusion[]>;
}

/**
 * Builds the WHERE clause of a filtered component query (alias c) with named parameters: the shared
 * filter (componentFilter of @rigforge/common, whose matchesComponent is the same filter in memory)
 * as SQL.
 */
export function componentFilter(args: ComponentsArgs): { where: string; params: Record<string, unknown> } {
  const f = sharedFilter(args);
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  const p = (value: unknown): string => {
    const name = `p${Object.keys(params).length}`;
    params[name] = value;
    return `:${name}`;
  };
  if (f.type) clauses.push(`c."type" = ${p(f.type)}`);
  if (f.brands.length > 0) {
    // A graphics card is also filed under its chipset's maker: ASUS's GeForce cards are NVIDIA cards too.
    const b = p(f.brands);
    clauses.push(
      `(lower(c."brand") = ANY(${b}::text[]) OR (c."type" = 'GPU' AND lower(c."specs"->>'chipsetBrand') = ANY(${b}::text[])))`,
    );
  }
  if (f.minPriceCents !== null) clauses.push(`c."priceCents" >= ${p(f.minPriceCents)}`);
  if (f.maxPriceCents !== null) clauses.push(`c."priceCents" <= ${p(f.maxPriceCents)}`);
  if (f.text) clauses.push(`c."searchText" LIKE '%' || ${p(likeText(f.text))} || '%'`);
  if (f.socket) {
    const s = p(f.socket);
    clauses.push(`(c."socket" = ${s} OR ${s} = ANY(c."coolerSockets"))`);
  }
  if (f.memoryType) {
    const m = p(f.memoryType);
    clauses.push(`(c."memoryType" = ${m} OR ${m} = ANY(c."memoryTypes"))`);
  }
  if (f.formFactor) clauses.push(`c."formFactor" = ${p(f.formFactor)}`);
  if (f.minVramGb !== null) clauses.push(`c."vramGb" >= ${p(f.minVramGb)}`);
  if (f.minWattage !== null) clauses.push(`c."psuWattage" >= ${p(f.minWattage)}`);
  if (f.minCapacityGb !== null) clauses.push(`c."capacityGb" >= ${p(f.minCapacityGb)}`);
  if (f.storageInterface) clauses.push(`c."storageInterface" = ${p(f.storageInterface)}`);
  if (f.coolerType) clauses.push(`c."coolerType" = ${p(f.coolerType)}`);
  if (f.inStock !== null) clauses.push(`c."inStock" = ${p(f.inStock)}`);
  return { where: clauses.length > 0 ? clauses.join(' AND ') : 'TRUE', params };
}

/** The filter part of the list arguments, as a cache key. */
function filterKey(args: ComponentsArgs): string {
  const { sort: _sort, first: _first, after: _after, last: _last, before: _before, ...filter } = args;
  return JSON.stringify(
    Object.entries(filter)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(),
  );
}

/** What the planner reads of a part (toPlannerPart); fewer columns load the whole catalog faster. */
/** The columns matchableParts() loads. */
const MATCHABLE_COLUMNS = [
  'id',
  'slug',
  'type',
  'name',
  'brand',
  'priceCents',
  'specs',
  'partNumbers',
  'updatedAt',
] as const;

const PLANNABLE_COLUMNS = [
  'id',
  'slug',
  'name',
  'brand',
  'type',
  'priceCents',
  'rating',
  'specs',
  'specsComplete',
  'cpuSingle',
  'cpuMulti',
  'cpuGaming',
  'gpu1080',
  'gpu1440',
  'gpu4k',
] as const satisfies readonly (keyof Component)[];

/** The component database: filtered lists, lookups, suggestions and comparison. */
/** What a cache definition keeps. */
type CacheValue<D> = D extends CacheDefinition<infer T> ? T : never;

export class CatalogService {
  private readonly caches: { [K in keyof typeof CATALOG_CACHES]: ReadCache<CacheValue<(typeof CATALOG_CACHES)[K]>> };

  /** `caches`: the app's (modules/catalog/catalog.module.ts); none keeps nothing (scripts, benchmarks). */
  constructor(
    private readonly manager: EntityManager,
    caches: CacheRegistry = new CacheRegistry(),
  ) {
    this.caches = {
      pages: caches.of(CATALOG_CACHES.pages),
      counts: caches.of(CATALOG_CACHES.counts),
      suggestions: caches.of(CATALOG_CACHES.suggestions),
      plannable: caches.of(CATALOG_CACHES.plannable),
      matchable: caches.of(CATALOG_CACHES.matchable),
      brandCounts: caches.of(CATALOG_CACHES.brandCounts),
      typeRows: caches.of(CATALOG_CACHES.typeRows),
      fits: caches.of(CATALOG_CACHES.fits),
    };
  }

  /** Inside a transaction the caller must see its own writes: no cache there. */
  private cached<T>(cache: ReadCache<T>, key: string, load: () => Promise<T>): Promise<T> {
    return this.manager.queryRunner?.isTransactionActive ? load() : cache.get(key, load);
  }

  /**
   * One page of components with keyset pagination (forward or backward), and the total count of
   * the filtered set. The result may be shared with other callers: treat it as read-only.
   */
  async list(args: ComponentsArgs): Promise<ComponentPage> {
    const plan = COMPONENT_SORT_PLANS[args.sort];
    const window = windowOf(
      args,
      COMPONENT_PAGE,
      (text) => decodeComponentCursor(text, args.sort),
      COMPONENT_BAD_CURSOR,
    );
    const { where, params } = componentFilter(args);
    const key = filterKey(args);
    const pageKey = JSON.stringify([
      key,
      args.sort,
      window.size,
      window.backward,
      args.after ?? null,
      args.before ?? null,
    ]);
    const [{ rows, beyond }, totalCount] = await Promise.all([
      this.cached(this.caches.pages, pageKey, () => this.pageRows(where, params, args.sort, window)),
      this.cached(this.caches.counts, key, async () => {
        const row = await this.manager
          .getRepository(Component)
          .createQueryBuilder('c')
          .select('count(*)::int', 'n')
          .where(where, params)
          .getRawOne<{ n: number }>();
        return row?.n ?? 0;
      }),
    ]);
    return paginate(rows, window, totalCount, (row) => encodeComponentCursor(args.sort, plan.value(row), row.id), {
      beyond,
    });
  }

  /** One page's rows (`size + 1` at most, in the window's reading order) and whether rows lie beyond its cursor. */
  private async pageRows(
    where: string,
    params: Record<string, unknown>,
    sort: ComponentSort,
    window: PageWindow<Cursor>,
  ): Promise<ComponentRows> {
    const expr = SORT_EXPR[sort];
    const order: SqlOrder = { row: `(${expr}, c."id")`, dir: COMPONENT_SORT_PLANS[sort].dir };
    const repo = this.manager.getRepository(Component);
    const pageParams = { ...params };
    const page = repo.createQueryBuilder('c').where(where, params);
    for (const condition of betweenConditions(window, order, cursorValues(pageParams))) page.andWhere(condition);
    const dir = readDirection(order, window);
    const beyondParams = { ...params };
    const beyondWhere = beyondCondition(window, order, cursorValues(beyondParams));
    const [rows, beyond] = await Promise.all([
      page
        .setParameters(pageParams)
        .orderBy(expr, dir)
        .addOrderBy('c.id', dir)
        .limit(window.size + 1)
        .getMany(),
      beyondWhere === null
        ? false
        : repo.createQueryBuilder('c').where(where, params).andWhere(beyondWhere, beyondParams).getExists(),
    ]);
    return { rows, beyond };
  }

  async byId(id: string): Promise<Component | null> {
    return this.manager.getRepository(Component).findOne({ where: { id } });
  }

  async bySlug(slug: string): Promise<Component | null> {
    return this.manager.getRepository(Component).findOne({ where: { slug } });
  }

  /** One component by id or slug (exactly one of them: the edge's ComponentArgs). */
  async one(id: string | null | undefined, slug: string | null | undefined): Promise<Component | null> {
    return id ? this.byId(id) : this.bySlug(slug as string);
  }

  /**
   * Names matching the text in the name, type, brand or any spec value, ignoring case (docs/requirements.md §7),
   * at most `limit` (≤ 8): the suggestions of suggestionHits, by name.
   */
  async suggestions(q: string, limit = SUGGESTION_LIMIT): Promise<string[]> {
    return (await this.suggested(q, limit)).map((hit) => hit.name);
  }

  /**
   * The suggestions as parts with their slugs, for the combined search's component group, and how
   * many parts the catalog's text filter finds for the text (never fewer than shown).
   */
  async suggestionHits(q: string, limit = SUGGESTION_LIMIT): Promise<{ hits: SuggestionHit[]; totalCount: number }> {
    const text = suggestionText(q);
    if (!suggestable(text)) return { hits: [], totalCount: 0 };
    const [hits, totalCount] = await Promise.all([
      this.suggested(text, limit),
      this.cached(this.caches.counts, JSON.stringify(['suggestion-count', text]), async () => {
        const [row] = await this.manager.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "component" WHERE "searchText" LIKE '%' || $1 || '%'`,
          [likeText(text)],
        );
        return row?.n ?? 0;
      }),
    ]);
    // Short text also matches by name and brand prefix, which the text filter's count may miss.
    return { hits, totalCount: Math.max(totalCount, hits.length) };
  }

  /** The first `limit` of the text's (cached) suggestions: the answer for a smaller limit is the start of the full one. */
  private async suggested(q: string, limit: number): Promise<SuggestionHit[]> {
    const text = suggestionText(q);
    if (!suggestable(text)) return [];
    const all = await this.cached(this.caches.suggestions, text, () => this.suggest(text));
    return all.slice(0, limit);
  }

  /**
   * One bounded query fetches the matching parts, best first by the ranking's own keys
   * (rankSuggestions, @rigforge/common): relevance, then priced, newest, dearest, name and slug. It
   * keeps the first SUGGESTION_CANDIDATES, from which the ranking picks SUGGESTION_LIMIT spread
   * across models and brands. Text of 3 characters or more is matched in the search text (trigram
   * index); shorter text at the start of the name or brand (byte-order indexes). The static
   * deployment ranks its rows with the same code (suggestionsOf).
   */
  private async suggest(text: string): Promise<SuggestionHit[]> {
    const like = likeText(text);
    const match =
      text.length < SUGGESTION_TRIGRAM_MIN
        ? `(lower("name") COLLATE "C" LIKE $1 || '%' OR lower("brand") COLLATE "C" LIKE $1 || '%')`
        : `"searchText" LIKE '%' || $1 || '%'`;
    const rows = await this.manager.query<SuggestionCandidate[]>(
      `SELECT "name", "slug", "type", "brand", "priceCents", "releaseYear", "chipset",
              CASE WHEN "type" = 'GPU' THEN "specs"->>'chipsetBrand' END AS "chipsetBrand"
         FROM "component"
        WHERE ${match}
        ORDER BY ${SUGGESTION_RELEVANCE_SQL},
                 "priceCents" IS NULL, "releaseYear" DESC NULLS LAST, "priceCents" DESC NULLS LAST,
                 lower("name") COLLATE "C", "slug" COLLATE "C"
        LIMIT $4`,
      [like, text, wordStartPattern(text), SUGGESTION_CANDIDATES],
    );
    return rankSuggestions(rows, text, SUGGESTION_LIMIT).map(({ name, slug, type, brand }) => ({
      name,
      slug,
      type,
      brand,
    }));
  }

  /** Exactly two different components (the edge's CompareArgs), in the order asked. */
  async pair(ids: string[]): Promise<[Component, Component]> {
    const found = await this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .where('c.id IN (:...ids)', { ids })
      .getMany();
    const a = found.find((c) => c.id === ids[0]);
    const b = found.find((c) => c.id === ids[1]);
    if (!a || !b) throw notFound(COMPARE_MISSING);
    return [a, b];
  }

  /** Components by id, in no particular order; ids that are not UUIDs or not found are left out. */
  async byIds(ids: readonly string[]): Promise<Component[]> {
    const valid = [...new Set(ids.filter(isUuid))];
    if (valid.length === 0) return [];
    return this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .where('c.id IN (:...valid)', { valid })
      .getMany();
  }

  /**
   * The components named exactly so, each of its type (the catalog holds one part per type and
   * normalised name: UQ_component_type_norm_name), in no particular order.
   */
  async byTypeAndName(parts: readonly { type: string; name: string }[]): Promise<Component[]> {
    if (parts.length === 0) return [];
    const found = await this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .where(`(c."type", c."normName") IN (SELECT * FROM unnest(:types::text[], :norms::text[]))`, {
        types: parts.map((p) => p.type),
        norms: parts.map((p) => normalizeName(p.name)),
      })
      .getMany();
    const wanted = new Set(parts.map((p) => `${p.type}\n${p.name}`));
    return found.filter((c) => wanted.has(`${c.type}\n${c.name}`));
  }

  /**
   * Every part the build planner may pick: priced, in stock, with the specs the compatibility rules
   * read and, for CPUs and graphics cards, benchmark indices. A case whose radiator support is
   * unknown still qualifies (the planner pairs it with air coolers only). Only the columns the
   * planner reads are loaded. Cached like every catalog read; the array is shared, so treat it as
   * read-only.
   */
  plannableParts(): Promise<Component[]> {
    if (this.manager.queryRunner?.isTransactionActive) return this.loadPlannable();
    // The planner's whole catalog: a reload takes a few hundred ms at full scale, so an expired copy
    // is served while it runs (a write in this process clears it at once).
    return this.caches.plannable.getStale('all', () => this.loadPlannable());
  }

  private loadPlannable(): Promise<Component[]> {
    return this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .select(PLANNABLE_COLUMNS.map((column) => `c.${column}`))
      .where('c."priceCents" IS NOT NULL AND c."inStock" IS NOT FALSE')
      .andWhere(
        `(c."specsComplete" OR (c."type" = 'Case' AND c."formFactor" IS NOT NULL
            AND c."supportedFormFactors" IS NOT NULL AND c."maxGpuLengthMm" IS NOT NULL
            AND c."maxCoolerHeightMm" IS NOT NULL AND c."psuFormFactors" IS NOT NULL))`,
      )
      .andWhere(`(c."type" <> 'CPU' OR (c."cpuSingle" IS NOT NULL AND c."cpuMulti" IS NOT NULL))`)
      .andWhere(
        `(c."type" <> 'GPU' OR (c."gpu1080" IS NOT NULL AND c."gpu1440" IS NOT NULL AND c."gpu4k" IS NOT NULL))`,
      )
      .orderBy('c."type"')
      .addOrderBy('c."priceCents"')
      .addOrderBy('c."id"')
      .getMany();
  }

  /**
   * Every part, plannable or not, with only the columns matching reads (id, slug, type, name,
   * brand, price, specs, part numbers, and updatedAt to tell snapshots apart): what a pasted parts
   * list is matched against. Cached and served stale while it reloads, like plannableParts(); the
   * array is shared, so treat it as read-only.
   */
  matchableParts(): Promise<Component[]> {
    if (this.manager.queryRunner?.isTransactionActive) return this.loadMatchable();
    return this.caches.matchable.getStale('all', () => this.loadMatchable());
  }

  private loadMatchable(): Promise<Component[]> {
    return this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .select(MATCHABLE_COLUMNS.map((column) => `c.${column}`))
      .orderBy('c."type"')
      .addOrderBy('c."id"')
      .getMany();
  }

  /** Brands present in the catalog (optionally of one type), most parts first. */
  async brands(type: string | null | undefined): Promise<string[]> {
    return (await this.brandCounts(type)).map((b) => b.brand);
  }

  /**
   * Each brand with the number of parts its filter finds (of one type, when given), most parts first: a graphics
   * card counts for its board maker and for its chipset maker, exactly as componentFilter matches it.
   */
  brandCounts(type: string | null | undefined): Promise<BrandCount[]> {
    return this.cached(this.caches.brandCounts, JSON.stringify(type ?? null), () => this.loadBrandCounts(type));
  }

  private loadBrandCounts(type: string | null | undefined): Promise<BrandCount[]> {
    return this.manager.query(
      `SELECT min(m."brand") AS brand, count(DISTINCT m."id")::int AS count
         FROM (SELECT "id", "brand" FROM "component" WHERE ($1::text IS NULL OR "type" = $1)
               UNION ALL
               SELECT "id", "specs"->>'chipsetBrand' FROM "component"
                WHERE "type" = 'GPU' AND ($1::text IS NULL OR "type" = $1) AND "specs"->>'chipsetBrand' <> '') m
        GROUP BY lower(m."brand") ORDER BY count DESC, lower(min(m."brand")) LIMIT 200`,
      [type ?? null],
    );
  }

  /** Every part of one type as the in-memory list reads it (the builder's compatible list). */
  private typeRows(type: PartType): Promise<ListedComponent[]> {
    return this.cached(this.caches.typeRows, type, async () => {
      const rows = await this.manager
        .getRepository(Component)
        .createQueryBuilder('c')
        .addSelect('c.searchText')
        .where('c."type" = :type', { type })
        .getMany();
      return rows.map((row) =>
        Object.assign(row, {
          chipsetBrand: typeof row.specs.chipsetBrand === 'string' ? row.specs.chipsetBrand : null,
        }),
      );
    });
  }

  /**
   * One page of the parts of `args.type` that fit the builder's chosen parts (`args.compatibleWith`,
   * fitFilter: the compatibility report's rules), with the same filters, sorts and cursors as list();
   * with includeIncompatible the others too, each with the rules it breaks (`exclusions`).
   */
  async listFitting(args: ComponentsArgs & { type: PartType; compatibleWith: string[] }): Promise<FittingPage> {
    const chosen = await this.byIds(args.compatibleWith);
    if (chosen.length !== args.compatibleWith.length) {
      const found = new Set(chosen.map((c) => c.id));
      throw notFound(`No component has the id ${args.compatibleWith.find((id) => !found.has(id))}.`);
    }
    const rows = await this.typeRows(args.type);
    const key = JSON.stringify([args.type, [...args.compatibleWith].sort()]);
    const verdicts = await this.cached(this.caches.fits, key, async () => {
      const fits = fitFilter(chosen.map(fitCandidate), args.type);
      return new Map(rows.map((r) => [r.id, fits(fitCandidate(r))]));
    });
    const kept = args.includeIncompatible ? rows : rows.filter((r) => verdicts.get(r.id)?.length === 0);
    const page = orBadInput(componentPage(kept, sharedFilter(args), args.sort, args));
    return { ...page, exclusions: new Map(page.nodes.map((n) => [n.id, verdicts.get(n.id) ?? []])) };
  }
}

/** A catalog row as the builder's filter reads it (fitCandidateOf, as the static deployment does). */
function fitCandidate(row: Component): FitCandidate {
  return fitCandidateOf({ name: row.name, type: row.type, specs: row.specs, specsComplete: row.specsComplete });
}
