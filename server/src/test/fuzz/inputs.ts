// Values for a GraphQL input type, read from the schema: valid ones of the right type (real ids and
// slugs from the pools, the strings a deprecated String argument's enum stands for) and hostile ones
// (null for non-null, the wrong kind, numbers past every limit, unknown or miscased enum values,
// look-alikes, deep nesting). The REST fuzzer uses them too, for body keys named like arguments.
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLEnumType,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { hostileNumber, hostileString, LOOK_ALIKES, wrongKindValue } from './hostile';
import { enumName, list, num, object, type FuzzValue, type PoolPick } from './values';

/** Where a value goes: its parameter's name and the words around it (they choose the pools). */
export interface Slot {
  name: string;
  hints: string[];
  /** The argument's or input field's deprecation reason, when it has one. */
  deprecationReason?: string | null;
}

/** How deep input objects nest in a generated value (the schema's inputs are shallow). */
const MAX_INPUT_DEPTH = 3;

/** The strings an enum's values stand for, from their descriptions (`Stands for "1080p"`), else their names. */
function enumStrings(type: GraphQLEnumType): string[] {
  return type.getValues().map((v) => /"([^"]+)"/.exec(v.description ?? '')?.[1] ?? v.name);
}

/**
 * The enum a String slot stands for: the one its deprecation reason names ("Use kind (the BuildType
 * enum, ...)"), else the enum of the same name (`buildType` → BuildType).
 */
export function enumBehindString(schema: GraphQLSchema, slot: Slot): GraphQLEnumType | null {
  const named = /the (\w+) enum/.exec(slot.deprecationReason ?? '')?.[1];
  const byReason = named ? schema.getType(named) : undefined;
  if (byReason && isEnumType(byReason)) return byReason;
  const sameName = Object.values(schema.getTypeMap()).find(
    (t) => isEnumType(t) && t.name.toLowerCase() === slot.name.toLowerCase(),
  );
  return sameName && isEnumType(sameName) ? sameName : null;
}

const pick = (slot: Slot, fallback: fc.Arbitrary<string>): fc.Arbitrary<FuzzValue> =>
  fc.record({
    kind: fc.constant('pool' as const),
    name: fc.constant(slot.name),
    hints: fc.constant(slot.hints),
    index: fc.nat({ max: 1_000 }),
    fallback,
  }) as fc.Arbitrary<PoolPick>;

/** A fresh variant of a pool value (see PoolPick.vary): a new e-mail, username or slug of the same form. */
const variant = (slot: Slot, fallback: fc.Arbitrary<string>): fc.Arbitrary<FuzzValue> =>
  fc
    .tuple(pick(slot, fallback), fc.array(fc.nat({ max: 1_000 }), { minLength: 3, maxLength: 3 }))
    .map(([p, vary]) => ({ ...(p as PoolPick), vary }));

/** Plain text a person might type. */
const words = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,23}$/);

/** A valid value of a scalar type. */
function validScalar(schema: GraphQLSchema, typeName: string, slot: Slot): fc.Arbitrary<FuzzValue> {
  switch (typeName) {
    case 'ID':
      return fc.oneof({ arbitrary: pick(slot, fc.uuid()), weight: 4 }, { arbitrary: fc.uuid(), weight: 1 });
    case 'Int':
      // Mostly small (page sizes, limits), sometimes large (cents).
      return fc.oneof(
        { arbitrary: fc.integer({ min: 1, max: 30 }).map(num), weight: 6 },
        { arbitrary: fc.constant(num(0)), weight: 1 },
        { arbitrary: fc.integer({ min: 0, max: 500_000 }).map(num), weight: 2 },
      );
    case 'Float':
      return fc.oneof(
        fc.integer({ min: 0, max: 5_000 }).map(num),
        fc.double({ min: 0, max: 5_000, noNaN: true }).map((n) => num(String(n))),
      );
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    default: {
      const backing = enumBehindString(schema, slot);
      if (backing) return fc.constantFrom(...enumStrings(backing));
      return fc.oneof(
        { arbitrary: pick(slot, words), weight: 3 },
        { arbitrary: variant(slot, words), weight: 1 },
        { arbitrary: words, weight: 1 },
      );
    }
  }
}

/** A valid value of `type` for this slot. */
export function validValue(
  schema: GraphQLSchema,
  type: GraphQLInputType,
  slot: Slot,
  depth = 0,
): fc.Arbitrary<FuzzValue> {
  if (isNonNullType(type)) return validValue(schema, type.ofType, slot, depth);
  if (isListType(type)) {
    return fc.array(validValue(schema, type.ofType, slot, depth), { minLength: 1, maxLength: 3 }).map(list);
  }
  if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name)).map(enumName);
  if (isInputObjectType(type)) {
    if (depth >= MAX_INPUT_DEPTH) return fc.constant(object([]));
    const fields = Object.values(type.getFields());
    const entries = fields.map((field) => {
      const fieldSlot: Slot = {
        name: field.name,
        hints: [type.name, ...slot.hints],
        deprecationReason: field.deprecationReason,
      };
      const value = validValue(schema, field.type, fieldSlot, depth + 1);
      const entry = value.map((v): [string, FuzzValue] => [field.name, v]);
      return isNonNullType(field.type) && field.defaultValue === undefined
        ? entry.map((e) => [e])
        : fc.option(entry, { nil: null, freq: 2 }).map((e) => (e === null ? [] : [e]));
    });
    return fc.tuple(...entries).map((parts) => object(parts.flat()));
  }
  return validScalar(schema, getNamedType(type).name, slot);
}

/** ASCII text in fullwidth forms (`gaming` → `ｇａｍｉｎｇ`). */
const fullwidth = (text: string) => text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** Cyrillic and Greek letters that look like Latin ones. */
const HOMOGLYPHS: Record<string, string> = { A: 'А', B: 'В', C: 'С', E: 'Е', H: 'Н', K: 'К', M: 'М', O: 'О', P: 'Р' };

/** An enum value gone wrong: unknown, in the wrong case, with a look-alike letter, or padded. */
function wrongEnum(type: GraphQLEnumType): fc.Arbitrary<FuzzValue> {
  const names = type.getValues().map((v) => v.name);
  const variants = names.flatMap((name) => [
    name.toLowerCase(),
    name.charAt(0) + name.slice(1).toLowerCase(),
    name.replace(/[ABCEHKMOP]/, (c) => HOMOGLYPHS[c]),
    `${name}_X`,
    `${name}\u200b`,
  ]);
  return fc.oneof(
    fc.constantFrom(...variants, 'UNKNOWN_VALUE', '__proto__', 'constructor').map(enumName),
    fc.constantFrom(...variants, ...names, ''),
  );
}

/** Halves of surrogate pairs, appended alone to a string: the high half of 😀, a low half, a pair cut the other way. */
const LONE_SURROGATES = ['\ud83d', '\ude00', '\udbff'];

/**
 * `value` with a lone surrogate appended to its `n`-th string leaf (counted over every string of
 * the value, in lists and objects; pool picks included, as the text they stand for is not known
 * here); the value itself when it holds none.
 */
function withLoneSurrogate(value: FuzzValue, n: number, half: string): FuzzValue {
  let seen = 0;
  const count = (v: FuzzValue): number => {
    if (typeof v === 'string' || (v !== null && typeof v === 'object' && v.kind === 'pool')) return 1;
    if (v !== null && typeof v === 'object' && v.kind === 'list')
      return v.items.reduce((sum, item) => sum + count(item), 0);
    if (v !== null && typeof v === 'object' && v.kind === 'object')
      return v.entries.reduce((sum, [, item]) => sum + count(item), 0);
    return 0;
  };
  const total = count(value);
  if (total === 0) return value;
  const target = n % total;
  const walk = (v: FuzzValue): FuzzValue => {
    if (typeof v === 'string') return seen++ === target ? `${v}${half}` : v;
    if (v !== null && typeof v === 'object' && v.kind === 'pool') return seen++ === target ? `${v.fallback}${half}` : v;
    if (v !== null && typeof v === 'object' && v.kind === 'list') return list(v.items.map(walk));
    if (v !== null && typeof v === 'object' && v.kind === 'object')
      return object(v.entries.map(([k, item]) => [k, walk(item)]));
    return v;
  };
  return walk(value);
}

/** A valid value of `type` but for a lone surrogate in one of its strings, wherever it is. */
function loneSurrogateValue(schema: GraphQLSchema, type: GraphQLInputType, slot: Slot): fc.Arbitrary<FuzzValue> {
  return fc
    .tuple(validValue(schema, type, slot), fc.nat(), fc.constantFrom(...LONE_SURROGATES))
    .map(([valid, n, half]) => withLoneSurrogate(valid, n, half));
}

/** A hostile value for `type`: wrong kind, null, limits, bad enum values, look-alikes, a lone surrogate in any string, nesting. */
export function hostileValue(schema: GraphQLSchema, type: GraphQLInputType, slot: Slot): fc.Arbitrary<FuzzValue> {
  const named = getNamedType(type);
  const specific: fc.Arbitrary<FuzzValue>[] = [];
  if (isEnumType(named)) specific.push(wrongEnum(named));
  else if (isScalarType(named)) {
    if (named.name === 'Int' || named.name === 'Float') specific.push(hostileNumber());
    else specific.push(hostileString(), fc.constantFrom(...LOOK_ALIKES));
    if (named.name === 'String' && enumBehindString(schema, slot)) {
      const backing = enumBehindString(schema, slot)!;
      specific.push(fc.constantFrom(...enumStrings(backing).flatMap((s) => [s.toUpperCase(), `${s} `, fullwidth(s)])));
    }
  } else if (isInputObjectType(named)) {
    const fieldNames = Object.keys(named.getFields());
    specific.push(
      fc
        .tuple(
          validValue(schema, named, slot),
          fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'unknownField'),
          wrongKindValue(),
        )
        .map(([valid, key, bad]) =>
          valid !== null && typeof valid === 'object' && valid.kind === 'object'
            ? object([...valid.entries, [key, bad]])
            : valid,
        ),
      // A required field left out.
      fc
        .tuple(validValue(schema, named, slot), fc.nat())
        .map(([valid, n]) =>
          valid !== null && typeof valid === 'object' && valid.kind === 'object' && valid.entries.length > 0
            ? object(valid.entries.filter((_, i) => i !== n % valid.entries.length))
            : valid,
        ),
    );
  }
  if (isInputObjectType(named) || named.name === 'String' || named.name === 'ID') {
    specific.push(loneSurrogateValue(schema, type, slot));
  }
  const listType = isNonNullType(type) ? type.ofType : type;
  if (isListType(listType)) {
    specific.push(
      fc.array(wrongKindValue(), { maxLength: 3 }).map(list),
      // A long list of valid items (2,000 ids are about 80 kB, under the body limit).
      fc
        .tuple(validValue(schema, listType.ofType, slot), fc.constantFrom(100, 2_000))
        .map(([item, length]) => list(Array.from({ length }, () => item))),
    );
  }
  return fc.oneof(
    { arbitrary: fc.constant(null), weight: 1 },
    { arbitrary: wrongKindValue(), weight: 2 },
    ...specific.map((arbitrary) => ({ arbitrary, weight: 3 })),
  );
}
