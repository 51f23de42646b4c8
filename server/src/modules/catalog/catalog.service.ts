import { SUGGESTION_LIMIT } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../../graphql/errors';
import { Component } from './component.entity';
import { ComponentSort, type ComponentsArgs } from './dto/catalog.args';

interface SortPlan {
  /** Must match the expression of the IDX_component_*_<key> indexes in the Catalog migration. */
  expr: string;
  dir: 'ASC' | 'DESC';
  /** The sort key's value for a row, as the cursor stores it. */
  value(c: Component): number | string;
}

const SORTS: Record<ComponentSort, SortPlan> = {
  [ComponentSort.PRICE_ASC]: {
    expr: `coalesce(c."priceCents", 2147483647)`,
    dir: 'ASC',
    value: (c) => c.priceCents ?? 2147483647,
  },
  [ComponentSort.PRICE_DESC]: { expr: `coalesce(c."priceCents", -1)`, dir: 'DESC', value: (c) => c.priceCents ?? -1 },
  [ComponentSort.RATING]: { expr: `coalesce(c."rating", -1)`, dir: 'DESC', value: (c) => c.rating ?? -1 },
  [ComponentSort.VALUE]: { expr: `coalesce(c."valueScore", -1)`, dir: 'DESC', value: (c) => c.valueScore ?? -1 },
  [ComponentSort.NAME]: { expr: `lower(c."name")`, dir: 'ASC', value: (c) => c.name.toLowerCase() },
};

interface Cursor {
  sort: ComponentSort;
  value: number | string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

/** Reads a cursor made by encodeCursor for the same sort; anything else is bad input. */
export function decodeCursor(text: string, sort: ComponentSort): Cursor {
  const malformed = badInput('Malformed cursor: use the endCursor of the previous page with the same sort');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw malformed;
  const [s, value, id] = parsed as unknown[];
  const valueOk = sort === ComponentSort.NAME ? typeof value === 'string' : typeof value === 'number';
  if (s !== sort || !valueOk || typeof id !== 'string' || !UUID.test(id)) throw malformed;
  return { sort, value: value as number | string, id };
}

/** Escapes LIKE wildcards so user text matches literally. */
function likeText(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface ComponentPage {
  nodes: Component[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** Builds the WHERE clause of a filtered component query (alias c) with named parameters. */
export function componentFilter(args: ComponentsArgs): { where: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  const p = (value: unknown): string => {
    const name = `p${Object.keys(params).length}`;
    params[name] = value;
    return `:${name}`;
  };
  if (args.minPriceCents != null && args.maxPriceCents != null && args.minPriceCents > args.maxPriceCents) {
    throw badInput('The minimum price must not be greater than the maximum price');
  }
  if (args.type) clauses.push(`c."type" = ${p(args.type)}`);
  const brands = (args.brands ?? []).map((b) => b.trim().toLowerCase()).filter(Boolean);
  if (brands.length > 0) clauses.push(`lower(c."brand") = ANY(${p(brands)}::text[])`);
  if (args.minPriceCents != null) clauses.push(`c."priceCents" >= ${p(args.minPriceCents)}`);
  if (args.maxPriceCents != null) clauses.push(`c."priceCents" <= ${p(args.maxPriceCents)}`);
  const text = args.text?.trim();
  if (text) clauses.push(`c."searchText" LIKE '%' || ${p(likeText(text))} || '%'`);
  const socket = args.socket?.trim();
  if (socket) {
    const s = p(socket.replace(/\s+/g, ''));
    clauses.push(`(c."socket" = ${s} OR ${s} = ANY(c."coolerSockets"))`);
  }
  if (args.memoryType) {
    const m = p(args.memoryType);
    clauses.push(`(c."memoryType" = ${m} OR ${m} = ANY(c."memoryTypes"))`);
  }
  const formFactor = args.formFactor?.trim();
  if (formFactor) clauses.push(`c."formFactor" = ${p(formFactor)}`);
  if (args.minVramGb != null) clauses.push(`c."vramGb" >= ${p(args.minVramGb)}`);
  if (args.minWattage != null) clauses.push(`c."psuWattage" >= ${p(args.minWattage)}`);
  if (args.minCapacityGb != null) clauses.push(`c."capacityGb" >= ${p(args.minCapacityGb)}`);
  if (args.storageInterface) clauses.push(`c."storageInterface" = ${p(args.storageInterface)}`);
  if (args.coolerType) clauses.push(`c."coolerType" = ${p(args.coolerType)}`);
  if (args.inStock != null) clauses.push(`c."inStock" = ${p(args.inStock)}`);
  return { where: clauses.length > 0 ? clauses.join(' AND ') : 'TRUE', params };
}

/** The component database: filtered lists, lookups, suggestions and comparison. */
export class CatalogService {
  constructor(private readonly manager: EntityManager) {}

  /** One page of components with keyset pagination, and the total count of the filtered set. */
  async list(args: ComponentsArgs): Promise<ComponentPage> {
    const sort = SORTS[args.sort];
    const cursor = args.after ? decodeCursor(args.after, args.sort) : null;
    const { where, params } = componentFilter(args);
    const repo = this.manager.getRepository(Component);
    const page = repo.createQueryBuilder('c').where(where, params);
    if (cursor) {
      const op = sort.dir === 'ASC' ? '>' : '<';
      page.andWhere(`(${sort.expr}, c."id") ${op} (:cursorValue, :cursorId::uuid)`, {
        cursorValue: cursor.value,
        cursorId: cursor.id,
      });
    }
    const [rows, count] = await Promise.all([
      page
        .orderBy(sort.expr, sort.dir)
        .addOrderBy('c.id', sort.dir)
        .limit(args.first + 1)
        .getMany(),
      repo.createQueryBuilder('c').select('count(*)::int', 'n').where(where, params).getRawOne<{ n: number }>(),
    ]);
    const hasNextPage = rows.length > args.first;
    const nodes = hasNextPage ? rows.slice(0, args.first) : rows;
    const last = nodes.at(-1);
    return {
      nodes,
      totalCount: count?.n ?? 0,
      hasNextPage,
      endCursor: last ? encodeCursor({ sort: args.sort, value: sort.value(last), id: last.id }) : null,
    };
  }

  async byId(id: string): Promise<Component | null> {
    return this.manager.getRepository(Component).findOne({ where: { id } });
  }

  async bySlug(slug: string): Promise<Component | null> {
    return this.manager.getRepository(Component).findOne({ where: { slug } });
  }

  /** One component by id or slug (exactly one of them). */
  async one(id: string | null | undefined, slug: string | null | undefined): Promise<Component | null> {
    if ((id ? 1 : 0) + (slug ? 1 : 0) !== 1) throw badInput('Give either id or slug');
    return id ? this.byId(id) : this.bySlug(slug as string);
  }

  /**
   * Names matching the text in the name, type, brand or any spec value, ignoring case (SPEC §7):
   * names that start with it first, then names with a word starting with it, then closest by
   * trigram similarity. Text shorter than 3 characters matches name and brand prefixes only,
   * which the prefix index serves (trigrams need 3 characters).
   */
  async suggestions(q: string, limit = SUGGESTION_LIMIT): Promise<string[]> {
    const text = q.trim().toLowerCase();
    if (!text) return [];
    const like = likeText(text);
    if (text.length < 3) {
      const rows: { name: string }[] = await this.manager.query(
        `SELECT "name" FROM (
           (SELECT "name", 0 AS rank FROM "component" WHERE lower("name") LIKE $1 || '%'
             ORDER BY lower("name") LIMIT $2)
           UNION ALL
           (SELECT "name", 1 AS rank FROM "component" WHERE lower("brand") LIKE $1 || '%'
             ORDER BY lower("brand"), lower("name") LIMIT $2)
         ) m GROUP BY "name" ORDER BY min(rank), lower("name") LIMIT $2`,
        [like, limit],
      );
      return rows.map((r) => r.name);
    }
    const rows: { name: string }[] = await this.manager.query(
      `SELECT "name" FROM "component"
        WHERE "searchText" LIKE '%' || $1 || '%'
        GROUP BY "name"
        ORDER BY bool_or(lower("name") LIKE $1 || '%') DESC,
                 bool_or(lower("name") ~ ('(^|[^a-z0-9])' || $2)) DESC,
                 max(similarity(lower("name"), $3)) DESC,
                 lower("name")
        LIMIT $4`,
      [like, text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), text, limit],
    );
    return rows.map((r) => r.name);
  }

  /** Exactly two different components, in the order asked. */
  async pair(ids: string[]): Promise<[Component, Component]> {
    if (ids.length !== 2 || ids[0] === ids[1]) throw badInput('Choose 2 different components to compare');
    const found = await this.manager
      .getRepository(Component)
      .createQueryBuilder('c')
      .where('c.id IN (:...ids)', { ids })
      .getMany();
    const a = found.find((c) => c.id === ids[0]);
    const b = found.find((c) => c.id === ids[1]);
    if (!a || !b) throw notFound('One of the components to compare no longer exists');
    return [a, b];
  }

  /** Brands present in the catalog (optionally of one type), most parts first. */
  async brands(type: string | null | undefined): Promise<string[]> {
    const rows: { brand: string }[] = await this.manager.query(
      `SELECT min("brand") AS brand FROM "component" WHERE ($1::text IS NULL OR "type" = $1)
        GROUP BY lower("brand") ORDER BY count(*) DESC, lower("brand") LIMIT 200`,
      [type ?? null],
    );
    return rows.map((r) => r.brand);
  }
}
