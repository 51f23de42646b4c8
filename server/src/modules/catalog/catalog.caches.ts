import type { CacheDefinition } from '../../lib/cache-registry';
import type { BuildExclusion } from '@rigforge/common';
import type { BrandCount, ComponentRows, ListedComponent, SuggestionHit } from './catalog.service';
import type { Component } from './component.entity';

const catalogTtl = ({ catalogCacheTtlMs }: { catalogCacheTtlMs: number }): number => catalogCacheTtlMs;

/**
 * The catalog's reads kept in the process (CATALOG_CACHE_TTL_MS): the catalog changes only when the
 * seed (before the app starts) or an importer runs; an import's changes show within the lifetime.
 */
export const CATALOG_CACHES = {
  pages: { name: 'catalog.pages', maxEntries: 2000, ttlMs: catalogTtl } as CacheDefinition<ComponentRows>,
  counts: { name: 'catalog.counts', maxEntries: 2000, ttlMs: catalogTtl } as CacheDefinition<number>,
  /** Each text's suggestions, the most asked (SUGGESTION_LIMIT); a smaller limit takes their start. */
  suggestions: { name: 'catalog.suggestions', maxEntries: 5000, ttlMs: catalogTtl } as CacheDefinition<SuggestionHit[]>,
  plannable: { name: 'catalog.plannable', maxEntries: 1, ttlMs: catalogTtl } as CacheDefinition<Component[]>,
  /** Every part, with the columns a pasted parts list is matched on (modules/parts-list). */
  matchable: { name: 'catalog.matchable', maxEntries: 1, ttlMs: catalogTtl } as CacheDefinition<Component[]>,
  brandCounts: { name: 'catalog.brandCounts', maxEntries: 20, ttlMs: catalogTtl } as CacheDefinition<BrandCount[]>,
  /** Every part of one type, for the builder's compatible list (filtered and paged in memory). */
  typeRows: { name: 'catalog.typeRows', maxEntries: 8, ttlMs: catalogTtl } as CacheDefinition<ListedComponent[]>,
  /** The exclusions of every part of a type beside one set of chosen parts (fitFilter). */
  fits: {
    name: 'catalog.fits',
    maxEntries: 500,
    ttlMs: catalogTtl,
  } as CacheDefinition<Map<string, BuildExclusion[]>>,
};
