// Real values for the fuzzer's "valid" inputs, gathered from the server's own answers: every object
// an answer carries with its __typename gives its string fields to the pool `Type.field` (ids,
// slugs, names, tokens, cursors). An argument or path parameter then draws from the pools its name
// points at (see `poolKeysFor`), so a valid-looking id is often a real one.
import { variantOf, type PoolPick } from './values';

/** How many values one pool keeps (the first ones, then a ring of the newest). */
const POOL_SIZE = 40;

/** Strings longer than this are not kept (article bodies, descriptions). */
const MAX_KEPT_LENGTH = 200;

/** Relay's names: an `after` argument takes an `endCursor`. */
const FIELD_ALIASES: Record<string, string> = { after: 'endcursor' };

export class Pools {
  private readonly values = new Map<string, string[]>();
  private readonly seen = new Map<string, Set<string>>();
  private readonly added = new Map<string, number>();
  /** The keys each parameter draws from, until a new pool appears. */
  private readonly resolved = new Map<string, string[]>();

  /** Adds one value to the pool `key` ("Type.field"). */
  add(key: string, value: string): void {
    if (value.length === 0 || value.length > MAX_KEPT_LENGTH) return;
    let seen = this.seen.get(key);
    if (!seen) {
      seen = new Set();
      this.seen.set(key, seen);
      this.values.set(key, []);
      this.resolved.clear();
    }
    if (seen.has(value)) return;
    seen.add(value);
    const values = this.values.get(key)!;
    const count = this.added.get(key) ?? 0;
    this.added.set(key, count + 1);
    if (values.length < POOL_SIZE) values.push(value);
    else values[POOL_SIZE / 2 + (count % (POOL_SIZE / 2))] = value;
  }

  /** Walks an answer: each object with a __typename gives its string and id fields to `Type.field`. */
  harvest(data: unknown): void {
    const pending: unknown[] = [data];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (Array.isArray(next)) pending.push(...(next as unknown[]));
      else if (typeof next === 'object' && next !== null) {
        const record = next as Record<string, unknown>;
        const type = typeof record.__typename === 'string' ? record.__typename : null;
        for (const [field, value] of Object.entries(record)) {
          if (type && field !== '__typename' && typeof value === 'string') this.add(`${type}.${field}`, value);
          else if (typeof value === 'object' && value !== null) pending.push(value);
        }
      }
    }
  }

  /** Drops a value from every pool (an account the harness saw deleted: its e-mail no longer signs in). */
  forget(value: string): void {
    for (const [key, values] of this.values) {
      const at = values.indexOf(value);
      if (at >= 0) {
        values.splice(at, 1);
        this.seen.get(key)?.delete(value);
      }
    }
  }

  keys(): string[] {
    return [...this.values.keys()];
  }

  size(key: string): number {
    return this.values.get(key)?.length ?? 0;
  }

  /** The pools a parameter draws from now (see `poolKeysFor`); every pool when none matches its name. */
  keysFor(name: string, hints: readonly string[]): string[] {
    const id = `${name}|${hints.join('|')}`;
    let keys = this.resolved.get(id);
    if (!keys) {
      const matching = poolKeysFor(name, hints, this.keys());
      keys = matching.length > 0 ? matching : this.keys();
      this.resolved.set(id, keys);
    }
    return keys;
  }

  /** The value a pick stands for now: its index into the union of its pools, or its fallback. */
  lookup = (pick: PoolPick): string => {
    const all = this.keysFor(pick.name, pick.hints).flatMap((key) => this.values.get(key) ?? []);
    const value = all.length === 0 ? pick.fallback : all[pick.index % all.length];
    return pick.vary ? variantOf(value, pick.vary) : value;
  };
}

/** camelCase or kebab-case words, lower-cased: `componentId` is [component, id]. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

const singular = (word: string) => (word.length > 2 && word.endsWith('s') ? word.slice(0, -1) : word);

/**
 * The pools a parameter named `name` draws from, among `keys` ("Type.field"): the field is the
 * name's last word (`newsId` → id, `idOrSlug` → id or slug, `partIds` → id, `token` → shareToken);
 * the type is the one the rest of the name starts (`news` → NewsItem), else the first of `hints`
 * (the operation's name and return type, or the path segment before the parameter) that names a
 * type (`deleteSavedBuild` → SavedBuild, `comments` → Comment), else any type with that field.
 */
export function poolKeysFor(name: string, hints: readonly string[], keys: readonly string[]): string[] {
  const words = wordsOf(name);
  const alternatives = words.includes('or') ? words.join(' ').split(' or ') : [words.join(' ')];
  const found = new Set<string>();
  for (const alternative of alternatives) {
    const parts = alternative.split(' ');
    const last = singular(parts[parts.length - 1]);
    const field = FIELD_ALIASES[last] ?? last;
    const prefix = parts.slice(0, -1).join('');
    const withField = keys.filter((key) => {
      const keyField = key.slice(key.indexOf('.') + 1).toLowerCase();
      return keyField === field || keyField.endsWith(field);
    });
    const typeOf = (key: string) => key.slice(0, key.indexOf('.')).toLowerCase();
    const attempts = [prefix, ...hints.map((h) => wordsOf(h).join(''))].filter((h) => h.length > 0);
    let chosen = withField;
    for (const hint of attempts) {
      const matching = withField.filter((key) => hint.includes(typeOf(key)) || typeOf(key).startsWith(hint));
      if (matching.length > 0) {
        chosen = matching;
        break;
      }
    }
    for (const key of chosen) found.add(key);
  }
  return [...found].sort();
}
