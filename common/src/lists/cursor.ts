// Keyset cursors, one format for every cursor connection (components, saved builds, guides, news,
// articles, comments, notifications, alerts, contact messages): the list's tag, the sort key's value
// on one row and the row's tie-breaker, as base64url JSON; each edge of a page carries its row's. Pure (no Buffer), so the server and the static deployment in the browser make and
// read the same cursors. Callers treat the text as opaque; a cursor is only valid for the list that made it.
import { isUuid } from '../input';

/** Where a page sits in its list (Relay's PageInfo). */
export interface PageInfo {
  /** More items follow the page's last one (see `paginate` for when this is known). */
  hasNextPage: boolean;
  /** More items come before the page's first one (see `paginate`). */
  hasPreviousPage: boolean;
  /** The first edge's cursor; null on an empty page. */
  startCursor: string | null;
  /** The last edge's cursor; null on an empty page. */
  endCursor: string | null;
}

/** One item of a page with its cursor (pass it as `after` or `before`). */
export interface Edge<T> {
  cursor: string;
  node: T;
}

/**
 * One page of a cursor connection, as the services and the static deployment answer it: the
 * GraphQL connection's shape (docs/api.md#pagination). `nodes` are the edges' nodes; the flat
 * `endCursor` and `hasNextPage` repeat pageInfo's for the callers written before it (deprecated).
 */
export interface Page<T> {
  edges: Edge<T>[];
  nodes: T[];
  pageInfo: PageInfo;
  /** How many items the whole (filtered) list holds. */
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/** The paging arguments of every connection: `first` and `after` page forward, `last` and `before` backward. */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A list's page sizes: what a page holds when neither `first` nor `last` is given, and the most it may hold. */
export interface PageSizes {
  default: number;
  max: number;
}

/** The longest cursor text a list reads; a longer one is refused before it is decoded. */
export const CURSOR_MAX_LENGTH = 500;

export const FIRST_AND_LAST = 'Give first (to page forward) or last (to page backward), not both';

/** A paging argument's rule: the message refusing the value (which names the argument), or null. */
export type PageArgRule = (value: unknown, args: PageArgs) => string | null;

function sizeRule(name: 'first' | 'last', max: number): PageArgRule {
  return (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return `${name} must be a whole number`;
    if (value < 1) return `${name} must be at least 1`;
    return value > max ? `${name} must be at most ${max}` : null;
  };
}

function cursorRule(name: 'after' | 'before'): PageArgRule {
  return (value) =>
    typeof value !== 'string'
      ? `${name} must be a cursor`
      : value.length > CURSOR_MAX_LENGTH
        ? `Malformed cursor in ${name}`
        : null;
}

/**
 * The rules of a list's paging arguments, once: the server applies each at its edge (class-validator,
 * server/src/lib/connection.ts), the static deployment and the in-memory lists through pageWindow.
 * An absent (or null) argument is not checked.
 */
export function pageArgRules(sizes: PageSizes): Record<keyof PageArgs, PageArgRule> {
  const last = sizeRule('last', sizes.max);
  return {
    first: sizeRule('first', sizes.max),
    last: (value, args) => last(value, args) ?? (args.first != null ? FIRST_AND_LAST : null),
    after: cursorRule('after'),
    before: cursorRule('before'),
  };
}

/** A refusal of a list's arguments: the message and the argument it names. */
export interface PageRefusal {
  error: string;
  field: string;
}

/**
 * What one page asks for, its arguments read: how many items, which way, and the cursors it lies
 * between (decoded). Backward when `last` is given, or `before` without `first`; the size is `first`
 * or `last`, else the list's default.
 */
export interface PageWindow<C> {
  size: number;
  backward: boolean;
  /** Only items after this one (in list order). */
  after: C | null;
  /** Only items before this one. */
  before: C | null;
}

/**
 * The page the arguments ask for, or the refusal of the first argument that breaks a rule
 * (pageArgRules) or a cursor `decode` cannot read (`badCursor`, naming after or before).
 */
export function pageWindow<C>(
  args: PageArgs,
  sizes: PageSizes,
  decode: (text: string) => C | null,
  badCursor: string,
): PageWindow<C> | PageRefusal {
  const rules = pageArgRules(sizes);
  for (const field of ['first', 'last', 'after', 'before'] as const) {
    const value = args[field];
    const error = value === undefined || value === null ? null : rules[field](value, args);
    if (error !== null) return { error, field };
  }
  const cursor = (field: 'after' | 'before'): C | PageRefusal | null => {
    const text = args[field];
    if (!text) return null;
    return decode(text) ?? { error: badCursor, field };
  };
  const after = cursor('after');
  const before = cursor('before');
  if (isRefusal(after)) return after;
  if (isRefusal(before)) return before;
  const backward = args.last != null || (args.first == null && before !== null);
  return { size: args.first ?? args.last ?? sizes.default, backward, after, before };
}

/** Whether a list's answer is a refusal of its arguments. */
function isRefusal(value: unknown): value is PageRefusal {
  return typeof value === 'object' && value !== null && 'error' in value && 'field' in value;
}

export interface KeysetCursor<V> {
  /** The sort key's value on the row. */
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
 * One page of a keyset list from the rows its query fetched: in the window's direction (the list's
 * order, or its reverse for a backward page), at most `size + 1` of them; the extra row only says
 * that more items lie beyond the page that way. `cursorOf` gives each row's cursor (`index`: its
 * place in `rows`).
 *
 * hasNextPage and hasPreviousPage: the side the page was read towards is known from the extra row.
 * The other side is `beyond`: whether the list holds an item at or before `after` (forward) or at or
 * after `before` (backward), which the caller looks up when it was given that cursor (false without
 * one: a first page has nothing before it, a last page nothing after it). So a forward page after a
 * cursor says hasPreviousPage only when items really lie before it, not merely because `after` was
 * given.
 */
export function paginate<R, T = R>(
  rows: readonly R[],
  window: Pick<PageWindow<unknown>, 'size' | 'backward'>,
  totalCount: number,
  cursorOf: (row: R, index: number) => string,
  options: { toNode?: (row: R) => T; beyond?: boolean } = {},
): Page<T> {
  const toNode = options.toNode ?? ((row: R) => row as unknown as T);
  const more = rows.length > window.size;
  const read = rows.slice(0, window.size).map((row, index) => ({ cursor: cursorOf(row, index), node: toNode(row) }));
  const edges = window.backward ? read.reverse() : read;
  const beyond = options.beyond ?? false;
  const pageInfo: PageInfo = {
    hasNextPage: window.backward ? beyond : more,
    hasPreviousPage: window.backward ? more : beyond,
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo,
    totalCount,
    endCursor: pageInfo.endCursor,
    hasNextPage: pageInfo.hasNextPage,
  };
}

/** The same page with each item turned into another (once each: the edges and `nodes` share the result). */
export function mapPage<A, B>(page: Page<A>, toNode: (node: A) => B): Page<B> {
  const edges = page.edges.map((edge) => ({ cursor: edge.cursor, node: toNode(edge.node) }));
  return { ...page, edges, nodes: edges.map((edge) => edge.node) };
}

/** An empty page (a list the static deployment cannot hold: shown empty). */
export function emptyPage<T>(): Page<T> {
  return paginate<T>([], { size: 1, backward: false }, 0, () => '');
}

/** Compares two keys the way PostgreSQL compares them in a row value: numbers by value, text by code unit (COLLATE "C"). */
export function compareKey(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The in-memory reading of a keyset query: `rows` ordered by `(key, id)` in `dir`, those between the
 * window's cursors, `size + 1` of them from the window's end (what the SQL's
 * `WHERE (key, id) > (after) AND (key, id) < (before) ORDER BY … LIMIT size + 1` gives, the order
 * reversed for a backward page), then `paginate` with `beyond` looked up. `key` gives the cursor's
 * value (an array compares element by element).
 */
export function keysetPage<R, K extends number | string | (number | string)[]>(
  rows: readonly R[],
  order: { key: (row: R) => K; id: (row: R) => string; dir: 'ASC' | 'DESC' },
  window: PageWindow<KeysetCursor<K>>,
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
  const { after, before } = window;
  const vsAfter = (r: (typeof keyed)[number]) => (after ? compare(r.key, r.id, after.value, after.id) : 1);
  const vsBefore = (r: (typeof keyed)[number]) => (before ? compare(r.key, r.id, before.value, before.id) : -1);
  const between = keyed.filter((r) => vsAfter(r) > 0 && vsBefore(r) < 0);
  const fetched = window.backward ? between.slice(-(window.size + 1)).reverse() : between.slice(0, window.size + 1);
  const beyond = window.backward
    ? before !== null && keyed.some((r) => vsBefore(r) >= 0)
    : after !== null && keyed.some((r) => vsAfter(r) <= 0);
  return paginate(fetched, window, rows.length, (r) => cursorOf(r.key, r.id), { toNode: (r) => r.row, beyond });
}
