import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Pool } from 'pg';
import type { Clock } from './clock';

/** How long after a session's expiry was moved on by a request the next request leaves it alone. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;

/** At most this many sessions' last touch are remembered; the oldest are forgotten first. */
const REMEMBERED_TOUCHES = 20_000;

/**
 * Remembers when each session's expiry was last written, so that a signed-in visitor's requests
 * write it at most once per `intervalMs` instead of once per request. Pure bookkeeping, no I/O.
 */
export class TouchThrottle {
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly clock: Pick<Clock, 'now'>,
    private readonly intervalMs = SESSION_TOUCH_INTERVAL_MS,
    private readonly capacity = REMEMBERED_TOUCHES,
  ) {}

  /** True when `sid`'s expiry should be written now (and counts it as written). */
  shouldTouch(sid: string): boolean {
    const now = this.clock.now().getTime();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && now - last < this.intervalMs) return false;
    this.remember(sid, now);
    return true;
  }

  /** A session written in full (sign-in, a change) counts as touched; a destroyed one is forgotten. */
  written(sid: string): void {
    this.remember(sid, this.clock.now().getTime());
  }

  forget(sid: string): void {
    this.touchedAt.delete(sid);
  }

  private remember(sid: string, at: number): void {
    // Re-inserting moves the entry to the end: the map's order is oldest touch first.
    this.touchedAt.delete(sid);
    this.touchedAt.set(sid, at);
    if (this.touchedAt.size > this.capacity) {
      const oldest = this.touchedAt.keys().next();
      if (!oldest.done) this.touchedAt.delete(oldest.value);
    }
  }
}

/**
 * The PostgreSQL session store (connect-pg-simple on `pool`), with express-session's per-request
 * "touch" (an UPDATE that moves the session's expiry on) written at most once per
 * SESSION_TOUCH_INTERVAL_MS per session and process: a signed-in visitor's reads no longer each
 * cost a write. The expiry a session keeps in the database may lag by that interval, against a
 * lifetime of a day (browser-session cookies) or 30 days ("Remember me").
 */
export function createSessionStore(pool: Pool, clock: Pick<Clock, 'now'>): connectPgSimple.PGStore {
  const PgStore = connectPgSimple(session);
  const throttle = new TouchThrottle(clock);
  class ThrottledPgStore extends PgStore {
    override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
      if (!throttle.shouldTouch(sid)) {
        callback?.();
        return;
      }
      super.touch(sid, sess, callback);
    }

    override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
      throttle.written(sid);
      super.set(sid, sess, callback);
    }

    override destroy(sid: string, callback?: (err?: unknown) => void): void {
      throttle.forget(sid);
      super.destroy(sid, callback);
    }
  }
  return new ThrottledPgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
  });
}
