// Price comparison benchmark on the full imported catalog (BuildCores OpenDB + PC Part Dataset) with
// the ten history snapshots, against loopback fakes of the Best Buy and Amazon APIs
// (server/src/test/retailer-fakes.ts, run as a child process).
//
//   npm run bench:pricing
//   BENCH_DURATION=10 BENCH_CONNECTIONS=10 npm run bench:pricing
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (real server; "none": the embedded database)
//   BENCH_DATA=/path/to/shared/data                                   (default ../shared/data)
//
// It prints:
//   1. the history import (npm run prices:import-history): time, matched share, points loaded;
//   2. 200 concurrent `pricing` requests for one uncached part → the calls each fake received
//      (target: exactly 1 per provider);
//   3. cached `pricing` p50/p95/p99 at 10 connections (target p95 <= 10 ms);
//   4. `priceHistory` of a part with 11 observations, p50/p95/p99 (target p95 <= 10 ms).
// Prints figures and PASS/FAIL lines; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  freePort,
  loadWithAutocannon,
  makeTempDir,
  printTable,
  removeDir,
  runImport,
  buildServer,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
  waitForLine,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 200);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATA = path.resolve(
  process.env.BENCH_DATA ??
    [path.join(REPO_ROOT, '..', 'shared', 'data'), path.join(REPO_ROOT, '..', '..', 'shared', 'data')].find((d) =>
      fs.existsSync(d),
    ) ??
    path.join(REPO_ROOT, '..', 'shared', 'data'),
);
const TARGETS = { pricing: 10, history: 10 };
const HISTORY_CLI = path.join(REPO_ROOT, 'server', 'dist', 'modules', 'pricing', 'history', 'cli.js');
const FAKES = path.join(REPO_ROOT, 'server', 'src', 'test', 'retailer-fakes.ts');
const FAKE_KEYS = {
  bestbuy: 'fake-bestbuy-key',
  access: 'AKIDFAKEPAAPI',
  secret: 'fake-secret-key-for-loopback-tests',
  tag: 'rigforge-20',
};

const PRICING = `query P($id: ID) { pricing(componentId: $id) {
  query estimateCents unavailable checkedAt component { id name }
  offers { retailer priceCents listPriceCents inStock url observedAt source isLowest aboveLowestCents } } }`;
const HISTORY = `query H($id: ID!) { priceHistory(componentId: $id) {
  minCents maxCents averageCents changeCents changePercent points { retailer priceCents observedAt } } }`;

function load(url, query, variables, seconds) {
  return loadWithAutocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

async function gql(url, query, variables) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: await res.json() };
}

/** A database for the run: a fresh one on the real server when reachable, else an embedded one served over the wire. */
async function openDatabase(dataDir) {
  if (PG_ADMIN !== 'none') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    try {
      await admin.connect();
      const db = 'rigforge_bench_pricing';
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${db}`);
      const url = new URL(PG_ADMIN);
      url.pathname = `/${db}`;
      return {
        label: 'real PostgreSQL',
        url: url.toString(),
        async close() {
          await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
          await admin.end();
        },
      };
    } catch {
      console.log(`No PostgreSQL at ${PG_ADMIN}: using the embedded database.`);
    }
  }
  const pglite = spawnNode(
    [path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), path.join(dataDir, 'pg'), '16'],
    { name: 'pglite' },
  );
  const [, url] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
  return { label: 'embedded PostgreSQL (PGlite)', url, close: () => stopChild(pglite) };
}

async function main() {
  if (!fs.existsSync(path.join(DATA, 'pc-part-dataset-history'))) {
    console.error(
      `No datasets at ${DATA}; set BENCH_DATA to the folder holding pc-part-dataset and pc-part-dataset-history.`,
    );
    process.exit(2);
  }
  if (!fs.existsSync(HISTORY_CLI) || !fs.existsSync(SERVER_ENTRY)) {
    console.log('server/dist lacks the pricing module: building common, planner and server first...');
    buildServer();
  }
  const cpus = os.cpus();
  console.log(
    `Pricing benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per query; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; data ${DATA}`,
  );
  const dataDir = makeTempDir('bench-pricing');
  const database = await openDatabase(dataDir);
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  const children = [];
  const sql = new pg.Client({ connectionString: database.url });
  try {
    console.log(`database: ${database.label}`);
    for (const source of ['buildcores', 'pc-part-dataset']) {
      const dir = path.join(DATA, source === 'buildcores' ? 'buildcores-open-db' : 'pc-part-dataset');
      process.stdout.write(`catalog:import ${source}... `);
      console.log(`${(runImport(env, source, dir).ms / 1000).toFixed(1)} s`);
    }

    // 1. The history import.
    const started = performance.now();
    const history = spawnSync(
      process.execPath,
      [HISTORY_CLI, path.join(DATA, 'pc-part-dataset-history'), '--current', path.join(DATA, 'pc-part-dataset')],
      {
        cwd: REPO_ROOT,
        env: serverEnv({ LOG_LEVEL: 'warn', ...env }),
        encoding: 'utf8',
      },
    );
    const importMs = performance.now() - started;
    if (history.status !== 0) throw new Error(`prices:import-history failed:\n${history.stdout}\n${history.stderr}`);
    console.log(`\n=== prices:import-history (${(importMs / 1000).toFixed(1)} s) ===`);
    console.log(history.stdout.trim().replace(/^/gm, '    '));
    const summary = /Matched ([\d.]+)% of priced listings; (\d+) new price points; (\d+) parts have price history/.exec(
      history.stdout,
    );

    await sql.connect();
    const [{ parts11 }] = (
      await sql.query(
        `SELECT count(*)::int AS parts11 FROM (SELECT "componentId" FROM price_observation GROUP BY 1 HAVING count(*) = 11) t`,
      )
    ).rows;
    const eleven = (
      await sql.query(
        `SELECT c.id, c.name FROM component c JOIN price_observation o ON o."componentId" = c.id
        GROUP BY c.id HAVING count(*) = 11 ORDER BY c.name LIMIT 1`,
      )
    ).rows[0];
    const target =
      (
        await sql.query(
          `SELECT id, name, "amazonAsin", "bestBuySku" FROM component WHERE "amazonAsin" IS NOT NULL AND "bestBuySku" ~ '^[0-9]{4,10}$'
        ORDER BY name LIMIT 1`,
        )
      ).rows[0] ??
      (
        await sql.query(
          `SELECT id, name, "amazonAsin", "bestBuySku" FROM component WHERE "priceCents" IS NOT NULL ORDER BY name LIMIT 1`,
        )
      ).rows[0];
    console.log(
      `parts with 11 observations: ${parts11}; history part: ${eleven?.name ?? 'none'}; pricing part: ${target.name}`,
    );

    // The fakes know the pricing part by ASIN / SKU (or by its name), and answer after 100 ms.
    const asin = /^[A-Z0-9]{10}$/.test(target.amazonAsin ?? '') ? target.amazonAsin : 'B0BENCH001';
    if (asin === 'B0BENCH001')
      await sql.query(`UPDATE component SET "amazonAsin" = $1 WHERE id = $2`, [asin, target.id]);
    const sku = /^\d{4,10}$/.test(target.bestBuySku ?? '') ? Number(target.bestBuySku) : 6500001;
    if (sku === 6500001)
      await sql.query(`UPDATE component SET "bestBuySku" = $1 WHERE id = $2`, [String(sku), target.id]);
    const fakes = spawnNode(['-r', '@swc-node/register', FAKES], {
      name: 'retailer fakes',
      env: {
        ...process.env,
        SWC_NODE_PROJECT: path.join(REPO_ROOT, 'server', 'tsconfig.json'),
        FAKE_ITEMS: JSON.stringify({
          slowMs: 100,
          bestbuy: [
            {
              sku,
              name: target.name,
              salePrice: 199.99,
              regularPrice: 229.99,
              onlineAvailability: true,
              url: `https://www.bestbuy.com/site/${sku}.p?skuId=${sku}`,
            },
          ],
          amazon: [{ asin, title: target.name, price: 189.99, listPrice: 219.99 }],
        }),
      },
    });
    children.push(fakes);
    const [line] = await waitForLine(fakes, /\{"bestbuy":"[^"]+","amazon":"[^"]+"\}/, 60_000);
    const urls = JSON.parse(line);
    const fakeCalls = async () => ({
      bestbuy: (await (await fetch(`${urls.bestbuy}/__calls`)).json()).calls,
      amazon: (await (await fetch(`${urls.amazon}/__calls`)).json()).calls,
    });

    const port = await freePort();
    const app = spawnNode([SERVER_ENTRY], {
      name: 'app server',
      env: serverEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        CLIENT_DIST: 'none',
        DB_POOL_SIZE: '20',
        BESTBUY_API_KEY: FAKE_KEYS.bestbuy,
        BESTBUY_BASE_URL: urls.bestbuy,
        AMAZON_ACCESS_KEY: FAKE_KEYS.access,
        AMAZON_SECRET_KEY: FAKE_KEYS.secret,
        AMAZON_PARTNER_TAG: FAKE_KEYS.tag,
        AMAZON_BASE_URL: urls.amazon,
        ...env,
      }),
    });
    children.push(app);
    await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child: app, timeoutMs: 120_000 });
    const url = `http://127.0.0.1:${port}/graphql`;

    // 2. Concurrent requests for an uncached part.
    const before = await fakeCalls();
    const burstStart = performance.now();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => gql(url, PRICING, { id: target.id })));
    const burstMs = performance.now() - burstStart;
    const after = await fakeCalls();
    const calls = { bestbuy: after.bestbuy - before.bestbuy, amazon: after.amazon - before.amazon };
    const ok = answers.filter(
      (a) => a.status === 200 && !a.body.errors && a.body.data.pricing.offers.length >= 2,
    ).length;
    console.log(
      `\n=== ${CONCURRENT} concurrent pricing requests for one uncached part (${(burstMs / 1000).toFixed(2)} s) ===`,
    );
    console.log(`    answered with both live offers: ${ok}/${CONCURRENT}`);
    console.log(`    upstream calls: Best Buy ${calls.bestbuy}, Amazon ${calls.amazon}`);

    // 3 and 4. Latency at 10 connections.
    await load(url, PRICING, { id: target.id }, WARMUP);
    const cached = await load(url, PRICING, { id: target.id }, DURATION);
    const cachedCalls = await fakeCalls();
    let historyRun = null;
    if (eleven) {
      await load(url, HISTORY, { id: eleven.id }, WARMUP);
      historyRun = await load(url, HISTORY, { id: eleven.id }, DURATION);
    }
    console.log('\n=== Latency ===');
    const row = (name, r) => [
      name,
      r.requests,
      r.rps.toFixed(0),
      r.errors,
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
    ];
    printTable(
      ['query', 'requests', 'req/s', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'],
      [row('pricing (cached)', cached), ...(historyRun ? [row('priceHistory (11 points)', historyRun)] : [])],
    );
    console.log(
      `    upstream calls during the cached run: Best Buy ${cachedCalls.bestbuy - after.bestbuy}, Amazon ${cachedCalls.amazon - after.amazon}`,
    );

    console.log(`load average (1 min) at the end: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPU(s)`);
    console.log('\n=== Verdicts ===');
    console.log(
      `${verdict(calls.bestbuy === 1 && calls.amazon === 1)} single-flight: ${calls.bestbuy} Best Buy and ${calls.amazon} Amazon call(s) for ${CONCURRENT} concurrent requests (target 1 each)`,
    );
    console.log(
      `${verdict(cached.p95 <= TARGETS.pricing && cached.errors === 0)} cached pricing p95 ${cached.p95.toFixed(1)} ms (target <= ${TARGETS.pricing} ms)`,
    );
    if (historyRun) {
      console.log(
        `${verdict(historyRun.p95 <= TARGETS.history && historyRun.errors === 0)} priceHistory p95 ${historyRun.p95.toFixed(1)} ms (target <= ${TARGETS.history} ms)`,
      );
    } else console.log('FAIL no part has 11 observations');
    console.log(
      `history import: ${(importMs / 1000).toFixed(1)} s, matched ${summary?.[1] ?? '?'}% of priced listings, ` +
        `${summary?.[2] ?? '?'} points loaded, ${summary?.[3] ?? '?'} parts with history (${parts11} with 11 points)`,
    );
  } finally {
    await sql.end().catch(() => undefined);
    for (const child of children.reverse()) await stopChild(child);
    await database.close();
    removeDir(dataDir);
  }
}

await main();
