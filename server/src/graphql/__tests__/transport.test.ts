import http from 'node:http';
import express from 'express';
import request from 'supertest';
import { buildSchema, type GraphQLFieldResolver } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import { loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { httpLogger } from '../../lib/request-log';
import { captureLogs, type CapturedLogs } from '../../test/server';
import type { GraphQLContext } from '../../modules/context';
import { graphqlHttpErrorHandler, requireJsonPost } from '../http';
import { createApolloServer } from '../server';

const schema = buildSchema('type Query { lost: String boom: String fine: String }');
const resolvers: Record<string, GraphQLFieldResolver<unknown, unknown>> = {
  lost: () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  },
  boom: () => {
    throw new Error('boom');
  },
  fine: () => 'ok',
};
for (const [name, resolve] of Object.entries(resolvers)) schema.getQueryType()!.getFields()[name].resolve = resolve;

let apollo: ApolloServer<GraphQLContext>;
let logs: CapturedLogs;
let api: ReturnType<typeof request>;

beforeAll(async () => {
  logs = captureLogs();
  const app = express();
  const server = http.createServer(app);
  apollo = createApolloServer(schema, loadConfig({ NODE_ENV: 'production' }));
  await apollo.start();
  app.use(httpLogger(createLogger('info', logs.stream)));
  app.use(
    '/graphql',
    requireJsonPost,
    express.json(),
    // The plugins read only the response; the rest of the context is the app's business.
    expressMiddleware(apollo, { context: async ({ req, res }) => ({ req, res }) as GraphQLContext }),
    graphqlHttpErrorHandler,
  );
  api = request(server);
});

afterAll(async () => {
  await apollo.stop();
});

const ask = (query: string, id: string) =>
  api.post('/graphql').set('Content-Type', 'application/json').set('X-Request-Id', id).send({ query });
const linesOf = (id: string) => logs.lines().filter((line) => (line.req as { id: string }).id === id);

describe('GraphQL errors over HTTP', () => {
  it('answers a lost database connection 503 with Retry-After and a coded error', async () => {
    const res = await ask('{ lost fine }', 'lost');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect((res.body as { errors: unknown[] }).errors).toEqual([
      {
        message: 'The database is unavailable for a moment. Please try again shortly.',
        locations: [{ line: 1, column: 3 }],
        path: ['lost'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE', retryAfter: 5 },
      },
    ]);
    const lines = linesOf('lost');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      err: { message: 'terminating connection due to administrator command' },
    });
  });

  it('answers a bug generically; its one log line is at error with the stack and the request id', async () => {
    const res = await ask('{ boom }', 'bug');
    expect(res.status).toBe(200);
    expect((res.body as { errors: { message: string; extensions: unknown }[] }).errors[0]).toMatchObject({
      message: 'Something went wrong. Please try again.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    const lines = linesOf('bug');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, req: { id: 'bug' }, graphqlErrorCount: 1 });
    expect((lines[0].err as { stack: string }).stack).toContain('Error: boom');
  });

  it('logs a validation error once at warn, with no stack', async () => {
    const res = await ask('{ nope }', 'invalid');
    expect(res.status).toBe(400);
    expect((res.body as { errors: { extensions: unknown }[] }).errors[0].extensions).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
    });
    const lines = linesOf('invalid');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, graphqlErrors: [{ code: 'GRAPHQL_VALIDATION_FAILED' }] });
    expect(lines[0].err).toBeUndefined();
  });

  it('logs a success once at info', async () => {
    expect((await ask('{ fine }', 'fine')).body).toEqual({
      data: { fine: 'ok' },
      extensions: { cost: { requested: 10, limit: expect.any(Number) } },
    });
    expect(linesOf('fine')).toEqual([expect.objectContaining({ level: 30 })]);
  });
});
