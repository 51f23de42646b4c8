import type { RequestHandler } from 'express';

/** The methods the API answers and the request headers a browser app may send it. */
const ALLOW_METHODS = 'GET, POST, PATCH, DELETE';
const ALLOW_HEADERS = 'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name';
/** Response headers a browser app may read: REST paging and the wait after a refusal. */
const EXPOSE_HEADERS = 'X-Total-Count, X-Next-Cursor, Retry-After';
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

/** Whether a preflight's Access-Control-Request-Headers names Authorization (a comma-separated list). */
export function asksForAuthorization(requestHeaders: string | undefined): boolean {
  return (requestHeaders ?? '').split(',').some((name) => name.trim().toLowerCase() === 'authorization');
}

/**
 * CORS on the API paths, two ways (docs/api.md "Browser apps on other origins"):
 *
 * - Cookie sessions, for browser apps on the listed origins (config CORS_ORIGINS): a request from
 *   one of them gets its origin echoed with credentials allowed, and its preflight is answered here (204).
 * - API tokens, from any origin: a request that carries an Authorization header, and a preflight
 *   that asks to send one, get `Access-Control-Allow-Origin: *` and never
 *   Access-Control-Allow-Credentials, so the browser sends no cookie with them and the token alone
 *   signs them in.
 *
 * Any other cross-origin request gets no CORS headers at all, so its browser keeps the answer from
 * it; what the server does with the request is unchanged (sessions, tokens and CSRF rules still apply).
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (origin !== undefined && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    } else if (
      origin !== undefined &&
      (preflight
        ? asksForAuthorization(req.headers['access-control-request-headers'])
        : req.headers.authorization !== undefined)
    ) {
      res.setHeader('Access-Control-Allow-Origin', '*');
    } else {
      next();
      return;
    }
    if (preflight) {
      res.vary('Access-Control-Request-Headers');
      res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
      res.status(204).end();
      return;
    }
    res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    next();
  };
}
