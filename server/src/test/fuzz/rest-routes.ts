// The REST routes, read from the live Express app (so a new route is fuzzed without a change here),
// and requests for them: path parameters (real ids and slugs, hostile text, invalid
// percent-encoding, 5,000-character segments), query strings (repeated keys, `a[]`, `a[b]`, huge
// numbers) and JSON bodies (wrong types, extra and __proto__ keys, deep nesting, sizes around the
// 100 kB limit). Body and query keys are the schema's argument and input field names, those of the
// operations the route's path names first.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  GraphQLFloat,
  GraphQLString,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import {
  deepNesting,
  hostileNumber,
  hostileString,
  NEAR_BODY_LIMIT,
  OVER_BODY_LIMIT,
  PROTOTYPE_KEYS,
  wrongKindValue,
} from './hostile';
import { hostileValue, validValue, type Slot } from './inputs';
import { wordsOf } from './pools';
import { list, object, toJsonText, type FuzzValue, type PoolLookup } from './values';
import { CURSOR_PARTS, editCursor, rootFields, type CursorEdit } from './graphql-ops';

export interface Route {
  method: string;
  /** As the router declares it, mount paths included: `/api/news/:id/comments`. */
  path: string;
}

/** The parts of the `router` package's layers (Express 5) the walk reads. */
interface WalkedLayer {
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle?: { stack?: unknown };
  rawPath?: unknown;
}

function join(prefix: string, part: string): string {
  const joined = `${prefix}/${part}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/**
 * Every method and path the app routes, walking the router stacks: a layer with a route gives its
 * methods at its path; a layer whose handle is a router (its own `stack`) is walked under the layer's
 * mount path. Throws on a shape it does not know, so a change in Express cannot make it silently find nothing.
 */
export function appRoutes(app: unknown): Route[] {
  const root = (app as { router?: { stack?: unknown } }).router?.stack;
  if (!Array.isArray(root)) throw new Error('the app has no router stack (app.router.stack): is this Express 5?');
  const routes: Route[] = [];
  const walk = (stack: WalkedLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = ([] as unknown[]).concat(layer.route.path);
        for (const p of paths) {
          if (typeof p !== 'string') throw new Error(`a route path that is not a string: ${String(p)}`);
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, p) });
          }
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        const mounts = ([] as unknown[]).concat(layer.rawPath ?? '/');
        for (const mount of mounts) {
          if (typeof mount !== 'string')
            throw new Error(`a router mounted at a path that is not a string: ${String(mount)}`);
          walk(layer.handle.stack as WalkedLayer[], join(prefix, mount));
        }
      }
    }
  };
  walk(root as WalkedLayer[], '');
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The REST paths of docs/requirements.md §7 (the in-repository copy of the specification), `{id}` as `:id`. */
export function specifiedPaths(): string[] {
  const text = fs.readFileSync(path.join(__dirname, '../../../../docs/requirements.md'), 'utf8');
  const section = /^## 7\..*?(?=^## )/ms.exec(text)?.[0] ?? '';
  const paths = [...section.matchAll(/\/api\/[A-Za-z0-9/{}_-]+/g)].map((m) => m[0].replace(/\{(\w+)\}/g, ':$1'));
  return [...new Set(paths)];
}

/** True when a route's path has the shape of `path` (parameters match parameters, whatever their names). */
export function samePath(routePath: string, path: string): boolean {
  const shape = (p: string) => p.replace(/:\w+/g, ':').replace(/\/$/, '');
  return shape(routePath) === shape(path);
}

/** Query keys the docs show in examples such as `/api/login?returnTo=/path`. */
function documentedQueryKeys(): string[] {
  const dir = path.join(__dirname, '../../../../docs');
  const keys = new Set<string>();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.md'))) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const m of text.matchAll(/\/api\/[\w/{}.-]*\?([\w=&{}.,/-]*)/g)) {
      for (const pair of m[1].split('&')) {
        const key = pair.split('=')[0];
        if (/^\w+$/.test(key)) keys.add(key);
      }
    }
  }
  return [...keys];
}

/** A body or query key and the type its values should have. */
export interface Key {
  name: string;
  type: GraphQLInputType;
  slot: Slot;
}

/** The words of a route's path, without parameters and `api`. */
function routeWords(route: Route): string[] {
  return route.path
    .split('/')
    .filter((s) => s.length > 0 && !s.startsWith(':') && s !== 'api')
    .flatMap(wordsOf)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/**
 * The keys of a route: the arguments (and their input objects' fields) of the root fields sharing
 * the most words with its path (`/api/auth/sign-up` → signUp: email, username, password), with
 * their REST spellings (`targetPriceCents` → `targetPrice`, `brands` → `brand`); then every other
 * argument name of the schema, and the query keys the docs show.
 */
export function routeKeys(route: Route, schema: GraphQLSchema): { related: Key[]; others: Key[] } {
  const words = new Set(routeWords(route));
  const scored = rootFields(schema).map((root) => ({
    root,
    score: wordsOf(root.field.name)
      .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w))
      .filter((w) => words.has(w)).length,
  }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const keysOf = (roots: typeof scored): Key[] =>
    roots.flatMap(({ root }) =>
      root.field.args.flatMap((arg) => {
        const slot: Slot = {
          name: arg.name,
          hints: [root.field.name, ...words],
          deprecationReason: arg.deprecationReason,
        };
        const own: Key[] = [{ name: arg.name, type: arg.type, slot }, ...restSpellings(arg.name, arg.type, slot)];
        const named = getNamedType(arg.type);
        const fields = isInputObjectType(named)
          ? Object.values(named.getFields()).flatMap((f) => {
              const fieldSlot: Slot = {
                name: f.name,
                hints: [named.name, ...words],
                deprecationReason: f.deprecationReason,
              };
              return [{ name: f.name, type: f.type, slot: fieldSlot }, ...restSpellings(f.name, f.type, fieldSlot)];
            })
          : [];
        return [...own, ...fields];
      }),
    );
  const unique = (keys: Key[]) => [...new Map(keys.map((k) => [k.name, k])).values()];
  const related = best > 0 ? unique(keysOf(scored.filter((s) => s.score === best))) : [];
  const relatedNames = new Set(related.map((k) => k.name));
  const documented = documentedQueryKeys().map((name): Key => ({
    name,
    type: GraphQLString,
    slot: { name, hints: [...words] },
  }));
  const others = unique([...keysOf(scored), ...documented]).filter((k) => !relatedNames.has(k.name));
  return { related, others };
}

/** How REST names what GraphQL calls `xCents` (dollars, `x`) and lists (`brands` → `brand`, one comma-separated value). */
function restSpellings(name: string, type: GraphQLInputType, slot: Slot): Key[] {
  const keys: Key[] = [];
  if (name.endsWith('Cents'))
    keys.push({ name: name.slice(0, -5), type: GraphQLFloat, slot: { ...slot, name: name.slice(0, -5) } });
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner) && name.endsWith('s'))
    keys.push({ name: name.slice(0, -1), type: GraphQLString, slot: { ...slot, name: name.slice(0, -1) } });
  return keys;
}

/** A path segment: a value to percent-encode when sent, or raw text that goes out as it is. */
export type Segment = { encode: FuzzValue } | { raw: string };

/** Percent-encodes text as UTF-8; a lone surrogate as the three bytes it would take (not valid UTF-8). */
export function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 63)).toString(16)}%${(0x80 | (code & 63)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** Raw segments: invalid percent-encoding, NUL, dot segments, a Latin-1 byte, a very long segment. */
const RAW_SEGMENTS = [
  '%00',
  '%E0%A4%A',
  '%ff',
  '%',
  '%%',
  '%zz',
  '..',
  '.',
  '/..//',
  '%2e%2e',
  '%2F',
  'a%2Fb',
  '\u00e9',
  '~',
  ';x=1',
  'x'.repeat(5_000),
  '%C0%AF',
];

function segmentValue(schema: GraphQLSchema, name: string, hints: string[]): fc.Arbitrary<Segment> {
  const slot: Slot = { name, hints };
  return fc.oneof(
    { arbitrary: validValue(schema, GraphQLString, slot).map((encode): Segment => ({ encode })), weight: 5 },
    { arbitrary: hostileString().map((encode): Segment => ({ encode })), weight: 3 },
    { arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw): Segment => ({ raw })), weight: 2 },
  );
}

/** A value as it goes in a path or query: strings as they are, anything else as its JSON text. */
function asText(value: FuzzValue, pools: PoolLookup): string {
  const text = toJsonText(value, pools);
  return text.startsWith('"') ? (JSON.parse(text) as string) : text;
}

/** A query value as text: lists repeat the key, objects use `key[field]`. */
function queryPairs(key: string, value: FuzzValue, pools: PoolLookup): [string, string][] {
  if (value === null) return [[key, '']];
  if (typeof value === 'object' && value.kind === 'list')
    return value.items.flatMap((item) => queryPairs(key, item, pools));
  if (typeof value === 'object' && value.kind === 'object') {
    return value.entries.flatMap(([k, v]) => queryPairs(`${key}[${k}]`, v, pools));
  }
  if (typeof value === 'object' && value.kind === 'deep')
    return [[`${key}${'[a]'.repeat(Math.min(value.depth, 200))}`, '1']];
  return [[key, asText(value, pools)]];
}

export interface RestCase {
  method: string;
  segments: Segment[];
  /** Query entries: a key and a value, or raw text appended as it is. */
  query: ({ key: string; value: FuzzValue } | { raw: string })[];
  body: FuzzValue | undefined;
  /** Undefined: application/json when there is a body. */
  contentType: string | null | undefined;
  /** When the answer names a next page (X-Next-Cursor): ask for it, with the cursor as it is or taken apart and changed. */
  nextPage: CursorEdit | null;
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

const RAW_QUERY = [
  'a[]=1&a[]=2',
  'a[b]=1',
  '=',
  '&&&',
  'limit=1&limit=2',
  '%E0%A4%A=1',
  'x=%ff',
  'x',
  'q=%00',
  `limit=${'9'.repeat(400)}`,
];

/** Requests for one route, its keys from `routeKeys`. */
export function restCases(schema: GraphQLSchema, route: Route): fc.Arbitrary<RestCase> {
  const { related, others } = routeKeys(route, schema);
  const parts = route.path.split('/').slice(1);
  const segments = fc.tuple(
    ...parts.map((part, i) =>
      part.startsWith(':')
        ? segmentValue(schema, part.slice(1), [parts[i - 1] ?? '', ...parts])
        : fc.constant<Segment>({ raw: part }),
    ),
  );
  const keyPool = related.length > 0 ? related : others;
  const entry = (key: Key) =>
    fc
      .oneof(
        { arbitrary: validValue(schema, key.type, key.slot), weight: 3 },
        { arbitrary: hostileValue(schema, key.type, key.slot), weight: 2 },
      )
      .map((value): [string, FuzzValue] => [key.name, value]);
  const someKeys = (keys: Key[]) =>
    keys.length === 0 ? fc.constant([]) : fc.subarray(keys, { maxLength: Math.min(6, keys.length) });
  const entries = fc
    .tuple(
      someKeys(keyPool),
      someKeys(others).map((k) => k.slice(0, 1)),
    )
    .chain(([mine, theirs]) => fc.tuple(...[...mine, ...theirs].map(entry)));
  // Valid: every required key of the related operations, valid, and perhaps one optional one.
  const required = keyPool.filter((k) => isNonNullType(k.type));
  const optional = keyPool.filter((k) => !isNonNullType(k.type));
  const validEntry = (key: Key) =>
    validValue(schema, key.type, key.slot).map((v): [string, FuzzValue] => [key.name, v]);
  const validEntries = fc
    .tuple(
      fc.tuple(...required.map(validEntry)),
      optional.length > 0 ? fc.subarray(optional, { maxLength: 1 }) : fc.constant([]),
    )
    .chain(([req, opt]) => fc.tuple(...opt.map(validEntry)).map((o) => [...req, ...o]));
  const body: fc.Arbitrary<FuzzValue | undefined> = fc.oneof(
    { arbitrary: validEntries.map((e) => object(e)), weight: 4 },
    { arbitrary: entries.map((e) => object(e)), weight: 6 },
    {
      arbitrary: fc
        .tuple(entries, fc.constantFrom(...PROTOTYPE_KEYS), wrongKindValue())
        .map(([e, key, bad]) => object([...e, [key, bad]])),
      weight: 1,
    },
    { arbitrary: wrongKindValue(), weight: 1 },
    { arbitrary: deepNesting(), weight: 1 },
    {
      arbitrary: fc
        .constantFrom(NEAR_BODY_LIMIT, OVER_BODY_LIMIT)
        .chain((size) => entries.map((e) => object([...e, ['pad', 'x'.repeat(size)]]))),
      weight: 1,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  const queryEntry = fc.oneof(
    {
      arbitrary: fc.constantFrom(...keyPool, ...others.slice(0, 20)).chain((key) =>
        fc
          .oneof(
            { arbitrary: validValue(schema, key.type, key.slot), weight: 3 },
            {
              arbitrary: fc.oneof(hostileValue(schema, key.type, key.slot), hostileNumber(), fc.constant(list([]))),
              weight: 2,
            },
          )
          .map((value) => ({ key: key.name, value })),
      ),
      weight: 8,
    },
    { arbitrary: fc.constantFrom(...RAW_QUERY).map((raw) => ({ raw })), weight: 1 },
  );
  const writes = route.method !== 'GET' && route.method !== 'HEAD';
  // Outside /api (the health probes) other methods fall through to the client's pages, as any unknown path does.
  const otherMethods = route.path.startsWith('/api/') ? OTHER_METHODS : [route.method];
  return fc.record({
    method: fc.oneof(
      { arbitrary: fc.constant(route.method), weight: 8 },
      { arbitrary: fc.constantFrom(...otherMethods), weight: 1 },
    ),
    segments,
    query: writes
      ? fc.array(queryEntry, { maxLength: 2 })
      : fc.oneof(
          { arbitrary: validEntries.map((e) => e.map(([key, value]) => ({ key, value }))), weight: 1 },
          { arbitrary: fc.array(queryEntry, { maxLength: 5 }), weight: 2 },
        ),
    body: writes ? body : fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: body, weight: 1 }),
    contentType: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 12 },
      {
        arbitrary: fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/json; charset=utf-16',
        ),
        weight: 1,
      },
    ),
    nextPage: writes
      ? fc.constant(null)
      : fc.option(
          fc.record({
            replacement: fc.option(fc.constantFrom(...CURSOR_PARTS), { nil: undefined }),
            index: fc.nat({ max: 11 }),
          }),
          { nil: null },
        ),
  });
}

/** The request for the next page: the same one with `after` set to the (edited) cursor. */
export function nextPageRequest<R extends { path: string }>(request: R, cursor: string, edit: CursorEdit): R {
  const after = `after=${encodeSegment(editCursor(cursor, edit))}`;
  return { ...request, path: `${request.path}${request.path.includes('?') ? '&' : '?'}${after}` };
}

/** A case as a raw request (its path, query, headers and body). */
export function renderRestCase(
  c: RestCase,
  pools: PoolLookup,
): { method: string; path: string; headers: Record<string, string>; body?: string } {
  const pathText = `/${c.segments.map((s) => ('raw' in s ? s.raw : encodeSegment(asText(s.encode, pools)))).join('/')}`;
  const query = c.query
    .flatMap((q) =>
      'raw' in q
        ? [q.raw]
        : queryPairs(q.key, q.value, pools).map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`),
    )
    .join('&');
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (c.body !== undefined) {
    body = toJsonText(c.body, pools);
    if (c.contentType === undefined) headers['Content-Type'] = 'application/json';
  }
  if (c.contentType) headers['Content-Type'] = c.contentType;
  return { method: c.method, path: `${pathText}${query ? `?${query}` : ''}`, headers, body };
}
