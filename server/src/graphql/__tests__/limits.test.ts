import { buildSchema, GraphQLError, parse, validate } from 'graphql';
import { createErrorFormatter, AppError, isUnexpected } from '../errors';
import { complexityLimit, depthLimit } from '../limits';

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
    expect(errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('counts depth through fragments and survives fragment cycles', () => {
    expect(check('{ ...F } fragment F on Query { a { b { a { name } } } }', 3)).toHaveLength(1);
    const cyclic = '{ a { ...G } } fragment G on A { b { a { ...G } } }';
    // The cycle itself is reported by the standard rules; the depth rule must not loop forever.
    expect(() => check(cyclic, 10)).not.toThrow();
  });

  it('does not count introspection', () => {
    expect(check('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }', 2)).toEqual(
      [],
    );
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
    expect(isUnexpected(err)).toBe(false);
  });

  it('hides unexpected errors behind a generic message with no stack trace', () => {
    const boom = new GraphQLError('relation "x" does not exist', { originalError: new Error('db exploded') });
    const out = format(
      { message: boom.message, extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } },
      boom,
    );
    expect(out.message).toBe('Something went wrong. Please try again.');
    expect(out.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(isUnexpected(boom)).toBe(true);
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

  it('maps GraphQL validation failures to BAD_USER_INPUT', () => {
    const err = new GraphQLError('Cannot query field "x"', { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(
      format({ message: err.message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, err).extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });
});

describe('complexityLimit', () => {
  const wide = buildSchema(`type Query { items: [Item] } type Item { a: Int b: Int c: Int d: Int }`);
  const run = async (query: string, max: number) => {
    const { ApolloServer } = await import('@apollo/server');
    const server = new ApolloServer({
      schema: wide,
      plugins: [complexityLimit(wide, max)],
      stopOnTerminationSignals: false,
    });
    await server.start();
    try {
      const res = await server.executeOperation({ query });
      return res.body.kind === 'single' ? res.body.singleResult : null;
    } finally {
      await server.stop();
    }
  };

  it('lets cheap operations through', async () => {
    expect((await run('{ items { a b } }', 10))?.errors).toBeUndefined();
  });

  it('refuses costly operations with a clear message', async () => {
    const result = await run('{ items { a b c d } x: items { a b c d } }', 5);
    expect(result?.errors?.[0].message).toBe(
      'This query costs 10 points; the limit is 5. Ask for fewer fields or items.',
    );
    expect(result?.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('never counts pure introspection', async () => {
    expect((await run('{ __schema { types { name fields { name } } } }', 1))?.errors).toBeUndefined();
  });
});
