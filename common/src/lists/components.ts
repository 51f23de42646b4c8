// The component list's semantics, once for both readers: which arguments filter and how, the sort
// orders with their tie-breaker, the cursor, and the suggestions' ranking. The server turns the
// normalised filter into SQL (server/src/modules/catalog/catalog.service.ts, its indexes); the static
// deployment runs the in-memory predicate and comparator below over the exported rows
// (client/src/static/resolvers.ts). tests/static-parity holds the two to the same answers.
import { COOLER_KINDS, MEMORY_TYPES, STORAGE_INTERFACES, type PartType, type SpecMap } from '../catalog';
import { BUILDER_PARTS_MAX } from '../builder';
import { isUuid } from '../input';
import {
  decodeCursor,
  encodeCursor,
  isInt32,
  keysetPage,
  pageWindow,
  type Page,
  type PageArgs,
  type PageRefusal,
  type PageSizes,
} from './cursor';

export const COMPONENT_SORTS = ['PRICE_ASC', 'PRICE_DESC', 'RATING', 'VALUE', 'NAME'] as const;
export type ComponentSortKey = (typeof COMPONENT_SORTS)[number];

/** The component list's page sizes: 24 items unless `first` or `last` says otherwise, at most 60. */
export const COMPONENT_PAGE: PageSizes = { default: 24, max: 60 };

/** The component list's arguments (the GraphQL `components` field's, without paging). */
export interface ComponentFilterArgs {
  type?: PartType | string | null;
  brands?: readonly string[] | null;
  minPriceCents?: number | null;
  maxPriceCents?: number | null;
  text?: string | null;
  socket?: string | null;
  memoryType?: string | null;
  formFactor?: string | null;
  minVramGb?: number | null;
  minWattage?: number | null;
  minCapacityGb?: number | null;
  storageInterface?: string | null;
  coolerType?: string | null;
  inStock?: boolean | null;
  /** The builder's chosen parts: only parts of `type` that fit them (common/src/builder.ts fitFilter). */
  compatibleWith?: readonly string[] | null;
  /** With compatibleWith: list the parts that do not fit too, each with its exclusions. */
  includeIncompatible?: boolean | null;
}

/** What the filters and sorts read of a part: the catalog table's columns of those names. */
export interface ComponentListRow {
  id: string;
  name: string;
  type: string;
  brand: string;
  priceCents: number | null;
  rating: number | null;
  valueScore: number | null;
  /** From a retailer feed; null when no source says (a filter on stock leaves such a part out). */
  inStock: boolean | null;
  /** A graphics card's chipset maker (specs.chipsetBrand): the brand filter also files the card under it. */
  chipsetBrand: string | null;
  /** Name, type, brand and every spec value, lowercased (the text filter's haystack). */
  searchText: string;
  socket: string | null;
  coolerSockets: string[] | null;
  memoryType: string | null;
  memoryTypes: string[] | null;
  formFactor: string | null;
  vramGb: number | null;
  psuWattage: number | null;
  capacityGb: number | null;
  storageInterface: string | null;
  coolerType: string | null;
}

/**
 * What the static export adds to each part's GraphQL shape, as `listKeys`: the columns the filters
 * read that the API does not serve, the raw specs the comparison reads, and the `chipset` column the
 * suggestions group by (absent from exports made before it: read as null).
 */
export type ComponentListKeys = Omit<
  ComponentListRow,
  'id' | 'name' | 'type' | 'brand' | 'priceCents' | 'rating' | 'valueScore' | 'inStock'
> & { specs: SpecMap; chipset?: string | null };

/** The filter as both readers apply it: each absent argument is null, text already trimmed and lowercased. */
export interface ComponentFilter {
  type: string | null;
  /** Lowercased, trimmed, without empty ones; empty for no brand filter. */
  brands: string[];
  minPriceCents: number | null;
  maxPriceCents: number | null;
  /** Lowercased; matched literally anywhere in searchText. */
  text: string | null;
  /** Without white space; the part's socket or one its cooler fits. */
  socket: string | null;
  /** The part's memory type or one it supports, in the catalog's casing (DDR5 for ddr5). */
  memoryType: string | null;
  formFactor: string | null;
  minVramGb: number | null;
  minWattage: number | null;
  minCapacityGb: number | null;
  storageInterface: string | null;
  coolerType: string | null;
  inStock: boolean | null;
}

export const PRICE_RANGE_MESSAGE = 'The minimum price must not be greater than the maximum price';

/** The component list's argument limits (docs/requirements.md §7). */
export const COMPONENT_ARG_LIMITS = {
  brands: 20,
  brandLength: 80,
  /** Price bounds in cents the filters accept. */
  priceCents: 100_000_000,
  text: 100,
  socket: 20,
  formFactor: 40,
  vramGb: 1024,
  wattage: 10_000,
  capacityGb: 1_000_000,
} as const;

export const COMPATIBLE_WITH_IDS = 'compatibleWith must be a list of component ids';
export const COMPATIBLE_WITH_TYPE = 'Give the type of part to choose with compatibleWith';

/** A rule of one argument: the message refusing the value, or null. Both readers skip an absent argument. */
export type ComponentArgRule = (value: unknown, args: ComponentFilterArgs) => string | null;

const L = COMPONENT_ARG_LIMITS;

function textRule(max: number, message: string, name: string): ComponentArgRule {
  return (value) => (typeof value !== 'string' ? `${name} must be text` : value.length > max ? message : null);
}

function wholeRule(name: string, max: number, messages?: { negative: string; tooLarge: string }): ComponentArgRule {
  return (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value))
      return `${name} must be a whole number${messages ? ' of cents' : ''}`;
    if (value < 0) return messages?.negative ?? `${name} must not be negative`;
    if (value > max) return messages?.tooLarge ?? `${name} must be at most ${max}`;
    return null;
  };
}

/**
 * The value of `values` that `value` names, ignoring case and surrounding white space (`ddr5` is
 * DDR5), or null for none: the closed-set filters take any casing and filter by the catalog's.
 */
export function closedFilterValue<V extends string>(values: readonly V[], value: unknown): V | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return values.find((v) => v.toLowerCase() === wanted) ?? null;
}

function oneOfRule(values: readonly string[], message: string): ComponentArgRule {
  return (value) => (closedFilterValue(values, value) === null ? message : null);
}

const minPrice = wholeRule('minPriceCents', L.priceCents, {
  negative: 'The minimum price must not be negative',
  tooLarge: 'The minimum price is too large',
});
const maxPrice = wholeRule('maxPriceCents', L.priceCents, {
  negative: 'The maximum price must not be negative',
  tooLarge: 'The maximum price is too large',
});

/**
 * Every rule of the component list's arguments, once: the server's argument class applies each at
 * its edge (class-validator, server/src/modules/catalog/dto/catalog.args.ts), the static deployment
 * before it filters (componentArgsProblem), so both refuse the same values.
 */
export const COMPONENT_ARG_RULES = {
  brands: (value) => {
    if (!Array.isArray(value)) return 'brands must be a list of brands';
    if (value.length > L.brands) return `At most ${L.brands} brands can be chosen`;
    if (value.some((b) => typeof b !== 'string')) return 'brands must be text';
    return value.some((b: string) => b.length > L.brandLength)
      ? `A brand must be at most ${L.brandLength} characters`
      : null;
  },
  minPriceCents: minPrice,
  maxPriceCents: (value, args) =>
    maxPrice(value, args) ??
    (typeof args.minPriceCents === 'number' && typeof value === 'number' && args.minPriceCents > value
      ? PRICE_RANGE_MESSAGE
      : null),
  text: textRule(L.text, `Search text must be at most ${L.text} characters`, 'text'),
  socket: textRule(L.socket, `Socket must be at most ${L.socket} characters`, 'socket'),
  memoryType: oneOfRule(MEMORY_TYPES, 'Memory type must be DDR4 or DDR5'),
  formFactor: textRule(L.formFactor, `Form factor must be at most ${L.formFactor} characters`, 'formFactor'),
  minVramGb: wholeRule('minVramGb', L.vramGb),
  minWattage: wholeRule('minWattage', L.wattage),
  minCapacityGb: wholeRule('minCapacityGb', L.capacityGb),
  storageInterface: oneOfRule(STORAGE_INTERFACES, 'Storage interface must be NVMe or SATA'),
  coolerType: oneOfRule(COOLER_KINDS, 'Cooler type must be Air or Liquid'),
  compatibleWith: (value, args) => {
    if (!Array.isArray(value) || value.some((id) => !isUuid(id))) return COMPATIBLE_WITH_IDS;
    if (value.length > BUILDER_PARTS_MAX) return `compatibleWith takes at most ${BUILDER_PARTS_MAX} parts`;
    if (new Set(value).size !== value.length) return 'compatibleWith names a part twice';
    return args.type ? null : COMPATIBLE_WITH_TYPE;
  },
} satisfies Partial<Record<keyof ComponentFilterArgs, ComponentArgRule>>;

/** The first argument the rules refuse, with its message; null when all pass (absent ones always do). */
export function componentArgsProblem(args: ComponentFilterArgs): { field: string; message: string } | null {
  for (const [field, rule] of Object.entries(COMPONENT_ARG_RULES) as [keyof ComponentFilterArgs, ComponentArgRule][]) {
    const value = args[field];
    if (value === undefined || value === null) continue;
    const message = rule(value, args);
    if (message !== null) return { field, message };
  }
  return null;
}

const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);
const nonEmpty = (v: string | null | undefined): string | null => (v ? v : null);

/** The arguments, which passed COMPONENT_ARG_RULES at the reader's edge, as a filter. */
export function componentFilter(args: ComponentFilterArgs): ComponentFilter {
  const socket = args.socket?.trim();
  return {
    type: nonEmpty(args.type),
    brands: (args.brands ?? []).map((b) => b.trim().toLowerCase()).filter(Boolean),
    minPriceCents: orNull(args.minPriceCents),
    maxPriceCents: orNull(args.maxPriceCents),
    text: nonEmpty(args.text?.trim().toLowerCase()),
    socket: socket ? socket.replace(/\s+/g, '') : null,
    memoryType: closedFilterValue(MEMORY_TYPES, args.memoryType),
    formFactor: nonEmpty(args.formFactor?.trim()),
    minVramGb: orNull(args.minVramGb),
    minWattage: orNull(args.minWattage),
    minCapacityGb: orNull(args.minCapacityGb),
    storageInterface: closedFilterValue(STORAGE_INTERFACES, args.storageInterface),
    coolerType: closedFilterValue(COOLER_KINDS, args.coolerType),
    inStock: orNull(args.inStock),
  };
}

const atLeast = (value: number | null, min: number | null) => min === null || (value !== null && value >= min);

/** The filter in memory: exactly the rows the server's WHERE clause keeps (a null column never matches). */
export function matchesComponent(f: ComponentFilter, c: ComponentListRow): boolean {
  if (f.type !== null && c.type !== f.type) return false;
  if (
    f.brands.length > 0 &&
    !f.brands.includes(c.brand.toLowerCase()) &&
    !(c.type === 'GPU' && c.chipsetBrand !== null && f.brands.includes(c.chipsetBrand.toLowerCase()))
  )
    return false;
  if (!atLeast(c.priceCents, f.minPriceCents)) return false;
  if (f.maxPriceCents !== null && (c.priceCents === null || c.priceCents > f.maxPriceCents)) return false;
  if (f.text !== null && !c.searchText.includes(f.text)) return false;
  if (f.socket !== null && c.socket !== f.socket && !(c.coolerSockets ?? []).includes(f.socket)) return false;
  if (f.memoryType !== null && c.memoryType !== f.memoryType && !(c.memoryTypes ?? []).includes(f.memoryType))
    return false;
  if (f.formFactor !== null && c.formFactor !== f.formFactor) return false;
  if (!atLeast(c.vramGb, f.minVramGb)) return false;
  if (!atLeast(c.psuWattage, f.minWattage)) return false;
  if (!atLeast(c.capacityGb, f.minCapacityGb)) return false;
  if (f.storageInterface !== null && c.storageInterface !== f.storageInterface) return false;
  if (f.coolerType !== null && c.coolerType !== f.coolerType) return false;
  if (f.inStock !== null && c.inStock !== f.inStock) return false;
  return true;
}

/** One sort: its direction and the key a row sorts by (what the cursor holds); the tie-breaker is the id, same direction. */
export interface ComponentSortPlan {
  dir: 'ASC' | 'DESC';
  value(c: Pick<ComponentListRow, 'name' | 'priceCents' | 'rating' | 'valueScore'>): number | string;
}

/** Parts without the value sorted on come last: the SQL's coalesce() of the same constants. */
export const COMPONENT_SORT_PLANS: Record<ComponentSortKey, ComponentSortPlan> = {
  PRICE_ASC: { dir: 'ASC', value: (c) => c.priceCents ?? 2147483647 },
  PRICE_DESC: { dir: 'DESC', value: (c) => c.priceCents ?? -1 },
  RATING: { dir: 'DESC', value: (c) => c.rating ?? -1 },
  VALUE: { dir: 'DESC', value: (c) => c.valueScore ?? -1 },
  NAME: { dir: 'ASC', value: (c) => c.name.toLowerCase() },
};

export const COMPONENT_BAD_CURSOR = 'Malformed cursor: use a cursor this list gave, with the same sort';

/** The values a sort's cursor may hold: prices are cents in an integer column, scores finite numbers, names text. */
function isSortValue(sort: ComponentSortKey, value: unknown): value is number | string {
  switch (sort) {
    case 'NAME':
      return typeof value === 'string';
    case 'PRICE_ASC':
    case 'PRICE_DESC':
      return isInt32(value);
    case 'RATING':
    case 'VALUE':
      return typeof value === 'number' && Number.isFinite(value);
  }
}

export function encodeComponentCursor(sort: ComponentSortKey, value: number | string, id: string): string {
  return encodeCursor(sort, value, id);
}

/** A cursor made by encodeComponentCursor for the same sort, or null (bad input: COMPONENT_BAD_CURSOR). */
export function decodeComponentCursor(text: string, sort: ComponentSortKey) {
  return decodeCursor(text, sort, (value: unknown): value is number | string => isSortValue(sort, value));
}

/** One page of the list in memory: filter, sort with its tie-breaker, keyset between the cursors. */
export function componentPage<R extends ComponentListRow>(
  rows: readonly R[],
  filter: ComponentFilter,
  sort: ComponentSortKey,
  paging: PageArgs,
): Page<R> | PageRefusal {
  const window = pageWindow(paging, COMPONENT_PAGE, (text) => decodeComponentCursor(text, sort), COMPONENT_BAD_CURSOR);
  if ('error' in window) return window;
  const plan = COMPONENT_SORT_PLANS[sort];
  return keysetPage(
    rows.filter((r) => matchesComponent(filter, r)),
    { key: (r) => plan.value(r), id: (r) => r.id, dir: plan.dir },
    window,
    (value, id) => encodeComponentCursor(sort, value, id),
  );
}

/** Each brand with how many parts the brand filter finds for it (of one type), most first, as the server counts. */
export function brandCounts(
  rows: readonly ComponentListRow[],
  type: string | null | undefined,
): { brand: string; count: number }[] {
  const groups = new Map<string, { names: string[]; ids: Set<string> }>();
  const add = (brand: string, id: string) => {
    const key = brand.toLowerCase();
    const group = groups.get(key) ?? { names: [], ids: new Set<string>() };
    group.names.push(brand);
    group.ids.add(id);
    groups.set(key, group);
  };
  for (const r of rows) {
    if (type && r.type !== type) continue;
    add(r.brand, r.id);
    if (r.type === 'GPU' && r.chipsetBrand) add(r.chipsetBrand, r.id);
  }
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...groups.values()]
    .map((g) => ({ brand: g.names.sort(byCode)[0], count: g.ids.size }))
    .sort((a, b) => b.count - a.count || byCode(a.brand.toLowerCase(), b.brand.toLowerCase()))
    .slice(0, 200);
}
