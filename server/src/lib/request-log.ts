import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import type { Logger } from './logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request is logged once, by pino-http when it ends: info for success, warn for a caller's
 * mistake (4xx), error with the stack for our faults. Handlers add what the line should say here
 * rather than logging lines of their own.
 */
const notes = new WeakMap<ServerResponse, Record<string, unknown>>();

/** Adds fields to this request's log line. */
export function noteOnRequestLine(res: ServerResponse, fields: Record<string, unknown>): void {
  notes.set(res, { ...notes.get(res), ...fields });
}

/** The fields handlers added to this request's log line. */
export function requestLineFields(res: ServerResponse): Record<string, unknown> {
  return notes.get(res) ?? {};
}

/** Marks the request as failed by our fault: its log line is at level error and carries `err` with its stack. */
export function failRequest(res: ServerResponse, err: unknown): void {
  res.err ??= err instanceof Error ? err : new Error(String(err));
}

/**
 * A request's URL as logged: the values of `access_token` and `token` parameters hidden, since a
 * secret sent in a URL (an API token refused there, a reset link's token) must not reach the logs too.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&](?:access_token|token)=)[^&#]*/gi, '$1[hidden]');
}

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * The request logger: a request id (taken from X-Request-Id when well formed, echoed back) on
 * `req.log`, and one line per request when it ends (health checks excepted).
 */
export function httpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestId(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    customLogLevel: (_req, res, err) => {
      if (err || res.err || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    customSuccessObject: (_req, res, fields: Record<string, unknown>) => ({ ...fields, ...requestLineFields(res) }),
    customErrorObject: (_req, res, _err, fields: Record<string, unknown>) => ({ ...fields, ...requestLineFields(res) }),
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: loggedUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
