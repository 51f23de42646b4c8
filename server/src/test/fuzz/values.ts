// The fuzzer's values: plain JSON, plus what JSON.stringify cannot say (a number as raw text such
// as 1e400 or -0, duplicate and __proto__ keys, a bare enum name, 10,000 levels of nesting, a value
// drawn from a pool only when the request is sent). Printed as JSON text for bodies and variables,
// and as GraphQL literals for inline arguments.

/** A number written exactly as this text (JSON and GraphQL), e.g. `1e400`, `-0`, `2147483648`. */
export interface NumberText {
  kind: 'number';
  text: string;
}

/** An enum value: a bare name inline in GraphQL, a string in JSON. */
export interface EnumName {
  kind: 'enum';
  name: string;
}

export interface ListValue {
  kind: 'list';
  items: FuzzValue[];
}

/** An object as ordered entries: keys may repeat or be `__proto__`. */
export interface ObjectValue {
  kind: 'object';
  entries: [string, FuzzValue][];
}

/** `depth` levels of `[` (or of `{"a":`) around `null`, built only when printed. */
export interface DeepValue {
  kind: 'deep';
  depth: number;
  of: 'list' | 'object';
}

/** One of the pools' strings for a parameter (test/fuzz/pools.ts), looked up when the request is sent. */
export interface PoolPick {
  kind: 'pool';
  /** The parameter's name and where it is (the operation, the path): they choose the pools. */
  name: string;
  hints: string[];
  index: number;
  /** When the pools are empty. */
  fallback: string;
  /**
   * A fresh variant instead of the value itself: its first letters and digits replaced by these
   * (each kept a lower-case letter, an upper-case letter or a digit), so an e-mail, a username or a
   * password keeps its form but is new.
   */
  vary?: number[];
}

/** `text` with its first letters and digits replaced from `seeds`, each in its own class. */
export function variantOf(text: string, seeds: readonly number[]): string {
  let next = 0;
  return text.replace(/[a-z]|[A-Z]|[0-9]/g, (char) => {
    if (next >= seeds.length) return char;
    const seed = seeds[next++];
    const [from, size] = /[a-z]/.test(char) ? [97, 26] : /[A-Z]/.test(char) ? [65, 26] : [48, 10];
    return String.fromCharCode(from + (seed % size));
  });
}

export type FuzzValue =
  null | boolean | string | NumberText | EnumName | ListValue | ObjectValue | DeepValue | PoolPick;

export const num = (n: number | string): NumberText => ({ kind: 'number', text: String(n) });
export const enumName = (name: string): EnumName => ({ kind: 'enum', name });
export const list = (items: FuzzValue[]): ListValue => ({ kind: 'list', items });
export const object = (entries: [string, FuzzValue][]): ObjectValue => ({ kind: 'object', entries });

/** Turns pool picks into strings (the pools change as the run goes). */
export type PoolLookup = (pick: PoolPick) => string;

function nested(value: DeepValue, open: string, close: string): string {
  return open.repeat(value.depth) + 'null' + close.repeat(value.depth);
}

/** The value as JSON text. */
export function toJsonText(value: FuzzValue, pools: PoolLookup): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  switch (value.kind) {
    case 'number':
      return value.text;
    case 'enum':
      return JSON.stringify(value.name);
    case 'pool':
      return JSON.stringify(pools(value));
    case 'list':
      return `[${value.items.map((item) => toJsonText(item, pools)).join(',')}]`;
    case 'object':
      return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v, pools)}`).join(',')}}`;
    case 'deep':
      return value.of === 'list' ? nested(value, '[', ']') : nested(value, '{"a":', '}');
  }
}

/** GraphQL names for object keys that are not names (a literal cannot say `"__proto__ x"`). */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The value as a GraphQL literal (inline arguments). Keys that are not GraphQL names are written as they are. */
export function toGraphqlLiteral(value: FuzzValue, pools: PoolLookup): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  switch (value.kind) {
    case 'number':
      return value.text;
    case 'enum':
      return value.name;
    case 'pool':
      return JSON.stringify(pools(value));
    case 'list':
      return `[${value.items.map((item) => toGraphqlLiteral(item, pools)).join(', ')}]`;
    case 'object':
      return `{${value.entries
        .map(([k, v]) => `${GRAPHQL_NAME.test(k) ? k : JSON.stringify(k)}: ${toGraphqlLiteral(v, pools)}`)
        .join(', ')}}`;
    case 'deep':
      return value.of === 'list' ? nested(value, '[', ']') : nested(value, '{a: ', '}');
  }
}
