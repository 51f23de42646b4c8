import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfterText } from '@rigforge/common';
import { AppError } from './errors';
import type { Logger } from './logger';

export interface LimitSpec {
  /** Attempts allowed in the window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** How long the key stays blocked once over the limit (default: the rest of the window). */
  blockSeconds?: number;
}

/** A limit as a module declares it: the counts, and the words of its refusal ("… Please try again in N minutes."). */
export interface LimitRule extends LimitSpec {
  /** What was done too often, e.g. 'Too many messages sent from your network'. */
  message: string;
}

/** A module's limits by name (every name unique across the app: it prefixes the keys in the shared table). */
export type LimitTable<N extends string = string> = Readonly<Record<N, LimitRule>>;

/** The RATE_LIMITED error: a message saying when to retry, and `retryAfter` in seconds (REST: Retry-After). */
export function rateLimited(rule: LimitRule, msBeforeNext: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', `${rule.message}. Please try again ${retryAfterText(retryAfter)}.`, {
    retryAfter,
  });
}

/** What the limiter needs of its store: one statement at a time (pg's Pool has this). */
export interface LimitStore {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * The app's rate limits (each module declares its own, modules/<x>/<x>.module.ts), counted in PostgreSQL
 * (rate-limiter-flexible's store, table rate_limit) so that every app instance shares them. When the
 * store fails (a lost connection, an answer without its row), that attempt is counted in this
 * process's memory instead, with a warning in the log: a limit never turns a request into a 500.
 */
export class RateLimiter<N extends string = string> {
  private readonly limiters: Record<N, RateLimiterPostgres>;
  private readonly fallback: Record<N, RateLimiterMemory>;

  constructor(
    store: LimitStore,
    private readonly logger: Logger,
    private readonly rules: LimitTable<N>,
  ) {
    // The store names its prepared statements; the embedded database serves every pooled connection
    // from one backend, where the second connection preparing the same name fails. Unnamed queries
    // work in both modes.
    const storeClient = {
      query: (q: { text: string; values?: unknown[] }) => store.query(q.text, q.values),
    };
    const options = (name: N) => ({
      keyPrefix: name,
      points: rules[name].points,
      duration: rules[name].durationSeconds,
      blockDuration: rules[name].blockSeconds ?? 0,
    });
    const names = Object.keys(rules) as N[];
    const each = <T>(make: (name: N) => T) =>
      Object.fromEntries(names.map((name) => [name, make(name)])) as Record<N, T>;
    this.limiters = each(
      (name) =>
        new RateLimiterPostgres({
          ...options(name),
          storeClient,
          storeType: 'client',
          tableName: 'rate_limit',
          tableCreated: true,
        }),
    );
    this.fallback = each((name) => new RateLimiterMemory(options(name)));
  }

  /** Runs one operation on the shared store; if the store fails, logs a warning and runs it in memory. */
  private async counted<T>(name: N, run: (limiter: RateLimiterPostgres | RateLimiterMemory) => Promise<T>): Promise<T> {
    try {
      return await run(this.limiters[name]);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      this.logger.warn({ err, limit: name }, 'rate-limit store failed; counting this attempt in memory');
      return run(this.fallback[name]);
    }
  }

  /** Counts one attempt against each limit; throws RATE_LIMITED (the longest wait) when any is over. */
  async consume(entries: readonly (readonly [name: N, key: string])[]): Promise<void> {
    const results = await Promise.allSettled(
      entries.map(([name, key]) => this.counted(name, (limiter) => limiter.consume(key))),
    );
    let worst: { name: N; ms: number } | null = null;
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      const ms = result.reason.msBeforeNext;
      if (worst === null || ms > worst.ms) worst = { name: entries[i][0], ms };
    }
    if (worst !== null) throw rateLimited(this.rules[worst.name], worst.ms);
  }

  /** Forgets a key's attempts (a success that clears earlier failures). */
  async forget(name: N, key: string): Promise<void> {
    await this.counted(name, (limiter) => limiter.delete(key));
    await this.fallback[name].delete(key);
  }
}

/** What a module's service sees of the limiter: its own limits. */
export type Limiter<N extends string> = Pick<RateLimiter<N>, 'consume' | 'forget'>;
