/**
 * Account rules shared by the server and the client (docs/requirements.md §6 "Roles"): roles, the
 * sign-in-required rule and the return path after signing in. Pure functions only. The account
 * forms' rules are in auth-forms.ts.
 */

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles are ordered: a moderator may do what a user may, an admin what a moderator may. */
export function roleAtLeast(role: Role, required: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(required);
}

/**
 * The message of every "you must sign in" error, over GraphQL (code UNAUTHENTICATED) and REST (401).
 * It satisfies the docs/requirements.md §6 rule below, so callers can recognise it the same way everywhere.
 */
export const SIGN_IN_REQUIRED_MESSAGE = '401: Unauthorized. Please sign in to continue.';

/**
 * docs/requirements.md §6: a sign-in-required condition is an error message starting with 401 and containing
 * Unauthorized.
 */
export function isSignInRequiredMessage(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.startsWith('401') && message.includes('Unauthorized');
}

/**
 * Long enough for a build result's address, which carries the whole build (a guest saving a build
 * signs in and comes back to it); a request line of twice that still fits Node's header limit.
 */
const RETURN_PATH_MAX = 6000;

const RETURN_BASE = 'http://rigforge.invalid';
/** Pages that would loop if signing in went back to them (react-router ignores case and a trailing '/'). */
const NO_RETURN_PAGES = ['/sign-in', '/sign-up', '/reset-password'];

/**
 * True for a path on this origin as it stands: one leading '/', not '//' or '/\\' (a browser reads
 * both as another host), no backslash (read as '/') and no control character (tabs and newlines
 * are dropped by URL parsers, which can join '/' and '/' into '//').
 */
function isPlainPath(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(value);
}

/** A percent-encoded '/', '\\' or control character: decoded by some proxy or router, it can form '//'. */
const ENCODED_SEPARATOR = /%(?:2f|5c|[01][0-9a-f]|7f)/i;

/**
 * A same-site path to go back to after signing in (/api/login?returnTo=..., /sign-in?returnTo=...),
 * or null when the value is missing or could lead elsewhere (callers then use their default).
 * The value is normalised (dot segments resolved, as a browser would) and the RESULT is checked:
 * '/..//evil.com' normalises to '//evil.com', another host, and is refused. Encoded separators in
 * the path ('%2F', '%5C', '%09'...) are refused too, and so is anything that normalising again
 * would change.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!isPlainPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, RETURN_BASE);
  } catch {
    return null;
  }
  if (url.origin !== RETURN_BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(path) || ENCODED_SEPARATOR.test(url.pathname)) return null;
  if (new URL(path, RETURN_BASE).href !== url.href) return null;
  // Going back to an auth page after signing in would loop; the API is not a page.
  const page = url.pathname.toLowerCase().replace(/\/+$/, '');
  if (NO_RETURN_PAGES.includes(page) || page === '/api' || page.startsWith('/api/')) return null;
  return path;
}

/** 'in 15 minutes', 'in 1 minute', 'in 40 seconds': when a rate-limited action may be tried again. */
export function retryAfterText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}
