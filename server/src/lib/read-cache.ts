import { SingleFlight } from './single-flight';

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/**
 * A small read-through cache for data that changes rarely (the component catalog changes only when
 * an import or the seed runs). Entries live for `ttlMs` and the least recently used go first once
 * `maxEntries` is reached; concurrent misses for one key share one load. `clear()` drops everything
 * (writers in this process call it); other processes' writes show after at most `ttlMs`.
 * A `ttlMs` of 0 turns caching off (loads are still shared while in flight).
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly flight = new SingleFlight<T>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Refresh its place in the LRU order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const value = await this.flight.run(`${generation}\u0000${key}`, load);
    if (this.ttlMs > 0 && generation === this.generation) {
      this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }

  /**
   * Like get, but an expired entry is answered at once while one reload runs in the background
   * (stale-while-revalidate): for large values whose reload is slow and whose staleness by one
   * reload is harmless. A failed reload keeps the old value; the next call tries again. After
   * clear() nothing old is served.
   */
  async getStale(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (!hit || hit.expiresAt > this.now() || this.ttlMs === 0) return this.get(key, load);
    const generation = this.generation;
    this.flight.run(`${generation}\u0000${key}`, load).then(
      (value) => {
        if (generation === this.generation) this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
      },
      () => undefined,
    );
    return hit.value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * Drops the entries whose key passes `test`. Loads in flight are not kept either (they may have
   * read the data before the write that calls this), whatever their key.
   */
  deleteWhere(test: (key: string) => boolean): void {
    this.generation += 1;
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
