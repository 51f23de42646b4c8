// Signing a request in with a personal access token (docs/api.md "Sign in from a script"): the
// HTTP side, for /graphql and /api. The GraphQL transport checks the scopes of an operation
// (graphql/token-scopes.ts) and graphql-ws its sockets' tokens (graphql/subscriptions.ts).
import type { RequestHandler, Response } from 'express';
import { Extensions } from 'type-graphql';
import { AppError, badInput, forbidden } from '../../lib/errors';
import type { ServicesOf } from '../services';
import type { TokenCredential } from './api-tokens.service';
import { API_TOKEN_REFUSALS, parseAuthorization, restAccess, scopeRefusal, tokenInQuery } from './api-tokens.rules';

declare module 'express-serve-static-core' {
  interface Request {
    /** The API token this request signed in with (bearerAuth), which `user` is the owner of; null: none. */
    apiToken?: TokenCredential | null;
  }
}

/** The paths whose requests may present a token (and whose tokens are refused anywhere but the header). */
export const TOKEN_PATHS = ['/graphql', '/api'] as const;

const onTokenPath = (path: string): boolean => TOKEN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * The session middleware, skipped for an API request with an Authorization header: such a request
 * is signed in by its header alone, so a session cookie sent beside it is neither read nor changed
 * (the token wins; docs/api.md).
 */
export function unlessAuthorized(session: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.headers.authorization !== undefined && onTokenPath(req.path)) next();
    else void session(req, res, next);
  };
}

/** RFC 6750's challenge beside a 401: what was wrong with the credentials. */
function challenge(res: Response, error: 'invalid_request' | 'invalid_token'): void {
  res.setHeader('WWW-Authenticate', `Bearer realm="RigForge", error="${error}"`);
}

/**
 * Signs in a request that presents `Authorization: Bearer <token>` as the token's owner (req.user,
 * req.apiToken). A header that is present but wrong (another scheme, no token, not one of ours, an
 * unknown, revoked or expired token) is refused UNAUTHENTICATED, never read as a guest; a token in
 * the query string (`?access_token=`, `?token=`) is refused BAD_USER_INPUT. Past the token's rate
 * limit: RATE_LIMITED. A request without the header goes on to its session cookie.
 */
export function bearerAuth(services: ServicesOf): RequestHandler {
  return async (req, res, next) => {
    req.apiToken = null;
    if (tokenInQuery(req.query)) {
      next(badInput(API_TOKEN_REFUSALS.inQuery));
      return;
    }
    const presented = parseAuthorization(req.headers.authorization);
    if (presented.kind === 'none') {
      next();
      return;
    }
    if (presented.kind === 'refused') {
      challenge(res, 'invalid_request');
      next(new AppError('UNAUTHENTICATED', presented.message));
      return;
    }
    try {
      const { user, token } = await services(req).apiTokens.authenticate(presented.secret);
      req.user = user;
      req.apiToken = token;
      next();
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHENTICATED') challenge(res, 'invalid_token');
      next(err);
    }
  };
}

/** REST with a token: GET and HEAD need the read scope, every other method the write scope (FORBIDDEN). */
export const restTokenScope: RequestHandler = (req, _res, next) => {
  const refused = req.apiToken
    ? scopeRefusal(req.apiToken.scopes, restAccess(req.method), `a REST ${req.method}`)
    : null;
  next(refused === null ? undefined : forbidden(refused));
};

/**
 * A REST route a token may not call (signing in, up or out, the password, account deletion): it
 * needs the session cookie, FORBIDDEN with a token.
 */
export const sessionOnlyRoute: RequestHandler = (req, _res, next) => {
  next(req.apiToken ? forbidden(API_TOKEN_REFUSALS.sessionOnly) : undefined);
};

/** The GraphQL field extension that marks a root field a token may not call (graphql/token-scopes.ts reads it). */
export const SESSION_ONLY_EXTENSION = 'sessionOnly';

/** `@SessionOnly()`: a root field that needs the session cookie, FORBIDDEN with a token (the REST twin: sessionOnlyRoute). */
export const SessionOnly = (): ReturnType<typeof Extensions> => Extensions({ [SESSION_ONLY_EXTENSION]: true });
