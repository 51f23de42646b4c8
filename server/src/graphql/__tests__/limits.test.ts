import { buildSchema, getIntrospectionQuery, GraphQLError, parse, specifiedRules, validate } from 'graphql';
import { AppError } from '../../lib/errors';
import { createErrorFormatter, verdictOf } from '../errors';
import {
  complexityLimit,
  depthLimit,
  MAX_VARIABLE_NESTING,
  nestedDeeperThan,
  operationCost,
  operationShapeLimit,
  ROOT_FIELD_COST,
} from '../limits';

const schema = buildSchema(`
  type Query { a: A }
  type A { name: String b: B }
  type B { name: String a: A }
`);

const check = (query: string, max: number) => validate(schema, parse(query), [depthLimit(max)]);

describe('depthLimit', () => {
  it('allows queries up to the limit', () => {
    expect(check('{ a { b { name } } }', 3)).toEqual([]);
  });

  it('refuses deeper queries with a clear message and BAD_USER_INPUT', () => {
    const errors = check('{ a { b { a { name } } } }', 3);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toBe('This query is nested 4 levels deep; the limit is 3.');
    expect(errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts depth through fragments and survives fragment cycles', () => {
    expect(check('{ ...F } fragment F on Query { a { b { a { name } } } }', 3)).toHaveLength(1);
    const cyclic = '{ a { ...G } } fragment G on A { b { a { ...G } } }';
    // The cycle itself is reported by the standard rules; the depth rule must not loop forever.
    expect(() => check(cyclic, 10)).not.toThrow();
  });

  it('counts introspection, but not the ofType hops that unwrap a type reference', () => {
    const introspection = '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }';
    expect(check(introspection, 5)).toEqual([]);
    expect(check(introspection, 4)[0].message).toBe('This query is nested 5 levels deep; the limit is 4.');
  });

  it('refuses with HTTP 400', () => {
    expect(check('{ a { b { a { name } } } }', 3)[0].extensions.http).toEqual({ status: 400 });
  });
});

describe('error formatting', () => {
  const format = createErrorFormatter(false);

  it('keeps our codes and messages', () => {
    const err = new AppError('NOT_FOUND', 'No such thing');
    const out = format({ message: err.message, extensions: { code: 'NOT_FOUND', stacktrace: ['x'] } }, err);
    expect(out).toEqual({
      message: 'No such thing',
      locations: undefined,
      path: undefined,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(verdictOf(err).code).toBe('NOT_FOUND');
  });

  it('hides unexpected errors behind a generic message with no stack trace', () => {
    const boom = new GraphQLError('relation "x" does not exist', { originalError: new Error('db exploded') });
    const out = format(
      { message: boom.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      boom,
    );
    expect(out.message).toBe('Something went wrong. Please try again.');
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(verdictOf(boom).code).toBe('INTERNAL_SERVER_ERROR');
  });

  it('maps validation failures to BAD_USER_INPUT', () => {
    const original = new GraphQLError('Argument Validation Error', {
      extensions: {
        code: 'BAD_USER_INPUT',
        validationErrors: [{ constraints: { maxLength: 'Category must be at most 40 characters' } }],
      },
    });
    const err = new GraphQLError('Argument Validation Error', { originalError: original });
    const out = format({ message: err.message }, err);
    expect(out.message).toBe('Category must be at most 40 characters');
    expect(out.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('classes Apollo-wrapped syntax and validation errors as the caller’s (their code is on the wrapper)', () => {
    const inner = new GraphQLError('Unknown directive "@a".');
    const wrapped = new GraphQLError(inner.message, {
      originalError: inner,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(verdictOf(wrapped)).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', message: 'Unknown directive "@a".' });
    const syntax = new GraphQLError('Syntax Error: Expected Name, found <EOF>.', {
      originalError: new GraphQLError('Syntax Error: Expected Name, found <EOF>.'),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(verdictOf(syntax).code).toBe('GRAPHQL_PARSE_FAILED');
  });

  // Found by the fuzz suite: `{"v0": 1e400}` for `$v0: PartType` (JSON.parse reads Infinity) failed
  // variable coercion at execution; Apollo codes that wrapper BAD_USER_INPUT, but the graphql-js
  // error inside has no code, and the answer was INTERNAL_SERVER_ERROR with an error log line.
  it('keeps Apollo’s BAD_USER_INPUT for a variable of the wrong type found at execution', () => {
    const inner = new GraphQLError('Enum "PartType" cannot represent non-string value: Infinity.');
    const message = `Variable "$v0" got invalid value Infinity; ${inner.message}`;
    const wrapped = new GraphQLError(message, { originalError: inner, extensions: { code: 'BAD_USER_INPUT' } });
    expect(verdictOf(wrapped)).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(verdictOf(new GraphQLError('Cannot return null for non-nullable field Query.a.')).code).toBe(
      'INTERNAL_SERVER_ERROR',
    );
  });

  it('answers a lost database connection UPSTREAM_UNAVAILABLE with a retry hint', () => {
    const lost = new Error('Connection terminated unexpectedly');
    const err = new GraphQLError(lost.message, { originalError: lost });
    expect(format({ message: err.message }, err).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 5 });
  });

  it('keeps Apollo’s GRAPHQL_VALIDATION_FAILED for a document the schema refuses', () => {
    const err = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(
      format({ message: err.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, err).extensions?.code,
    ).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('complexityLimit', () => {
  const wide = buildSchema(`type Query { items: [Item] } type Item { a: Int b: Int c: Int d: Int }`);
  const run = async (query: string, max: number, variables?: Record<string, unknown>) => {
    const { ApolloServer } = await import('@apollo/server');
    const server = new ApolloServer({
      schema: wide,
      plugins: [complexityLimit(wide, max)],
      stopOnTerminationSignals: false,
    });
    await server.start();
    try {
      const res = await server.executeOperation({ query, variables });
      return res.body.kind === 'single' ? res.body.singleResult : null;
    } finally {
      await server.stop();
    }
  };

  it('lets cheap operations through', async () => {
    expect((await run('{ items { a b } }', 12))?.errors).toBeUndefined();
  });

  it('refuses costly operations with a clear message', async () => {
    const result = await run('{ items { a b c d } x: items { a b c d } }', 5);
    expect(result?.errors?.[0].message).toBe(
      'This query costs 28 points; the limit is 5. Ask for fewer fields or items.',
    );
    expect(result?.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses with HTTP 400, before execution', async () => {
    const { ApolloServer } = await import('@apollo/server');
    let resolved = 0;
    const server = new ApolloServer({
      schema: wide,
      rootValue: {
        items: () => {
          resolved += 1;
          return [];
        },
      },
      plugins: [complexityLimit(wide, 5)],
      stopOnTerminationSignals: false,
    });
    await server.start();
    try {
      const res = await server.executeOperation({ query: '{ items { a b c d } x: items { a b c d } }' });
      expect(res.http.status).toBe(400);
      expect(resolved).toBe(0);
    } finally {
      await server.stop();
    }
  });

  // Found by the fuzz suite: `{"v0": [[[…10,000 levels…]]]}` overflowed the stack in the cost cache's key (a 500).
  it('refuses variables nested 10,000 levels deep, as the caller’s mistake', async () => {
    const deep = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`) as unknown;
    const result = await run('query($v: Boolean!) { items @skip(if: $v) { a } }', 100, { v: deep });
    expect(result?.errors?.[0]).toMatchObject({
      message: `The variables are nested more than ${MAX_VARIABLE_NESTING} levels deep.`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('counts nesting without recursion, scalars as 0', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 2)).toBe(false);
    expect(nestedDeeperThan({ a: [[1]] }, 2)).toBe(true);
    expect(nestedDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), MAX_VARIABLE_NESTING)).toBe(
      true,
    );
  });

  it('counts introspection', async () => {
    expect((await run('{ __schema { types { name fields { name } } } }', 4))?.errors?.[0].message).toBe(
      'This query costs 5 points; the limit is 4. Ask for fewer fields or items.',
    );
  });
});

describe('the cost model', () => {
  const paged = buildSchema(`
    type Query { list(first: Int! = 24): [Item!]! guides(limit: Int! = 100): [Item!]! one: Item }
    type Mutation { save: Item }
    type Item { a: Int b: Int }
  `);
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    operationCost(paged, parse(query), undefined, variables);

  it('gives root fields a base cost for their database work', () => {
    expect(cost('{ one { a } }')).toBe(ROOT_FIELD_COST + 1);
    expect(cost('mutation { save { a b } }')).toBe(ROOT_FIELD_COST + 2);
    expect(cost('{ __typename }')).toBe(1);
  });

  it('counts a paginated list’s children once per item of the page it asked for', () => {
    expect(cost('{ list(first: 1) { a b } }')).toBe(ROOT_FIELD_COST + 2);
    expect(cost('{ list(first: 60) { a b } }')).toBe(ROOT_FIELD_COST + 120);
    expect(cost('query ($n: Int!) { list(first: $n) { a } }', { n: 7 })).toBe(ROOT_FIELD_COST + 7);
  });

  it('uses the default page size when none is given', () => {
    expect(cost('{ list { a } }')).toBe(ROOT_FIELD_COST + 24);
    expect(cost('{ guides { a } }')).toBe(ROOT_FIELD_COST + 100);
  });
});

describe('operationShapeLimit', () => {
  const limits = { maxAliases: 2, maxRootFields: 3, maxDirectives: 2 };
  const shape = (query: string) =>
    validate(schema, parse(query), [...specifiedRules, operationShapeLimit(limits)]).map((e) => e.message);

  it('lets operations within the limits through', () => {
    expect(shape('{ x: a { name } y: a { name } a { b { name } } }')).toEqual([]);
  });

  it('caps aliases, fragments included', () => {
    expect(shape('{ ...F a { n1: name n2: name } } fragment F on Query { x: a { name } }')).toEqual([
      'This operation uses 3 aliases; the limit is 2.',
    ]);
  });

  it('caps root fields, fragments included', () => {
    expect(shape('{ a { name } ...F } fragment F on Query { x: a { name } y: a { name } __typename }')).toEqual([
      'This operation asks for 4 top-level fields; the limit is 3.',
    ]);
  });

  it('caps directives, and reports them once however many there are', () => {
    const errors = validate(
      schema,
      parse(`{ a { name ${'@include(if: true) '.repeat(500)}} }`),
      [...specifiedRules, operationShapeLimit(limits)],
      { maxErrors: 10 },
    );
    expect(errors[0].message).toBe('This operation uses 500 directives; the limit is 2.');
    expect(errors[0].extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } });
    expect(errors.length).toBeLessThanOrEqual(11);
  });

  it('lets the standard introspection query through', () => {
    expect(validate(schema, parse(getIntrospectionQuery()), [operationShapeLimit(limits)])).toEqual([]);
  });

  it('reads __schema once per operation', () => {
    expect(shape('{ __schema { queryType { name } } s: __schema { queryType { name } } }')).toEqual([
      'This operation reads __schema 2 times; once is enough.',
    ]);
  });

  it('refuses type lists nested in one another in introspection', () => {
    expect(shape('{ __schema { types { fields { type { fields { name } } } } } }')).toEqual([
      'Introspection may not list the fields, input fields, interfaces, possible types or enum values of a type reached through another such list.',
    ]);
    expect(shape('{ __type(name: "A") { fields { type { ofType { fields { name } } } } } }')).toHaveLength(1);
  });

  it('counts a fragment spread many times as often as it is spread, without walking it each time', () => {
    // F5 is spread 2^4 times: 16 aliases and 16 root fields. With 60 levels a walk per spread would never end.
    const chain = (levels: number) =>
      `{ ...F1 } ${Array.from({ length: levels - 1 }, (_, i) => `fragment F${i + 1} on Query { ...F${i + 2} ...F${i + 2} }`).join(' ')} fragment F${levels} on Query { x: a { name } }`;
    expect(shape(chain(5))).toEqual([
      'This operation asks for 16 top-level fields; the limit is 3. This operation uses 16 aliases; the limit is 2.',
    ]);
    expect(shape(chain(60))).toHaveLength(1);
    expect(check(chain(60), 10)).toEqual([]);
  });
});
