/**
 * Coalesces concurrent identical reads: while a call for a key is in flight, later callers for the
 * same key share its promise instead of starting another. Nothing is kept once it settles, so
 * results are never stale beyond the duration of one read.
 */
export class SingleFlight<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  run(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const promise = load().finally(() => {
      this.inFlight.delete(key);
    });
    this.inFlight.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.inFlight.size;
  }
}
