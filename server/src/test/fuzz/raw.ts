// Raw request bodies for both transports: invalid UTF-8, truncated JSON, JSON of the wrong shape,
// duplicate and __proto__ keys, deep nesting, sizes around the 100 kB limit, empty bodies, with
// wrong, missing or odd Content-Type and Content-Encoding headers.
import fc from 'fast-check';
import { NEAR_BODY_LIMIT, OVER_BODY_LIMIT } from './hostile';

export interface RawBody {
  contentType: string | null;
  contentEncoding: string | null;
  body: Buffer;
  /** For reports. */
  label: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;charset=UTF-8; boundary=x',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/graphql',
  'application/graphql-response+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  '',
  'json',
  '*/*',
];

const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'compress', 'x-unknown', 'gzip, gzip'];

/** Byte sequences that are not UTF-8: stray continuation bytes, overlongs, surrogates, truncated sequences. */
const INVALID_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xa0, 0xa1],
  [0xe2, 0x28, 0xa1],
  [0xf0, 0x28, 0x8c, 0x28],
  [0xc0, 0xaf], // overlong "/"
  [0xed, 0xa0, 0x80], // an encoded surrogate
  [0xf4, 0x90, 0x80, 0x80], // past U+10FFFF
  [0xe0, 0xa4], // cut short
];

/** `json` with one of the invalid sequences put inside its first string (or at the end). */
function withInvalidUtf8(json: string, bytes: number[]): Buffer {
  const at = json.indexOf('"', json.indexOf('"') + 1);
  const cut = at > 0 ? at + 1 : json.length;
  return Buffer.concat([Buffer.from(json.slice(0, cut)), Buffer.from(bytes), Buffer.from(json.slice(cut))]);
}

/** JSON texts that are well formed but of the wrong shape, or that play with keys. */
function oddJson(valid: string): string[] {
  return [
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '{}',
    `[${valid}]`,
    `[${valid},${valid}]`,
    `{"__proto__":${valid}}`,
    `{"constructor":{"prototype":${valid}}}`,
    valid.replace(/^\{/, '{"__proto__":{"polluted":true},'),
    valid.replace(/^\{/, '{"query":"{ __typename }",'),
    valid.replace(/\}$/, ',"extra":[1,2,3]}'),
    `\ufeff${valid}`,
    `${valid} trailing`,
    `${valid}${valid}`,
    ` \n\t${valid}\n `,
    '{"a":1,}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":1e400}',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x41"}',
  ];
}

/** Bodies built from `valid`, a JSON text the route or /graphql would accept. */
export function rawBodies(valid: string): fc.Arbitrary<RawBody> {
  const texts = fc.oneof(
    { arbitrary: fc.constant({ label: 'empty', body: Buffer.alloc(0) }), weight: 2 },
    {
      arbitrary: fc
        .nat({ max: Math.max(0, valid.length - 1) })
        .map((n) => ({ label: `truncated at ${n}`, body: Buffer.from(valid.slice(0, n)) })),
      weight: 3,
    },
    {
      arbitrary: fc.constantFrom(...INVALID_UTF8).map((bytes) => ({
        label: `invalid UTF-8 ${Buffer.from(bytes).toString('hex')}`,
        body: withInvalidUtf8(valid, bytes),
      })),
      weight: 3,
    },
    {
      arbitrary: fc
        .constantFrom(...oddJson(valid))
        .map((text) => ({ label: `odd JSON ${text.slice(0, 60)}`, body: Buffer.from(text) })),
      weight: 4,
    },
    {
      arbitrary: fc.constantFrom(1_000, 10_000).map((depth) => ({
        label: `${depth} levels of nesting`,
        body: Buffer.from(`{"query":"{ __typename }","a":${'['.repeat(depth)}${']'.repeat(depth)}}`),
      })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(NEAR_BODY_LIMIT, OVER_BODY_LIMIT, 3 * OVER_BODY_LIMIT).map((size) => ({
        label: `${size} bytes`,
        body: Buffer.from(valid.replace(/\}$/, `,"pad":"${'x'.repeat(Math.max(0, size - valid.length - 10))}"}`)),
      })),
      weight: 1,
    },
    {
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ label: 'random bytes', body: Buffer.from(bytes) })),
      weight: 1,
    },
    { arbitrary: fc.constant({ label: 'the valid body', body: Buffer.from(valid) }), weight: 1 },
  );
  return fc
    .record({
      text: texts,
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 4 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 3 },
        { arbitrary: fc.constant(null), weight: 1 },
      ),
      contentEncoding: fc.oneof(
        { arbitrary: fc.constant(null), weight: 6 },
        { arbitrary: fc.constantFrom(...ENCODINGS), weight: 1 },
      ),
    })
    .map(({ text, contentType, contentEncoding }) => ({
      contentType,
      contentEncoding,
      body: text.body,
      label: `${text.label}; Content-Type ${contentType ?? 'none'}${contentEncoding ? `; Content-Encoding ${contentEncoding}` : ''}`,
    }));
}

/** The headers of a raw body. */
export function rawHeaders(raw: RawBody): Record<string, string> {
  const headers: Record<string, string> = {};
  if (raw.contentType !== null) headers['Content-Type'] = raw.contentType;
  if (raw.contentEncoding !== null) headers['Content-Encoding'] = raw.contentEncoding;
  return headers;
}
