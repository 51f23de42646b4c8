import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { retryAfterText } from '@rigforge/common';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';

export interface LimitSpec {
  /** Attempts allowed in the window. */
  points: number;
  /** The window, in seconds. */
  durationSeconds: number;
  /** How long the key stays blocked once over the limit (default: the rest of the window). */
  blockSeconds?: number;
}

export interface AuthLimits {
  /** Failed sign-ins for one e-mail from one address; a success clears them. */
  signInPerAccountIp: LimitSpec;
  /** Every sign-in attempt from one address (it caps the hashing work one address can cause). */
  signInPerIp: LimitSpec;
  /**
   * Wrong current passwords given to change one account's password, from any session or address;
   * a right one clears them (a stolen session must not become a way to guess the password).
   */
  changePasswordPerUser: LimitSpec;
  /** Every password change attempt from one address (each costs a hash, as a sign-in does). */
  changePasswordPerIp: LimitSpec;
  /** Reset e-mails asked for one e-mail from one address. */
  resetRequestPerAccountIp: LimitSpec;
  /** Reset e-mails asked from one address. */
  resetRequestPerIp: LimitSpec;
  /** New passwords set with a reset token from one address. */
  resetPasswordPerIp: LimitSpec;
  /** Accounts created from one address. */
  signUpPerIp: LimitSpec;
  /** Contact-form messages sent from one address. */
  contactPerIp: LimitSpec;
  /** News views recorded from one address (each counts at most once per visitor and day anyway). */
  newsViewPerIp: LimitSpec;
  /** Comments and replies posted by one account (a flood from one account, or a script). */
  commentPerUser: LimitSpec;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  signInPerAccountIp: { points: 10, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  signInPerIp: { points: 100, durationSeconds: 15 * MINUTE },
  changePasswordPerUser: { points: 10, durationSeconds: 15 * MINUTE, blockSeconds: 15 * MINUTE },
  changePasswordPerIp: { points: 100, durationSeconds: 15 * MINUTE },
  resetRequestPerAccountIp: { points: 5, durationSeconds: HOUR },
  resetRequestPerIp: { points: 20, durationSeconds: HOUR },
  resetPasswordPerIp: { points: 20, durationSeconds: HOUR },
  signUpPerIp: { points: 20, durationSeconds: HOUR },
  contactPerIp: { points: 5, durationSeconds: HOUR },
  newsViewPerIp: { points: 600, durationSeconds: HOUR },
  commentPerUser: { points: 30, durationSeconds: 10 * MINUTE },
};

type LimitName = keyof AuthLimits;

const WHAT: Record<LimitName, string> = {
  signInPerAccountIp: 'Too many failed sign-in attempts for this account',
  signInPerIp: 'Too many sign-in attempts from your network',
  changePasswordPerUser: 'Too many wrong current passwords for this account',
  changePasswordPerIp: 'Too many password change attempts from your network',
  resetRequestPerAccountIp: 'Too many password reset requests for this email address',
  resetRequestPerIp: 'Too many password reset requests from your network',
  resetPasswordPerIp: 'Too many password reset attempts from your network',
  signUpPerIp: 'Too many accounts created from your network',
  contactPerIp: 'Too many messages sent from your network',
  newsViewPerIp: 'Too many news views recorded from your network',
  commentPerUser: 'You are posting comments too quickly',
};

/** The RATE_LIMITED error: a message saying when to retry, and `retryAfter` in seconds (REST: Retry-After). */
export function rateLimited(name: LimitName, msBeforeNext: number): AppError {
  const retryAfter = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('RATE_LIMITED', `${WHAT[name]}. Please try again ${retryAfterText(retryAfter)}.`, {
    retryAfter,
  });
}

/** What the limiter needs of its store: one statement at a time (pg's Pool has this). */
export interface LimitStore {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/**
 * Limits on sign-in, sign-up, password reset and the contact form, counted in PostgreSQL (rate-limiter-flexible's
 * store, table rate_limit) so that every app instance shares them. When the store fails (a lost
 * connection, an answer without its row), that attempt is counted in this process's memory
 * instead, with a warning in the log: a limit never turns a request into a 500.
 */
export class AuthRateLimiter {
  private readonly limiters: Record<LimitName, RateLimiterPostgres>;
  private readonly fallback: Record<LimitName, RateLimiterMemory>;

  constructor(
    store: LimitStore,
    private readonly logger: Logger,
    limits: AuthLimits = DEFAULT_AUTH_LIMITS,
  ) {
    // The store names its prepared statements; the embedded database serves every pooled connection
    // from one backend, where the second connection preparing the same name fails. Unnamed queries
    // work in both modes.
    const storeClient = {
      query: (q: { text: string; values?: unknown[] }) => store.query(q.text, q.values),
    };
    const options = (name: LimitName) => ({
      keyPrefix: name,
      points: limits[name].points,
      duration: limits[name].durationSeconds,
      blockDuration: limits[name].blockSeconds ?? 0,
    });
    const names = Object.keys(DEFAULT_AUTH_LIMITS) as LimitName[];
    const each = <T>(make: (name: LimitName) => T) =>
      Object.fromEntries(names.map((name) => [name, make(name)])) as Record<LimitName, T>;
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
  private async counted<T>(
    name: LimitName,
    run: (limiter: RateLimiterPostgres | RateLimiterMemory) => Promise<T>,
  ): Promise<T> {
    try {
      return await run(this.limiters[name]);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      this.logger.warn({ err, limit: name }, 'rate-limit store failed; counting this attempt in memory');
      return run(this.fallback[name]);
    }
  }

  /** Counts one attempt against each limit; throws RATE_LIMITED (the longest wait) when any is over. */
  private async consume(entries: [LimitName, string][]): Promise<void> {
    const results = await Promise.allSettled(
      entries.map(([name, key]) => this.counted(name, (limiter) => limiter.consume(key))),
    );
    let worst: { name: LimitName; ms: number } | null = null;
    for (const [i, result] of results.entries()) {
      if (result.status === 'fulfilled') continue;
      if (!(result.reason instanceof RateLimiterRes)) throw result.reason;
      const ms = result.reason.msBeforeNext;
      if (worst === null || ms > worst.ms) worst = { name: entries[i][0], ms };
    }
    if (worst !== null) throw rateLimited(worst.name, worst.ms);
  }

  signInAttempt(email: string, ip: string): Promise<void> {
    return this.consume([
      ['signInPerIp', ip],
      ['signInPerAccountIp', accountKey(email, ip)],
    ]);
  }

  /** A successful sign-in forgets the account's failed attempts from that address. */
  async signInSucceeded(email: string, ip: string): Promise<void> {
    const key = accountKey(email, ip);
    await this.counted('signInPerAccountIp', (limiter) => limiter.delete(key));
    await this.fallback.signInPerAccountIp.delete(key);
  }

  /** Counted before the current password is checked, so that a refused attempt costs no hash. */
  changePasswordAttempt(userId: string, ip: string): Promise<void> {
    return this.consume([
      ['changePasswordPerIp', ip],
      ['changePasswordPerUser', userId],
    ]);
  }

  /** The right current password forgets the account's wrong ones. */
  async changePasswordSucceeded(userId: string): Promise<void> {
    await this.counted('changePasswordPerUser', (limiter) => limiter.delete(userId));
    await this.fallback.changePasswordPerUser.delete(userId);
  }

  resetRequest(email: string, ip: string): Promise<void> {
    return this.consume([
      ['resetRequestPerIp', ip],
      ['resetRequestPerAccountIp', accountKey(email, ip)],
    ]);
  }

  resetPassword(ip: string): Promise<void> {
    return this.consume([['resetPasswordPerIp', ip]]);
  }

  signUp(ip: string): Promise<void> {
    return this.consume([['signUpPerIp', ip]]);
  }

  contactMessage(ip: string): Promise<void> {
    return this.consume([['contactPerIp', ip]]);
  }

  newsView(ip: string): Promise<void> {
    return this.consume([['newsViewPerIp', ip]]);
  }

  commentPost(userId: string): Promise<void> {
    return this.consume([['commentPerUser', userId]]);
  }
}

function accountKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
