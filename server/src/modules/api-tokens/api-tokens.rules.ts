// The rules of personal access tokens (docs/api.md "Sign in from a script"): how a secret looks and is
// kept, how a request presents one, what each scope admits. Pure functions, unit-tested.
import crypto from 'node:crypto';
import { API_TOKEN_PREFIX, type ApiTokenScopeName } from '@rigforge/common';
import type { LimitTable } from '../../lib/rate-limiter';

/** 256 bits of randomness per secret. */
const SECRET_BYTES = 32;
/** A secret as issued: the prefix and 32 bytes in base64url (43 characters). */
const SECRET_PATTERN = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
/** A token's last use is written at most this often (not on every request). */
export const LAST_USED_EVERY_MS = 60_000;

/** The URL parameters a token is sometimes put in by habit (OAuth's `access_token`); never accepted. */
export const TOKEN_QUERY_PARAMETERS = ['access_token', 'token'] as const;

export const API_TOKEN_REFUSALS = {
  malformedHeader:
    'Send "Authorization: Bearer <token>" with a RigForge API token (rf_pat_...), or no Authorization header at all.',
  notAToken:
    'The bearer token is not a RigForge API token (they start with rf_pat_). Create one in Settings → API tokens.',
  unknown: 'This API token is not valid: it was revoked or never existed. Create a new one in Settings → API tokens.',
  expired: (on: Date): string =>
    `This API token expired on ${on.toISOString().slice(0, 10)}. Create a new one in Settings → API tokens.`,
  inQuery:
    'Send API tokens in the Authorization header (Authorization: Bearer <token>), never in the URL, where logs and histories keep them. Revoke a token that was sent this way.',
  sessionOnly:
    'This needs a signed-in browser session: an API token cannot sign in, up or out, change the password, delete the account, or list, create or revoke API tokens.',
  missingScope: (scope: ApiTokenScopeName, what: string): string =>
    `This API token lacks the ${scope} scope, which ${what} needs. Create a token with the ${scope} scope in Settings → API tokens.`,
} as const;

/** What a request's Authorization header says. */
export type Presented =
  /** No header: the request is a guest or uses its session cookie. */
  | { kind: 'none' }
  | { kind: 'bearer'; secret: string }
  /** A header that is not a well-formed RigForge bearer token: refused, never read as a guest. */
  | { kind: 'refused'; message: string };

/**
 * Reads an Authorization header (RFC 6750 §2.1): the scheme `Bearer`, any case, one space or more,
 * then the token. Anything else that is present (another scheme, no token, a second word, an empty
 * value) is refused, as is a bearer token that is not shaped as our secrets are.
 */
export function parseAuthorization(header: string | undefined): Presented {
  if (header === undefined) return { kind: 'none' };
  const match = /^Bearer +(\S+)$/i.exec(header.trim());
  if (!match) return { kind: 'refused', message: API_TOKEN_REFUSALS.malformedHeader };
  const secret = match[1];
  if (!SECRET_PATTERN.test(secret)) return { kind: 'refused', message: API_TOKEN_REFUSALS.notAToken };
  return { kind: 'bearer', secret };
}

/** Whether a request's query string carries a token parameter (`?access_token=`, `?token=`). */
export function tokenInQuery(query: Readonly<Record<string, unknown>>): boolean {
  return TOKEN_QUERY_PARAMETERS.some((name) => Object.hasOwn(query, name));
}

/** A new secret from 32 random bytes. */
export function newSecret(randomBytes: (size: number) => Buffer): string {
  return `${API_TOKEN_PREFIX}${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/**
 * What is stored of a secret: its SHA-256, in hex. A secret holds 256 random bits, so a fast hash
 * is enough (nobody can guess their way back from it, unlike a password), and it lets a request's
 * token be found by one indexed lookup.
 */
export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

/** The end of a token made `now` to last `days` (null: it never expires). */
export function expiryOf(now: Date, days: number | null): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** Null while a token that expires at `expiresAt` (null: never) is valid at `now`; else the refusal's message. */
export function expiryRefusal(expiresAt: Date | null, now: Date): string | null {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime() ? API_TOKEN_REFUSALS.expired(expiresAt) : null;
}

/** Whether a token last used at `lastUsedAt` should have its last use written again at `now`. */
export function lastUseDue(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_EVERY_MS;
}

/** The kind of request a scope admits: reads (queries, subscriptions, REST GET) or writes. */
export type Access = 'read' | 'write';

/** What a GraphQL operation of this type needs: a mutation writes, a query or subscription reads. */
export function graphqlAccess(operation: 'query' | 'mutation' | 'subscription'): Access {
  return operation === 'mutation' ? 'write' : 'read';
}

/** What a REST call with this method needs: GET and HEAD read, every other method writes. */
export function restAccess(method: string): Access {
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

/**
 * Null when a token with `scopes` may make a request that needs `access`; otherwise the refusal's
 * message, naming the missing scope. Each scope admits its own kind only: `write` does not imply
 * `read`, so a write-only token cannot run queries.
 */
export function scopeRefusal(scopes: readonly ApiTokenScopeName[], access: Access, what: string): string | null {
  return scopes.includes(access) ? null : API_TOKEN_REFUSALS.missingScope(access, what);
}

/** Requests one token may make per minute, over HTTP and graphql-ws together. */
export const API_TOKEN_LIMITS = {
  apiTokenRequests: { points: 120, durationSeconds: 60, message: 'Too many requests with this API token' },
} as const satisfies LimitTable;

export type ApiTokenLimitName = keyof typeof API_TOKEN_LIMITS;
