// News list benchmark: BENCH_NEWS items (default 50: the seed's items plus generated ones).
// `npm run bench:news` runs it as its list-query step (on its scratch PostgreSQL database).
//
//   npm run bench:news-list                        (builds common and server first if server/dist is missing;
//                                              run `npm run build -w server` after changing the server)
//   DATABASE_URL=postgres://... npm run bench:news-list   (a database you may write to; the targets are for PostgreSQL)
//   BENCH_DURATION=10 BENCH_WARMUP=3 BENCH_CONNECTIONS=10 BENCH_NEWS=50
//
// Without DATABASE_URL it starts the embedded database (PGlite, as `npm start` does) in a temp folder.
//
// What it does:
//   1. opens the database as the server does (migrations, seed) and adds generated items up to BENCH_NEWS;
//   2. counts the SQL statements of the news list through a counting TypeORM logger, executing the
//      app's GraphQL schema for `news(first: 5 | 20 | 50)`, `newsStats`, and the service call behind
//      GET /api/news: the count must not depend on the page size or the number of items;
//   3. loads the list: BENCH_CONNECTIONS workers on as many database connections run
//      NewsService.list({ first: 20 }) for BENCH_DURATION seconds, then newsStats, and prints exact
//      p50/p95/p99 (target: list p95 <= 20 ms at 10 connections on PostgreSQL), and the list on one
//      connection (the time one request takes without queueing).
//
// Prints figures and PASS/FAIL lines; asserts nothing.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  REPO_ROOT,
  ensureServerBuilt,
  makeTempDir,
  percentile,
  printTable,
  removeDir,
  verdict,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ITEMS = Number(process.env.BENCH_NEWS ?? 50);
const TARGET_P95_MS = 20;

const serverRequire = createRequire(path.join(REPO_ROOT, 'server', 'dist', 'index.js'));

const NEWS_QUERY = `query News($first: Int) { news(first: $first) { totalCount pageInfo { hasNextPage endCursor }
  nodes { id slug source sourceLabel title excerpt description content tags imageUrl imageAlt sourceUrl publishedAt
    createdAt views commentCount } } }`;
const STATS_QUERY = `{ newsStats { totalViews totalComments latestUpdate sources { source sourceLabel count } } }`;

async function addItems(ds) {
  const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "news_item"`);
  const missing = Math.max(0, ITEMS - n);
  if (missing === 0) return n;
  const sources = ['NVIDIA', 'AMD', 'Intel', 'X'];
  for (let i = 0; i < missing; i += 1) {
    await ds.query(
      `INSERT INTO "news_item" ("slug", "source", "title", "excerpt", "description", "content", "tags", "imageUrl",
         "imageAlt", "publishedAt", "views", "commentCount")
       VALUES ($1, $2, $3, $4, $4, $5, $6, '/images/news/community.svg', 'Illustration', $7, $8, $9)
       ON CONFLICT ("slug") DO NOTHING`,
      [
        `bench-news-${i}`,
        sources[i % 4],
        `Benchmark item ${i}`,
        'A generated item for the benchmark.',
        'Paragraph one.\n\nParagraph two.',
        ['bench'],
        new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
        i * 7,
        i % 5,
      ],
    );
  }
  const [{ n: after }] = await ds.query(`SELECT count(*)::int AS n FROM "news_item"`);
  return after;
}

async function main() {
  ensureServerBuilt();
  serverRequire('reflect-metadata');
  const { loadConfig } = serverRequire('./config/index.js');
  const { openDatabase } = serverRequire('./db/index.js');
  const { createDataSource } = serverRequire('./db/data-source.js');
  const { createSchema } = serverRequire('./graphql/schema.js');
  const { NewsService } = serverRequire('./modules/news/news.service.js');
  const { createLogger } = serverRequire('./lib/logger.js');
  const { execute, parse } = serverRequire('graphql');

  const cpus = os.cpus();
  console.log(
    `News benchmark: ${ITEMS} items, ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}, ` +
      `load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const dataDir = makeTempDir('bench-news');
  const external = process.env.DATABASE_URL;
  console.log(`database: ${external ? 'DATABASE_URL from the environment' : `embedded PGlite in ${dataDir}`}\n`);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    CLIENT_DIST: 'none',
    DB_POOL_SIZE: String(CONNECTIONS),
  });
  const db = await openDatabase(config, createLogger('warn'));
  try {
    const total = await addItems(db.dataSource);
    console.log(`items in the table: ${total}\n`);

    // 2. Statements per request, through a counting logger on a DataSource of its own.
    let statements = [];
    const logger = {
      logQuery: (query) => statements.push(query.replace(/\s+/g, ' ').trim()),
      logQueryError: () => {},
      logQuerySlow: () => {},
      logSchemaBuild: () => {},
      logMigration: () => {},
      log: () => {},
    };
    const counting = createDataSource({ url: db.url, poolSize: 2, logger });
    await counting.initialize();
    const schema = await createSchema();
    const deps = { clock: { now: () => new Date() }, limiter: { newsView: async () => {} } };
    const news = new NewsService(counting.manager, deps);
    const graphql = (query, variables) => async () => {
      const result = await execute({
        schema,
        document: parse(query),
        variableValues: variables,
        contextValue: { services: { news }, user: null, req: {}, res: {}, log: console },
      });
      if (result.errors) throw new Error(JSON.stringify(result.errors).slice(0, 400));
      return result.data;
    };
    const rows = [];
    for (const [label, run, size] of [
      ['GraphQL news(first: 5)', graphql(NEWS_QUERY, { first: 5 }), (d) => d.news.nodes.length],
      ['GraphQL news(first: 20)', graphql(NEWS_QUERY, { first: 20 }), (d) => d.news.nodes.length],
      ['GraphQL news(first: 50)', graphql(NEWS_QUERY, { first: 50 }), (d) => d.news.nodes.length],
      ['GET /api/news (service all, limit 100)', () => news.all(null, 100), (d) => d.length],
      ['GraphQL newsStats', graphql(STATS_QUERY, {}), () => '-'],
    ]) {
      statements = [];
      const out = await run();
      rows.push([label, String(size(out)), String(statements.length)]);
    }
    await counting.destroy();
    console.log('SQL statements per request:');
    printTable(['request', 'items', 'statements'], rows);
    const counts = new Set(rows.slice(0, 4).map((r) => r[2]));
    console.log(`${verdict(counts.size === 1 && counts.has('1'))}: the list is 1 statement whatever the page size\n`);

    // 3. Under load.
    const pool = createDataSource({ url: db.url, poolSize: CONNECTIONS });
    await pool.initialize();
    const loaded = new NewsService(pool.manager, deps);
    const run = async (work, seconds, workers = CONNECTIONS) => {
      const latencies = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: workers }, async () => {
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
    for (const [label, work, workers] of [
      ['news list (first 20, with total)', () => loaded.list({ first: 20 }), CONNECTIONS],
      ['newsStats', () => loaded.stats(), CONNECTIONS],
      ['news list, 1 connection (no queueing)', () => loaded.list({ first: 20 }), 1],
    ]) {
      await run(work, WARMUP, workers);
      const r = await run(work, DURATION, workers);
      measured.push([label, r.perSecond.toFixed(0), r.p50.toFixed(2), r.p95.toFixed(2), r.p99.toFixed(2)]);
      if (label.startsWith('news list (')) measured.listP95 = r.p95;
    }
    await pool.destroy();
    console.log(`Under load, ${CONNECTIONS} connections (ms):`);
    printTable(['query', 'per s', 'p50', 'p95', 'p99'], measured);
    console.log(
      `${verdict(measured.listP95 <= TARGET_P95_MS)}: list p95 ${measured.listP95.toFixed(2)} ms <= ${TARGET_P95_MS} ms` +
        (external ? '' : ' (embedded database: the target is for PostgreSQL)'),
    );
  } finally {
    await db.close();
    removeDir(dataDir);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
