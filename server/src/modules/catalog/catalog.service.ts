import {
  COMPARE_MISSING,
  COMPONENT_BAD_CURSOR,
  COMPONENT_SORT_PLANS,
  SUGGESTION_LIMIT,
  componentFilter as sharedFilter,
  decodeComponentCursor,
  encodeComponentCursor,
  isUuid,
  paginate,
  suggestionText,
  SUGGESTION_TRIGRAM_MIN,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../../lib/errors';
import { CacheRegistry, type CacheDefinition } from '../../lib/cache-registry';
import type { ReadCache } from '../../lib/read-cache';
import { CATALOG_CACHES } from './catalog.caches';
import { Component } from './component.entity';
import { normalizeName } from './component-row';
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

interface Cursor {
  sort: ComponentSort;
  value: number | string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return encodeComponentCursor(cursor.sort, cursor.value, cursor.id);
}

/** Reads a cursor made by encodeCursor for the same sort; anything else is bad input. */
export function decodeCursor(text: string, sort: ComponentSort): Cursor {
  const cursor = decodeComponentCursor(text, sort);
  if (!cursor) throw badInput(COMPONENT_BAD_CURSOR);
  return { sort, ...cursor };
}

/** Escapes LIKE wildcards so user text matches literally. */
function likeText(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

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

export interface ComponentPage {
  nodes: Component[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
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
  const { sort: _sort, first: _first, after: _after, ...filter } = args;
  return JSON.stringify(
    Object.entries(filter)
      .filter(([, v]) => v !== null && v !== undefined)
      .sort(),
  );
}

/** What the planner reads of a part (toPlannerPart); fewer columns load the whole catalog faster. */
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
      names: caches.of(CATALOG_CACHES.names),
      plannable: caches.of(CATALOG_CACHES.plannable),
      brandCounts: caches.of(CATALOG_CACHES.brandCounts),
    };
  }

  /** Inside a transaction the caller must see its own writes: no cache there. */
  private cached<T>(cache: ReadCache<T>, key: string, load: () => Promise<T>): Promise<T> {
    return this.manager.queryRunner?.isTransactionActive ? load() : cache.get(key, load);
  }

  /**
   * One page of components with keyset pagination, and the total count of the filtered set. The
   * result may be shared with other callers: treat it as read-only.
   */
  async list(args: ComponentsArgs): Promise<ComponentPage> {
    const sort = { ...COMPONENT_SORT_PLANS[args.sort], expr: SORT_EXPR[args.sort] };
    const cursor = args.after ? decodeCursor(args.after, args.sort) : null;
    const { where, params } = componentFilter(args);
    const key = filterKey(args);
    const repo = this.manager.getRepository(Component);
    const [rows, totalCount] = await Promise.all([
      this.cached(this.caches.pages, JSON.stringify([key, args.sort, args.first, args.after ?? null]), async () => {
        const page = repo.createQueryBuilder('c').where(where, params);
        if (cursor) {
          const op = sort.dir === 'ASC' ? '>' : '<';
          page.andWhere(`(${sort.expr}, c."id") ${op} (:cursorValue, :cursorId::uuid)`, {
            cursorValue: cursor.value,
            cursorId: cursor.id,
          });
        }
        const found = await page
          .orderBy(sort.expr, sort.dir)
          .addOrderBy('c.id', sort.dir)
          .limit(args.first + 1)
          .getMany();
        return { nodes: found, totalCount: 0, hasNextPage: false, endCursor: null };
      }).then((p) => p.nodes),
      this.cached(this.caches.counts, key, async () => {
        const row = await repo
          .createQueryBuilder('c')
          .select('count(*)::int', 'n')
          .where(where, params)
          .getRawOne<{ n: number }>();
        return row?.n ?? 0;
      }),
    ]);
    return paginate(rows, args.first, totalCount, (last) =>
      encodeCursor({ sort: args.sort, value: sort.value(last), id: last.id }),
    );
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
   * Names matching the text in the name, type, brand or any spec value, ignoring case (docs/requirements.md §7).
   * Ranked in stages, each served by an index and stopped as soon as the list is full:
   *   1. names that start with the text (byte-order btree index), A to Z;
   *   2. names containing it (trigram index on the name): parts with a price first, then the
   *      earliest match and the shortest name;
   *   3. parts whose brand, type or spec values contain it (trigram index on the search text).
   * Text shorter than 3 characters (too short for trigrams) uses stage 1 and brand prefixes.
   * The static deployment runs the same stages in memory (suggestionsOf, @rigforge/common).
   */
  suggestions(q: string, limit = SUGGESTION_LIMIT): Promise<string[]> {
    const text = suggestionText(q);
    if (!text) return Promise.resolve([]);
    return this.cached(this.caches.names, JSON.stringify([text, limit]), () => this.suggest(text, limit));
  }

  private async suggest(text: string, limit: number): Promise<string[]> {
    const like = likeText(text);
    const found: string[] = [];
    const add = (rows: { name: string }[]): boolean => {
      for (const { name } of rows) if (!found.includes(name) && found.length < limit) found.push(name);
      return found.length >= limit;
    };
    const stages: [string, unknown[]][] = [
      [
        `SELECT "name" FROM "component" WHERE lower("name") COLLATE "C" LIKE $1 || '%'
          ORDER BY lower("name") COLLATE "C" LIMIT $2`,
        [like, limit],
      ],
      text.length < SUGGESTION_TRIGRAM_MIN
        ? [
            `SELECT "name" FROM "component" WHERE lower("brand") COLLATE "C" LIKE $1 || '%'
              ORDER BY lower("brand") COLLATE "C", lower("name") COLLATE "C" LIMIT $2`,
            [like, limit * 2],
          ]
        : [
            `SELECT "name" FROM "component" WHERE lower("name") LIKE '%' || $1 || '%'
              ORDER BY "priceCents" IS NULL, strpos(lower("name"), $2), length("name"), lower("name") LIMIT $3`,
            [like, text, limit * 2],
          ],
    ];
    if (text.length >= SUGGESTION_TRIGRAM_MIN) {
      stages.push([
        `SELECT "name" FROM "component" WHERE "searchText" LIKE '%' || $1 || '%' LIMIT $2`,
        [like, limit * 2],
      ]);
    }
    for (const [sql, params] of stages) {
      if (add(await this.manager.query(sql, params))) break;
    }
    return found;
  }

  /**
   * The suggestions (same text rules, ranking and cache) as parts with their slugs, for the combined
   * search's component group, and how many parts the catalog's text filter finds for the text.
   */
  async suggestionHits(q: string, limit = SUGGESTION_LIMIT): Promise<{ hits: SuggestionHit[]; totalCount: number }> {
    const text = suggestionText(q);
    if (!text) return { hits: [], totalCount: 0 };
    const [found, totalCount] = await Promise.all([
      this.suggestions(text, limit),
      this.cached(this.caches.counts, JSON.stringify(['suggestion-count', text]), async () => {
        const [row] = await this.manager.query<{ n: number }[]>(
          `SELECT count(*)::int AS n FROM "component" WHERE "searchText" LIKE '%' || $1 || '%'`,
          [likeText(text)],
        );
        return row?.n ?? 0;
      }),
    ]);
    if (found.length === 0) return { hits: [], totalCount };
    const rows = await this.manager.query<SuggestionHit[]>(
      `SELECT DISTINCT ON ("name") "name", "slug", "type", "brand" FROM "component"
        WHERE "name" = ANY($1::text[]) ORDER BY "name", "priceCents" IS NULL, "slug"`,
      [found],
    );
    const byName = new Map(rows.map((r) => [r.name, r]));
    const hits = found.flatMap((name) => byName.get(name) ?? []);
    // Suggestions also match by name prefix, which the text filter's count includes: never report fewer than shown.
    return { hits, totalCount: Math.max(totalCount, hits.length) };
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
      .where('c."priceCents" IS NOT NULL AND c."inStock"')
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
}
