// GraphQL operations for every root field of the checked-in schema: arguments from each argument's
// type (valid, hostile or missing; inline or as variables, sometimes declared with the wrong type)
// and a selection set from the return type (scalar leaves, a few nested objects, within the
// server's depth and cost limits), now and then broken on purpose.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { hostileValue, validValue, type Slot } from './inputs';
import { toGraphqlLiteral, toJsonText, type FuzzValue, type PoolLookup } from './values';

/** The schema as checked in (npm run schema:check keeps it equal to the server's). */
export function checkedInSchema(): GraphQLSchema {
  return buildSchema(fs.readFileSync(path.join(__dirname, '../../../../schema.graphql'), 'utf8'));
}

export type RootKind = 'query' | 'mutation' | 'subscription';

export interface RootField {
  kind: RootKind;
  /** e.g. "Query.components". */
  id: string;
  field: GraphQLField<unknown, unknown>;
}

/** Every field of Query and Mutation (and Subscription when asked), in schema order. */
export function rootFields(schema: GraphQLSchema, withSubscriptions = false): RootField[] {
  const roots: [RootKind, GraphQLObjectType | null | undefined][] = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  if (withSubscriptions) roots.push(['subscription', schema.getSubscriptionType()]);
  return roots.flatMap(([kind, type]) =>
    type ? Object.values(type.getFields()).map((field) => ({ kind, id: `${type.name}.${field.name}`, field })) : [],
  );
}

/** One argument as sent: a value (or left out), inline or as a variable declared with some type. */
export interface ArgumentCase {
  name: string;
  /** Undefined: the argument is left out. */
  value: FuzzValue | undefined;
  /** The variable's declared type; undefined: the value is inline. */
  variableType?: string;
  /** For a variable: left out of `variables` although declared. */
  variableMissing?: boolean;
}

export interface OperationCase {
  kind: RootKind;
  field: string;
  alias: string | null;
  args: ArgumentCase[];
  /** An argument the field does not have. */
  unknownArgument: boolean;
  selection: string;
  /**
   * For a cursor connection (an `after` argument, an `endCursor` in the answer): the next request,
   * the same operation after the answer's endCursor, as it is or with one element replaced.
   */
  nextPage: CursorEdit | null;
}

/** How to change a cursor before sending it back: undefined keeps it as it is. */
export interface CursorEdit {
  replacement: string | undefined;
  index: number;
}

/** Declared types that fit no argument, or fit it badly. */
const WRONG_TYPES = ['String', 'Int', 'Float', 'Boolean', 'ID!', '[String]', '[[Int!]!]', 'NoSuchType', 'PartType'];

/** True one time in ten. */
const rarely = fc.integer({ min: 0, max: 9 }).map((n) => n === 0);

/** How many object levels below the root field a selection goes. */
const MAX_SELECTION_DEPTH = 3;

/**
 * How an operation's arguments are made: all valid; valid but for one hostile (so that it gets past
 * the others' checks, deep into the resolver); or a mix of valid, hostile and missing ones.
 */
type Mode = { kind: 'valid' } | { kind: 'one-hostile'; index: number } | { kind: 'mixed' };

/** The value an argument gets in this mode, inline or as a variable (sometimes declared with a wrong type). */
function argumentCase(
  schema: GraphQLSchema,
  root: RootField,
  arg: GraphQLField<unknown, unknown>['args'][number],
  mode: 'valid' | 'hostile' | 'mixed',
  optionalCount: number,
): fc.Arbitrary<ArgumentCase> {
  const slot: Slot = {
    name: arg.name,
    hints: [root.field.name, getNamedType(root.field.type).name],
    deprecationReason: arg.deprecationReason,
  };
  const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
  const valid = validValue(schema, arg.type, slot);
  const hostile = hostileValue(schema, arg.type, slot);
  // Valid: an optional enum or Boolean is given half the time (any of its values is valid); of the
  // others about one (each may have rules the schema does not say: with many, one of them would
  // almost always be refused).
  const named = getNamedType(arg.type);
  const absent = isEnumType(named) || named.name === 'Boolean' ? 1 : Math.max(2, optionalCount);
  const value: fc.Arbitrary<FuzzValue | undefined> =
    mode === 'hostile'
      ? hostile
      : mode === 'valid'
        ? required
          ? valid
          : fc.oneof({ arbitrary: fc.constant(undefined), weight: absent }, { arbitrary: valid, weight: 1 })
        : fc.oneof(
            { arbitrary: valid, weight: 5 },
            { arbitrary: hostile, weight: 4 },
            { arbitrary: fc.constant(undefined), weight: 1 },
          );
  const declared = String(arg.type);
  const variableType: fc.Arbitrary<string | undefined> = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 10 },
    { arbitrary: fc.constant(declared), weight: 10 },
    {
      arbitrary: mode === 'valid' ? fc.constant(declared) : fc.constantFrom(...WRONG_TYPES),
      weight: mode === 'valid' ? 0 : 1,
    },
  );
  return fc
    .record({ value, variableType, variableMissing: mode === 'mixed' ? rarely : fc.constant(false) })
    .map(({ value, variableType, variableMissing }) => ({
      name: arg.name,
      value,
      variableType: value === undefined ? undefined : variableType,
      variableMissing,
    }));
}

/** Required arguments of a nested field, with small valid values (e.g. `related(limit: 3)`). */
function nestedArguments(field: GraphQLField<unknown, unknown>): string {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  if (required.length === 0) return '';
  const literal = (typeName: string) => (typeName === 'Boolean' ? 'true' : typeName === 'String' ? '"a"' : '3');
  return `(${required.map((a) => `${a.name}: ${literal(getNamedType(a.type).name)}`).join(', ')})`;
}

/** A selection set for `type`: __typename, some leaves, and a few object fields below, to `depth`. */
export function selectionFor(type: GraphQLNamedType, depth = 0): fc.Arbitrary<string> {
  if (isLeafType(type)) return fc.constant('');
  if (isAbstractType(type)) return fc.constant('{ __typename }');
  if (!isObjectType(type)) return fc.constant('');
  const fields = Object.values(type.getFields());
  const leaves = fields.filter((f) => isLeafType(getNamedType(f.type)));
  const objects = depth + 1 < MAX_SELECTION_DEPTH ? fields.filter((f) => !isLeafType(getNamedType(f.type))) : [];
  const leafSet = leaves.length > 0 ? fc.subarray(leaves, { minLength: 1 }) : fc.constant([]);
  const objectSet = fc.subarray(objects, { maxLength: Math.min(2, objects.length) });
  return fc.tuple(leafSet, objectSet).chain(([someLeaves, someObjects]) =>
    fc.tuple(...someObjects.map((f) => selectionFor(getNamedType(f.type), depth + 1))).map((below) => {
      const parts = [
        '__typename',
        ...someLeaves.map((f) => `${f.name}${nestedArguments(f)}`),
        ...someObjects.map((f, i) => `${f.name}${nestedArguments(f)} ${below[i]}`),
      ];
      return `{ ${parts.join(' ')} }`;
    }),
  );
}

/**
 * Lists of a type's own kind nested in one another (`replies { replies { ... } }`, `allReplies {
 * allReplies { ... } }`, `related { related { ... } }`), 2 to 9 levels, one list or alternating
 * two: the shape that once made one guest query answer millions of comments. Null for a type with
 * no such list.
 */
function selfNestedSelection(type: GraphQLNamedType): fc.Arbitrary<string> | null {
  if (!isObjectType(type)) return null;
  const lists = Object.values(type.getFields()).filter(
    (f) => getNamedType(f.type) === type && isListType(getNullableType(f.type)),
  );
  if (lists.length === 0) return null;
  return fc
    .tuple(fc.array(fc.constantFrom(...lists), { minLength: 2, maxLength: 9 }), fc.boolean())
    .map(([path, withId]) => {
      const leaf = withId && type.getFields().id ? '__typename id' : '__typename';
      return path.reduceRight((inner, f) => `{ ${leaf} ${f.name}${nestedArguments(f)} ${inner} }`, `{ ${leaf} }`);
    });
}

/** A selection broken on purpose: an unknown field, subfields on a leaf, or none where one is needed. */
function brokenSelection(type: GraphQLNamedType): fc.Arbitrary<string> {
  return isLeafType(type)
    ? fc.constantFrom('{ __typename }', '{ id }')
    : fc.constantFrom('{ noSuchField }', '', '{ __typename ... on NoSuchType { id } }', '{ id(x: 1) }');
}

/** JSON texts to put in a cursor taken apart: numbers past every limit, other types, impossible dates. */
export const CURSOR_PARTS = [
  '1e400',
  '-1e400',
  '1e308',
  '4.5',
  '-1',
  '9007199254740993',
  '2147483648',
  '"x"',
  'null',
  'true',
  '[]',
  '{}',
  '[1,2,3]',
  '"0000-01-01T00:00:00.000Z"',
  '"9999-12-31T23:59:59.999Z"',
  '"2024-02-30T00:00:00.000Z"',
  '"2024-02-30T00:00:00.000000Z"',
  '"0000-01-01T00:00:00.000000Z"',
  '"2024-02-29T23:59:60.000Z"',
  '"2024-01-01T00:00:00.000000Z"',
  '"00000000-0000-0000-0000-000000000000"',
  '"\\u0000"',
  '"a-b"',
  '"%"',
];

/** A cursor connection: the field takes `after` and its type has `endCursor` (Relay's names). */
export function isConnection(root: RootField): boolean {
  const type = getNamedType(root.field.type);
  return root.field.args.some((a) => a.name === 'after') && isObjectType(type) && 'endCursor' in type.getFields();
}

/**
 * Operations for one root field, a third each: all arguments valid; valid but for one hostile; a
 * mix (`onlyValid`: the first kind only). A cursor connection selects its endCursor and, half the time, asks for the next page with it
 * (as it is, or taken apart with one element replaced).
 */
export function operationCases(schema: GraphQLSchema, root: RootField, onlyValid = false): fc.Arbitrary<OperationCase> {
  const returnType = getNamedType(root.field.type);
  const argCount = root.field.args.length;
  const optionalCount = root.field.args.filter((a) => !isNonNullType(a.type) || a.defaultValue !== undefined).length;
  const modes: fc.Arbitrary<Mode>[] = [fc.constant<Mode>({ kind: 'valid' })];
  if (!onlyValid) modes.push(fc.constant<Mode>({ kind: 'mixed' }));
  if (!onlyValid && argCount > 0) {
    modes.push(fc.nat({ max: argCount - 1 }).map((index): Mode => ({ kind: 'one-hostile', index })));
  }
  const connection = isConnection(root);
  const nextPage: fc.Arbitrary<CursorEdit | null> = connection
    ? fc.oneof(
        { arbitrary: fc.constant(null), weight: 1 },
        {
          weight: 2,
          arbitrary: fc.record({
            replacement: fc.oneof(fc.constant(undefined), fc.constantFrom(...CURSOR_PARTS)),
            index: fc.nat({ max: 11 }),
          }),
        },
      )
    : fc.constant(null);
  return fc.oneof(...modes).chain((mode) => {
    const args = fc.tuple(
      ...root.field.args.map((arg, i) =>
        argumentCase(
          schema,
          root,
          arg,
          mode.kind === 'mixed' ? 'mixed' : mode.kind === 'one-hostile' && mode.index === i ? 'hostile' : 'valid',
          optionalCount,
        ),
      ),
    );
    const valid = mode.kind === 'valid';
    const selection = selectionFor(returnType).map((set) => (connection ? set.replace(/^\{ /, '{ endCursor ') : set));
    const selfNested = connection ? null : selfNestedSelection(returnType);
    return fc.record({
      kind: fc.constant(root.kind),
      field: fc.constant(root.field.name),
      alias: fc.option(fc.constantFrom('a', 'fuzzed', '__proto__', 'constructor'), { nil: null, freq: 4 }),
      args,
      unknownArgument: valid ? fc.constant(false) : rarely,
      selection: valid
        ? selection
        : fc.oneof(
            { arbitrary: selection, weight: 8 },
            { arbitrary: brokenSelection(returnType), weight: 1 },
            { arbitrary: selfNested ?? selection, weight: 1 },
          ),
      nextPage: valid || mode.kind === 'one-hostile' ? nextPage : fc.constant(null),
    });
  });
}

/** The leaves of a JSON value (not lists or objects), in order: their paths. */
function leafPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
  return [path];
}

/** JSON text of `value` with the leaf at `target` written as the raw text `replacement`. */
function jsonWith(
  value: unknown,
  target: (string | number)[],
  replacement: string,
  path: (string | number)[] = [],
): string {
  if (path.length === target.length && path.every((p, i) => p === target[i])) return replacement;
  if (Array.isArray(value))
    return `[${value.map((item, i) => jsonWith(item, target, replacement, [...path, i])).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonWith(v, target, replacement, [...path, k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A cursor taken apart: its base64url JSON with one leaf (a number, a string, however deep) replaced
 * by raw JSON text, encoded again; a cursor that is not JSON is replaced whole.
 */
export function editCursor(cursor: string, edit: CursorEdit): string {
  if (edit.replacement === undefined) return cursor;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return Buffer.from(edit.replacement).toString('base64url');
  }
  const leaves = leafPaths(decoded);
  const text = jsonWith(decoded, leaves[edit.index % leaves.length], edit.replacement);
  return Buffer.from(text).toString('base64url');
}

/** The operation of the next page: `after` set to the (edited) endCursor of the answer. */
export function nextPageOperation(op: OperationCase, endCursor: string): OperationCase {
  const after = editCursor(endCursor, op.nextPage ?? { replacement: undefined, index: 0 });
  const args = op.args.some((a) => a.name === 'after')
    ? op.args.map((a) => (a.name === 'after' ? { name: 'after', value: after } : a))
    : [...op.args, { name: 'after', value: after }];
  return { ...op, args, nextPage: null };
}

/** The operation as a POST /graphql body (JSON text) and its document (for reports). */
export function renderOperation(op: OperationCase, pools: PoolLookup): { body: string; document: string } {
  const declarations: string[] = [];
  const variables: string[] = [];
  const args: string[] = [];
  op.args.forEach((arg, i) => {
    if (arg.value === undefined) return;
    if (arg.variableType === undefined) {
      args.push(`${arg.name}: ${toGraphqlLiteral(arg.value, pools)}`);
      return;
    }
    const name = `v${i}`;
    declarations.push(`$${name}: ${arg.variableType}`);
    args.push(`${arg.name}: $${name}`);
    if (!arg.variableMissing) variables.push(`${JSON.stringify(name)}:${toJsonText(arg.value, pools)}`);
  });
  if (op.unknownArgument) args.push('noSuchArgument: 1');
  const call = `${op.alias ? `${op.alias}: ` : ''}${op.field}${args.length > 0 ? `(${args.join(', ')})` : ''}`;
  const head = `${op.kind} Fuzz${declarations.length > 0 ? `(${declarations.join(', ')})` : ''}`;
  const document = `${head} { ${call} ${op.selection} }`;
  const body = `{"query":${JSON.stringify(document)},"variables":{${variables.join(',')}},"operationName":"Fuzz"}`;
  return { body, document };
}
