// Keyset cursors, one format for every cursor connection (components, saved builds, guides, news): the
// list's tag, the sort key's value on the last row of the page and the row's tie-breaker, as
// base64url JSON. Pure (no Buffer), so the server and the static deployment in the browser make and
// read the same cursors. Callers treat the text as opaque; a cursor is only valid for the list that made it.
import { isUuid } from '../input';

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

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Text as unpadded base64url of its UTF-8 bytes. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 1 >= bytes.length ? 2 : i + 2 >= bytes.length ? 3 : 4;
    for (let c = 0; c < chars; c += 1) out += ALPHABET[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

/** The UTF-8 text of base64url (padding allowed); null for any other character or a bad length. */
export function fromBase64Url(text: string): string | null {
  const body = text.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(body) || body.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i += 4) {
    const chunk = body.slice(i, i + 4);
    let n = 0;
    for (let c = 0; c < 4; c += 1) n = (n << 6) | (c < chunk.length ? ALPHABET.indexOf(chunk[c]) : 0);
    bytes.push((n >> 16) & 255);
    if (chunk.length > 2) bytes.push((n >> 8) & 255);
    if (chunk.length > 3) bytes.push(n & 255);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

export function encodeCursor(tag: string, value: unknown, id: string): string {
  return toBase64Url(JSON.stringify([tag, value, id]));
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
  const json = fromBase64Url(text);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
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

/** Compares two keys the way PostgreSQL compares them in a row value: numbers by value, text by code unit (COLLATE "C"). */
export function compareKey(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The in-memory reading of a keyset query: `rows` ordered by `(key, id)` in `dir`, those after the
 * cursor, `first + 1` of them (what the SQL's `WHERE (key, id) > (…) ORDER BY … LIMIT first + 1` gives),
 * then `paginate`. `key` gives the cursor's value (an array compares element by element).
 */
export function keysetPage<R, K extends number | string | (number | string)[]>(
  rows: readonly R[],
  order: { key: (row: R) => K; id: (row: R) => string; dir: 'ASC' | 'DESC' },
  first: number,
  after: KeysetCursor<K> | null,
  cursorOf: (key: K, id: string) => string,
): Page<R> {
  const parts = (k: K) => (Array.isArray(k) ? k : [k]);
  const compare = (ka: K, ia: string, kb: K, ib: string): number => {
    const a = [...parts(ka), ia];
    const b = [...parts(kb), ib];
    for (let i = 0; i < a.length; i += 1) {
      const c = compareKey(a[i], b[i]);
      if (c !== 0) return order.dir === 'ASC' ? c : -c;
    }
    return 0;
  };
  const keyed = rows.map((row) => ({ row, key: order.key(row), id: order.id(row) }));
  keyed.sort((a, b) => compare(a.key, a.id, b.key, b.id));
  const from = after ? keyed.filter((r) => compare(r.key, r.id, after.value, after.id) > 0) : keyed;
  return paginate(
    from.slice(0, first + 1),
    first,
    rows.length,
    (last) => cursorOf(last.key, last.id),
    (r) => r.row,
  );
}
