// API throughput and latency of the built server, against a raw baseline on the same database.
//
//   npm run bench:api                      (builds common and server first if server/dist is missing)
//   BENCH_DURATION=20 npm run bench:api    (seconds per measured run; default 10)
//   BENCH_WARMUP=5 BENCH_CONNECTIONS=10    (warm-up seconds per target, default 3; connections, default 10)
//   DATABASE_URL=postgres://... npm run bench:api   (use that database for the app and the baseline)
//
// Without DATABASE_URL the bench starts its own PGlite served over a loopback socket
// (bench/lib/pglite-server.mjs, its own process, on a fresh temp folder) and gives that URL to
// both the app (which then migrates and seeds it, as against a real server) and the baseline.
//
// Targets, each warmed up first, then loaded by autocannon:
//   (a) POST /graphql { buildGuides { ...card fields } }   (application/json, as Apollo's CSRF rule wants):
//       what the guides page asks for, about 5 KB
//   (b) POST /graphql { buildGuides { ...every field the REST answer carries } }: the like-for-like
//       query, the same guides and fields as (c) and (d), about as many bytes
//   (c) GET /api/build-guides                               (the REST shim)
//   (d) raw baseline: bare node:http + pg, SELECT * FROM build_guide ... -> JSON.stringify
//       (bench/lib/baseline-server.mjs, in its own process so that it does not share an event
//       loop with autocannon, exactly like the app server)
//
// Prints figures and PASS/FAIL lines; asserts nothing. Every child is stopped at the end,
// also on error or Ctrl+C.
import crypto from 'node:crypto';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  fmt,
  freePort,
  makeTempDir,
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
const P99_TARGET_MS = 25;
const RATIO_TARGET = 0.5;

const GRAPHQL_CARDS_QUERY =
  '{ buildGuides { id slug title description category budget difficulty estimatedTime views imageUrl createdAt components { name } } }';
// Every field of the REST answer (server/src/modules/guides/guides.router.ts toGuideJson), in its units.
const GRAPHQL_FULL_QUERY =
  '{ buildGuides { id slug title description excerpt content tags category budget difficulty estimatedTime views imageUrl createdAt components { name category price } } }';

async function checkTarget(target) {
  const res = await fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${target.name}: HTTP ${res.status}: ${text.slice(0, 500)}`);
  const json = JSON.parse(text);
  let rows;
  if (target.kind === 'graphql') {
    if (json.errors) throw new Error(`${target.name}: GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
    rows = json.data.buildGuides.length;
  } else {
    rows = json.length;
  }
  if (!(rows > 0)) throw new Error(`${target.name}: no guides in the response (is the database seeded?)`);
  return { rows, bytes: Buffer.byteLength(text) };
}

function load(target, seconds) {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
}

async function main() {
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `API benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}`,
  );
  console.log('Load generator, app server, baseline and database all share this machine.\n');

  const tempDirs = [];
  const started = [];
  try {
    // The database.
    let databaseUrl = process.env.DATABASE_URL;
    let dbLabel = 'DATABASE_URL from the environment';
    if (!databaseUrl) {
      const pgDir = makeTempDir('bench-pglite');
      tempDirs.push(pgDir);
      const pglite = spawnNode([path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), pgDir, '32'], {
        name: 'pglite',
      });
      started.push(pglite);
      const [, url] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
      databaseUrl = url;
      dbLabel = `PGlite over a loopback socket (own process, maxConnections 32), ${pgDir}`;
    }
    console.log(`database: ${dbLabel}`);

    // The app server, talking to that database through pg like against a real server.
    const appPort = await freePort();
    const appDataDir = makeTempDir('bench-app');
    tempDirs.push(appDataDir);
    const app = spawnNode([SERVER_ENTRY], {
      name: 'app server',
      env: serverEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: appDataDir,
        CLIENT_DIST: 'none',
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
        // The baseline keeps no answers: neither may the app, or GraphQL would be a memory read
        // against the baseline's query (guests' answers, docs/operations.md#guests-query-answers).
        GUEST_CACHE_TTL_MS: '0',
      }),
    });
    started.push(app);
    await waitForHttp200(`http://127.0.0.1:${appPort}/readyz`, { child: app, timeoutMs: 120_000 });

    // The baseline, started after the app so that the tables exist (the app migrates and seeds).
    const baseline = spawnNode([path.join(REPO_ROOT, 'bench', 'lib', 'baseline-server.mjs'), '10'], {
      name: 'baseline',
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    started.push(baseline);
    const [, baselinePort] = await waitForLine(baseline, /BASELINE_PORT=(\d+)/, 30_000);

    const targets = [
      {
        name: 'GraphQL buildGuides, card fields',
        short: 'GraphQL cards',
        kind: 'graphql',
        url: `http://127.0.0.1:${appPort}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: GRAPHQL_CARDS_QUERY }),
      },
      {
        name: 'GraphQL buildGuides, REST fields',
        short: 'GraphQL full',
        kind: 'graphql',
        url: `http://127.0.0.1:${appPort}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: GRAPHQL_FULL_QUERY }),
      },
      {
        name: 'REST GET /api/build-guides',
        short: 'REST',
        kind: 'rest',
        url: `http://127.0.0.1:${appPort}/api/build-guides`,
        method: 'GET',
      },
      {
        name: 'baseline node:http + pg',
        short: 'baseline',
        kind: 'raw',
        url: `http://127.0.0.1:${baselinePort}/`,
        method: 'GET',
      },
    ];

    for (const t of targets) {
      const check = await checkTarget(t);
      t.check = check;
      console.log(`${t.name}: ${check.rows} guides, ${fmt.int(check.bytes)} bytes per response`);
    }
    console.log('');

    for (const t of targets) {
      process.stdout.write(`${t.name}: warming up ${WARMUP} s... `);
      await load(t, WARMUP);
      process.stdout.write(`measuring ${DURATION} s... `);
      const r = await load(t, DURATION);
      t.result = {
        rps: r.requests.average,
        total: r.requests.total,
        p50: r.latency.p50,
        p99: r.latency.p99,
        mean: r.latency.average,
        max: r.latency.max,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
      };
      console.log(`${fmt.int(t.result.rps)} req/s`);
    }
    console.log('');

    printTable(
      ['target', 'req/s', 'requests', 'p50 ms', 'p99 ms', 'mean ms', 'max ms', 'errors', 'timeouts', 'non-2xx'],
      targets.map((t) => [
        t.name,
        fmt.int(t.result.rps),
        fmt.int(t.result.total),
        t.result.p50.toFixed(1),
        t.result.p99.toFixed(1),
        t.result.mean.toFixed(2),
        t.result.max.toFixed(0),
        t.result.errors,
        t.result.timeouts,
        t.result.non2xx,
      ]),
    );

    const [cards, full, rest, base] = targets.map((t) => t.result);
    const ratio = (r) => r.rps / base.rps;
    const pct = (r) => `${(ratio(r) * 100).toFixed(0)}%`;
    console.log('');
    console.log(`GraphQL cards / baseline: ${pct(cards)} (${fmt.int(targets[0].check.bytes)} bytes: not equal work)`);
    console.log(`GraphQL full / baseline:  ${pct(full)} (${fmt.int(targets[1].check.bytes)} bytes: like for like)`);
    console.log(`REST / baseline:          ${pct(rest)} (${fmt.int(targets[2].check.bytes)} bytes)`);
    console.log(`baseline:                 ${fmt.int(targets[3].check.bytes)} bytes`);
    console.log('');
    console.log(`GraphQL (like for like) ≥ 50% of baseline: ${verdict(ratio(full) >= RATIO_TARGET)} (${pct(full)})`);
    for (const [label, r] of [
      ['GraphQL full', full],
      ['REST', rest],
    ]) {
      console.log(
        `p99 ≤ 25 ms at ${CONNECTIONS} connections (${label}): ${verdict(r.p99 <= P99_TARGET_MS)} (${r.p99.toFixed(1)} ms)`,
      );
    }
    const failures = targets.filter((t) => t.result.errors + t.result.timeouts + t.result.non2xx > 0);
    if (failures.length > 0)
      console.log(`\nWARNING: errors or non-2xx answers on ${failures.map((t) => t.short).join(', ')}`);
    const appOutput = app.output.trim();
    if (appOutput) console.log(`\nApp server output at LOG_LEVEL=warn:\n${appOutput.slice(-4000)}`);
  } finally {
    // Stop in reverse order: baseline and app before the database they use.
    for (const child of started.reverse()) {
      const stop = await stopChild(child, { timeoutMs: 12_000 });
      if (child.name === 'app server' && stop?.ms !== undefined) {
        const how = stop.signal ? `signal ${stop.signal}` : `exit code ${stop.code}`;
        console.log(`\napp server stopped with SIGTERM: ${how} after ${fmt.ms(stop.ms)}`);
      }
    }
    for (const dir of tempDirs) removeDir(dir);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
