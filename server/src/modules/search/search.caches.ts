import type { CacheDefinition } from '../../lib/cache-registry';
import type { SearchResult } from './search.types';

/**
 * Search results reused in the process for a short while (SEARCH_CACHE_TTL_MS, 30 s by default): the
 * nav box sends the same few texts again and again ("p", "ps", "psu"), and articles, guides and news
 * change rarely. A news item written by another process shows within the lifetime.
 */
export const SEARCH_CACHES = {
  results: {
    name: 'search.results',
    maxEntries: 2000,
    ttlMs: ({ searchCacheTtlMs }) => searchCacheTtlMs,
  } as CacheDefinition<SearchResult>,
};
