// Hostile inputs, whatever the field: strings that break encoders, parsers and comparisons, numbers
// at and past every boundary, values of the wrong kind, and nesting far past any sane depth.
import fc from 'fast-check';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { VISITOR_COOKIE } from '../../lib/visitor-cookie';
import type { Source } from './harness';
import { list, num, object, type FuzzValue } from './values';

/** Just over the 100 kB body limit of both transports, and just under it. */
export const OVER_BODY_LIMIT = 100 * 1024 + 10;
export const NEAR_BODY_LIMIT = 100 * 1024 - 2_000;

/** Unicode that looks like, or hides inside, ordinary text. */
export const LOOK_ALIKES = [
  'аdmin', // Cyrillic а
  'ΑΜD Ryzen', // Greek Α and Μ
  'ＧＰＵ ＲＴＸ ４０９０', // fullwidth forms
  'ad\u200dmin', // zero-width joiner
  'gpu\u200b', // zero-width space
  '\u202egnp.exe', // right-to-left override
  'e\u0301e\u0301', // combining acute accents
  'Z\u0335\u0321\u0316\u031e\u0326\u032b\u0367\u0344\u0369', // a pile of combining marks
  '\ufeffbom', // byte-order mark
  'İstanbul ß ﬁ', // case mapping changes the length
  'line\u2028separator',
  '👍🏽👨‍👩‍👧',
  '١٢٣', // Arabic-Indic digits
  '１２３', // fullwidth digits
];

/** Strings with a meaning to SQL, LIKE, full-text search, regular expressions, paths, HTML or JSON. */
const META_STRINGS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '%',
  '_',
  '\\',
  '%_\\%',
  '!',
  '&|!():*<->',
  '"unclosed phrase',
  '-',
  '--',
  '*',
  '((((((((((',
  'a'.repeat(40) + '!',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${x}',
  '../../etc/passwd',
  '//evil.example/x',
  '/\\evil.example',
  'https://evil.example/',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  '/..//',
  '%00',
  '%E0%A4%A',
  '%ff',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '0x1F',
  ' 42 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'eyJ4IjoxfQ', // base64url of {"x":1}
  'bnVsbA', // base64url of null
  'W10', // base64url of []
  '!!!not-base64!!!',
];

/** Strings no text column should choke on. */
const BREAKING_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  'x\ud83d', // a pair cut in half
  '\u0007\u001b[31m',
  '\uffff\ufffe',
];

/** A string of `length` characters, from a few repeated code units or code points. */
const long = (length: number) =>
  fc.constantFrom('a', 'é', '👍', '\u0301', ' ', '%').map((unit) => unit.repeat(Math.ceil(length / unit.length)));

/** Any hostile string: look-alikes, meta characters, NUL bytes and lone surrogates, very long text. */
export function hostileString(): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...LOOK_ALIKES), weight: 3 },
    { arbitrary: fc.constantFrom(...META_STRINGS), weight: 4 },
    { arbitrary: fc.constantFrom(...BREAKING_STRINGS), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
    { arbitrary: fc.integer({ min: 201, max: 5_000 }).chain(long), weight: 1 },
  );
}

/** Numbers at the edges: 32-bit and 53-bit limits and one past, huge, tiny, fractional, negative, and raw texts JSON.parse turns into Infinity or -0. */
const EDGE_NUMBERS = [
  '0',
  '-0',
  '-1',
  '1',
  '0.5',
  '-0.5',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '-9007199254740993',
  '1e21',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '5e-324',
  '123456789012345678901234567890',
];

export function hostileNumber(): fc.Arbitrary<FuzzValue> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...EDGE_NUMBERS).map(num), weight: 4 },
    { arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => num(String(n))), weight: 1 },
    { arbitrary: fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e308'), weight: 1 },
  );
}

/** 10,000 levels of `[` or `{"a":` (GraphQL inline: far past the token limit). */
export function deepNesting(): fc.Arbitrary<FuzzValue> {
  return fc.record({
    kind: fc.constant('deep' as const),
    depth: fc.constantFrom(64, 1_000, 10_000),
    of: fc.constantFrom('list' as const, 'object' as const),
  });
}

/** Keys that mean something to JavaScript objects. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Values of any kind, for a field that wants another: the wrong type, prototype keys, nesting. */
export function wrongKindValue(): fc.Arbitrary<FuzzValue> {
  const leaf: fc.Arbitrary<FuzzValue> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    hostileNumber(),
    hostileString(),
    fc.constant(list([])),
    fc.constant(object([])),
  );
  return fc.oneof(
    { arbitrary: leaf, weight: 6 },
    { arbitrary: fc.array(leaf, { maxLength: 4 }).map(list), weight: 2 },
    {
      arbitrary: fc
        .array(fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), leaf), {
          maxLength: 4,
        })
        .map(object),
      weight: 2,
    },
    { arbitrary: deepNesting(), weight: 1 },
  );
}

/** Cookie headers of the cookies the app reads, malformed, forged, repeated or huge. */
function hostileCookie(): fc.Arbitrary<string> {
  return fc.constantFrom(
    `${SESSION_COOKIE}=s%3Aforged.c2lnbmF0dXJl`,
    `${SESSION_COOKIE}=%E0%A4%A`,
    `${SESSION_COOKIE}=${'x'.repeat(4_000)}`,
    `${SESSION_COOKIE}=; ${SESSION_COOKIE}=s%3A`,
    `${VISITOR_COOKIE}=${'A'.repeat(32)}`,
    `${VISITOR_COOKIE}="unterminated`,
    `${VISITOR_COOKIE}=%ff`,
    `${VISITOR_COOKIE}=a; ${VISITOR_COOKIE}=b`,
    '=;;=; ;',
    'a=b=c; __proto__=1; constructor=x',
  );
}

/**
 * Where a request comes from: its X-Forwarded-For (the test server trusts it; null is the socket's
 * own address, shared by every such request, so the default rate limits are met; else an address of
 * its own, or a header that is not an address) and, now and then, cookies of its own.
 */
export function requestSource(): fc.Arbitrary<Source> {
  const address = fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: fc.ipV4(), weight: 4 },
    { arbitrary: fc.ipV6(), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'not-an-address',
        '1.2.3.4, 5.6.7.8',
        '::ffff:127.0.0.1',
        '999.1.1.1',
        ',',
        'x'.repeat(2_000),
      ),
      weight: 1,
    },
  );
  const cookie = fc.oneof({ arbitrary: fc.constant(null), weight: 9 }, { arbitrary: hostileCookie(), weight: 1 });
  return fc.record({ address, cookie });
}
