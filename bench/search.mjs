// Combined-search benchmark: the seeded content plus 5,000 documents generated for the benchmark
// (2,500 articles and 2,500 news items), on the embedded database (PGlite) and on a real
// PostgreSQL when one is reachable, each in a scratch database that is removed afterwards.
//
//   npm run bench:search
//   BENCH_DURATION=20 BENCH_CONNECTIONS=10 npm run bench:search
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (real server; "none" skips it)
//   BENCH_DOCS=5000                                                   (generated documents)
//   BENCH_ONLY=postgres | embedded                                    (one database only)
//   BENCH_KEEP_DB=1                                                   (keep the PostgreSQL scratch database)
//
// For each database it:
//   1. starts the built app server on an empty database (migrations and the seed run), then adds
//      the generated documents and runs ANALYZE;
//   2. loads `search(q, limit: 5)` over GraphQL with autocannon (10 connections) with a rotating
//      mix of texts (whole words, prefixes, phrases, exclusions, no match) and prints p50/p95/p99
//      (target: p95 <= 15 ms on PostgreSQL), once with the app's result cache off
//      (SEARCH_CACHE_TTL_MS=0: the full-text statement on every request) and once as deployed
//      (30 s cache), plus one connection at a time (the statement's own latency);
//   3. prints EXPLAIN ANALYZE of the statement the service runs, and whether each table's GIN
//      index ("IDX_<table>_search") is used.
// Prints figures and PASS/FAIL lines; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  freePort,
  loadWithAutocannon,
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

const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DOCS = Number(process.env.BENCH_DOCS ?? 5000);
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_P95_MS = 15;

const QUERY = `query S($q: String!) { search(q: $q, limit: 5) {
  totalCount groups { kind totalCount hits { slug title titleHighlight snippet label date } } } }`;

/** What people type: whole words, a half-typed last word, phrases, exclusions, misses. */
const MIX = [
  'psu',
  'power sup',
  'memory timin',
  'ddr5',
  'nvme gen',
  'airflow',
  'thermal paste',
  '"power supply"',
  'cooler -liquid',
  'bios upd',
  'rtx 4070',
  'ryzen',
  'gaming pc',
  'radiator',
  '12v-2x6',
  'pcie 5.0',
  'budget build',
  'fan placement',
  'qqqxxyyzz',
  'ex',
];

// ---------------------------------------------------------------------------------------------
// Generated documents: deterministic (a fixed-seed PRNG), hardware-flavoured, 100-650 words each.

function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  'power supply',
  'graphics card',
  'processor',
  'memory kit',
  'motherboard',
  'nvme drive',
  'case fans',
  'liquid cooler',
  'air cooler',
  'thermal paste',
  'bios update',
  'cable management',
  'airflow',
  'overclocking',
  'undervolting',
  'benchmark',
  'driver',
  'monitor',
  'streaming',
  'ray tracing',
];
// English-like text: a vocabulary of 6,000 made-up words drawn with a Zipf distribution (a few
// very common words, a long tail of rare ones), so that a word's document frequency resembles real
// prose; hardware terms appear in the documents about their topic (and rarely elsewhere).
const SYLLABLES =
  'ba be bi bo bu ca ce ci co cu da de di do du fa fe fi fo ga ge gi go la le li lo lu ma me mi mo na ne ni no pa pe pi po ra re ri ro sa se si so ta te ti to va ve vi vo za ze'.split(
    ' ',
  );
const VOCABULARY = Array.from({ length: 6000 }, (_, i) => {
  let n = i + 7;
  let word = '';
  while (n > 0) {
    word += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length);
  }
  return `${word}${i % 7 === 0 ? 'n' : ''}`;
});
const ZIPF = (() => {
  const weights = VOCABULARY.map((_, r) => 1 / (r + 1) ** 1.07);
  const total = weights.reduce((a, b) => a + b, 0);
  let acc = 0;
  return weights.map((w) => (acc += w / total));
})();
function zipfWord(rand) {
  const x = rand();
  let lo = 0;
  let hi = ZIPF.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ZIPF[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}
const HARDWARE = TOPICS.flatMap((t) => t.split(' '));
const SOURCES = ['NVIDIA', 'AMD', 'Intel', 'X'];
const CATEGORIES = ['Power', 'Cooling', 'Memory', 'Assembly', 'Storage', 'Graphics'];

function sentence(rand, topicWords) {
  const n = 8 + Math.floor(rand() * 14);
  const out = [];
  for (let i = 0; i < n; i += 1) {
    const x = rand();
    if (x < 0.06) out.push(topicWords[Math.floor(rand() * topicWords.length)]);
    else if (x < 0.065) out.push(HARDWARE[Math.floor(rand() * HARDWARE.length)]);
    else out.push(zipfWord(rand));
  }
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function makeDoc(i, rand) {
  const topic = TOPICS[Math.floor(rand() * TOPICS.length)];
  const other = TOPICS[Math.floor(rand() * TOPICS.length)];
  const title = `${topic[0].toUpperCase()}${topic.slice(1)} notes ${i}: ${other} and ${zipfWord(rand)}`;
  const topicWords = [...topic.split(' '), ...other.split(' ')];
  const paragraphs = [];
  const count = 3 + Math.floor(rand() * 4);
  for (let p = 0; p < count; p += 1) {
    const sentences = [];
    for (let s = 0; s < 3 + Math.floor(rand() * 3); s += 1) sentences.push(sentence(rand, topicWords));
    paragraphs.push(`## Part ${p + 1}\n\n${sentences.join(' ')}`);
  }
  return {
    slug: `bench-doc-${i}`,
    title,
    excerpt: sentence(rand, topicWords),
    description: sentence(rand, topicWords),
    content: paragraphs.join('\n\n'),
    tags: [topic, other, zipfWord(rand)],
    category: CATEGORIES[i % CATEGORIES.length],
    source: SOURCES[i % SOURCES.length],
    date: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
  };
}

/** Inserts DOCS generated documents (half articles, half news items) in batches, then ANALYZE. */
async function addDocuments(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rand = prng(16);
  const started = performance.now();
  try {
    const docs = Array.from({ length: DOCS }, (_, i) => makeDoc(i, rand));
    const half = Math.ceil(docs.length / 2);
    const column = (list, key) => list.map((d) => d[key]);
    for (let at = 0; at < docs.length; at += 250) {
      const batch = docs.slice(at, Math.min(at + 250, docs.length));
      const articles = batch.filter((_, k) => at + k < half);
      const news = batch.filter((_, k) => at + k >= half);
      if (articles.length > 0) {
        await client.query(
          `INSERT INTO "article" ("slug", "category", "title", "description", "excerpt", "content", "tags", "publishedAt")
           SELECT s, c, t, d, e, x, string_to_array(g, '|'), p::timestamptz
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
               AS u(s, c, t, d, e, x, g, p)
           ON CONFLICT ("slug") DO NOTHING`,
          [
            column(articles, 'slug'),
            column(articles, 'category'),
            column(articles, 'title'),
            column(articles, 'description'),
            column(articles, 'excerpt'),
            column(articles, 'content'),
            articles.map((d) => d.tags.join('|')),
            column(articles, 'date'),
          ],
        );
      }
      if (news.length > 0) {
        await client.query(
          `INSERT INTO "news_item" ("slug", "source", "title", "description", "excerpt", "content", "tags", "publishedAt")
           SELECT s, c, t, d, e, x, string_to_array(g, '|'), p::timestamptz
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
               AS u(s, c, t, d, e, x, g, p)
           ON CONFLICT ("slug") DO NOTHING`,
          [
            column(news, 'slug'),
            column(news, 'source'),
            column(news, 'title'),
            column(news, 'description'),
            column(news, 'excerpt'),
            column(news, 'content'),
            news.map((d) => d.tags.join('|')),
            column(news, 'date'),
          ],
        );
      }
    }
    await client.query('ANALYZE "article"; ');
    await client.query('ANALYZE "news_item"');
    await client.query('ANALYZE "build_guide"');
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM "article")::int AS articles, (SELECT count(*) FROM "news_item")::int AS news,
              (SELECT count(*) FROM "build_guide")::int AS guides`,
    );
    console.log(
      `documents: ${rows[0].articles} articles, ${rows[0].news} news items, ${rows[0].guides} guides ` +
        `(${DOCS} generated, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await client.end();
  }
}

async function gql(url, query, variables) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 400)}`);
  return json;
}

function load(url, seconds, connections = CONNECTIONS) {
  let i = 0;
  return loadWithAutocannon({
    url,
    method: 'POST',
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const q = MIX[i % MIX.length];
          i += 1;
          return { ...req, body: JSON.stringify({ query: QUERY, variables: { q } }) };
        },
      },
    ],
  });
}

/** EXPLAIN ANALYZE of the service's own statement for a few texts; which GIN indexes each plan uses. */
async function explain(databaseUrl) {
  // The service module declares GraphQL types, whose decorators need the metadata polyfill loaded first.
  createRequire(path.join(REPO_ROOT, 'server', 'package.json'))('reflect-metadata');
  const { SEARCH_PLANNER_SETTINGS, SEARCH_SQL, searchSqlParams } = require(
    path.join(REPO_ROOT, 'server', 'dist', 'modules', 'search', 'search.service.js'),
  );
  const { searchTerms } = require(path.join(REPO_ROOT, 'common', 'dist', 'index.js'));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const rows = [];
  try {
    for (const q of ['power sup', 'thermal paste', 'qqqxxyyzz']) {
      await client.query('BEGIN');
      await client.query(SEARCH_PLANNER_SETTINGS);
      const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${SEARCH_SQL}`, searchSqlParams(searchTerms(q), 5));
      await client.query('COMMIT');
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      console.log(`\n--- search "${q}"`);
      for (const l of lines) console.log(`    ${l}`);
      const text = lines.join('\n');
      const used = ['article', 'news_item', 'build_guide'].map((t) => [t, text.includes(`IDX_${t}_search`)]);
      const time = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?';
      rows.push([
        `"${q}"`,
        used.map(([t, u]) => `${t}: ${u ? 'GIN' : 'seq'}`).join(', '),
        `${time} ms`,
        verdict(used.filter(([t]) => t !== 'build_guide').every(([, u]) => u)),
      ]);
    }
  } finally {
    await client.end();
  }
  console.log('');
  printTable(['text', 'scan per table', 'execution', 'GIN on article and news_item'], rows);
  console.log('(build_guide holds a handful of rows: a sequential scan is the cheaper plan there.)');
}

/**
 * Starts the app server on `env` and waits until it is ready; answers the child and its GraphQL URL.
 * On a shared machine another process can take the free port first: the server then exits (and the
 * ready check may reach the other process), so it checks that its own child still runs and that
 * the answer has the search, and retries on another port.
 */
async function startApp(env) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const app = spawnNode([SERVER_ENTRY], {
      name: 'app server',
      env: serverEnv({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        CLIENT_DIST: 'none',
        ...env,
      }),
    });
    const url = `http://127.0.0.1:${port}/graphql`;
    try {
      await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child: app, timeoutMs: 120_000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      if (app.exitCode !== null || app.signalCode !== null) throw new Error('the app server exited');
      await gql(url, 'query { search(q: "psu", limit: 1) { totalCount } }', {});
      return { app, url };
    } catch (err) {
      await stopChild(app);
      if (attempt >= 3) throw err;
      console.log(`(app server on port ${port} did not start: ${err.message.slice(0, 120)}; retrying)`);
    }
  }
}

async function measure(url) {
  for (const q of MIX) await gql(url, QUERY, { q });
  await load(url, WARMUP);
  const r = await load(url, DURATION);
  const line = (x) =>
    `${x.requests} requests, ${Math.round(x.rps)} req/s, ${x.errors} errors, ` +
    `p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, p99 ${x.p99.toFixed(1)} ms`;
  console.log(`load (${CONNECTIONS} connections): ${line(r)}`);
  // One request at a time: the statement's own latency, without queueing behind the others.
  const serial = await load(url, Math.max(3, Math.round(DURATION / 2)), 1);
  console.log(`serial (1 connection): ${line(serial)}`);
  return { ...r, serialP50: serial.p50, serialP95: serial.p95 };
}

/**
 * Measures the app twice: with its result cache off (SEARCH_CACHE_TTL_MS=0: every request runs the
 * full-text statement) and as deployed (the default 30 s cache; the mix repeats, so mostly hits).
 */
async function measureBoth(env) {
  const out = {};
  for (const [key, ttl] of [
    ['raw', '0'],
    ['cached', undefined],
  ]) {
    console.log(key === 'raw' ? '-- result cache off (SEARCH_CACHE_TTL_MS=0)' : '-- result cache on (default)');
    const { app, url } = await startApp(ttl === undefined ? env : { ...env, SEARCH_CACHE_TTL_MS: ttl });
    try {
      out[key] = await measure(url);
    } finally {
      await stopChild(app);
    }
  }
  return out;
}

/** The embedded database: the app runs PGlite in-process, as `npm start` does without DATABASE_URL. */
async function benchEmbedded() {
  console.log('\n=== embedded (PGlite) ===');
  const dataDir = makeTempDir('bench-search');
  try {
    // 1. migrations and seed, by the app itself; 2. the generated documents, over a wire server on the same folder.
    await stopChild((await startApp({ DATA_DIR: dataDir })).app);
    const wire = async (run) => {
      const pglite = spawnNode(
        [path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), path.join(dataDir, 'pg'), '4'],
        {
          name: 'pglite',
        },
      );
      try {
        const [, url] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
        await run(url);
      } finally {
        await stopChild(pglite);
      }
    };
    await wire(addDocuments);
    const result = await measureBoth({ DATA_DIR: dataDir });
    await wire(explain);
    return { label: 'embedded (PGlite)', ...result };
  } finally {
    removeDir(dataDir);
  }
}

async function benchPostgres() {
  if (PG_ADMIN === 'none') return null;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
  } catch (err) {
    console.log(`\n(no PostgreSQL at ${PG_ADMIN}: ${err.message}; skipped)`);
    return null;
  }
  const name = `rigforge_bench_search_${process.pid}`;
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const dataDir = makeTempDir('bench-search-pg');
  console.log(`\n=== PostgreSQL (${name}) ===`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
    await stopChild((await startApp(env)).app);
    await addDocuments(url.toString());
    const result = await measureBoth(env);
    await explain(url.toString());
    return { label: 'PostgreSQL', ...result };
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`kept database ${name} (BENCH_KEEP_DB)`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    removeDir(dataDir);
  }
}

async function main() {
  ensureServerBuilt();
  if (!fs.existsSync(path.join(REPO_ROOT, 'server', 'dist', 'modules', 'search', 'search.service.js'))) {
    throw new Error('server/dist has no search module: run `npm run build` first');
  }
  console.log(`combined search: ${CONNECTIONS} connections, ${DURATION} s per database (after ${WARMUP} s warm-up)`);
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const only = process.env.BENCH_ONLY;
  const results = [
    only === 'embedded' ? null : await benchPostgres(),
    only === 'postgres' ? null : await benchEmbedded(),
  ].filter(Boolean);
  console.log('\n=== summary ===');
  printTable(
    [
      'database',
      'cache',
      'requests',
      'req/s',
      'errors',
      'p50',
      'p95',
      'p99',
      `p95 <= ${TARGET_P95_MS} ms`,
      '1-conn p50',
      '1-conn p95',
    ],
    results.flatMap((r) =>
      ['raw', 'cached'].map((mode) => {
        const m = r[mode];
        const pass = m.p95 <= TARGET_P95_MS && m.errors === 0;
        return [
          r.label,
          mode === 'raw' ? 'off' : 'on (30 s)',
          m.requests,
          Math.round(m.rps),
          m.errors,
          `${m.p50.toFixed(1)} ms`,
          `${m.p95.toFixed(1)} ms`,
          `${m.p99.toFixed(1)} ms`,
          r.label === 'PostgreSQL' ? verdict(pass) : `${verdict(pass)} (no target)`,
          `${m.serialP50.toFixed(1)} ms`,
          `${m.serialP95.toFixed(1)} ms`,
        ];
      }),
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
