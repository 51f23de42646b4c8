import crypto from 'node:crypto';
import type { Request, Response } from 'express';

/** The long-lived visitor cookie that tells one guest's news views from another's (httpOnly, SameSite=Lax). */
export const VISITOR_COOKIE = 'rf_vid';

/** About 400 days: the longest lifetime browsers keep a cookie for. */
const VISITOR_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;

/** A visitor id as we make it: 32 base64url characters (24 random bytes). Anything else is replaced. */
const VISITOR_ID = /^[A-Za-z0-9_-]{32}$/;

/** The value of cookie `name` in a Cookie header, or null (the first one wins, as browsers send the most specific first). */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** A well-formed visitor id from the request's cookie, or null. */
export function readVisitorId(req: Request): string | null {
  const value = cookieValue(req.headers.cookie, VISITOR_COOKIE);
  return value !== null && VISITOR_ID.test(value) ? value : null;
}

/**
 * The request's visitor id: the cookie's when it holds a well-formed one, else a new random id that
 * is set on the response (httpOnly, SameSite=Lax, Secure when the request came over HTTPS).
 */
export function ensureVisitorId(req: Request, res: Response): string {
  const existing = readVisitorId(req);
  if (existing) return existing;
  const id = crypto.randomBytes(24).toString('base64url');
  res.cookie(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    maxAge: VISITOR_COOKIE_MAX_AGE_MS,
    path: '/',
  });
  return id;
}
