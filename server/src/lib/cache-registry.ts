import { ReadCache } from './read-cache';

/**
 * A cache a module owns, declared in its definition (modules/<x>/<x>.module.ts): its size and its
 * lifetime. `T` is the type of what it keeps.
 */
export interface CacheDefinition<T = unknown> {
  readonly name: string;
  readonly maxEntries: number;
  /** The lifetime, in ms, from the app's settings (0: not kept). */
  readonly ttlMs: (settings: CacheSettings) => number;
  /** Phantom: the kept values' type. */
  readonly __values?: T;
}

/** The settings caches take their lifetimes from (the app's configuration). */
export interface CacheSettings {
  catalogCacheTtlMs: number;
  searchCacheTtlMs: number;
}

/** Lifetimes of 0: nothing kept (tests, scripts and benchmarks that build a service by hand). */
export const NO_CACHING: CacheSettings = { catalogCacheTtlMs: 0, searchCacheTtlMs: 0 };

/**
 * Every cache of the app, made once from the modules' definitions (app.ts) and injected into the
 * services through their factories: no module keeps a cache of its own at module level.
 */
export class CacheRegistry {
  private readonly caches = new Map<CacheDefinition, ReadCache<unknown>>();

  constructor(
    private readonly settings: CacheSettings = NO_CACHING,
    definitions: readonly CacheDefinition[] = [],
  ) {
    for (const definition of definitions) this.of(definition);
  }

  /** The cache of a definition (made on first use). */
  of<T>(definition: CacheDefinition<T>): ReadCache<T> {
    let cache = this.caches.get(definition);
    if (!cache) {
      cache = new ReadCache<unknown>(definition.ttlMs(this.settings), definition.maxEntries);
      this.caches.set(definition, cache);
    }
    return cache as ReadCache<T>;
  }
}
