import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { GENERIC_ERROR_MESSAGE, httpStatusForCode, type ErrorCode } from '@rigforge/common';
import { DATABASE_UNAVAILABLE_MESSAGE, isConnectionLoss, RETRY_AFTER_SECONDS } from '../lib/db-errors';
import { AppError } from '../lib/errors';
import { requestRefusal, isJsonContentType } from '../lib/http-errors';
import { failRequest, noteOnRequestLine } from '../lib/request-log';

/** Answers in GraphQL's usual error shape, for refusals that happen before Apollo sees the request. */
function sendGraphQLError(res: Response, status: number, code: ErrorCode, message: string, retryAfter?: number): void {
  noteOnRequestLine(res, { graphqlErrors: [{ code, message }] });
  const extensions: Record<string, unknown> = { code };
  if (retryAfter !== undefined) {
    extensions.retryAfter = retryAfter;
    res.setHeader('Retry-After', String(retryAfter));
  }
  res.status(status).json({ errors: [{ message, extensions }] });
}

/**
 * POST /graphql takes a JSON body; anything else is a 415 (Apollo would call it a possible CSRF),
 * coded as Apollo codes a request that is not a GraphQL request: BAD_REQUEST.
 */
export const requireJsonPost: RequestHandler = (req, res, next) => {
  const type = req.headers['content-type'];
  if (req.method === 'POST' && type !== undefined && !isJsonContentType(type)) {
    sendGraphQLError(res, 415, 'BAD_REQUEST', 'Send GraphQL operations as JSON (Content-Type: application/json).');
    return;
  }
  next();
};

/**
 * Errors on /graphql before Apollo answers (the body parser, the session, the API token, loading
 * the user), in GraphQL's error shape: our refusals (AppError) with their code's status, the
 * caller's other mistakes with their 4xx status (a body that is not a GraphQL request is Apollo's
 * BAD_REQUEST), a lost database connection as 503 with Retry-After, anything else a 500 logged
 * with its stack.
 */
export const graphqlHttpErrorHandler: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  if (err instanceof AppError) {
    const { retryAfter } = err.details;
    sendGraphQLError(
      res,
      httpStatusForCode(err.code),
      err.code,
      err.message,
      typeof retryAfter === 'number' ? retryAfter : undefined,
    );
    return;
  }
  const refusal = requestRefusal(err);
  if (refusal) {
    const code = refusal.code === 'BAD_USER_INPUT' ? 'BAD_REQUEST' : refusal.code;
    sendGraphQLError(res, refusal.status, code, refusal.message);
    return;
  }
  failRequest(res, err);
  if (isConnectionLoss(err)) {
    sendGraphQLError(res, 503, 'UPSTREAM_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS);
    return;
  }
  sendGraphQLError(res, 500, 'INTERNAL_SERVER_ERROR', GENERIC_ERROR_MESSAGE);
};

/**
 * Caps the size of an answer on /graphql: a larger one is not sent, and the caller gets 400
 * BAD_USER_INPUT saying so. The cost model bounds what an operation asks for; this bounds what the
 * data can make of it (a thread is estimated, its length is not). Placed after the guest-answer
 * cache's middleware, so that it sees an answer first and a refused one is never kept.
 */
export function capAnswerSize(maxBytes: number): RequestHandler {
  return (_req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // A UTF-16 unit is at most 3 bytes of UTF-8: most answers are measured without encoding them.
      if (typeof body === 'string' && body.length * 3 > maxBytes && Buffer.byteLength(body) > maxBytes) {
        res.send = send;
        const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;
        sendGraphQLError(
          res,
          400,
          'BAD_USER_INPUT',
          `This answer would be ${mb(Buffer.byteLength(body))}; the limit is ${mb(maxBytes)}. Ask for fewer fields or items.`,
        );
        return res;
      }
      return send(body);
    };
    next();
  };
}
