// Keyset cursors, one format for every cursor connection (components, saved builds, guides): the
// list's tag, the sort key's value on the last row of the page and the row's tie-breaker, as
// base64url JSON. Callers treat the text as opaque; a cursor is only valid for the list that made it.
import { isUuid } from '@rigforge/common';

/** One page of a cursor connection, as the services return it. */
export interface Page<T> {
  nodes: T[];
  /** How many rows the whole list holds. */
  totalCount: number;
  /** Pass as `after` for the next page; null on an empty page. */
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface KeysetCursor<V> {
  /** The sort key's value on the last row of the page. */
  value: V;
  /** The tie-breaker (a uuid unless the list says otherwise). */
  id: string;
}

/** A whole number a PostgreSQL integer column holds: a cursor value compared with one must be one. */
export function isInt32(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= -2_147_483_648 && (value as number) <= 2_147_483_647;
}

const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * Whether a cursor value is an instant as `toISOString` writes it (`2026-03-04T12:00:00.123Z`), or
 * to the microsecond when `digits` is 6, and a real one: Date.parse also takes February 30, 24:00
 * and the year 0, which PostgreSQL refuses (a 500 if one reached SQL).
 */
export function isIsoInstant(value: unknown, digits: 3 | 6 = 3): value is string {
  if (typeof value !== 'string' || !(digits === 3 ? ISO_MILLIS : ISO_MICROS).test(value)) return false;
  if (value.startsWith('0000')) return false;
  const millis = `${value.slice(0, 23)}Z`;
  const time = Date.parse(millis);
  return !Number.isNaN(time) && new Date(time).toISOString() === millis;
}

export function encodeCursor(tag: string, value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([tag, value, id])).toString('base64url');
}

/**
 * Reads a cursor made by encodeCursor with the same tag; null when the text is not one (the caller
 * refuses it as bad input with a message naming its list).
 */
export function decodeCursor<V>(
  text: string,
  tag: string,
  isValue: (value: unknown) => value is V,
  isId: (id: string) => boolean = isUuid,
): KeysetCursor<V> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [t, value, id] = parsed as unknown[];
  if (t !== tag || !isValue(value) || typeof id !== 'string' || !isId(id)) return null;
  return { value, id };
}

/**
 * One page of a keyset list from the rows its query fetched with `LIMIT first + 1`: the extra row only
 * says there is a next page. `cursorOf` gives the page's last row's cursor (pass it as `after`).
 */
export function paginate<R, T = R>(
  rows: readonly R[],
  first: number,
  totalCount: number,
  cursorOf: (last: R, index: number) => string,
  toNode: (row: R) => T = (row) => row as unknown as T,
): Page<T> {
  const hasNextPage = rows.length > first;
  const pageRows = hasNextPage ? rows.slice(0, first) : rows;
  const last = pageRows.at(-1);
  return {
    nodes: pageRows.map(toNode),
    totalCount,
    hasNextPage,
    endCursor: last === undefined ? null : cursorOf(last, pageRows.length - 1),
  };
}
