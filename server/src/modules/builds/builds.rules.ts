// Pure rules of saved builds: share tokens and list cursors.
import { SHARE_TOKEN_BYTES, retailLinksFor, type PartType, type RetailLinks } from '@rigforge/common';
import { badInput } from '../../graphql/errors';

/** A share token: 24 random bytes (192 bits) as 32 URL-safe characters. */
export function newShareToken(randomBytes: (size: number) => Buffer): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
}

export interface BuildCursor {
  /** The column the list is ordered by. */
  key: 'updatedAt' | 'createdAt';
  /** Its value (ISO time, millisecond precision) on the last build of the page. */
  at: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeBuildCursor(cursor: BuildCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.at, cursor.id])).toString('base64url');
}

/** Reads a cursor made by encodeBuildCursor for the same list; anything else is bad input. */
export function decodeBuildCursor(text: string, key: BuildCursor['key']): BuildCursor {
  const malformed = badInput('Malformed cursor: use the endCursor of the previous page of the same list');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw malformed;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw malformed;
  const [k, at, id] = parsed as unknown[];
  if (k !== key || typeof at !== 'string' || !ISO.test(at) || Number.isNaN(Date.parse(at))) throw malformed;
  if (typeof id !== 'string' || !UUID.test(id)) throw malformed;
  return { key, at, id };
}

/** Cents as the SPEC's totalPrice string: dollars with two decimals, e.g. '1234.50'. */
export function dollarsText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Cents as a dollar number, e.g. 1234.5. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Retail search links are always built here from the name and type, never taken from the caller. */
export function savedPartLinks(name: string, type: string): RetailLinks {
  return retailLinksFor(name, type as PartType);
}
