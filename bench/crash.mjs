// Crash suite: a write load (sign-ups, saved builds, comments and replies) with `kill -9` of the app at
// a random moment, N cycles, on the embedded database and on PostgreSQL; on PostgreSQL also the app's
// database connections terminated mid-load, and the database made unreachable (refused, then a black
// hole) and back, without restarting the app.
//
//   npm run bench:crash                         (builds common and server first if server/dist is missing)
//   CYCLES=100 npm run bench:crash              (kill -9 cycles per database; default 20)
//   DB=postgres|embedded|both                   (default both)
//   CRASH_WRITERS=8                             (concurrent writers; default 8)
//   CRASH_KILL_MS=300-3000                      (the kill comes uniformly within this window of the load, ms)
//   CRASH_ACTIONS_PER_ACCOUNT=6                 (writes a writer makes with one account before the next sign-up)
//   CRASH_TERMINATIONS=5                        (PostgreSQL: pg_terminate_backend rounds, one a second, under load)
//   CRASH_REFUSED_SECONDS=10                    (PostgreSQL: how long the proxy refuses connections)
//   CRASH_BLACKHOLE_SECONDS=60                  (PostgreSQL: how long the proxy answers nothing; longer than
//                                                HANG_BOUND_MS, so that a request waiting for the database's
//                                                return is told from one refused within the bound)
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (makes and drops rf_crash_bench)
//
// The writers: each is a visitor that signs up (SignUp, its own X-Forwarded-For address: the server
// runs with TRUST_PROXY=1, so the per-address limits stay on and none is reached) and then makes
// CRASH_ACTIONS_PER_ACCOUNT writes with that account, one after the other: saved builds (a build the
// planner generated at the start, GeneratePartsFromUseCases, saved with CreateSavedBuild), comments
// on the seeded news items and replies to comments acknowledged earlier (PostComment); then the next
// visitor. So an account posts at most CRASH_ACTIONS_PER_ACCOUNT comments, under the limit of 30 per
// 10 minutes. A write is acknowledged when its success answer (2xx with the new id) was received in
// full; a write whose answer never came (the connection died with the app) is in flight at the kill,
// its outcome unknown, and is counted apart, never as lost.
//
// A cycle: the load runs; at a random moment the app gets SIGKILL; it is started again on the same
// data folder / database, and the restart time is spawn → first 200 from /readyz; then every write
// acknowledged in the cycle is looked for: an account answers Me with its session cookie (a session
// that survived) or else signs in with its password; a saved build is seen by its owner by id
// (savedBuild); a comment is in its item's thread (Comments), and each item's commentCount equals the
// comments its thread shows. After the last phase the app is killed and restarted once more and every
// write of the run is looked for again.
//
// PostgreSQL only: the app's DATABASE_URL points at a TCP proxy this script runs in front of the
// server. (1) Termination: under load, every backend of the bench database but the script's own is
// ended with pg_terminate_backend, once a second: every answer must be a 2xx or a coded 503
// UPSTREAM_UNAVAILABLE with Retry-After, never a 500, and a sign-up, a saved build and a comment must
// succeed right after. (2) Outage: the proxy refuses (every proxied socket closed, new connections
// refused), then, in a second outage, becomes a black hole (connections accepted, nothing answered):
// /readyz must answer 503 while it lasts; answers must be coded refusals within a bounded time; after
// the proxy is restored, /readyz returns to 200 and writes succeed, without restarting the app.
//
// Prints figures and PASS/FAIL lines; asserts nothing. Every child is stopped at the end, also on
// error or Ctrl+C; the PostgreSQL database it made is dropped and its temporary folders removed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  SERVER_ENTRY,
  ensureServerBuilt,
  freePort,
  jsonRequest,
  loadClientOperations,
  makeTempDir,
  percentile,
  removeDir,
  scratchDatabase,
  serverEnv,
  sessionCookieOf,
  sleep,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';

const CYCLES = Number(process.env.CYCLES ?? 20);
const DBS = { both: ['embedded', 'postgres'], postgres: ['postgres'], embedded: ['embedded'] }[
  process.env.DB ?? 'both'
];
const WRITERS = Number(process.env.CRASH_WRITERS ?? 8);
const [KILL_MIN_MS, KILL_MAX_MS] = (process.env.CRASH_KILL_MS ?? '300-3000').split('-').map(Number);
const ACTIONS_PER_ACCOUNT = Number(process.env.CRASH_ACTIONS_PER_ACCOUNT ?? 6);
const TERMINATIONS = Number(process.env.CRASH_TERMINATIONS ?? 5);
const OUTAGE_MS = {
  refuse: Number(process.env.CRASH_REFUSED_SECONDS ?? 10) * 1000,
  blackhole: Number(process.env.CRASH_BLACKHOLE_SECONDS ?? 60) * 1000,
};
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'rf_crash_bench';
const PASSWORD = 'Crash-Bench-Pangolin-42';
// The longest an answer may take while the database is silent, with the app's defaults: a statement
// waits up to 10 s in the pool's queue, then up to 10 s for a new connection (connectionTimeoutMillis)
// or for the answer on an open one (DB_ANSWER_TIMEOUT_MS); a request stops at its first failed
// statement, except that the rate-limit check falls back to memory and the request goes on to its
// write: two statements, 40 s.
const HANG_BOUND_MS = 40_000;
// Longer than that: a request still unanswered then is counted as hung.
const REQUEST_TIMEOUT_MS = 60_000;
const KINDS = ['account', 'build', 'comment', 'reply'];
const KIND_LABELS = { account: 'accounts', build: 'saved builds', comment: 'comments', reply: 'replies' };

if (!DBS || !(CYCLES >= 1) || !(WRITERS >= 1) || !(KILL_MIN_MS >= 0 && KILL_MAX_MS >= KILL_MIN_MS)) {
  console.error('DB must be postgres, embedded or both; CYCLES and CRASH_WRITERS at least 1; CRASH_KILL_MS min-max');
  process.exit(2);
}

const OPS = loadClientOperations();
// The one read the client has no operation for: a saved build by id, as its owner sees it.
const SAVED_BUILD_BY_ID = 'query SavedBuildById($id: ID!) { savedBuild(id: $id) { id } }';

const pick = (list) => list[crypto.randomInt(list.length)];
// Clean texts (random letters or digits can spell a blocked word: "a55" is refused). Ids tell comments apart.
const COMMENTS = [
  'Solid build advice, thanks.',
  'Good news for anyone planning an upgrade this year.',
  'I would wait for the prices to settle before buying.',
  'Interesting, the benchmarks look promising.',
];

// ---------------------------------------------------------------------------------------------
// Requests: every answer is tallied in the phase that sent it.

/** What a phase saw: answers by status/code, 500s, the slowest answer, acknowledged and in-flight writes. */
function newTally() {
  return {
    answers: new Map(),
    samples: new Map(),
    serverErrors: 0,
    refusalsWithoutRetryAfter: 0,
    slowestMs: 0,
    acks: [],
    inFlight: new Map(),
    firstAckAt: null,
  };
}

function count(map, key, n = 1) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** One GraphQL operation as `who` (its address and session cookie), tallied in `tally`. */
async function gql(ctx, who, op, variables, tally) {
  const res = await jsonRequest({
    port: ctx.port,
    method: 'POST',
    path: '/graphql',
    body: { query: OPS.get(op) ?? op, variables },
    headers: { 'x-forwarded-for': who.ip, ...(who.cookie ? { cookie: who.cookie } : {}) },
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  if (tally) {
    const key = res.error ?? `HTTP ${res.status}`;
    count(tally.answers, key);
    if (res.error && !tally.samples.has(key)) {
      tally.samples.set(key, `${op.split('(')[0]}: ${res.json?.errors?.[0]?.message ?? res.json?.message ?? ''}`);
    }
    // A 5xx other than the coded 503, or an unexpected error inside a 200 GraphQL answer.
    if ((res.status >= 500 && res.status !== 503) || res.error === 'GraphQL INTERNAL_SERVER_ERROR') {
      tally.serverErrors += 1;
    }
    if (res.status === 503 && !res.headers['retry-after']) tally.refusalsWithoutRetryAfter += 1;
    tally.slowestMs = Math.max(tally.slowestMs, res.ms);
  }
  return res;
}

// ---------------------------------------------------------------------------------------------
// The writers.

/** A fresh client address for each visitor: 10.x.y.z. */
function nextIp(ctx) {
  ctx.visitors += 1;
  const n = ctx.visitors;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Sends one write and records its outcome: acknowledged (2xx, the id in hand), refused (any other
 * answer), or in flight (no answer: the connection ended with the app).
 */
async function write(ctx, tally, kind, who, op, variables, idOf, extra = {}) {
  const res = await gql(ctx, who, op, variables, tally);
  if (res.network) {
    if (res.error !== 'ECONNREFUSED') count(tally.inFlight, kind);
    return null;
  }
  const id = res.error ? null : idOf(res.json?.data);
  if (!id) return null;
  const ack = { kind, id, ...extra, ...(kind === 'account' ? {} : { owner: who }) };
  if (kind === 'account') {
    Object.assign(ack, { ip: who.ip, email: who.email, password: PASSWORD, cookie: sessionCookieOf(res.headers) });
  }
  tally.acks.push(ack);
  tally.firstAckAt ??= performance.now();
  return ack;
}

async function signUp(ctx, tally) {
  const n = ctx.visitors + 1;
  const who = { ip: nextIp(ctx), email: `crash${n}-${ctx.tag}@example.com`, username: `crash${n}_${ctx.tag}` };
  return write(
    ctx,
    tally,
    'account',
    who,
    'SignUp',
    { email: who.email, username: who.username, password: PASSWORD },
    (d) => d?.signUp?.id,
    { username: who.username },
  );
}

async function saveBuild(ctx, tally, account) {
  const build = pick(ctx.builds);
  return write(
    ctx,
    tally,
    'build',
    account,
    'CreateSavedBuild',
    {
      input: {
        title: `Crash ${crypto.randomBytes(3).toString('hex')}`,
        budgetCents: build.budgetCents,
        uses: build.uses,
        isPublic: Math.random() < 0.3,
        components: build.parts.map((p) => ({
          componentId: p.componentId,
          name: p.name,
          partType: p.type,
          priceCents: p.priceCents,
        })),
      },
    },
    (d) => d?.createSavedBuild?.id,
  );
}

async function postComment(ctx, tally, account) {
  const parent = Math.random() < 0.35 && ctx.topComments.length > 0 ? pick(ctx.topComments) : null;
  const newsId = parent?.newsId ?? pick(ctx.news).id;
  const ack = await write(
    ctx,
    tally,
    parent ? 'reply' : 'comment',
    account,
    'PostComment',
    {
      newsId,
      content: pick(COMMENTS),
      parentId: parent?.id ?? null,
    },
    (d) => d?.postComment?.id,
    { newsId },
  );
  if (ack?.kind === 'comment') ctx.topComments.push(ack);
  return ack;
}

/** One writer: a visitor signs up, makes its writes, the next visitor signs up... until `stopped()`. */
async function writer(ctx, tally, stopped) {
  let account = null;
  let left = 0;
  while (!stopped()) {
    let done;
    if (account === null || left === 0) {
      account = await signUp(ctx, tally);
      left = ACTIONS_PER_ACCOUNT;
      done = account;
    } else {
      left -= 1;
      done = Math.random() < 0.45 ? await saveBuild(ctx, tally, account) : await postComment(ctx, tally, account);
    }
    // A refusal (an outage): wait a little, as a person would, rather than spin.
    if (!done) await sleep(200);
  }
}

function startWriters(ctx, tally) {
  let stop = false;
  const loops = Array.from({ length: WRITERS }, () => writer(ctx, tally, () => stop));
  return {
    stop() {
      stop = true;
      return Promise.all(loops);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Looking for acknowledged writes.

/** Runs `fn` over `items`, `width` at a time. */
async function eachLimited(items, width, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

/**
 * Looks for every write in `acks` on the running app. Accounts first: Me with the session cookie,
 * else a sign-in with the password (whose session then serves the account's other checks).
 */
async function verify(ctx, acks) {
  const found = new Map(KINDS.map((k) => [k, 0]));
  const acked = new Map(KINDS.map((k) => [k, 0]));
  const missing = [];
  let sessions = 0;
  let accounts = 0;
  const refusals = new Map();
  const noteRefusal = (res) => {
    if (res.error) count(refusals, res.error);
  };
  for (const ack of acks) count(acked, ack.kind);

  await eachLimited(
    acks.filter((a) => a.kind === 'account'),
    4,
    async (account) => {
      accounts += 1;
      const me = await gql(ctx, account, 'Me', {});
      noteRefusal(me);
      if (me.json?.data?.me?.id === account.id) {
        sessions += 1;
        count(found, 'account');
        return;
      }
      const signIn = await gql(ctx, { ip: account.ip }, 'SignIn', {
        email: account.email,
        password: account.password,
        rememberMe: false,
      });
      noteRefusal(signIn);
      if (signIn.json?.data?.signIn?.id === account.id) {
        count(found, 'account');
        account.cookie = sessionCookieOf(signIn.headers);
      } else missing.push({ ...account, cookie: undefined, password: undefined });
    },
  );

  await eachLimited(
    acks.filter((a) => a.kind === 'build'),
    4,
    async (build) => {
      const res = await gql(ctx, build.owner, SAVED_BUILD_BY_ID, { id: build.id });
      noteRefusal(res);
      if (res.json?.data?.savedBuild?.id === build.id) count(found, 'build');
      else missing.push({ kind: 'build', id: build.id, owner: build.owner.email, answer: res.error ?? 'null' });
    },
  );

  const comments = acks.filter((a) => a.kind === 'comment' || a.kind === 'reply');
  const items = [...new Set(comments.map((c) => c.newsId))];
  let consistent = 0;
  const inconsistent = [];
  await eachLimited(items, 4, async (newsId) => {
    const guest = { ip: '192.168.0.1' };
    const thread = await gql(ctx, guest, 'Comments', { newsId });
    const counts = await gql(ctx, guest, 'NewsItemCounts', { id: newsId });
    noteRefusal(thread);
    noteRefusal(counts);
    const shown = new Map();
    const walk = (nodes) => {
      for (const n of nodes ?? []) {
        shown.set(n.id, n);
        walk(n.replies);
        walk(n.allReplies);
      }
    };
    walk(thread.json?.data?.comments);
    for (const c of comments.filter((x) => x.newsId === newsId)) {
      if (shown.has(c.id) && !shown.get(c.id).isDeleted) count(found, c.kind);
      else missing.push({ kind: c.kind, id: c.id, newsId });
    }
    const visible = [...shown.values()].filter((n) => !n.isDeleted).length;
    const commentCount = counts.json?.data?.newsItem?.commentCount;
    if (commentCount === visible) consistent += 1;
    else inconsistent.push({ newsId, commentCount, visible });
  });

  const total = (m) => [...m.values()].reduce((s, v) => s + v, 0);
  return {
    acked,
    found,
    allFound: total(found) === total(acked),
    missing,
    sessions,
    accounts,
    items: items.length,
    consistent,
    inconsistent,
    refusals,
  };
}

// ---------------------------------------------------------------------------------------------
// The app: started, killed, started again on the same data.

async function startApp(ctx) {
  const app = spawnNode([SERVER_ENTRY], {
    name: `app server (${ctx.kind})`,
    env: serverEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(ctx.port),
      HOST: '127.0.0.1',
      CLIENT_DIST: 'none',
      TRUST_PROXY: '1',
      ...ctx.env,
    }),
  });
  const spawnedAt = performance.now();
  ctx.app = app;
  const readyAt = await waitForHttp200(`http://127.0.0.1:${ctx.port}/readyz`, { child: app, timeoutMs: 180_000 });
  return readyAt - spawnedAt;
}

async function kill9(ctx) {
  ctx.app.kill('SIGKILL');
  await ctx.app.exited;
  ctx.app = null;
}

/** The reads the writers pick from: the seeded news items and a few builds the planner generates. */
async function loadData(ctx) {
  const guest = { ip: '192.168.0.2' };
  const news = await gql(ctx, guest, 'NewsPage', { first: 50 });
  ctx.news = news.json?.data?.news?.nodes ?? [];
  if (ctx.news.length === 0) throw new Error(`no news items to comment on: ${JSON.stringify(news.json)}`);
  ctx.builds = [];
  for (const budgetCents of [80000, 120000, 160000, 250000]) {
    for (const use of ['GAMING', 'CONTENT_CREATION', 'WORK']) {
      const res = await gql(ctx, guest, 'GeneratePartsFromUseCases', { uses: [use], budgetCents });
      const parts = res.json?.data?.generatePartsFromUseCases?.parts ?? [];
      if (parts.length > 0) ctx.builds.push({ budgetCents, uses: [use], parts });
    }
  }
  if (ctx.builds.length === 0) throw new Error('the planner generated no build to save');
}

// ---------------------------------------------------------------------------------------------
// kill -9 cycles.

async function killCycle(ctx) {
  const tally = newTally();
  const writers = startWriters(ctx, tally);
  await sleep(KILL_MIN_MS + Math.random() * (KILL_MAX_MS - KILL_MIN_MS));
  const stopping = writers.stop();
  await kill9(ctx);
  await stopping;
  const staleLock = ctx.kind === 'embedded' && fs.existsSync(path.join(ctx.dataDir, 'rigforge.lock'));
  const restartMs = await startApp(ctx);
  const check = await verify(ctx, tally.acks);
  ctx.allAcks.push(...tally.acks);
  return { tally, restartMs, staleLock, check };
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: a loopback TCP proxy in front of the server, which can refuse or black-hole.

async function startProxy(targetPort, targetHost = '127.0.0.1') {
  const pairs = new Set();
  let mode = 'open';
  const connectUpstream = (pair) => {
    const upstream = net.connect(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on('data', (chunk) => (pair.held ? pair.toClient.push(chunk) : pair.client.write(chunk)));
    upstream.on('error', () => pair.client.destroy());
    upstream.on('close', () => pair.client.destroy());
    for (const chunk of pair.toUpstream.splice(0)) upstream.write(chunk);
  };
  const server = net.createServer((client) => {
    const pair = { client, upstream: null, held: mode === 'blackhole', toUpstream: [], toClient: [] };
    pairs.add(pair);
    client.on('data', (chunk) =>
      pair.held || !pair.upstream ? pair.toUpstream.push(chunk) : pair.upstream.write(chunk),
    );
    client.on('error', () => pair.upstream?.destroy());
    client.on('close', () => {
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (!pair.held) connectUpstream(pair);
  });
  const listen = (port) => new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address();
  return {
    port,
    connections: () => pairs.size,
    /** 'refuse': every proxied socket closed, new connections refused. 'blackhole': nothing answered. */
    async cut(how) {
      mode = how;
      if (how === 'refuse') {
        await new Promise((resolve) => {
          server.close(resolve);
          for (const pair of pairs) {
            pair.client.destroy();
            pair.upstream?.destroy();
          }
        });
      } else {
        for (const pair of pairs) pair.held = true;
      }
    },
    /** Back to normal: listening again, held connections connected and their buffered bytes delivered. */
    async restore() {
      if (mode === 'refuse') await listen(port);
      mode = 'open';
      for (const pair of pairs) {
        pair.held = false;
        if (!pair.upstream) connectUpstream(pair);
        else for (const chunk of pair.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.toClient.splice(0)) pair.client.write(chunk);
      }
    },
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        for (const pair of pairs) {
          pair.client.destroy();
          pair.upstream?.destroy();
        }
      });
    },
  };
}

/** A sign-up, a saved build and a comment, one after the other: do writes go through? */
async function probeWrites(ctx, tally) {
  const account = await signUp(ctx, tally);
  const build = account ? await saveBuild(ctx, tally, account) : null;
  const comment = account ? await postComment(ctx, tally, account) : null;
  return Boolean(account && build && comment);
}

/** Under load, the bench database's other backends are ended TERMINATIONS times, once a second. */
async function terminationPhase(ctx) {
  const admin = new pg.Client({ connectionString: ctx.directUrl });
  await admin.connect();
  const tally = newTally();
  let terminated = 0;
  try {
    const writers = startWriters(ctx, tally);
    await sleep(1000);
    for (let round = 0; round < TERMINATIONS; round += 1) {
      const { rows } = await admin.query(
        `SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()) t WHERE ok`,
      );
      terminated += rows[0].n;
      await sleep(1000);
    }
    await writers.stop();
  } finally {
    await admin.end();
  }
  const writesAfter = await probeWrites(ctx, tally);
  const check = await verify(ctx, tally.acks);
  ctx.allAcks.push(...tally.acks);
  return { tally, terminated, writesAfter, check };
}

/** Under load, the proxy is cut (`how`) for OUTAGE_MS, then restored. */
async function outagePhase(ctx, how) {
  const tally = newTally();
  const readyz = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const res = await jsonRequest({ port: ctx.port, method: 'GET', path: '/readyz', timeoutMs: REQUEST_TIMEOUT_MS });
      readyz.push({ at: res.doneAt, status: res.status ?? res.error, ms: res.ms });
      await sleep(100);
    }
  })();
  const writers = startWriters(ctx, tally);
  await sleep(1000);
  const cutAt = performance.now();
  const beforeCut = new Map(tally.answers);
  await ctx.proxy.cut(how);
  await sleep(OUTAGE_MS[how]);
  // The answers that came while the database was cut.
  const outageAnswers = new Map(tally.answers);
  for (const [k, n] of beforeCut) count(outageAnswers, k, -n);
  for (const [k, n] of outageAnswers) if (n === 0) outageAnswers.delete(k);
  const restoredAt = performance.now();
  tally.firstAckAt = null;
  await ctx.proxy.restore();
  // Until /readyz is back and a write went through, at most 60 s.
  const deadline = restoredAt + 60_000;
  while (performance.now() < deadline) {
    const back = readyz.some((r) => r.at > restoredAt && r.status === 200);
    if (back && tally.firstAckAt !== null) break;
    await sleep(50);
  }
  await sleep(2000);
  await writers.stop();
  polling = false;
  await poller;
  const first503 = readyz.find((r) => r.at > cutAt && r.status === 503);
  const firstBack = readyz.find((r) => r.at > restoredAt && r.status === 200);
  const readyzDuringCut = readyz.filter((r) => r.at > cutAt + 2500 && r.at < restoredAt);
  const writesAfter = await probeWrites(ctx, tally);
  const check = await verify(ctx, tally.acks);
  ctx.allAcks.push(...tally.acks);
  return {
    how,
    tally,
    outageAnswers,
    first503Ms: first503 ? first503.at - cutAt : null,
    readyzAll503: readyzDuringCut.length > 0 && readyzDuringCut.every((r) => r.status === 503),
    readyzSlowestMs: Math.max(0, ...readyz.map((r) => r.ms)),
    recoverReadyMs: firstBack ? firstBack.at - restoredAt : null,
    recoverWriteMs: tally.firstAckAt !== null ? tally.firstAckAt - restoredAt : null,
    writesAfter,
    check,
  };
}

/**
 * Notes on a phase's result whether the app process died during it (it must not: these phases run
 * without a restart), with the end of its output; a dead app is started again for what follows.
 */
async function survived(ctx, result) {
  const { exitCode, signalCode, output } = ctx.app;
  if (exitCode === null && signalCode === null) return { ...result, died: null };
  const died = { exit: exitCode ?? signalCode, output: output.slice(-3000) };
  await startApp(ctx);
  return { ...result, died };
}

// ---------------------------------------------------------------------------------------------

async function benchDatabase(kind) {
  const dataDir = makeTempDir('bench-crash');
  const ctx = {
    kind,
    dataDir,
    env: { DATA_DIR: dataDir },
    port: await freePort(),
    tag: crypto.randomBytes(3).toString('hex'),
    visitors: 0,
    topComments: [],
    allAcks: [],
    app: null,
    proxy: null,
  };
  let drop = () => undefined;
  // Also on Ctrl+C (lib/common.mjs kills the children and exits): both steps are synchronous.
  const cleanUp = () => {
    drop();
    removeDir(dataDir);
  };
  process.on('exit', cleanUp);
  try {
    if (kind === 'postgres') {
      const scratch = scratchDatabase(PG_ADMIN, PG_DB);
      drop = scratch.drop;
      ctx.directUrl = scratch.url;
      const direct = new URL(scratch.url);
      ctx.proxy = await startProxy(Number(direct.port || 5432), direct.hostname);
      const proxied = new URL(scratch.url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(ctx.proxy.port);
      ctx.env.DATABASE_URL = proxied.toString();
    }
    console.log(
      `\n=== ${kind === 'postgres' ? 'PostgreSQL (local server, through the bench proxy)' : 'embedded database (PGlite in the app process)'} ===`,
    );
    const firstStartMs = await startApp(ctx);
    await loadData(ctx);
    console.log(
      `  first start (migrations, seed) ${(firstStartMs / 1000).toFixed(1)} s; ${ctx.news.length} news items, ` +
        `${ctx.builds.length} generated builds to save`,
    );
    const cycles = [];
    for (let i = 0; i < CYCLES; i += 1) {
      const c = await killCycle(ctx);
      cycles.push(c);
      const acked = c.tally.acks.length;
      const found = [...c.check.found.values()].reduce((s, v) => s + v, 0);
      console.log(
        `  cycle ${String(i + 1).padStart(3)}: ${acked} acknowledged, ${sumMap(c.tally.inFlight)} in flight, ` +
          `${found}/${acked} found, sessions ${c.check.sessions}/${c.check.accounts}, restart ${c.restartMs.toFixed(0)} ms` +
          `${c.staleLock ? ', stale lock taken over' : ''}; load ${la(os.loadavg())}`,
      );
    }
    let termination = null;
    const outages = [];
    if (kind === 'postgres') {
      termination = await survived(ctx, await terminationPhase(ctx));
      console.log(`  terminations: ${termination.terminated} backends ended`);
      for (const how of ['refuse', 'blackhole']) {
        outages.push(await survived(ctx, await outagePhase(ctx, how)));
        console.log(`  outage (${how}) done; load ${la(os.loadavg())}`);
      }
    }
    // The last word: killed once more, and every write of the run looked for after the restart.
    await kill9(ctx);
    const finalRestartMs = await startApp(ctx);
    const final = await verify(ctx, ctx.allAcks);
    return { kind, cycles, termination, outages, finalRestartMs, final };
  } finally {
    if (ctx.app) await stopChild(ctx.app);
    await ctx.proxy?.close();
    process.off('exit', cleanUp);
    cleanUp();
  }
}

const la = (l) => l.map((v) => v.toFixed(1)).join(' ');
const sumMap = (m) => [...m.values()].reduce((s, v) => s + v, 0);
const kinds = (m) =>
  KINDS.filter((k) => m.get(k))
    .map((k) => `${KIND_LABELS[k]} ${m.get(k)}`)
    .join(', ') || 'none';
const codes = (m) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `${k}×${n}`)
    .join(', ') || 'none';
const ms = (v) => (v === null ? 'never' : `${v.toFixed(0)} ms`);

/** The first message of each kind of refusal other than the expected 503. */
function printSamples(tally) {
  for (const [k, sample] of tally.samples) {
    if (k !== 'HTTP 503 UPSTREAM_UNAVAILABLE') console.log(`      first ${k}: ${sample.slice(0, 200)}`);
  }
}

/** A phase during which the app process died: how it ended and the end of its output. */
function printDeath(phase) {
  if (!phase.died) return;
  console.log(`    THE APP DIED (${phase.died.exit}); the end of its output:`);
  for (const line of phase.died.output.trim().split('\n').slice(-15)) console.log(`      ${line.slice(0, 600)}`);
}

function report(r) {
  const label = r.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
  const acked = new Map();
  const inFlight = new Map();
  const found = new Map();
  const answers = new Map();
  let sessions = 0;
  let accounts = 0;
  let items = 0;
  let consistent = 0;
  let staleLocks = 0;
  for (const c of r.cycles) {
    for (const [k, n] of c.check.acked) count(acked, k, n);
    for (const [k, n] of c.tally.inFlight) count(inFlight, k, n);
    for (const [k, n] of c.check.found) count(found, k, n);
    for (const [k, n] of c.tally.answers) if (k !== 'HTTP 200') count(answers, k, n);
    sessions += c.check.sessions;
    accounts += c.check.accounts;
    items += c.check.items;
    consistent += c.check.consistent;
    if (c.staleLock) staleLocks += 1;
  }
  const restarts = r.cycles.map((c) => c.restartMs).sort((a, b) => a - b);
  const totalAcked = sumMap(acked);
  console.log(`\n--- ${label}: ${r.cycles.length} kill -9 cycles, ${WRITERS} writers ---`);
  console.log(`  acknowledged writes: ${kinds(acked)} (total ${totalAcked})`);
  console.log(`  in flight at the kill (outcome unknown, not counted): ${kinds(inFlight)} (total ${sumMap(inFlight)})`);
  console.log(
    `  found after the restart: ${KINDS.map((k) => `${KIND_LABELS[k]} ${found.get(k) ?? 0}/${acked.get(k) ?? 0}`).join(', ')}`,
  );
  console.log(`  comment counts consistent with their threads: ${consistent} of ${items} item checks`);
  console.log(
    `  restart time (spawn → /readyz 200): p50 ${percentile(restarts, 50).toFixed(0)} ms, ` +
      `p95 ${percentile(restarts, 95).toFixed(0)} ms, max ${restarts.at(-1).toFixed(0)} ms`,
  );
  console.log(`  sessions that survived the kill: ${sessions} of ${accounts}`);
  if (r.kind === 'embedded')
    console.log(`  stale lock left by the kill and taken over: ${staleLocks} of ${r.cycles.length} cycles`);
  console.log(`  answers other than 200 during the loads: ${codes(answers)}`);
  const missing = r.cycles.flatMap((c) => c.check.missing);
  for (const m of missing.slice(0, 10)) console.log(`    MISSING ${JSON.stringify(m)}`);
  for (const c of r.cycles) for (const x of c.check.inconsistent) console.log(`    INCONSISTENT ${JSON.stringify(x)}`);

  if (r.termination) {
    const t = r.termination;
    console.log(`\n  connection termination (${TERMINATIONS} rounds of pg_terminate_backend under load, no restart):`);
    console.log(`    backends ended: ${t.terminated}; answers: ${codes(t.tally.answers)}`);
    console.log(`    500s: ${t.tally.serverErrors}; 503s without Retry-After: ${t.tally.refusalsWithoutRetryAfter}`);
    printSamples(t.tally);
    console.log(
      `    acknowledged ${t.tally.acks.length}, found ${sumMap(t.check.found)}; writes right after: ${t.writesAfter ? 'ok' : 'FAILED'}`,
    );
  }
  for (const o of r.outages) {
    console.log(
      `\n  database unreachable (${o.how === 'refuse' ? 'refused' : 'black hole'}, ${OUTAGE_MS[o.how] / 1000} s, no restart):`,
    );
    console.log(
      `    /readyz: first 503 ${ms(o.first503Ms)} after the cut; 503 throughout: ${o.readyzAll503 ? 'yes' : 'no'}; slowest /readyz ${ms(o.readyzSlowestMs)}`,
    );
    console.log(`    answers while cut: ${codes(o.outageAnswers)}`);
    console.log(`    answers over the phase: ${codes(o.tally.answers)}`);
    console.log(
      `    500s: ${o.tally.serverErrors}; 503s without Retry-After: ${o.tally.refusalsWithoutRetryAfter}; slowest answer ${ms(o.tally.slowestMs)}`,
    );
    console.log(
      `    after the restore: /readyz 200 in ${ms(o.recoverReadyMs)}, first acknowledged write in ${ms(o.recoverWriteMs)}; writes after: ${o.writesAfter ? 'ok' : 'FAILED'}`,
    );
    console.log(`    acknowledged ${o.tally.acks.length}, found ${sumMap(o.check.found)}`);
    printSamples(o.tally);
    printDeath(o);
  }
  const f = r.final;
  console.log(
    `\n  after a last kill -9 and restart (${r.finalRestartMs.toFixed(0)} ms): ${sumMap(f.found)} of ${sumMap(f.acked)} ` +
      `acknowledged writes of the run found; sessions ${f.sessions} of ${f.accounts}; comment counts consistent on ${f.consistent} of ${f.items} items`,
  );
  for (const m of f.missing.slice(0, 10)) console.log(`    MISSING ${JSON.stringify(m)}`);
}

function verdicts(results) {
  console.log('\n=== Verdicts ===');
  for (const r of results) {
    const label = r.kind === 'postgres' ? 'PostgreSQL' : 'embedded';
    const acked = r.cycles.reduce((s, c) => s + c.tally.acks.length, 0);
    const found = r.cycles.reduce((s, c) => s + sumMap(c.check.found), 0);
    const itemsOk = r.cycles.every((c) => c.check.inconsistent.length === 0);
    console.log(
      `${verdict(found === acked && itemsOk)} ${label}, ${r.cycles.length} kill -9 cycles: ${found} of ${acked} acknowledged writes found after the restart, comment counts ${itemsOk ? 'consistent' : 'INCONSISTENT'}`,
    );
    const sessions = r.cycles.reduce((s, c) => s + c.check.sessions, 0);
    const accounts = r.cycles.reduce((s, c) => s + c.check.accounts, 0);
    console.log(`${verdict(sessions === accounts)} ${label}, sessions: ${sessions} of ${accounts} survived the kill`);
    console.log(
      `${verdict(r.final.allFound && r.final.inconsistent.length === 0)} ${label}, after the last restart: ${sumMap(r.final.found)} of ${sumMap(r.final.acked)} writes of the whole run found`,
    );
    if (r.termination) {
      const t = r.termination;
      console.log(
        `${verdict(!t.died && t.tally.serverErrors === 0 && t.tally.refusalsWithoutRetryAfter === 0 && t.writesAfter && t.check.allFound && t.terminated > 0)} ` +
          `${label}, connections terminated under load: ${t.died ? `the app DIED (${t.died.exit}), ` : ''}${t.tally.serverErrors} 500s, writes after ${t.writesAfter ? 'ok' : 'failed'}, ` +
          `${sumMap(t.check.found)} of ${t.tally.acks.length} acknowledged found, no restart`,
      );
    }
    for (const o of r.outages) {
      const hung = o.tally.answers.get('timeout') ?? 0;
      const refused = o.outageAnswers.get('HTTP 503 UPSTREAM_UNAVAILABLE') ?? 0;
      console.log(
        `${verdict(!o.died && o.tally.serverErrors === 0 && hung === 0 && refused > 0 && o.tally.slowestMs <= HANG_BOUND_MS && o.first503Ms !== null && o.readyzAll503 && o.recoverReadyMs !== null && o.writesAfter && o.check.allFound)} ` +
          `${label}, database ${o.how === 'refuse' ? 'refused' : 'black-holed'}: ${o.died ? `the app DIED (${o.died.exit}), ` : ''}first /readyz 503 after ${ms(o.first503Ms)}, ` +
          `${o.tally.serverErrors} 500s, ${refused} coded 503s while cut, ${hung} hung, slowest ${ms(o.tally.slowestMs)} ` +
          `(bound ${HANG_BOUND_MS / 1000} s); back in ${ms(o.recoverReadyMs)} without a restart`,
      );
    }
  }
}

async function main() {
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `Crash suite: ${CYCLES} kill -9 cycles on ${DBS.join(' and ')}, ${WRITERS} writers, kill ${KILL_MIN_MS}-${KILL_MAX_MS} ms into the load; ` +
      `${cpus.length} CPU(s) (${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; load average at start ${la(os.loadavg())}. ` +
      'Every visitor signs up from its own address: no per-address limit is raised.',
  );
  const results = [];
  for (const kind of DBS) {
    const r = await benchDatabase(kind);
    results.push(r);
    report(r);
  }
  verdicts(results);
  console.log(`\nload average at the end ${la(os.loadavg())}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
