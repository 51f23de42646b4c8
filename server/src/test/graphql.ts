// GraphQL and SQL helpers for the integration suites: one way to say "this must succeed", "this
// must be refused" and "what is in the table".
import type request from 'supertest';
import type { Refusal } from './refusal';
import type { TestServer } from './server';

export type { Refusal } from './refusal';

export type Variables = Record<string, unknown>;

/** Anything that posts a GraphQL operation: the test server (a guest) or a `Browser` (with its session). */
export interface GraphQLCaller {
  graphql(query: string, variables?: Variables): Promise<request.Response>;
}

/** A guest calling GraphQL from one client address (the rate limits count per address). */
export function guestFrom(server: TestServer, ip: string): GraphQLCaller {
  return {
    graphql: (query, variables) =>
      server.http
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .set('X-Forwarded-For', ip)
        .send({ query, variables }),
  };
}

interface GraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Posts an operation that must succeed (no errors, status 200) and returns its `data`, or
 * `data[field]` when a field is named. `T` is the caller's type for that result.
 */
export async function expectData<T>(caller: GraphQLCaller, query: string, variables?: Variables): Promise<T>;
export async function expectData<T>(
  caller: GraphQLCaller,
  query: string,
  variables: Variables | undefined,
  field: string,
): Promise<T>;
export async function expectData<T>(
  caller: GraphQLCaller,
  query: string,
  variables?: Variables,
  field?: string,
): Promise<T> {
  const res = await caller.graphql(query, variables);
  const body = res.body as GraphQLBody;
  const what = field ?? 'the operation';
  if (body.errors) throw new Error(`${what} failed: ${JSON.stringify(body.errors)}`);
  if (!body.data) throw new Error(`${what} answered no data (status ${res.status})`);
  expect(res.status).toBe(200);
  return (field === undefined ? body.data : body.data[field]) as T;
}

/**
 * The one error of a refused answer already in hand: its code and message. Resolver refusals
 * answer 200; a request Apollo refuses before it runs (a variable of the wrong type) answers 400.
 */
export function refusalOf(res: request.Response): Refusal {
  const body = res.body as GraphQLBody;
  expect([200, 400]).toContain(res.status);
  expect(body.errors).toHaveLength(1);
  const [error] = body.errors!;
  return { code: error.extensions?.code ?? '', message: error.message };
}

/** Posts an operation that must be refused with exactly one error; its code and message. */
export async function expectRefusal(caller: GraphQLCaller, query: string, variables?: Variables): Promise<Refusal> {
  return refusalOf(await caller.graphql(query, variables));
}

/** Runs SQL on the test server's database; `T` is the caller's type for a row. */
export async function sql<T = Record<string, unknown>>(
  server: TestServer,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return (await server.db.dataSource.query(text, params)) as T[];
}
