import type { RequestHandler } from 'express';
import { findRefusedText, shownPath, textRefusal } from '@rigforge/common';
import { badInput } from '../lib/errors';

/**
 * Refuses, with BAD_USER_INPUT (400), an /api request whose path, query or JSON body holds text that
 * common's text rule refuses (a NUL character, a lone surrogate) anywhere, before any route runs:
 * any of them may reach SQL or a link built from it.
 */
export const refuseBadText: RequestHandler = (req, _res, next) => {
  const inQuery = findRefusedText(req.query, '');
  const inBody = findRefusedText(req.body, '');
  let message: string | null = null;
  // Path parameters are decoded by the router: '%00' there becomes a NUL (a '%ED%A0%BD' lone
  // surrogate is not valid UTF-8, and the router leaves it encoded).
  if (/%00/i.test(req.path)) message = textRefusal('\u0000', 'The request path');
  else message = textRefusal(req.path, 'The request path');
  if (message === null && inQuery !== null) message = inQuery.message(`Query parameter "${shownPath(inQuery.path)}"`);
  if (message === null && inBody !== null) {
    message = inBody.message(inBody.path === '' ? 'The request body' : `Field "${shownPath(inBody.path)}"`);
  }
  next(message === null ? undefined : badInput(message));
};
