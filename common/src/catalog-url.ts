// The component database's bookmarkable address (docs/requirements.md §9): which values each URL parameter may
// hold, read by one zod shape. Reading never fails: a value the page cannot use (an unknown type, a
// price off the slider, a malformed id) falls back to its default. Spec filters, whose options the
// filter panel defines, are read by the client on top of this.
import { z } from 'zod';
import { COMPARE_LIMIT, MAX_PRICE_FILTER, PART_TYPES, type PartType } from './catalog';
import { isUuid } from './input';

export const CATALOG_SORTS = ['rating', 'price-asc', 'price-desc', 'value', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'rating';

export const CATALOG_LAYOUTS = ['grid', 'list'] as const;
export type CatalogLayout = (typeof CATALOG_LAYOUTS)[number];

export const CATALOG_PAGE_SIZES = [12, 24, 48] as const;
export type CatalogPageSize = (typeof CATALOG_PAGE_SIZES)[number];
export const DEFAULT_CATALOG_PAGE_SIZE: CatalogPageSize = 24;

/** Whole dollars; above this a minimum price is ignored as a typo. */
export const MIN_PRICE_LIMIT = 100_000;
/** The server accepts search text of at most this many characters. */
export const SEARCH_TEXT_LIMIT = 100;
const BRAND_LIMIT = 20;
const BRAND_LENGTH_LIMIT = 80;

/** Trimmed, non-empty texts, each once ignoring case, in their first order. */
export function distinctIgnoringCase(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of values) {
    const value = raw.trim();
    const key = value.toLowerCase();
    if (!value || seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** Distinct (ignoring case), trimmed, non-empty brands within the server's limits. */
export function cleanBrands(brands: readonly string[]): string[] {
  return distinctIgnoringCase(brands)
    .filter((brand) => brand.length <= BRAND_LENGTH_LIMIT)
    .slice(0, BRAND_LIMIT);
}

/** Distinct component ids, at most COMPARE_LIMIT; anything that is not an id is dropped. */
export function cleanCompare(ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of ids) {
    const id = raw.trim().toLowerCase();
    if (isUuid(id) && !out.includes(id)) out.push(id);
    if (out.length === COMPARE_LIMIT) break;
  }
  return out;
}

/** Whether a maximum price is one of the slider's stops. */
export function isOnPriceSlider(dollars: number): boolean {
  return (
    dollars >= MAX_PRICE_FILTER.min &&
    dollars <= MAX_PRICE_FILTER.max &&
    (dollars - MAX_PRICE_FILTER.min) % MAX_PRICE_FILTER.step === 0
  );
}

/** The address's parameters as the shape reads them: each given once, `brand` any number of times. */
export interface CatalogUrlParams {
  type?: string;
  brand?: string[];
  max?: string;
  min?: string;
  q?: string;
  stock?: string;
  sort?: string;
  layout?: string;
  per?: string;
  compare?: string;
  view?: string;
}

export interface CatalogUrlState {
  type: PartType | null;
  brands: string[];
  /** Whole dollars from the slider; MAX_PRICE_FILTER.max means no upper limit. */
  maxPrice: number;
  /** Whole dollars, or null for none. */
  minPrice: number | null;
  text: string;
  inStockOnly: boolean;
  sort: CatalogSort;
  layout: CatalogLayout;
  pageSize: CatalogPageSize;
  /** Component ids chosen for comparison: at most COMPARE_LIMIT, distinct. */
  compare: string[];
  /** Whether the side-by-side comparison is open (only with COMPARE_LIMIT parts chosen). */
  comparing: boolean;
}

/** Whole dollars written in plain decimal digits. */
const wholeDollars = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** Reads the component database's address; never fails (`parse` is safe to call on any parameters). */
export const catalogUrlSchema: z.ZodType<CatalogUrlState> = z
  .object({
    type: z.enum(PART_TYPES).nullable().catch(null),
    brand: z.array(z.string()).catch([]).transform(cleanBrands),
    max: wholeDollars.refine(isOnPriceSlider).catch(MAX_PRICE_FILTER.default),
    min: wholeDollars
      .refine((dollars) => dollars <= MIN_PRICE_LIMIT)
      .nullable()
      .catch(null),
    q: z
      .string()
      .catch('')
      .transform((text) => text.trim().slice(0, SEARCH_TEXT_LIMIT)),
    stock: z
      .string()
      .optional()
      .transform((value) => value === '1'),
    sort: z.enum(CATALOG_SORTS).catch(DEFAULT_CATALOG_SORT),
    layout: z.enum(CATALOG_LAYOUTS).catch('grid'),
    per: z
      .string()
      .transform(Number)
      .pipe(z.union(CATALOG_PAGE_SIZES.map((size) => z.literal(size))))
      .catch(DEFAULT_CATALOG_PAGE_SIZE),
    compare: z
      .string()
      .catch('')
      .transform((ids) => cleanCompare(ids.split(','))),
    view: z.string().optional(),
  })
  .transform((p): CatalogUrlState => ({
    type: p.type,
    brands: p.brand,
    maxPrice: p.max,
    minPrice: p.min,
    text: p.q,
    inStockOnly: p.stock,
    sort: p.sort,
    layout: p.layout,
    pageSize: p.per,
    compare: p.compare,
    comparing: p.view === 'compare' && p.compare.length === COMPARE_LIMIT,
  }));
