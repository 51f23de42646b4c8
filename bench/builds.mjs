// Saved-builds list benchmark: one user with 200 saved builds of 8 catalog parts each.
//
//   npm run bench:builds                     (builds common and server first if server/dist is missing)
//   BENCH_DURATION=20 npm run bench:builds   (seconds per measured run; default 10)
//   BENCH_WARMUP=5 BENCH_CONNECTIONS=10      (warm-up seconds per target, default 3; connections, default 10)
//   BENCH_BUILDS=200 BENCH_PARTS=8           (the user's builds and the parts of each)
//   DATABASE_URL=postgres://... npm run bench:builds   (use that database; it must be one you may write to)
//
// Without DATABASE_URL the app runs as `npm start` does: the embedded PGlite inside the server
// process, in a fresh temp DATA_DIR.
//
// What it does:
//   1. starts the built server (NODE_ENV=production, TRUST_PROXY=1 so that the sign-up can carry its
//      own client address, as in bench:auth), signs a user up over REST and saves the builds through
//      POST /api/saved-builds, each from a real generated parts list (catalog ids included);
//   2. loads it with autocannon (BENCH_CONNECTIONS connections, with the user's session cookie):
//        (a) POST /graphql mySavedBuilds(first: 200) with the parts
//        (b) GET /api/saved-builds (the REST shim: every build with its parts)
//        (c) POST /graphql mySavedBuilds(first: 24), the default page, for comparison
//        (d) (a) again on 1 connection: the time one list takes to serve, without queueing
//      and prints exact p50/p95/p99 (every response's time) and requests per second;
//   3. stops the server and counts the SQL statements of one list request through a counting
//      TypeORM logger: a DataSource from server/dist on the same database (the embedded folder is
//      then served by bench/lib/pglite-server.mjs), the app's own session middleware to load the
//      user, and the app's GraphQL schema and per-request loaders executing the same operation
//      (target <= 3 statements, whatever the number of builds). The REST listing is counted the
//      same way, through the service method its route calls.
//
//   4. loads the list query itself: BENCH_CONNECTIONS workers on as many database connections run
//      the statement that lists the builds, then (separately) the whole listing with the parts
//      query, through the service, for BENCH_DURATION seconds each (target p95 <= 20 ms).
//
// The targets are the issue's: listing costs at most 3 SQL statements, and the list query's p95 is
// at most 20 ms at 10 connections. The whole HTTP requests of step 2 are printed beside them: with
// 200 builds an answer is about 0.8 MB of JSON, whose making and sending dominate the request.
//
// Prints figures and PASS/FAIL lines; asserts nothing. Every child is stopped at the end, also on
// error or Ctrl+C.
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  freePort,
  loadWithAutocannon,
  makeTempDir,
  percentile,
  printTable,
  removeDir,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
  waitForLine,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 200);
const PARTS = Number(process.env.BENCH_PARTS ?? 8);
const TARGETS = { p95: 20, statements: 3 };

const SERVER_DIST = path.join(REPO_ROOT, 'server', 'dist');
const serverRequire = createRequire(path.join(SERVER_DIST, 'index.js'));

const LIST_QUERY = `query List($first: Int!) { mySavedBuilds(first: $first) {
  totalCount pageInfo { hasNextPage endCursor }
  nodes { id title description category isPublic shareToken sharePath totalPrice createdAt updatedAt viewerIsOwner
    owner { username } components { type name price componentId retailLinks { amazon newegg bestBuy } } } } }`;
/** What a detail view adds: each part's catalog page and the compatibility report. */
const RICH_QUERY = `query Rich($first: Int!) { mySavedBuilds(first: $first) {
  totalCount nodes { id title components { type name price componentId slug }
    compatibility { compatible estimatedWattage unchecked checks { rule status } } } } }`;

const ms = (v) => `${v.toFixed(1)} ms`;

async function call(base, method, url, { body, cookie, headers = {} } = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text, headers: res.headers };
}

async function gql(base, query, variables, cookie) {
  const res = await call(base, 'POST', '/graphql', { body: { query, variables }, cookie });
  if (res.status !== 200 || res.json?.errors) {
    throw new Error(`GraphQL failed: HTTP ${res.status} ${res.text.slice(0, 400)}`);
  }
  return res.json.data;
}

/** Signs a user up and saves BUILDS builds of PARTS real catalog parts each; returns the session cookie. */
async function seed(base) {
  const run = crypto.randomBytes(3).toString('hex');
  const account = { email: `builds-${run}@example.com`, username: `builds_${run}`, password: 'Bench-Pangolin-42' };
  // Sign-ups are limited per client address (20 an hour), which repeated runs on one DATABASE_URL would
  // reach; as in bench:auth, the server trusts one proxy hop and this one request names its own address.
  const address = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
  const up = await call(base, 'POST', '/api/auth/sign-up', { body: account, headers: { 'x-forwarded-for': address } });
  if (up.status !== 201) throw new Error(`sign-up failed: HTTP ${up.status} ${up.text.slice(0, 300)}`);
  const sid = up.headers.getSetCookie().find((c) => c.startsWith('rigforge.sid='));
  if (!sid) throw new Error('sign-up set no session cookie');
  const cookie = sid.split(';')[0];

  // A few different real parts lists (the generator's picks at several budgets), padded or cut to PARTS.
  const lists = [];
  for (const budget of [1000, 1500, 2000, 2500, 3500]) {
    const data = await gql(
      base,
      'query G($b: Float) { generatePartsFromUseCases(useCases: ["gaming"], budget: $b) { parts { id: componentId name category price } } }',
      { b: budget },
    );
    const parts = data.generatePartsFromUseCases.parts;
    const list = [];
    for (let i = 0; list.length < PARTS; i += 1) {
      const p = parts[i % parts.length];
      // Beyond the generated list, add more drives and memory (a build has one of the other kinds).
      if (i >= parts.length && !['Storage', 'RAM'].includes(p.category)) continue;
      list.push({ type: p.category, name: p.name, price: p.price, componentId: p.id });
    }
    lists.push(list);
  }
  const started = performance.now();
  for (let i = 0; i < BUILDS; i += 1) {
    const res = await call(base, 'POST', '/api/saved-builds', {
      body: {
        title: `Bench build ${i + 1}`,
        description: i % 3 === 0 ? 'A saved build for the benchmark, with a short description.' : null,
        isPublic: i % 4 === 0,
        budget: 1500,
        resolution: '1440p',
        useCases: ['gaming'],
        components: lists[i % lists.length],
      },
      cookie,
    });
    if (res.status !== 201) throw new Error(`save ${i + 1} failed: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  }
  return { cookie, username: account.username, saveMs: (performance.now() - started) / BUILDS };
}

/** Loads one request with autocannon; exact percentiles over every response. */
function load(url, { method, body, cookie, connections = CONNECTIONS }, seconds) {
  return loadWithAutocannon({
    url,
    method,
    connections,
    duration: seconds,
    timeout: 30,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * The SQL statements of one list request, counted through a TypeORM logger: the app's session
 * middleware loads the user, then the app's schema and loaders run the operation.
 */
async function countStatements(databaseUrl, username) {
  serverRequire('reflect-metadata');
  const { execute, parse } = serverRequire('graphql');
  const { createDataSource } = serverRequire('./db/data-source.js');
  const { createSchema } = serverRequire('./graphql/schema.js');
  const { createLoaders } = serverRequire('./graphql/loaders.js');
  const { loadCurrentUser } = serverRequire('./modules/auth/session.js');
  const { BuildsService } = serverRequire('./modules/builds/builds.service.js');

  let statements = [];
  const logger = {
    logQuery: (query) => statements.push(query.replace(/\s+/g, ' ').trim()),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  const ds = createDataSource({ url: databaseUrl, poolSize: 2, logger });
  await ds.initialize();
  try {
    const schema = await createSchema();
    const [{ id: userId }] = await ds.query('SELECT id FROM users WHERE username = $1', [username]);
    const deps = { clock: { now: () => new Date() }, randomBytes: crypto.randomBytes };
    const middleware = loadCurrentUser(ds.manager);

    /** One request: the session's user (the middleware), then `run(user)`; its statements. */
    const measure = async (run) => {
      statements = [];
      const req = { session: { userId } };
      await new Promise((resolve, reject) => middleware(req, {}, (err) => (err ? reject(err) : resolve())));
      if (!req.user) throw new Error('the session middleware found no user');
      const out = await run(req.user);
      return { statements, out };
    };
    const graphql = (query, first) => (user) =>
      execute({
        schema,
        document: parse(query),
        variableValues: { first },
        contextValue: { db: ds, user, auth: deps, loaders: createLoaders(ds.manager, deps), log: console },
      }).then((result) => {
        if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors).slice(0, 400)}`);
        return result.data.mySavedBuilds;
      });

    const rows = [];
    for (const [label, run, check] of [
      ['GraphQL mySavedBuilds(first: 200), parts', graphql(LIST_QUERY, 200), (d) => d.nodes.length],
      ['GraphQL mySavedBuilds(first: 24), parts', graphql(LIST_QUERY, 24), (d) => d.nodes.length],
      [
        'GET /api/saved-builds (service allOf)',
        (user) => new BuildsService(ds.manager, deps).allOf(user.id),
        (d) => d.length,
      ],
      ['GraphQL first: 200 + slugs + compatibility', graphql(RICH_QUERY, 200), (d) => d.nodes.length],
    ]) {
      const { statements: s, out } = await measure(run);
      rows.push({ label, builds: check(out), statements: s });
    }
    return rows;
  } finally {
    await ds.destroy();
  }
}

/**
 * The list query under load: BENCH_CONNECTIONS workers on a pool of as many database connections
 * run, again and again for DURATION seconds, (a) the list query itself, the statement that lists
 * the user's builds (a page of BENCH_BUILDS, with its count), and (b) the whole listing, that
 * statement and then every part of the page in one more (what a list request runs after loading the
 * session's user). Both go through the service, and every run is timed.
 */
async function loadListQuery(databaseUrl, username) {
  serverRequire('reflect-metadata');
  const { createDataSource } = serverRequire('./db/data-source.js');
  const { BuildsService } = serverRequire('./modules/builds/builds.service.js');
  const ds = createDataSource({ url: databaseUrl, poolSize: CONNECTIONS });
  await ds.initialize();
  try {
    const [{ id: userId }] = await ds.query('SELECT id FROM users WHERE username = $1', [username]);
    const deps = { clock: { now: () => new Date() }, randomBytes: crypto.randomBytes };
    const builds = () => new BuildsService(ds.manager, deps);
    const listQuery = async () => ({ builds: (await builds().ownerPage(userId, { first: BUILDS })).nodes.length });
    const listing = async () => {
      const page = await builds().ownerPage(userId, { first: BUILDS });
      const parts = await builds().componentsOf(page.nodes.map((b) => b.id));
      return { builds: page.nodes.length, parts: [...parts.values()].reduce((n, list) => n + list.length, 0) };
    };
    const run = async (work, seconds) => {
      const latencies = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now();
            await work();
            latencies.push(performance.now() - t0);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      return {
        perSecond: latencies.length / seconds,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
      };
    };
    const measured = [];
    for (const [label, work] of [
      ['the list query (the builds, with their count)', listQuery],
      ['the whole listing (list query + parts query)', listing],
    ]) {
      const shape = await work();
      await run(work, WARMUP);
      measured.push({ label, shape, ...(await run(work, DURATION)) });
    }
    return measured;
  } finally {
    await ds.destroy();
  }
}

async function main() {
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `Saved-builds benchmark: ${BUILDS} builds of ${PARTS} parts, ${CONNECTIONS} connections, ` +
      `${WARMUP} s warm-up + ${DURATION} s per target; ${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), ` +
      `Node ${process.version}`,
  );
  console.log('Load generator, app server and database all share this machine.\n');

  const external = process.env.DATABASE_URL;
  const dataDir = makeTempDir('bench-builds');
  const started = [];
  try {
    console.log(
      `database: ${external ? 'DATABASE_URL from the environment' : `embedded PGlite in the server process (as npm start), ${dataDir}`}`,
    );
    const port = await freePort();
    const app = spawnNode([SERVER_ENTRY], {
      name: 'app server',
      env: serverEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIST: 'none',
        TRUST_PROXY: '1',
        SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
        ...(external ? { DATABASE_URL: external } : {}),
      }),
    });
    started.push(app);
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp200(`${base}/readyz`, { child: app, timeoutMs: 120_000 });

    process.stdout.write(`saving ${BUILDS} builds over POST /api/saved-builds... `);
    const { cookie, username, saveMs } = await seed(base);
    console.log(`done (${ms(saveMs)} per save)`);

    const targets = [
      {
        name: 'POST /graphql mySavedBuilds(first: 200)',
        url: `${base}/graphql`,
        method: 'POST',
        body: { query: LIST_QUERY, variables: { first: 200 } },
        graded: true,
      },
      { name: 'GET /api/saved-builds', url: `${base}/api/saved-builds`, method: 'GET' },
      {
        name: 'POST /graphql mySavedBuilds(first: 24)',
        url: `${base}/graphql`,
        method: 'POST',
        body: { query: LIST_QUERY, variables: { first: 24 } },
      },
      {
        // One request at a time: the time one list takes to serve, without queueing behind the others.
        name: 'POST /graphql mySavedBuilds(first: 200), 1 connection',
        url: `${base}/graphql`,
        method: 'POST',
        body: { query: LIST_QUERY, variables: { first: 200 } },
        connections: 1,
      },
    ];
    // Each answers what we expect before it is loaded.
    for (const t of targets) {
      const res = await call(base, t.method, t.url.slice(base.length), { body: t.body, cookie });
      if (res.status !== 200 || res.json?.errors)
        throw new Error(`${t.name}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
      const nodes = Array.isArray(res.json) ? res.json : res.json.data.mySavedBuilds.nodes;
      const parts = nodes.reduce((n, b) => n + b.components.length, 0);
      t.shape = `${nodes.length} builds, ${parts} parts, ${(Buffer.byteLength(res.text) / 1024).toFixed(0)} KB`;
    }
    const results = [];
    for (const t of targets) {
      process.stdout.write(`${t.name}: warm-up ${WARMUP} s, then ${DURATION} s... `);
      const how = { method: t.method, body: t.body, cookie, connections: t.connections };
      await load(t.url, how, WARMUP);
      const r = await load(t.url, how, DURATION);
      console.log(`p95 ${ms(r.p95)}`);
      results.push({ ...t, ...r });
    }
    const appOutput = app.output.trim();
    await stopChild(app);

    // Count the statements against the same database, the app stopped.
    let countUrl = external;
    if (!external) {
      const pglite = spawnNode(
        [path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), path.join(dataDir, 'pg'), String(CONNECTIONS + 2)],
        {
          name: 'pglite',
        },
      );
      started.push(pglite);
      [, countUrl] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
    }
    const counts = await countStatements(countUrl, username);
    process.stdout.write(
      `the list query on ${CONNECTIONS} database connections: warm-up ${WARMUP} s, then ${DURATION} s each... `,
    );
    const [listQuery, listing] = await loadListQuery(countUrl, username);
    console.log(`p95 ${ms(listQuery.p95)} (with the parts query ${ms(listing.p95)})`);

    console.log('\nLatency (every response timed):');
    printTable(
      ['request', 'answer', 'req/s', 'p50', 'p95', 'p99', 'errors'],
      results.map((r) => [r.name, r.shape, Math.round(r.rps), ms(r.p50), ms(r.p95), ms(r.p99), r.errors]),
    );
    console.log(`\nThe list query through the service, ${CONNECTIONS} workers on ${CONNECTIONS} database connections:`);
    printTable(
      ['statements', 'answer', 'runs/s', 'p50', 'p95', 'p99'],
      [listQuery, listing].map((r) => [
        r.label,
        r.shape.parts === undefined ? `${r.shape.builds} builds` : `${r.shape.builds} builds, ${r.shape.parts} parts`,
        Math.round(r.perSecond),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
      ]),
    );
    console.log('\nSQL statements per request (the session user included):');
    printTable(
      ['request', 'builds', 'statements'],
      counts.map((c) => [c.label, c.builds, c.statements.length]),
    );
    console.log('\nThe statements of GraphQL mySavedBuilds(first: 200):');
    for (const s of counts[0].statements) console.log(`  ${s.length > 150 ? `${s.slice(0, 150)}...` : s}`);
    if (appOutput) console.log(`\nApp server output at LOG_LEVEL=warn:\n${appOutput.slice(-3000)}`);

    console.log('');
    const list = counts[0];
    const fixed = counts[0].statements.length === counts[1].statements.length;
    console.log(
      `${verdict(list.statements.length <= TARGETS.statements && fixed)}  listing ${list.builds} builds with their parts: ` +
        `${list.statements.length} SQL statements (target <= ${TARGETS.statements}, the same for 24 builds: ${fixed ? 'yes' : 'no'})`,
    );
    console.log(
      `${verdict(listQuery.p95 <= TARGETS.p95)}  the list query p95 ${ms(listQuery.p95)} at ${CONNECTIONS} connections ` +
        `(target <= ${TARGETS.p95} ms; p50 ${ms(listQuery.p50)}, p99 ${ms(listQuery.p99)}, ${Math.round(listQuery.perSecond)} runs/s)`,
    );
    console.log(
      `${verdict(listing.p95 <= TARGETS.p95)}  the whole listing, list query + parts query, p95 ${ms(listing.p95)} at ` +
        `${CONNECTIONS} connections (same target; p50 ${ms(listing.p50)}, ${Math.round(listing.perSecond)} runs/s)`,
    );
    const whole = results.find((r) => r.graded);
    console.log(
      `info  the whole HTTP request ${whole.name}: p95 ${ms(whole.p95)} at ${CONNECTIONS} connections ` +
        `(${Math.round(whole.rps)} req/s; one request alone: p50 ${ms(results.at(-1).p50)})`,
    );
  } finally {
    for (const child of started.reverse()) await stopChild(child, { timeoutMs: 12_000 });
    removeDir(dataDir);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
