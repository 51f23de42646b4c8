// Component-catalog benchmark on the full imported data (BuildCores OpenDB + PC Part Dataset from
// ../shared/data), on the embedded database and on a real PostgreSQL when one is reachable.
//
//   npm run bench:catalog
//   BENCH_DURATION=20 BENCH_CONNECTIONS=10 npm run bench:catalog
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (real server; "none" skips it)
//   BENCH_DATA=/path/to/shared/data                                   (default ../shared/data)
//   CATALOG_CACHE_TTL_MS=0 npm run bench:catalog                      (the app's read cache off: raw database cost)
//
// For each database it:
//   1. imports both sources into an empty database (timed: target <= 60 s on the embedded one);
//   2. starts the built app server on it and loads it with autocannon (10 connections) with a
//      rotating mix of `components` list queries (filters, sorts, second pages) and a mix of
//      `componentSuggestions` queries; prints p50/p95/p99 (targets: list p95 <= 15 ms,
//      suggestions p95 <= 10 ms);
//   3. prints EXPLAIN ANALYZE for the SQL the service runs for filtered lists and suggestions, and
//      whether each plan uses an index.
// Prints figures and PASS/FAIL lines; asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import {
  REPO_ROOT,
  ensureServerBuilt,
  loadWithAutocannon,
  makeTempDir,
  printTable,
  removeDir,
  runImport,
  spawnNode,
  startApiServer,
  stopChild,
  verdict,
  waitForLine,
} from './lib/common.mjs';

const require = createRequire(import.meta.url);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DATA = path.resolve(process.env.BENCH_DATA ?? path.join(REPO_ROOT, '..', 'shared', 'data'));
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { list: 15, suggest: 10, import: 60_000 };

const CARD = 'id slug name type brand priceCents originalPriceCents rating reviewCount inStock imageUrl';
const LIST_QUERY = `query L($type: PartType, $brands: [String!], $minPriceCents: Int, $maxPriceCents: Int,
  $socket: String, $memoryType: String, $formFactor: String, $minVramGb: Int, $minWattage: Int, $text: String,
  $sort: ComponentSort, $after: String) {
  components(type: $type, brands: $brands, minPriceCents: $minPriceCents, maxPriceCents: $maxPriceCents,
    socket: $socket, memoryType: $memoryType, formFactor: $formFactor, minVramGb: $minVramGb,
    minWattage: $minWattage, text: $text, sort: $sort, first: 24, after: $after) {
    totalCount pageInfo { endCursor hasNextPage } nodes { ${CARD} keySpecs { key label value } }
  }
}`;
const SUGGEST_QUERY = 'query S($q: String!) { componentSuggestions(q: $q, limit: 8) }';

/** What users do on /components: the default view, a type, brands, price ranges, spec filters, sorts. */
const LIST_MIX = [
  {},
  { type: 'GPU' },
  { type: 'GPU', brands: ['ASUS', 'MSI'], maxPriceCents: 80000 },
  { type: 'GPU', minVramGb: 16, sort: 'PRICE_ASC' },
  { type: 'CPU', socket: 'AM5', sort: 'PRICE_DESC' },
  { type: 'CPU', brands: ['Intel'], maxPriceCents: 30000 },
  { type: 'Motherboard', socket: 'LGA1700', formFactor: 'Micro-ATX' },
  { type: 'Motherboard', memoryType: 'DDR5', sort: 'VALUE' },
  { type: 'RAM', memoryType: 'DDR5', sort: 'PRICE_ASC' },
  { type: 'Storage', minPriceCents: 5000, maxPriceCents: 15000 },
  { type: 'PSU', minWattage: 850, sort: 'PRICE_ASC' },
  { type: 'Case', brands: ['Corsair', 'Lian Li', 'Fractal Design'] },
  { type: 'Cooler', socket: 'AM5', sort: 'NAME' },
  { brands: ['Corsair'], maxPriceCents: 20000 },
  { sort: 'PRICE_ASC', maxPriceCents: 200000 },
  { type: 'GPU', text: 'rtx 4070' },
];
const SUGGEST_MIX = [
  'rtx 40',
  'ryzen 7',
  'ddr5',
  'corsair',
  'am5',
  'samsung 990',
  'b650',
  '4070',
  'noctua',
  'seasonic',
  'lga1700',
  'nvme',
  'radeon rx 7',
  'core i5',
  'lian li',
  'ms',
  'geforce',
  'mini-itx',
  '850w',
  'kingston fury',
];

/** Adds a second page (by cursor) for every list variant, so keyset pages are measured too. */
async function withSecondPages(url, mix) {
  const out = [];
  for (const vars of mix) {
    out.push(vars);
    const res = await gql(url, LIST_QUERY, vars);
    const page = res.data.components;
    if (page.pageInfo.hasNextPage) out.push({ ...vars, after: page.pageInfo.endCursor });
  }
  return out;
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

/** Loads one endpoint with a rotating set of request bodies; returns exact percentiles per request. */
function load(url, query, variants, seconds) {
  let i = 0;
  return loadWithAutocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          const variables = variants[i % variants.length];
          i += 1;
          return { ...req, body: JSON.stringify({ query, variables }) };
        },
      },
    ],
  });
}

/** Runs the service's own list and suggestion queries through TypeORM, capturing their SQL for EXPLAIN. */
async function explain(databaseUrl) {
  const { createDataSource } = require(path.join(REPO_ROOT, 'server', 'dist', 'db', 'data-source.js'));
  // Built without the app's caches, so that every call below reaches the database.
  const { CatalogService } = require(
    path.join(REPO_ROOT, 'server', 'dist', 'modules', 'catalog', 'catalog.service.js'),
  );
  const captured = [];
  const logger = {
    logQuery: (query, parameters) => captured.push({ query, parameters: parameters ?? [] }),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  const ds = createDataSource({ url: databaseUrl, poolSize: 2, logger });
  await ds.initialize();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cases = [
    [
      'list: GPUs by brand and max price',
      (s) => s.list({ ...listArgs(), type: 'GPU', brands: ['asus'], maxPriceCents: 80000 }),
    ],
    [
      'list: AM5 motherboards, by price',
      (s) => s.list({ ...listArgs(), type: 'Motherboard', socket: 'AM5', sort: 'PRICE_ASC' }),
    ],
    ['list: everything, by rating', (s) => s.list(listArgs())],
    ['suggestions: "rtx 40"', (s) => s.suggestions('rtx 40', 8)],
    ['suggestions: "am5" (spec values)', (s) => s.suggestions('am5', 8)],
    ['suggestions: "ms" (short)', (s) => s.suggestions('ms', 8)],
  ];
  const rows = [];
  try {
    for (const [label, run] of cases) {
      captured.length = 0;
      await run(new CatalogService(ds.manager));
      for (const { query, parameters } of captured) {
        const plan = await client.query(`EXPLAIN (ANALYZE, COSTS OFF) ${query}`, parameters);
        const lines = plan.rows.map((r) => r['QUERY PLAN']);
        const indexes = [
          ...new Set(
            [...lines.join('\n').matchAll(/Index (?:Only )?Scan (?:Backward )?(?:using|on) "?(\w+)"?/g)].map(
              (m) => m[1],
            ),
          ),
        ];
        const seq = lines.some((l) => /Seq Scan on component/.test(l));
        console.log(`\n--- ${label}: ${query.slice(0, 90).replace(/\s+/g, ' ')}...`);
        for (const l of lines) console.log(`    ${l}`);
        const isCount = /count\(\*\)/.test(query);
        rows.push([
          label,
          isCount ? 'count' : 'rows',
          indexes.join(', ') || '-',
          // Counting the whole table has no filter an index could serve; that count is cached.
          isCount && /WHERE TRUE/.test(query) ? 'n/a (whole table, cached)' : verdict(indexes.length > 0 && !seq),
        ]);
      }
    }
  } finally {
    await client.end();
    await ds.destroy();
  }
  console.log('');
  printTable(['query', 'part', 'indexes used', 'index, no seq scan'], rows);
}

function listArgs() {
  return { sort: 'RATING', first: 24, after: null };
}

async function benchOne(label, { databaseUrl, dataDir }) {
  console.log(`\n=== ${label} ===`);
  const env = databaseUrl ? { DATABASE_URL: databaseUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir };
  const imports = [];
  for (const [source, dir] of [
    ['buildcores', path.join(DATA, 'buildcores-open-db')],
    ['pc-part-dataset', path.join(DATA, 'pc-part-dataset')],
  ]) {
    process.stdout.write(`importing ${source}... `);
    const r = runImport(env, source, dir);
    console.log(`${(r.ms / 1000).toFixed(1)} s`);
    console.log(r.summary.replace(/^/gm, '    '));
    imports.push(r.ms);
  }
  const importMs = imports.reduce((a, b) => a + b, 0);

  const { port, app } = await startApiServer(env);
  let results;
  try {
    const url = `http://127.0.0.1:${port}/graphql`;
    const total = (await gql(url, 'query { components(first: 1) { totalCount } }', {})).data.components.totalCount;
    console.log(`catalog: ${total.toLocaleString('en-US')} components`);
    const listMix = await withSecondPages(url, LIST_MIX);
    results = {};
    for (const [name, query, variants] of [
      ['list', LIST_QUERY, listMix],
      ['suggest', SUGGEST_QUERY, SUGGEST_MIX.map((q) => ({ q }))],
    ]) {
      await load(url, query, variants, WARMUP);
      results[name] = await load(url, query, variants, DURATION);
    }
  } finally {
    await stopChild(app);
  }

  // EXPLAIN against the same database (the embedded one is served by a helper process now that the app is stopped).
  let pglite = null;
  let explainUrl = databaseUrl;
  if (!databaseUrl) {
    pglite = spawnNode([path.join(REPO_ROOT, 'bench', 'lib', 'pglite-server.mjs'), path.join(dataDir, 'pg'), '4'], {
      name: 'pglite',
    });
    [, explainUrl] = await waitForLine(pglite, /PGLITE_URL=(\S+)/, 120_000);
  }
  try {
    await explain(explainUrl);
  } finally {
    if (pglite) await stopChild(pglite);
  }
  return { label, importMs, ...results };
}

async function main() {
  if (!fs.existsSync(path.join(DATA, 'buildcores-open-db'))) {
    console.error(
      `No datasets at ${DATA}; set BENCH_DATA to the folder holding buildcores-open-db and pc-part-dataset.`,
    );
    process.exit(2);
  }
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `Catalog benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per mix; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; data ${DATA}`,
  );
  console.log(
    `app read cache: CATALOG_CACHE_TTL_MS=${process.env.CATALOG_CACHE_TTL_MS ?? '60000 (default)'}` +
      ' (the warm-up fills it; set 0 to measure every request against the database)',
  );
  const runs = [];
  const embeddedDir = makeTempDir('bench-catalog');
  try {
    runs.push(await benchOne('embedded PostgreSQL (PGlite)', { databaseUrl: null, dataDir: embeddedDir }));
  } finally {
    removeDir(embeddedDir);
  }
  if (PG_ADMIN !== 'none') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    let reachable = true;
    try {
      await admin.connect();
    } catch {
      reachable = false;
      console.log(`\nNo PostgreSQL at ${PG_ADMIN}: skipping the real-server run.`);
    }
    if (reachable) {
      const db = 'rigforge_bench_catalog';
      await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${db}`);
      const url = new URL(PG_ADMIN);
      url.pathname = `/${db}`;
      const dir = makeTempDir('bench-catalog-pg');
      try {
        runs.push(await benchOne('real PostgreSQL', { databaseUrl: url.toString(), dataDir: dir }));
      } finally {
        removeDir(dir);
        await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        await admin.end();
      }
    }
  }

  console.log('\n=== Summary ===');
  printTable(
    [
      'database',
      'import s',
      'list req/s',
      'list p50',
      'list p95',
      'list p99',
      'sugg. req/s',
      'sugg. p50',
      'sugg. p95',
      'sugg. p99',
      'errors',
    ],
    runs.map((r) => [
      r.label,
      (r.importMs / 1000).toFixed(1),
      Math.round(r.list.rps),
      r.list.p50.toFixed(1),
      r.list.p95.toFixed(1),
      r.list.p99.toFixed(1),
      Math.round(r.suggest.rps),
      r.suggest.p50.toFixed(1),
      r.suggest.p95.toFixed(1),
      r.suggest.p99.toFixed(1),
      r.list.errors + r.suggest.errors,
    ]),
  );
  for (const r of runs) {
    console.log(
      `${verdict(r.list.p95 <= TARGETS.list)}  ${r.label}: list p95 ${r.list.p95.toFixed(1)} ms (target <= ${TARGETS.list} ms)`,
    );
    console.log(
      `${verdict(r.suggest.p95 <= TARGETS.suggest)}  ${r.label}: suggestions p95 ${r.suggest.p95.toFixed(1)} ms (target <= ${TARGETS.suggest} ms)`,
    );
  }
  const embedded = runs[0];
  console.log(
    `${verdict(embedded.importMs <= TARGETS.import)}  import of both sources on the embedded database: ${(embedded.importMs / 1000).toFixed(1)} s (target <= 60 s)`,
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
