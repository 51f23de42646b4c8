// The REST fuzz suite: every route of the live Express app (walked from its router stacks, checked
// against the §7 paths of the specification), called by a guest, a user, a moderator and an admin
// with generated path parameters, query strings and JSON bodies; then raw bodies. Every answer: no
// 5xx; an error is exactly `{ code, message }` with one of our codes (never INTERNAL_SERVER_ERROR) and
// the status of its code; a success is JSON (or empty, or a redirect); no error line in the log.
// FUZZ_RUNS cases per route (default 30), from FUZZ_SEED; `npm run test:fuzz`.
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../test/server';
import { checkedInSchema } from '../test/fuzz/graphql-ops';
import { CALLERS, describeSource, FuzzHarness } from '../test/fuzz/harness';
import { requestSource } from '../test/fuzz/hostile';
import { LogWatch, describeLogLine } from '../test/fuzz/logs';
import { rawBodies, rawHeaders } from '../test/fuzz/raw';
import {
  appRoutes,
  nextPageRequest,
  renderRestCase,
  restCases,
  samePath,
  specifiedPaths,
  type Route,
} from '../test/fuzz/rest-routes';
import { FUZZ_RUNS, FUZZ_SEED, FUZZ_TABLE, runParameters, timeoutFor } from '../test/fuzz/settings';

const schema = checkedInSchema();
const logs = new LogWatch();
let server: TestServer;
let harness: FuzzHarness;
let routes: Route[] = [];
/** Per route: requests sent with its own method, and those answered 2xx or 3xx. */
const coverage = new Map<string, { sent: number; ok: number }>();

const name = (route: Route) => `${route.method} ${route.path}`;

beforeAll(async () => {
  // Guests' answers are kept as in production (GUEST_CACHE_TTL_MS's default): raw bodies reach its key too.
  server = await startTestServer({ LOG_LEVEL: 'warn', TRUST_PROXY: 'true', GUEST_CACHE_TTL_MS: '5000' }, {}, logs);
  harness = await FuzzHarness.start(server, logs);
  await harness.seed();
  routes = appRoutes(server.app.express);
  for (const route of routes) coverage.set(name(route), { sent: 0, ok: 0 });
}, 120_000);

afterAll(async () => {
  if (harness) {
    const never = [...coverage.entries()].filter(([, c]) => c.ok === 0).map(([r]) => r);
    process.stdout.write(
      `${harness.report('REST fuzz', FUZZ_SEED, FUZZ_RUNS, FUZZ_TABLE)}` +
        `  routes: ${routes.length}; never answered 2xx or 3xx: ${never.join(', ') || 'none'}\n`,
    );
    harness.close();
  }
  await server?.close();
});

function failure(who: string, sent: string, status: number, text: string, problems: string[]): Error {
  return new Error(
    `${who}\n  sent: ${sent.slice(0, 1_500)}\n  got ${status}: ${text.slice(0, 800)}\n  ${problems.join('\n  ')}`,
  );
}

/** Runs one property per route (each from its own seed); the failures of all of them, in one error. */
async function eachRoute(
  which: (route: Route) => boolean,
  property: (route: Route) => fc.IAsyncPropertyWithHooks<[unknown]> | fc.IAsyncProperty<[unknown]>,
  label: string,
  runs: number,
): Promise<void> {
  const failures: string[] = [];
  for (const route of routes.filter(which)) {
    await harness.refresh();
    const details = await fc.check(property(route), runParameters(`${label} ${name(route)}`, runs));
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
      failures.push(`${name(route)}: ${fc.defaultReportMessage(details)}\n${error}`);
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}

it('finds the routes by walking the app, the §7 paths among them', () => {
  expect(routes.length).toBeGreaterThan(0);
  const spec = specifiedPaths();
  expect(spec.length).toBeGreaterThan(0);
  expect(spec.filter((p) => !routes.some((r) => samePath(r.path, p)))).toEqual([]);
});

it(
  'every route: no 5xx, every error exactly { code, message }, coded',
  async () => {
    await eachRoute(
      () => true,
      (route) =>
        fc.asyncProperty(
          fc.record({ c: restCases(schema, route), caller: fc.constantFrom(...CALLERS), from: requestSource() }),
          async ({ c, caller, from }) => {
            harness.tally.runs += 1;
            const send = async (request: ReturnType<typeof renderRestCase>) => {
              const result = await harness.fuzzRest(name(route), 'rest', caller, from, request);
              const seen = coverage.get(name(route))!;
              if (c.method === route.method) seen.sent += 1;
              if (c.method === route.method && result.response.status < 400) seen.ok += 1;
              if (result.problems.length > 0) {
                throw failure(
                  `${caller} ${describeSource(from)}: ${request.method} ${request.path.slice(0, 300)}`,
                  request.body ?? '',
                  result.response.status,
                  result.response.text,
                  result.problems,
                );
              }
              return result.response.headers['x-next-cursor'];
            };
            const request = renderRestCase(c, harness.pools.lookup);
            const next = await send(request);
            // A list's next page, after the cursor it named (perhaps taken apart and changed).
            if (c.nextPage && typeof next === 'string') await send(nextPageRequest(request, next, c.nextPage));
          },
        ),
      'rest',
      FUZZ_RUNS,
    );
  },
  timeoutFor(FUZZ_RUNS * 50),
);

it(
  'raw bodies on every route: invalid UTF-8, truncated JSON, odd shapes, sizes, wrong or missing Content-Type',
  async () => {
    const valid = JSON.stringify({
      email: 'ada@example.com',
      password: 'Tr1cky-Pangolin',
      content: 'Hello',
      isLike: true,
    });
    await eachRoute(
      (route) => route.method !== 'GET',
      (route) =>
        fc.asyncProperty(
          fc.record({ raw: rawBodies(valid), caller: fc.constantFrom(...CALLERS) }),
          async ({ raw, caller }) => {
            harness.tally.runs += 1;
            const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
            const result = await harness.fuzzRest(
              `${name(route)} (raw)`,
              'rest-raw',
              caller,
              { address: null, cookie: null },
              {
                method: route.method,
                path,
                headers: rawHeaders(raw),
                body: raw.body,
              },
            );
            if (result.problems.length > 0) {
              throw failure(
                `${caller}: ${route.method} ${path}: ${raw.label}`,
                raw.body.toString('latin1'),
                result.response.status,
                result.response.text,
                result.problems,
              );
            }
          },
        ),
      'rest raw',
      Math.max(5, Math.ceil(FUZZ_RUNS / 3)),
    );
  },
  timeoutFor(FUZZ_RUNS * 20),
);

describe('after the run', () => {
  it('still answers /healthz, a normal route and a normal query', async () => {
    expect(
      (await harness.send({ method: 'GET', path: '/healthz', headers: {} }, 'guest', { address: null, cookie: null }))
        .response.status,
    ).toBe(200);
    const news = await harness.send({ method: 'GET', path: '/api/news?limit=2', headers: {} }, 'guest', {
      address: null,
      cookie: null,
    });
    expect(news.response.status).toBe(200);
    expect(JSON.parse(news.response.text)).toHaveLength(2);
    const data = await harness.harnessGraphql('user', '{ me { id } }');
    expect(data.me).not.toBeNull();
  });

  it('wrote no error or fatal line to the log', () => {
    expect(logs.errorLines.map(describeLogLine)).toEqual([]);
  });

  it('called every route with its own method', () => {
    expect([...coverage.entries()].filter(([, c]) => c.sent === 0).map(([r]) => r)).toEqual([]);
  });
});
