// Sign-in storm: password hashing must never block the event loop.
//
//   npm run bench:auth                       (builds common and server first if server/dist is missing)
//   BENCH_DURATION=20 npm run bench:auth     (seconds of storm; default 10)
//   BENCH_CONNECTIONS=40 BENCH_ACCOUNTS=100  (storm connections, default 20; accounts, default 50)
//   DATABASE_URL=postgres://... npm run bench:auth   (use that database; it must be one you may write to)
//
// Without DATABASE_URL the bench starts its own PGlite served over a loopback socket
// (bench/lib/pglite-server.mjs, its own process, on a fresh temp folder), like a database server.
//
// What it does:
//   1. starts the built server (NODE_ENV=production) with TRUST_PROXY=1, as behind a load balancer;
//   2. signs up BENCH_ACCOUNTS accounts;
//   3. measures GET /healthz alone (idle latency);
//   4. runs the storm: autocannon, BENCH_CONNECTIONS connections, POST /api/auth/sign-in with the
//      right passwords, cycling through the accounts, while a worker thread (its own event loop)
//      samples GET /healthz every 10 ms on its own connection;
//   5. prints sign-ins (= argon2id verifications) per second and the /healthz latency percentiles.
//
// Rate limits: the server counts every sign-in attempt per client address (100 per 15 minutes),
// which a storm from one address would hit within seconds. The bench does what a real deployment
// behind a proxy sees: each request carries its own client address in X-Forwarded-For (TEST-NET
// and benchmarking ranges), read because TRUST_PROXY=1. The server has no switch that turns the
// limits off; nothing here is available to a production client that the proxy does not grant.
//
// Prints figures and a PASS/FAIL line; asserts nothing. Every child is stopped at the end.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  fmt,
  freePort,
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
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50);
const HEALTH_INTERVAL_MS = 10;
const P99_TARGET_MS = 20;
const PASSWORD = 'Storm-Pangolin-42';

const ms = (v) => `${v.toFixed(1)} ms`;

/** A distinct client address per call, from 198.18.0.0/15 (the benchmarking range). */
let addressCounter = 0;
function clientAddress() {
  addressCounter += 1;
  return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

// Samples GET /healthz on one keep-alive connection in its own thread, so that the storm's
// autocannon (on the main thread) cannot delay the measurements.
const SAMPLER = `
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { workerData, parentPort } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const samples = [];
let errors = 0;
const end = Date.now() + workerData.durationMs;
function once() {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.get(workerData.url, { agent }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) samples.push(performance.now() - start);
        else errors += 1;
        resolve();
      });
    });
    req.on('error', () => { errors += 1; resolve(); });
  });
}
(async () => {
  while (Date.now() < end) {
    const started = Date.now();
    await once();
    const wait = workerData.intervalMs - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  agent.destroy();
  parentPort.postMessage({ samples, errors });
})();
`;

function sampleHealth(url, durationMs) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SAMPLER, {
      eval: true,
      workerData: { url, durationMs, intervalMs: HEALTH_INTERVAL_MS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function summarize({ samples, errors }) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
  };
}

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text };
}

async function main() {
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `Auth benchmark: sign-in storm with ${CONNECTIONS} connections for ${DURATION} s over ${ACCOUNTS} accounts; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}, ` +
      `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}`,
  );
  console.log('Load generator, app server and database all share this machine.\n');

  const tempDirs = [];
  const started = [];
  try {
    let databaseUrl = process.env.DATABASE_URL;
    let dbLabel = 'DATABASE_URL from the environment';
    if (!databaseUrl) {
      const pgDir = makeTempDir('bench-auth-pglite');
      tempDirs.push(pgDir);
      const pglite = spawnNode([path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), pgDir, '32'], {
        name: 'pglite',
      });
      started.push(pglite);
      [, databaseUrl] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
      dbLabel = `PGlite over a loopback socket (own process), ${pgDir}`;
    }
    console.log(`database: ${dbLabel}`);

    const port = await freePort();
    const dataDir = makeTempDir('bench-auth-app');
    tempDirs.push(dataDir);
    const app = spawnNode([SERVER_ENTRY], {
      name: 'app server',
      env: serverEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CLIENT_DIST: 'none',
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: '1',
        SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
      }),
    });
    started.push(app);
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp200(`${base}/readyz`, { child: app, timeoutMs: 120_000 });

    // The accounts (names unique per run, so a shared DATABASE_URL can be reused).
    const run = crypto.randomBytes(3).toString('hex');
    const accounts = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const account = { email: `storm-${run}-${i}@example.com`, username: `storm_${run}_${i}`, password: PASSWORD };
      const res = await post(`${base}/api/auth/sign-up`, account);
      if (res.status !== 201) throw new Error(`sign-up failed: HTTP ${res.status} ${res.text.slice(0, 300)}`);
      accounts.push(account);
    }
    const check = await post(`${base}/api/auth/sign-in`, { email: accounts[0].email, password: PASSWORD });
    if (check.status !== 200) throw new Error(`sign-in failed: HTTP ${check.status} ${check.text.slice(0, 300)}`);
    console.log(`${ACCOUNTS} accounts signed up; a sign-in answers ${check.status}\n`);

    process.stdout.write('GET /healthz idle, 3 s... ');
    const idle = summarize(await sampleHealth(`${base}/healthz`, 3000));
    console.log(`p99 ${ms(idle.p99)}`);

    process.stdout.write(`storm: ${CONNECTIONS} connections for ${DURATION} s while sampling /healthz... `);
    let next = 0;
    const [storm, busy] = await Promise.all([
      autocannon({
        url: `${base}/api/auth/sign-in`,
        connections: CONNECTIONS,
        duration: DURATION,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => {
              const account = accounts[next % accounts.length];
              next += 1;
              return {
                ...req,
                headers: { ...req.headers, 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
                body: JSON.stringify({ email: account.email, password: PASSWORD, rememberMe: false }),
              };
            },
          },
        ],
      }),
      sampleHealth(`${base}/healthz`, DURATION * 1000),
    ]);
    const health = summarize(busy);
    const ok = storm['2xx'];
    const hashesPerSecond = ok / DURATION;
    console.log('done\n');

    printTable(
      ['measure', 'value'],
      [
        ['sign-ins answered 200', fmt.int(ok)],
        ['non-2xx / errors / timeouts', `${storm.non2xx} / ${storm.errors} / ${storm.timeouts}`],
        ['sign-ins (argon2id verifications) per second', hashesPerSecond.toFixed(1)],
        ['sign-in latency p50 / p99', `${ms(storm.latency.p50)} / ${ms(storm.latency.p99)}`],
        ['/healthz idle p50 / p99', `${ms(idle.p50)} / ${ms(idle.p99)}`],
        ['/healthz during the storm p50 / p99 / max', `${ms(health.p50)} / ${ms(health.p99)} / ${ms(health.max)}`],
        ['/healthz samples (errors)', `${health.count} (${health.errors})`],
      ],
    );
    console.log('');
    console.log(`hashes/s: ${hashesPerSecond.toFixed(1)}`);
    console.log(`/healthz p99 during the storm: ${ms(health.p99)}`);
    console.log(
      `/healthz p99 ≤ ${P99_TARGET_MS} ms during the storm: ${verdict(health.p99 <= P99_TARGET_MS)} (${ms(health.p99)})`,
    );
    if (storm.non2xx + storm.errors + storm.timeouts > 0) {
      console.log('\nWARNING: some sign-ins failed (see the counts above)');
    }
    const appOutput = app.output.trim();
    if (appOutput) console.log(`\nApp server output at LOG_LEVEL=warn:\n${appOutput.slice(-4000)}`);
  } finally {
    for (const child of started.reverse()) await stopChild(child, { timeoutMs: 12_000 });
    for (const dir of tempDirs) removeDir(dir);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
