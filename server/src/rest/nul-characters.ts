import type { RequestHandler } from 'express';
import { findNulCharacter, hasNulCharacter, nulCharacterMessage } from '@rigforge/common';
import { badInput } from '../lib/errors';

/** A path from findNulCharacter (rooted at '') as the caller wrote it, the NUL itself escaped. */
const shown = (path: string): string => path.replace(/^\./, '').replaceAll('\u0000', '\\u0000');

/**
 * Refuses, with BAD_USER_INPUT (400), an /api request whose path, query or JSON body holds a NUL
 * character anywhere: any of them may reach SQL, where PostgreSQL fails on it (common's input rule).
 */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const inQuery = findNulCharacter(req.query, '');
  const inBody = findNulCharacter(req.body, '');
  let where: string | null = null;
  // Path parameters are decoded by the router: '%00' there becomes a NUL.
  if (/%00/i.test(req.path) || hasNulCharacter(req.path)) where = 'The request path';
  else if (inQuery !== null) where = `Query parameter "${shown(inQuery)}"`;
  else if (inBody !== null) where = inBody === '' ? 'The request body' : `Field "${shown(inBody)}"`;
  next(where === null ? undefined : badInput(nulCharacterMessage(where)));
};
