import type { Request, RequestHandler, Response } from 'express';
import type { EntityManager } from 'typeorm';
import { REMEMBER_ME_DAYS } from '@rigforge/common';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { User } from '../users/user.entity';

declare module 'express-session' {
  interface SessionData {
    /** The signed-in user; ending a user's sessions finds them by this value (index IDX_session_user). */
    userId: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, loaded by `loadCurrentUser`; null for a guest. */
    user?: User | null;
  }
}

const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;

/**
 * Loads the session's user for /graphql and /api. A session whose user is gone is signed out. A
 * request signed in by an API token (api-tokens/bearer.ts) keeps the token's user.
 */
export function loadCurrentUser(manager: EntityManager): RequestHandler {
  return async (req, _res, next) => {
    if (req.apiToken) {
      next();
      return;
    }
    req.user = null;
    const userId = req.session?.userId;
    if (!userId) {
      next();
      return;
    }
    try {
      req.user = await manager.getRepository(User).findOne({ where: { id: userId } });
      if (!req.user) delete req.session.userId;
      next();
    } catch (err) {
      next(err);
    }
  };
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/**
 * Signs `user` in on this request: a new session id (no session fixation), then a 30-day cookie with
 * rememberMe, or a cookie that lasts the browser session without it.
 */
export async function startSession(req: Request, user: User, rememberMe: boolean): Promise<void> {
  await regenerate(req);
  req.session.userId = user.id;
  if (rememberMe) req.session.cookie.maxAge = REMEMBER_ME_MS;
  else req.session.cookie.expires = undefined;
  await save(req);
  req.user = user;
}

/** Ends this request's session and tells the browser to drop the cookie. */
export async function endSession(req: Request, res: Response): Promise<void> {
  req.user = null;
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** Ends every session of `userId` except `keepSessionId` (another device's sign-in stops working). */
export async function endSessionsOf(manager: EntityManager, userId: string, keepSessionId?: string): Promise<number> {
  // For DELETE, TypeORM's query() answers [rows, affected count].
  const [, count] = (await manager.query(`DELETE FROM "session" WHERE ("sess" ->> 'userId') = $1 AND "sid" <> $2`, [
    userId,
    keepSessionId ?? '',
  ])) as [unknown[], number];
  return count;
}

/**
 * Of these session ids, the ones still signed in and unexpired, each with its user id: one query
 * for all of them (the subscription server checks its sockets' sessions with it every few seconds).
 */
export async function liveSessions(
  manager: EntityManager,
  sessionIds: readonly string[],
): Promise<Map<string, string>> {
  if (sessionIds.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT "sid", "sess" ->> 'userId' AS "userId" FROM "session"
     WHERE "sid" = ANY($1::varchar[]) AND "expire" > to_timestamp($2) AND ("sess" ->> 'userId') IS NOT NULL`,
    [sessionIds, Date.now() / 1000],
  )) as { sid: string; userId: string }[];
  return new Map(rows.map((row) => [row.sid, row.userId]));
}
