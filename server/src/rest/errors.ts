import type { ErrorRequestHandler, RequestHandler, Response, Router } from 'express';
import { GENERIC_ERROR_MESSAGE, httpStatusForCode, type ErrorCode } from '@rigforge/common';
import { AppError } from '../lib/errors';
import { DATABASE_UNAVAILABLE_MESSAGE, isConnectionLoss, RETRY_AFTER_SECONDS } from '../lib/db-errors';
import { requestRefusal, isJsonContentType } from '../lib/http-errors';
import { failRequest, noteOnRequestLine } from '../lib/request-log';

/** The REST error shape, `{ code, message }`; the code goes on the request's log line too. */
function sendError(res: Response, status: number, code: ErrorCode, message: string): void {
  noteOnRequestLine(res, { code });
  res.status(status).json({ code, message });
}

/** The parts of Express's router this module reads to find the methods a path answers. */
interface RouterLayer {
  route?: { methods: Record<string, boolean | undefined> };
  handle: unknown;
  match(path: string): boolean;
}

function allowedMethods(stack: readonly RouterLayer[], path: string, into: Set<string>): Set<string> {
  for (const layer of stack) {
    if (layer.route) {
      if (!layer.match(path)) continue;
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') into.add(method.toUpperCase());
      }
    } else {
      const nested = (layer.handle as { stack?: unknown }).stack;
      if (Array.isArray(nested) && layer.match(path)) allowedMethods(nested as RouterLayer[], path, into);
    }
  }
  if (into.has('GET')) into.add('HEAD');
  return into;
}

/**
 * Requests no /api route answers: 405 with an Allow header when the path exists for other methods,
 * otherwise 404, in JSON rather than falling through to the client app.
 */
export function apiNotFound(api: Router): RequestHandler {
  const stack = (api as unknown as { stack: RouterLayer[] }).stack;
  return (req, res) => {
    const allowed = allowedMethods(stack, req.path, new Set());
    if (allowed.size > 0) {
      res.setHeader('Allow', [...allowed].sort().join(', '));
      sendError(
        res,
        405,
        'BAD_USER_INPUT',
        `${req.method} is not allowed on ${req.path}; use ${[...allowed].sort().join(' or ')}.`,
      );
      return;
    }
    sendError(res, 404, 'NOT_FOUND', `No API route for ${req.method} ${req.path}`);
  };
}

/** A request body must be JSON: any other declared type is a 415. */
export const requireJsonBody: RequestHandler = (req, res, next) => {
  const type = req.headers['content-type'];
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  if (hasBody && (type === undefined || !isJsonContentType(type))) {
    sendError(res, 415, 'BAD_USER_INPUT', 'Send the request body as JSON (Content-Type: application/json).');
    return;
  }
  next();
};

/**
 * The REST side of error mapping (the GraphQL error formatter is the other). Maps errors to the
 * HTTP status of their code: the caller's mistakes (our codes, malformed or oversized bodies) with
 * their 4xx; a lost database connection 503 with Retry-After; anything else a generic 500, its
 * stack on the request's log line.
 */
export const apiErrorHandler: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  if (err instanceof AppError) {
    const retryAfter = err.details.retryAfter;
    if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    sendError(res, httpStatusForCode(err.code), err.code, err.message);
    return;
  }
  const refusal = requestRefusal(err);
  if (refusal) {
    sendError(res, refusal.status, refusal.code, refusal.message);
    return;
  }
  failRequest(res, err);
  if (isConnectionLoss(err)) {
    res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    sendError(res, 503, 'UPSTREAM_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
    return;
  }
  sendError(res, 500, 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE);
};
