// News and comments benchmark: 50 news items and 2,000 comments on a scratch PostgreSQL database.
//
//   npm run bench:news                          (builds common and server first when server/dist is stale)
//   BENCH_DURATION=20 npm run bench:news        (seconds per measured load run; default 10)
//   BENCH_CONNECTIONS=10 BENCH_WARMUP=3         (connections, default 10; warm-up seconds, default 3)
//   BENCH_NOTIFICATIONS=200                     (notifications timed across instances; default 200)
//   BENCH_PG_ADMIN=postgres://postgres@127.0.0.1:5432/postgres   (where the scratch database is made)
//
// What it does:
//   1. creates a scratch database (dropped at the end) and starts two app processes on it (A and B,
//      NODE_ENV=production, one session secret), as two instances behind a load balancer would run;
//   2. counts the SQL statements of the news list (GraphQL news(first: 20) and GET /api/news's service
//      call) and of one item's comment thread (GraphQL comments(newsId) with nested replies, authors
//      and the viewer's likes, as a signed-in viewer; and the REST shim's calls) through a counting
//      TypeORM logger over the app's own schema, services and loaders: first with the seeded items and
//      a 10-comment thread, then again with 50 items and 2,000 comments (the measured thread: 400
//      comments nested up to 12 deep; the query nests five levels and flattens the rest, allReplies). The counts must not grow (target: equal at both sizes);
//   3. loads the list with autocannon (BENCH_CONNECTIONS connections) on instance A: POST /graphql
//      news(first: 20) and GET /api/news, exact p50/p95/p99 (target: p95 <= 20 ms for the list);
//   3b. runs bench/news-list.mjs on the same database: the list statement itself on BENCH_CONNECTIONS
//      database connections, without HTTP (the target's own measure, as bench:builds does);
//   4. times a notification from one instance to a subscriber on the other: a user subscribed to
//      unreadNotificationCount over graphql-ws on B; another user replies to their comment on A,
//      BENCH_NOTIFICATIONS times, one after the other; prints the distribution of the time from
//      sending the reply to the pushed count arriving on B (target: p95 <= 200 ms), and of the
//      part after A answered.
//
// Prints figures and PASS/FAIL lines; asserts nothing. Every child is stopped at the end.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  freePort,
  loadWithAutocannon,
  makeTempDir,
  percentile,
  printTable,
  removeDir,
  buildServer,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const NOTIFICATIONS = Number(process.env.BENCH_NOTIFICATIONS ?? 200);
const PG_ADMIN = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ITEMS = 50;
const COMMENTS = 2000;
const THREAD_COMMENTS = 400;
const TARGETS = { listP95: 20, notifyP95: 200 };

const SERVER_DIST = path.join(REPO_ROOT, 'server', 'dist');
const serverRequire = createRequire(path.join(SERVER_DIST, 'index.js'));

const LIST_QUERY = `query List($first: Int) { news(first: $first) { totalCount pageInfo { hasNextPage endCursor }
  nodes { id slug source sourceLabel title excerpt description content tags imageUrl imageAlt sourceUrl publishedAt
    createdAt views commentCount } } }`;
const C = `id newsId parentId content isDeleted likes dislikes viewerLike viewerCanDelete viewerIsModerator createdAt
  author { id username firstName lastName profileImageUrl }`;
/** The thread as a page asks for it: five levels nested, everything deeper flattened (allReplies). */
const nest = (levels) => (levels === 0 ? `${C} allReplies { ${C} }` : `${C} replies { ${nest(levels - 1)} }`);
const THREAD_QUERY = `query Thread($newsId: ID!) { comments(newsId: $newsId) { nodes { ${nest(4)} } } }`;

/** Rebuilds common and server when a source file is newer than server/dist (the bench runs the built app). */
function ensureFreshBuild() {
  const newest = (dir) => {
    let latest = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) latest = Math.max(latest, newest(full));
      else if (entry.name.endsWith('.ts')) latest = Math.max(latest, fs.statSync(full).mtimeMs);
    }
    return latest;
  };
  const built = fs.existsSync(SERVER_ENTRY) ? fs.statSync(SERVER_ENTRY).mtimeMs : 0;
  const sources = Math.max(
    newest(path.join(REPO_ROOT, 'server', 'src')),
    newest(path.join(REPO_ROOT, 'common', 'src')),
    newest(path.join(REPO_ROOT, 'planner', 'src')),
  );
  if (built >= sources) return;
  console.log('server/dist is missing or older than the sources: building common, planner and server...');
  buildServer();
}

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
  if (res.status !== 200 || res.json?.errors)
    throw new Error(`GraphQL failed: HTTP ${res.status} ${res.text.slice(0, 400)}`);
  return res.json.data;
}

/** Signs a user up on `base` (its own client address: sign-ups are limited per address); the session cookie. */
async function signUp(base, prefix) {
  const run = crypto.randomBytes(3).toString('hex');
  const account = {
    email: `${prefix}-${run}@example.com`,
    username: `${prefix}_${run}`,
    password: 'Bench-Pangolin-42',
  };
  const address = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
  const up = await call(base, 'POST', '/api/auth/sign-up', { body: account, headers: { 'x-forwarded-for': address } });
  if (up.status !== 201) throw new Error(`sign-up failed: HTTP ${up.status} ${up.text.slice(0, 300)}`);
  const sid = up.headers.getSetCookie().find((c) => c.startsWith('rigforge.sid='));
  if (!sid) throw new Error('sign-up set no session cookie');
  return { cookie: sid.split(';')[0], username: account.username };
}

/** Fills the database up to ITEMS items and COMMENTS comments (THREAD_COMMENTS of them on one item, nested). */
async function fill(url, threadItemId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM news_item')).rows;
    const sources = ['NVIDIA', 'AMD', 'Intel', 'X'];
    for (let i = n; i < ITEMS; i += 1) {
      await client.query(
        `INSERT INTO news_item (slug, source, title, excerpt, description, content, tags, "publishedAt")
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() - ($8 || ' hours')::interval)`,
        [
          `bench-item-${i}`,
          sources[i % 4],
          `Bench news item ${i}`,
          'A short excerpt of the bench item.',
          'A description of the bench item.',
          'Paragraph one.\n\nParagraph two of the bench item, with a little more text to render.',
          ['bench', 'gpu'],
          String(i),
        ],
      );
    }
    const users = [];
    for (let i = 0; i < 40; i += 1) {
      const { rows } = await client.query(
        `INSERT INTO users (email, username, "passwordHash") VALUES ($1, $2, 'x') RETURNING id`,
        [
          `bench-author-${i}-${crypto.randomBytes(2).toString('hex')}@example.com`,
          `author_${i}_${crypto.randomBytes(2).toString('hex')}`,
        ],
      );
      users.push(rows[0].id);
    }
    const items = (await client.query('SELECT id FROM news_item ORDER BY "publishedAt" DESC')).rows.map((r) => r.id);
    const [{ existing }] = (await client.query('SELECT count(*)::int AS existing FROM comment')).rows;
    // The thread item: nested replies up to 12 deep; the rest spread over every item.
    const byItem = new Map(items.map((id) => [id, []]));
    const toAdd = COMMENTS - existing;
    for (let i = 0; i < toAdd; i += 1) {
      const onThread = i < THREAD_COMMENTS - 10;
      const newsId = onThread ? threadItemId : items[i % items.length];
      const earlier = byItem.get(newsId);
      const parent = earlier.length > 0 && i % 3 !== 0 ? earlier[crypto.randomInt(earlier.length)] : null;
      const depth = parent ? parent.depth + 1 : 0;
      const useParent = parent && depth <= 11 ? parent : null;
      const { rows } = await client.query(
        `INSERT INTO comment ("newsId", "userId", "parentId", content, likes, "createdAt")
         VALUES ($1, $2, $3, $4, 0, now() - ($5 || ' seconds')::interval) RETURNING id`,
        [newsId, users[i % users.length], useParent?.id ?? null, `Bench comment ${i}: what a card.`, String(toAdd - i)],
      );
      earlier.push({ id: rows[0].id, depth: useParent ? depth : 0 });
    }
    // Some likes by the authors, with exact counts.
    await client.query(
      `INSERT INTO comment_like ("commentId", "userId", "isLike")
       SELECT c.id, u.id, (abs(hashtext(c.id::text || u.id::text)) % 4) <> 0
       FROM comment c CROSS JOIN LATERAL (SELECT id FROM users ORDER BY id LIMIT 3) u
       WHERE abs(hashtext(c.id::text)) % 5 = 0 ON CONFLICT DO NOTHING`,
    );
    await client.query(`UPDATE comment c SET likes = (SELECT count(*) FROM comment_like l WHERE l."commentId" = c.id AND l."isLike"),
      dislikes = (SELECT count(*) FROM comment_like l WHERE l."commentId" = c.id AND NOT l."isLike")`);
    await client.query(`UPDATE news_item n SET "commentCount" =
      (SELECT count(*) FROM comment c WHERE c."newsId" = n.id AND c."deletedAt" IS NULL)`);
    const [sizes] = (
      await client.query(
        `SELECT (SELECT count(*)::int FROM news_item) AS items, (SELECT count(*)::int FROM comment) AS comments,
        (SELECT count(*)::int FROM comment WHERE "newsId" = $1) AS thread`,
        [threadItemId],
      )
    ).rows;
    return sizes;
  } finally {
    await client.end();
  }
}

/**
 * The SQL statements of the news list and of one thread, through a counting TypeORM logger over the
 * app's own schema, services and loaders (as /graphql and /api run them).
 */
async function countStatements(url, viewerUsername, threadItemId) {
  serverRequire('reflect-metadata');
  const { execute, parse } = serverRequire('graphql');
  const { createDataSource } = serverRequire('./db/data-source.js');
  const { createSchema } = serverRequire('./graphql/schema.js');
  const { createLoaders } = serverRequire('./modules/loaders.js');
  const { createServices } = serverRequire('./modules/services.js');
  const { loadCurrentUser } = serverRequire('./modules/auth/session.js');
  const { LocalEventBus } = serverRequire('./lib/event-bus.js');
  const { CommentsService } = serverRequire('./modules/comments/comments.service.js');

  let statements = [];
  const logger = {
    logQuery: (query) => statements.push(query.replace(/\s+/g, ' ').trim()),
    logQueryError: () => {},
    logQuerySlow: () => {},
    logSchemaBuild: () => {},
    logMigration: () => {},
    log: () => {},
  };
  const ds = createDataSource({ url, poolSize: 2, logger });
  await ds.initialize();
  const events = new LocalEventBus();
  try {
    const schema = await createSchema();
    const [{ id: userId }] = await ds.query('SELECT id FROM users WHERE username = $1', [viewerUsername]);
    const deps = {
      clock: { now: () => new Date() },
      randomBytes: crypto.randomBytes,
      events,
      limiter: { newsView: async () => {} },
    };
    const middleware = loadCurrentUser(ds.manager);
    const services = () => createServices(ds.manager, deps);

    /** One request: the session's user (the middleware, 1 statement), then `run(user)`. */
    const measure = async (run) => {
      statements = [];
      const req = { session: { userId } };
      await new Promise((resolve, reject) => middleware(req, {}, (err) => (err ? reject(err) : resolve())));
      const out = await run(req.user);
      return { statements, out };
    };
    const graphql = (query, variables, pick) => (user) => {
      const s = services();
      return execute({
        schema,
        document: parse(query),
        variableValues: variables,
        contextValue: { user, services: s, loaders: createLoaders(s, user.id), events, log: console },
      }).then((result) => {
        if (result.errors) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors).slice(0, 400)}`);
        return pick(result.data);
      });
    };
    const rows = [];
    for (const [label, run, size] of [
      ['GraphQL news(first: 20)', graphql(LIST_QUERY, { first: 20 }, (d) => d.news.nodes), (d) => d.length],
      ['GET /api/news (service list)', () => services().news.all(null, 20), (d) => d.length],
      [
        'GraphQL comments(newsId), nested + allReplies',
        graphql(THREAD_QUERY, { newsId: threadItemId }, (d) => d.comments.nodes),
        (d) => {
          const all = (list) =>
            list.reduce((n, c) => n + 1 + (c.replies ? all(c.replies) : (c.allReplies ?? []).length), 0);
          return all(d);
        },
      ],
      [
        'GET /api/news/{id}/comments (service calls)',
        async (user) => {
          const s = services().comments;
          const thread = await s.thread(threadItemId);
          const all = CommentsService.flatten(thread);
          await Promise.all([
            s.authors(all.flatMap((c) => (c.userId ? [c.userId] : []))),
            s.viewerLikes(
              user.id,
              all.map((c) => c.id),
            ),
          ]);
          return all;
        },
        (d) => d.length,
      ],
    ]) {
      const { statements: s, out } = await measure(run);
      rows.push({ label, size: size(out), statements: s.length });
    }
    return rows;
  } finally {
    await events.close();
    await ds.destroy();
  }
}

function liveClient(url, cookie) {
  class SessionSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({ url, webSocketImpl: SessionSocket, retryAttempts: 0 });
}

/** Times BENCH_NOTIFICATIONS replies on A reaching a subscriber on B; per-event milliseconds. */
async function timeNotifications(baseA, wsB) {
  const subscriber = await signUp(baseA, 'sub');
  // Replies come from several accounts: one account may post 30 comments per 10 minutes (commentPerUser).
  const repliers = [];
  for (let i = 0; i < Math.ceil((NOTIFICATIONS + 10) / 25); i += 1) repliers.push(await signUp(baseA, `rep${i}`));
  const [item] = (await gql(baseA, '{ news(first: 1) { nodes { id } } }')).news.nodes;
  const root = (
    await gql(
      baseA,
      'mutation P($n: ID!) { postComment(newsId: $n, content: "Notify me") { id } }',
      { n: item.id },
      subscriber.cookie,
    )
  ).postComment;

  const client = liveClient(wsB, subscriber.cookie);
  const iterator = client.iterate({ query: 'subscription { unreadNotificationCount }' });
  const nextCount = async () => {
    const result = await Promise.race([
      iterator.next(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no pushed count within 5 s')), 5000)),
    ]);
    if (result.done || result.value.errors) throw new Error(`subscription failed: ${JSON.stringify(result.value)}`);
    return result.value.data.unreadNotificationCount;
  };
  const totals = [];
  const afterAnswer = [];
  try {
    let count = await nextCount();
    const reply =
      'mutation R($n: ID!, $p: ID!, $c: String!) { postComment(newsId: $n, parentId: $p, content: $c) { id } }';
    for (let i = 0; i < NOTIFICATIONS + 10; i += 1) {
      const started = performance.now();
      const arrived = nextCount().then((value) => ({ value, at: performance.now() }));
      const replier = repliers[Math.floor(i / 25)];
      await gql(baseA, reply, { n: item.id, p: root.id, c: `Reply number ${i}` }, replier.cookie);
      const answered = performance.now();
      const { value, at } = await arrived;
      if (value !== count + 1) throw new Error(`expected the count ${count + 1}, got ${value}`);
      count = value;
      if (i >= 10) {
        totals.push(at - started);
        afterAnswer.push(Math.max(0, at - answered));
      }
    }
  } finally {
    await iterator.return?.();
    await client.dispose();
  }
  return { totals: totals.sort((a, b) => a - b), afterAnswer: afterAnswer.sort((a, b) => a - b) };
}

function distribution(label, sorted) {
  const buckets = [5, 10, 20, 50, 100, 200, Infinity];
  const counts = buckets.map((limit, i) => sorted.filter((v) => v <= limit && (i === 0 || v > buckets[i - 1])).length);
  console.log(`\n${label} (${sorted.length} notifications):`);
  printTable(
    ['p50', 'p90', 'p95', 'p99', 'max'],
    [[50, 90, 95, 99, 100].map((p) => `${percentile(sorted, p).toFixed(1)} ms`)],
  );
  const labels = ['<= 5 ms', '5-10 ms', '10-20 ms', '20-50 ms', '50-100 ms', '100-200 ms', '> 200 ms'];
  const widest = Math.max(...counts, 1);
  for (let i = 0; i < buckets.length; i += 1) {
    console.log(
      `  ${labels[i].padEnd(11)} ${String(counts[i]).padStart(5)}  ${'#'.repeat(Math.round((counts[i] / widest) * 40))}`,
    );
  }
}

async function main() {
  ensureFreshBuild();
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  try {
    await admin.connect();
    await admin.end();
  } catch (err) {
    console.error(
      `PostgreSQL is not reachable at ${PG_ADMIN} (${err.message}); set BENCH_PG_ADMIN. bench:news needs PostgreSQL.`,
    );
    process.exit(2);
  }
  const dbName = `rigforge_bench_news_${process.pid}`;
  const dropDb = () =>
    spawnSync(process.execPath, ['scripts/pg-admin.mjs', PG_ADMIN, 'drop', dbName], { cwd: REPO_ROOT });
  const made = spawnSync(process.execPath, ['scripts/pg-admin.mjs', PG_ADMIN, 'create', dbName], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`could not create ${dbName}: ${made.stderr}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = makeTempDir('rigforge-bench-news-');
  const secret = crypto.randomBytes(32).toString('hex');
  const apps = [];
  try {
    const start = async (name) => {
      const port = await freePort();
      const child = spawnNode([SERVER_ENTRY], {
        name,
        env: serverEnv({
          NODE_ENV: 'production',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATA_DIR: path.join(dataDir, name),
          CLIENT_DIST: 'none',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
          SESSION_SECRET: secret,
        }),
      });
      apps.push(child);
      await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child });
      return { base: `http://127.0.0.1:${port}`, ws: `ws://127.0.0.1:${port}/graphql` };
    };
    const a = await start('A');
    const b = await start('B');
    console.log(`Two app instances on ${dbName}: A ${a.base}, B ${b.base}`);

    // 2. Statement counts at two sizes.
    const viewer = await signUp(a.base, 'viewer');
    const [threadItem] = (await gql(a.base, '{ news(first: 1) { nodes { id } } }')).news.nodes;
    for (let i = 0; i < 10; i += 1) {
      await gql(
        a.base,
        'mutation P($n: ID!, $c: String!) { postComment(newsId: $n, content: $c) { id } }',
        { n: threadItem.id, c: `Small thread ${i}` },
        viewer.cookie,
      );
    }
    const small = await countStatements(databaseUrl, viewer.username, threadItem.id);
    const sizes = await fill(databaseUrl, threadItem.id);
    console.log(
      `Filled: ${sizes.items} news items, ${sizes.comments} comments (${sizes.thread} on the measured item).`,
    );
    const large = await countStatements(databaseUrl, viewer.username, threadItem.id);
    console.log('\nSQL statements per request (the session user included):');
    printTable(
      ['request', 'rows (small)', 'statements (small)', 'rows (large)', 'statements (large)', 'fixed'],
      small.map((s, i) => [
        s.label,
        s.size,
        s.statements,
        large[i].size,
        large[i].statements,
        verdict(s.statements === large[i].statements),
      ]),
    );

    // 3. The list under load on A.
    const listBody = JSON.stringify({ query: LIST_QUERY, variables: { first: 20 } });
    const targets = [
      ['POST /graphql news(first: 20)', { url: `${a.base}/graphql`, method: 'POST', body: listBody }],
      ['GET /api/news', { url: `${a.base}/api/news`, method: 'GET' }],
    ];
    const loadRows = [];
    for (const [label, t] of targets) {
      const options = { ...t, connections: CONNECTIONS, timeout: 30, headers: { 'content-type': 'application/json' } };
      await loadWithAutocannon({ ...options, duration: WARMUP });
      const r = await loadWithAutocannon({ ...options, duration: DURATION });
      loadRows.push([
        label,
        r.requests,
        Math.round(r.rps),
        r.errors,
        ...[r.p50, r.p95, r.p99].map((v) => `${v.toFixed(1)} ms`),
      ]);
      if (label.startsWith('POST')) loadRows.listP95 = r.p95;
    }
    console.log(`\nNews list at ${CONNECTIONS} connections, ${DURATION} s each (instance A, PostgreSQL):`);
    printTable(['request', 'requests', 'req/s', 'errors', 'p50', 'p95', 'p99'], loadRows);

    // 3b. The list statement itself on BENCH_CONNECTIONS database connections (bench/news-list.mjs, i14-news).
    console.log('\nThe list query on its own (bench/news-list.mjs on the same database):');
    const listOnly = spawnSync(process.execPath, [path.join(REPO_ROOT, 'bench', 'news-list.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: 'inherit',
    });
    if (listOnly.status !== 0) console.log(`bench/news-list.mjs exited with ${listOnly.status}`);

    // 4. Notifications across instances.
    const { totals, afterAnswer } = await timeNotifications(a.base, b.ws);
    distribution('Reply sent on A -> pushed unread count received on B', totals);
    distribution('A answered the reply -> pushed count received on B', afterAnswer);

    const notifyP95 = percentile(totals, 95);
    console.log('\nTargets:');
    console.log(
      `  ${verdict(small.every((s, i) => s.statements === large[i].statements))}  statement counts do not grow with the data`,
    );
    console.log(
      `  ${verdict(loadRows.listP95 <= TARGETS.listP95)}  news list p95 ${loadRows.listP95.toFixed(1)} ms <= ${TARGETS.listP95} ms at ${CONNECTIONS} connections`,
    );
    console.log(
      `  ${verdict(notifyP95 <= TARGETS.notifyP95)}  cross-instance notification p95 ${notifyP95.toFixed(1)} ms <= ${TARGETS.notifyP95} ms`,
    );
  } finally {
    for (const child of apps) await stopChild(child);
    dropDb();
    removeDir(dataDir);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
