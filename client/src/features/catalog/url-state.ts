// The component database's bookmarkable state (filters, sort, layout, page size, compare selection
// and the comparison view) as URL search parameters, read with common's catalogUrlSchema plus the
// spec filters this page defines. Parsing never throws: a value the page cannot use (an unknown
// type, a price off the slider, a malformed id) is dropped and its default applies.
import {
  BOARD_FORM_FACTORS,
  CASE_FORM_FACTORS,
  COMPARE_LIMIT,
  COMPONENT_BRANDS,
  COOLER_KINDS,
  DEFAULT_CATALOG_PAGE_SIZE,
  DEFAULT_CATALOG_SORT,
  MAX_PRICE_FILTER,
  MEMORY_TYPES,
  SEARCH_TEXT_LIMIT,
  SOCKETS,
  STORAGE_INTERFACES,
  catalogUrlSchema,
  cleanBrands,
  cleanCompare,
  distinctIgnoringCase,
  isOnPriceSlider,
  readBuilderQuery,
  toCents,
  type CatalogLayout,
  type CatalogPageSize,
  type CatalogSort,
  type CatalogUrlParams,
  type PartType,
} from '@rigforge/common';
import { buildOfCatalogSearch } from '../../lib/builder-link';
import { type ComponentsQueryVariables } from './catalog.generated';
import { type ComponentSort } from '../../generated/graphql';

export const SORT_OPTIONS = [
  { value: 'rating', label: "Editors' rating", sort: 'RATING' },
  { value: 'price-asc', label: 'Price: low to high', sort: 'PRICE_ASC' },
  { value: 'price-desc', label: 'Price: high to low', sort: 'PRICE_DESC' },
  { value: 'value', label: 'Best value', sort: 'VALUE' },
  { value: 'name', label: 'Name (A to Z)', sort: 'NAME' },
] as const satisfies readonly { value: CatalogSort; label: string; sort: ComponentSort }[];

export type SpecFilterKey =
  | 'socket'
  | 'memoryType'
  | 'formFactor'
  | 'minVramGb'
  | 'minWattage'
  | 'minCapacityGb'
  | 'storageInterface'
  | 'coolerType';

export interface SpecFilterOption {
  value: string;
  label: string;
}

export interface SpecFilterDef {
  key: SpecFilterKey;
  /** The URL parameter. */
  param: string;
  label: string;
  /** The option that means "no filter". */
  anyLabel: string;
  options: readonly SpecFilterOption[];
}

const plain = (values: readonly string[]): SpecFilterOption[] => values.map((value) => ({ value, label: value }));
const atLeast = (values: readonly number[], show: (n: number) => string): SpecFilterOption[] =>
  values.map((n) => ({ value: String(n), label: `${show(n)} or more` }));
const gb = (n: number): string => (n >= 1000 ? `${n / 1000} TB` : `${n} GB`);

const SOCKET: SpecFilterDef = {
  key: 'socket',
  param: 'socket',
  label: 'Socket',
  anyLabel: 'Any socket',
  options: plain(SOCKETS),
};
const MEMORY: SpecFilterDef = {
  key: 'memoryType',
  param: 'memory',
  label: 'Memory type',
  anyLabel: 'Any memory type',
  options: plain(MEMORY_TYPES),
};

/** The spec filters of each part type, in the order the filter panel shows them. */
export const SPEC_FILTERS: Record<PartType, readonly SpecFilterDef[]> = {
  CPU: [SOCKET],
  Motherboard: [
    SOCKET,
    MEMORY,
    {
      key: 'formFactor',
      param: 'form',
      label: 'Form factor',
      anyLabel: 'Any form factor',
      options: plain(BOARD_FORM_FACTORS),
    },
  ],
  RAM: [
    MEMORY,
    {
      key: 'minCapacityGb',
      param: 'capacity',
      label: 'Kit capacity',
      anyLabel: 'Any capacity',
      options: atLeast([16, 32, 64, 96], gb),
    },
  ],
  GPU: [
    {
      key: 'minVramGb',
      param: 'vram',
      label: 'Video memory',
      anyLabel: 'Any video memory',
      options: atLeast([8, 12, 16, 20, 24, 32], gb),
    },
  ],
  PSU: [
    {
      key: 'minWattage',
      param: 'watts',
      label: 'Wattage',
      anyLabel: 'Any wattage',
      options: atLeast([450, 550, 650, 750, 850, 1000, 1200], (n) => `${n} W`),
    },
  ],
  Storage: [
    {
      key: 'storageInterface',
      param: 'interface',
      label: 'Interface',
      anyLabel: 'Any interface',
      options: plain(STORAGE_INTERFACES),
    },
    {
      key: 'minCapacityGb',
      param: 'capacity',
      label: 'Capacity',
      anyLabel: 'Any capacity',
      options: atLeast([500, 1000, 2000, 4000, 8000], gb),
    },
  ],
  Case: [
    {
      key: 'formFactor',
      param: 'form',
      label: 'Case size',
      anyLabel: 'Any case size',
      options: plain(CASE_FORM_FACTORS),
    },
  ],
  Cooler: [
    {
      key: 'coolerType',
      param: 'cooler',
      label: 'Cooler type',
      anyLabel: 'Any cooler type',
      options: plain(COOLER_KINDS),
    },
    SOCKET,
  ],
};

export type SpecFilters = Partial<Record<SpecFilterKey, string>>;

export interface CatalogFilters {
  type: PartType | null;
  /** Chosen brands, in the order chosen, without case-insensitive duplicates. */
  brands: string[];
  /** Whole dollars from the slider; MAX_PRICE_FILTER.max means no upper limit. */
  maxPrice: number;
  /** Whole dollars, or null for none. */
  minPrice: number | null;
  text: string;
  /** Only filters of the chosen type, each with one of its options. */
  spec: SpecFilters;
  inStockOnly: boolean;
  sort: CatalogSort;
}

/** A change to the filters, applied to them as they are when it lands. */
export type FiltersEdit = (filters: CatalogFilters) => CatalogFilters;

export interface CatalogState {
  filters: CatalogFilters;
  layout: CatalogLayout;
  pageSize: CatalogPageSize;
  /** Component ids chosen for comparison: at most COMPARE_LIMIT, distinct. */
  compare: string[];
  /** Whether the side-by-side comparison is open (only with COMPARE_LIMIT parts chosen). */
  comparing: boolean;
  /** Choosing a part for the builder: its build (builderQuery; '' for an empty build), else null. */
  build: string | null;
  /** Choosing for the builder: list the parts that do not fit too, with their reasons. */
  fitsAll: boolean;
}

export const DEFAULT_FILTERS: CatalogFilters = {
  type: null,
  brands: [],
  maxPrice: MAX_PRICE_FILTER.default,
  minPrice: null,
  text: '',
  spec: {},
  inStockOnly: false,
  sort: DEFAULT_CATALOG_SORT,
};

export const DEFAULT_STATE: CatalogState = {
  filters: DEFAULT_FILTERS,
  layout: 'grid',
  pageSize: DEFAULT_CATALOG_PAGE_SIZE,
  compare: [],
  comparing: false,
  build: null,
  fitsAll: false,
};

/** A choice of the brand filter with the number of parts it finds, null while the counts load. */
export interface BrandOption {
  brand: string;
  count: number | null;
}

/**
 * The brand filter's choices: the brands of docs/requirements.md §9 first, then the brands in the data (most parts
 * first), then any chosen brand that is in neither; each once, ignoring case. Once the counts are in, a brand they do
 * not name finds 0 parts.
 */
export function brandOptions(
  counts: readonly { brand: string; count: number }[] | undefined,
  selected: readonly string[],
): BrandOption[] {
  const countOf = new Map((counts ?? []).map((c) => [c.brand.toLowerCase(), c.count]));
  return distinctIgnoringCase([...COMPONENT_BRANDS, ...(counts ?? []).map((c) => c.brand), ...selected]).map(
    (brand) => ({ brand, count: counts ? (countOf.get(brand.toLowerCase()) ?? 0) : null }),
  );
}

/** The spec filters that apply to a type, keeping only values among their options. */
export function cleanSpec(type: PartType | null, spec: SpecFilters): SpecFilters {
  if (!type) return {};
  const out: SpecFilters = {};
  for (const def of SPEC_FILTERS[type]) {
    const value = spec[def.key];
    if (value !== undefined && def.options.some((o) => o.value === value)) out[def.key] = value;
  }
  return out;
}

/** The parameters common's shape reads, each as given (once), `brand` as often as given. */
function urlParams(params: URLSearchParams): CatalogUrlParams {
  const raw: CatalogUrlParams = { brand: params.getAll('brand') };
  for (const key of ['type', 'max', 'min', 'q', 'stock', 'sort', 'layout', 'per', 'compare', 'view'] as const) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/** Reads the page state from the URL; unusable values fall back to their defaults. */
export function parseCatalogParams(params: URLSearchParams): CatalogState {
  const { layout, pageSize, compare, comparing, ...filters } = catalogUrlSchema.parse(urlParams(params));
  const spec: SpecFilters = {};
  if (filters.type) {
    for (const def of SPEC_FILTERS[filters.type]) {
      const value = params.get(def.param);
      if (value !== null) spec[def.key] = value;
    }
  }
  return {
    filters: { ...filters, spec: cleanSpec(filters.type, spec) },
    layout,
    pageSize,
    compare,
    comparing,
    build: buildOfCatalogSearch(params)?.query ?? null,
    fitsAll: params.get('fits') === 'all',
  };
}

/** Writes the page state as URL parameters in a stable order, leaving defaults out. */
export function serializeCatalogState(state: CatalogState): URLSearchParams {
  const { filters } = state;
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  for (const brand of cleanBrands(filters.brands)) params.append('brand', brand);
  if (filters.minPrice !== null) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== MAX_PRICE_FILTER.default && isOnPriceSlider(filters.maxPrice)) {
    params.set('max', String(filters.maxPrice));
  }
  const text = filters.text.trim();
  if (text) params.set('q', text.slice(0, SEARCH_TEXT_LIMIT));
  if (filters.type) {
    const spec = cleanSpec(filters.type, filters.spec);
    for (const def of SPEC_FILTERS[filters.type]) {
      const value = spec[def.key];
      if (value !== undefined) params.set(def.param, value);
    }
  }
  if (filters.inStockOnly) params.set('stock', '1');
  if (filters.sort !== DEFAULT_CATALOG_SORT) params.set('sort', filters.sort);
  if (state.layout !== 'grid') params.set('layout', state.layout);
  if (state.pageSize !== DEFAULT_CATALOG_PAGE_SIZE) params.set('per', String(state.pageSize));
  const compare = cleanCompare(state.compare);
  if (compare.length > 0) params.set('compare', compare.join(','));
  if (state.comparing && compare.length === COMPARE_LIMIT) params.set('view', 'compare');
  if (state.build !== null) {
    params.set('build', state.build || 'empty');
    if (state.fitsAll) params.set('fits', 'all');
  }
  return params;
}

/** The filters with another type: spec filters that do not apply to it are dropped. */
export function withType(filters: CatalogFilters, type: PartType | null): CatalogFilters {
  return { ...filters, type, spec: cleanSpec(type, filters.spec) };
}

/** Whether any filter differs from its default (sort is an order, not a filter). */
export function hasActiveFilters(filters: CatalogFilters): boolean {
  return (
    filters.type !== null ||
    filters.brands.length > 0 ||
    filters.maxPrice !== MAX_PRICE_FILTER.default ||
    filters.minPrice !== null ||
    filters.text.trim() !== '' ||
    Object.keys(filters.spec).length > 0 ||
    filters.inStockOnly
  );
}

/** The state with every filter cleared; sort, layout, page size and the compare selection stay. */
export function clearFilters(state: CatalogState): CatalogState {
  return { ...state, filters: { ...DEFAULT_FILTERS, sort: state.filters.sort } };
}

/** Whether the minimum price is above a set maximum (the minimum is then not applied). */
export function minPriceConflicts(filters: CatalogFilters): boolean {
  return filters.minPrice !== null && filters.maxPrice !== MAX_PRICE_FILTER.max && filters.minPrice > filters.maxPrice;
}

/** The `components` query variables for the filters (money in cents, as the API takes it). */
export function toQueryVariables(
  filters: CatalogFilters,
  first: number,
  choosing: { build: string | null; fitsAll: boolean } = { build: null, fitsAll: false },
): ComponentsQueryVariables {
  const variables: ComponentsQueryVariables = {
    sort: SORT_OPTIONS.find((o) => o.value === filters.sort)?.sort ?? 'RATING',
    first,
  };
  if (filters.type) variables.type = filters.type;
  // Choosing for the builder: the parts of the type that fit the build's catalog parts.
  const chosen = choosing.build === null ? [] : readBuilderQuery(choosing.build).parts;
  if (filters.type && chosen.length > 0) {
    variables.compatibleWith = chosen;
    if (choosing.fitsAll) variables.includeIncompatible = true;
  }
  if (filters.brands.length > 0) variables.brands = filters.brands;
  if (filters.maxPrice !== MAX_PRICE_FILTER.max) variables.maxPriceCents = toCents(filters.maxPrice);
  if (filters.minPrice !== null && filters.minPrice > 0 && !minPriceConflicts(filters)) {
    variables.minPriceCents = toCents(filters.minPrice);
  }
  const text = filters.text.trim();
  if (text) variables.text = text;
  if (filters.inStockOnly) variables.inStock = true;
  const spec = cleanSpec(filters.type, filters.spec);
  if (spec.socket) variables.socket = spec.socket;
  if (spec.memoryType) variables.memoryType = spec.memoryType;
  if (spec.formFactor) variables.formFactor = spec.formFactor;
  if (spec.storageInterface) variables.storageInterface = spec.storageInterface;
  if (spec.coolerType) variables.coolerType = spec.coolerType;
  if (spec.minVramGb) variables.minVramGb = Number(spec.minVramGb);
  if (spec.minWattage) variables.minWattage = Number(spec.minWattage);
  if (spec.minCapacityGb) variables.minCapacityGb = Number(spec.minCapacityGb);
  return variables;
}

/** How many filters of the filter panel are set (the search box is counted apart). */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    (filters.type ? 1 : 0) +
    filters.brands.length +
    (filters.maxPrice !== MAX_PRICE_FILTER.default ? 1 : 0) +
    (filters.minPrice !== null ? 1 : 0) +
    Object.keys(filters.spec).length +
    (filters.inStockOnly ? 1 : 0)
  );
}
