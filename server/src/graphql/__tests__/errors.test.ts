import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { AppError, badInput, notFound } from '../../lib/errors';
import { createErrorFormatter, verdictOf } from '../errors';

// A domain AppError is a plain Error; the GraphQL transport gives callers the shape they always had.
const schema = buildSchema('type Query { missing: String tooFast: String badBudget: String fine: String }');
const rootValue = {
  missing: () => {
    throw notFound('Saved build not found.');
  },
  tooFast: () => {
    throw new AppError('RATE_LIMITED', 'Too many sign-in attempts. Please try again in 15 minutes.', {
      retryAfter: 900,
    });
  },
  badBudget: () => {
    throw badInput('Budget must be between $500 and $5,000.', { field: 'budget' });
  },
  fine: () => 'ok',
};

async function run(query: string) {
  const server = new ApolloServer({
    schema,
    rootValue,
    formatError: createErrorFormatter(false),
    stopOnTerminationSignals: false,
  });
  await server.start();
  try {
    const res = await server.executeOperation({ query });
    if (res.body.kind !== 'single') throw new Error('expected a single result');
    return { http: res.http, result: res.body.singleResult };
  } finally {
    await server.stop();
  }
}

describe('AppError on the GraphQL transport', () => {
  it('answers with its code and message on the failing field, the rest of the answer kept', async () => {
    const { result } = await run('{ missing fine }');
    expect(result.data).toEqual({ missing: null, fine: 'ok' });
    expect(result.errors).toEqual([
      {
        message: 'Saved build not found.',
        locations: [{ line: 1, column: 3 }],
        path: ['missing'],
        extensions: { code: 'NOT_FOUND' },
      },
    ]);
  });

  it('carries its details beside the code', async () => {
    const { result } = await run('{ badBudget }');
    expect(result.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'budget' });
  });

  it('carries retryAfter for a rate limit without making it an outage (HTTP status unchanged)', async () => {
    const { result, http } = await run('{ tooFast }');
    expect(result.errors?.[0]).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in 15 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfter: 900 },
    });
    expect(http.status).toBeUndefined();
  });

  it('is classified by its code alone', () => {
    expect(verdictOf(new AppError('CONFLICT', 'Taken'))).toEqual({ code: 'CONFLICT', message: 'Taken' });
  });

  it('shows no stack trace unless asked to', () => {
    const err = new AppError('FORBIDDEN', 'No');
    const formatted = { message: 'No', extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] } };
    expect(createErrorFormatter(false)(formatted, err).extensions).toEqual({ code: 'FORBIDDEN' });
    expect(createErrorFormatter(true)(formatted, err).extensions).toEqual({ code: 'FORBIDDEN', stacktrace: ['at x'] });
  });
});
