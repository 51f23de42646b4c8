// The GraphQL fuzz suite: every Query, Mutation and Subscription field of the checked-in schema
// (checked against the running server's), called by a guest, a user, a moderator and an admin with
// generated arguments (valid, hostile, missing; inline or as variables) and selections, subscriptions
// over graphql-ws; then raw bodies and other methods. Every answer: no 5xx, JSON in GraphQL's shape,
// every error coded (never INTERNAL_SERVER_ERROR) with a message free of stack traces, no error line
// in the log. FUZZ_RUNS cases per field (default 30), from FUZZ_SEED; `npm run test:fuzz`.
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../test/server';
import {
  checkedInSchema,
  nextPageOperation,
  operationCases,
  renderOperation,
  rootFields,
  type OperationCase,
} from '../test/fuzz/graphql-ops';
import { CALLERS, describeSource, FuzzHarness, type CallerName, type Source } from '../test/fuzz/harness';
import { requestSource } from '../test/fuzz/hostile';
import { LogWatch, describeLogLine } from '../test/fuzz/logs';
import { rawBodies, rawHeaders } from '../test/fuzz/raw';
import { FUZZ_RUNS, FUZZ_SEED, FUZZ_TABLE, runParameters, timeoutFor } from '../test/fuzz/settings';
import type { RawRequest } from '../test/fuzz/http';

const schema = checkedInSchema();
const roots = rootFields(schema);
const subscriptions = rootFields(schema, true).filter((r) => r.kind === 'subscription');

interface Coverage {
  sent: number;
  executed: number;
  answered: number;
}
const coverage = new Map<string, Coverage>(
  [...roots, ...subscriptions].map((r) => [r.id, { sent: 0, executed: 0, answered: 0 }]),
);

const logs = new LogWatch();
let server: TestServer;
let harness: FuzzHarness;

beforeAll(async () => {
  // Guests' answers are kept as in production (GUEST_CACHE_TTL_MS's default), so its path is fuzzed too.
  server = await startTestServer({ LOG_LEVEL: 'warn', TRUST_PROXY: 'true', GUEST_CACHE_TTL_MS: '5000' }, {}, logs);
  harness = await FuzzHarness.start(server, logs);
  await harness.seed();
}, 120_000);

afterAll(async () => {
  if (harness) {
    const never = [...coverage.entries()].filter(([, c]) => c.answered === 0).map(([id]) => id);
    process.stdout.write(
      `${harness.report('GraphQL fuzz', FUZZ_SEED, FUZZ_RUNS, FUZZ_TABLE)}` +
        `  fields: ${coverage.size}; never answered without an error: ${never.join(', ') || 'none'}\n`,
    );
    harness.close();
  }
  await server?.close();
});

const post = (
  body: string | Buffer,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): RawRequest => ({
  method: 'POST',
  path: '/graphql',
  headers,
  body,
});

/** A failed property's message: who sent what, what came back, what is wrong. */
function failure(who: string, sent: string, status: number, text: string, problems: string[]): Error {
  return new Error(
    `${who}\n  sent: ${sent.slice(0, 1_500)}\n  got ${status}: ${text.slice(0, 800)}\n  ${problems.join('\n  ')}`,
  );
}

describe('every Query and Mutation field', () => {
  it.each(roots.map((root) => [root.id, root] as const))(
    '%s: no 5xx, every error coded',
    async (id, root) => {
      const cases = fc.record({
        op: operationCases(schema, root),
        caller: fc.constantFrom(...CALLERS),
        from: requestSource(),
      });
      // The first case is all valid, from the admin: each field is executed at least once, however few the runs.
      const [first] = fc.sample(
        fc.record({
          op: operationCases(schema, root, true),
          caller: fc.constant<CallerName>('admin'),
          from: fc.constant<Source>({ address: null, cookie: null }),
        }),
        { numRuns: 1, seed: runParameters(id).seed },
      );
      await harness.refresh();
      await fc.assert(
        fc.asyncProperty(cases, async ({ op, caller, from }) => {
          harness.tally.runs += 1;
          const send = async (operation: OperationCase) => {
            const { body, document } = renderOperation(operation, harness.pools.lookup);
            const key = operation.alias ?? operation.field;
            const result = await harness.fuzzGraphql(id, 'graphql', caller, from, post(body), key);
            const seen = coverage.get(id)!;
            seen.sent += 1;
            if (result.executed) seen.executed += 1;
            if (result.answered) seen.answered += 1;
            if (root.kind === 'mutation' && result.answered) harness.suspectAll();
            if (result.problems.length > 0) {
              throw failure(
                `${caller} ${describeSource(from)}: ${document}`,
                body,
                result.response.status,
                result.response.text,
                result.problems,
              );
            }
            return result.answered ? (result.data as Record<string, { endCursor?: unknown } | null>)[key] : null;
          };
          const answer = await send(op);
          // A cursor connection's next page, after the endCursor it answered (perhaps taken apart and changed).
          if (op.nextPage && typeof answer?.endCursor === 'string') await send(nextPageOperation(op, answer.endCursor));
        }),
        { ...runParameters(id), examples: [[first]] },
      );
    },
    timeoutFor(FUZZ_RUNS),
  );
});

/** How long a subscription may take to answer (unreadNotificationCount answers at once; commentAdded waits for a comment). */
const SUBSCRIPTION_WAIT_MS = 150;

describe('every Subscription field, over graphql-ws', () => {
  it.each(subscriptions.map((root) => [root.id, root] as const))(
    '%s: every error coded, the socket open',
    async (id, root) => {
      const cases = fc.record({ op: operationCases(schema, root), caller: fc.constantFrom(...CALLERS) });
      // As for queries and mutations, the first case is all valid, from the admin.
      const [first] = fc.sample(
        fc.record({ op: operationCases(schema, root, true), caller: fc.constant<CallerName>('admin') }),
        { numRuns: 1, seed: runParameters(id).seed },
      );
      await fc.assert(
        fc.asyncProperty(cases, async ({ op, caller }) => {
          harness.tally.runs += 1;
          const { body, document } = renderOperation(op, harness.pools.lookup);
          const { problems, outcome } = await harness.fuzzWs(id, caller, body, SUBSCRIPTION_WAIT_MS);
          const seen = coverage.get(id)!;
          seen.sent += 1;
          const next = outcome.messages.find((m) => m.type === 'next');
          if (outcome.messages.length === 0 || next) seen.executed += 1;
          if (outcome.messages.length === 0 || (next && !(next.payload as { errors?: unknown }).errors))
            seen.answered += 1;
          if (problems.length > 0) {
            throw failure(`${caller}: ${document}`, body, 0, JSON.stringify(outcome), problems);
          }
        }),
        { ...runParameters(id), examples: [[first]] },
      );
    },
    timeoutFor(FUZZ_RUNS),
  );
});

describe('raw requests to /graphql', () => {
  const valid = JSON.stringify({ query: '{ __typename supportEmail }' });

  it(
    'bodies: invalid UTF-8, truncated JSON, odd shapes, sizes, wrong or missing Content-Type',
    async () => {
      const cases = fc.record({ raw: rawBodies(valid), caller: fc.constantFrom(...CALLERS), from: requestSource() });
      await fc.assert(
        fc.asyncProperty(cases, async ({ raw, caller, from }) => {
          harness.tally.runs += 1;
          const result = await harness.fuzzGraphql(
            'POST /graphql (raw)',
            'graphql-raw',
            caller,
            from,
            post(raw.body, rawHeaders(raw)),
            null,
          );
          if (result.problems.length > 0) {
            throw failure(
              `${caller}: ${raw.label}`,
              raw.body.toString('latin1'),
              result.response.status,
              result.response.text,
              result.problems,
            );
          }
        }),
        runParameters('graphql raw bodies', FUZZ_RUNS * 4),
      );
    },
    timeoutFor(FUZZ_RUNS * 4),
  );

  it(
    'other methods and GET queries',
    async () => {
      const requests = fc.record({
        method: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'HEAD'),
        query: fc.constantFrom(
          '',
          '?query=%7B__typename%7D',
          '?query=mutation%7BsignOut%7D',
          '?query=%7B',
          '?query=%E0%A4%A',
          '?query[]=1&query[]=2',
          '?variables=%7B&query=%7B__typename%7D',
        ),
        preflight: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(requests, async ({ method, query, preflight }) => {
          harness.tally.runs += 1;
          const headers: Record<string, string> = preflight ? { 'Apollo-Require-Preflight': 'true' } : {};
          const result = await harness.fuzzGraphql(
            `${method} /graphql`,
            'graphql-raw',
            'guest',
            { address: null, cookie: null },
            { method, path: `/graphql${query}`, headers },
            null,
          );
          const problems = method === 'HEAD' ? result.problems.filter((p) => !p.includes('JSON')) : result.problems;
          if (problems.length > 0)
            throw failure(`${method} /graphql${query}`, '', result.response.status, result.response.text, problems);
        }),
        runParameters('graphql methods', FUZZ_RUNS),
      );
    },
    timeoutFor(FUZZ_RUNS),
  );
});

describe('after the run', () => {
  it('still answers /healthz and a normal query', async () => {
    const health = await harness.send({ method: 'GET', path: '/healthz', headers: {} }, 'guest', {
      address: null,
      cookie: null,
    });
    expect(health.response.status).toBe(200);
    const data = await harness.harnessGraphql('user', '{ me { id } components(first: 2) { nodes { id name } } }');
    expect((data.components as { nodes: unknown[] }).nodes).toHaveLength(2);
    expect(data.me).not.toBeNull();
  });

  it('wrote no error or fatal line to the log', () => {
    expect(logs.errorLines.map(describeLogLine)).toEqual([]);
  });

  it('covered every field of the running server, and executed each at least once', async () => {
    const live = await harness.harnessGraphql(
      'guest',
      `{ __schema {
        queryType { fields(includeDeprecated: true) { name } }
        mutationType { fields(includeDeprecated: true) { name } }
        subscriptionType { fields(includeDeprecated: true) { name } } } }`,
    );
    const names = (type: unknown) => ((type as { fields: { name: string }[] }).fields ?? []).map((f) => f.name);
    const schemaInfo = live.__schema as { queryType: unknown; mutationType: unknown; subscriptionType: unknown };
    const liveIds = [
      ...names(schemaInfo.queryType).map((n) => `Query.${n}`),
      ...names(schemaInfo.mutationType).map((n) => `Mutation.${n}`),
      ...names(schemaInfo.subscriptionType).map((n) => `Subscription.${n}`),
    ].sort();
    expect(liveIds).toEqual([...coverage.keys()].sort());
    const notSent = [...coverage.entries()].filter(([, c]) => c.sent === 0).map(([id]) => id);
    const neverExecuted = [...coverage.entries()].filter(([, c]) => c.executed === 0).map(([id]) => id);
    expect(notSent).toEqual([]);
    expect(neverExecuted).toEqual([]);
  });
});
