import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GENERIC_ERROR_MESSAGE, httpStatusForCode } from '@rigforge/common';
import { AppError } from '../graphql/errors';

/** Unknown /api paths answer 404 in JSON rather than falling through to the client app. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ code: 'NOT_FOUND', message: `No API route for ${req.method} ${req.path}` });
};

/** Maps errors to the HTTP status of their code; anything unexpected is logged and answered generically. */
export const apiErrorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  if (err instanceof AppError) {
    const retryAfter = err.extensions.retryAfter;
    if (err.code === 'RATE_LIMITED' && typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
    res.status(httpStatusForCode(err.code)).json({ code: err.code, message: err.message });
    return;
  }
  const status = (err as { status?: unknown }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Body-parser and similar client errors (malformed JSON, payload too large).
    res.status(status).json({ code: 'BAD_USER_INPUT', message: (err as Error).message });
    return;
  }
  req.log.error({ err }, 'unexpected REST error');
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE });
};
