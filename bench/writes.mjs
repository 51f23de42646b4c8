// Concurrent writers and readers: saved-build creations per second while other users read, and
// whether any answer carries another user's data or any session is lost.
//
//   npm run bench:writes                     (builds common and server first if server/dist is missing)
//   BENCH_DURATION=10 npm run bench:writes   (seconds per phase; default 10)
//   DATABASE_URL=postgres://... npm run bench:writes   (use that database; it must be one you may write to)
//
// Without DATABASE_URL the app runs as `npm start` does: the embedded PGlite inside the server
// process, in a fresh temp DATA_DIR. Run it once each way to compare the two databases.
//
// Phase 1 (the figure): 4 signed-in users creating saved builds (POST /api/saved-builds), one
//   request at a time each, while 3 other signed-in users read (GET /api/auth/user and their saved
//   builds); prints creations per second, reads per second and the statuses. (Four users, not one:
//   an account keeps at most 500 builds.)
// Phase 2 (the check): 10 users, 12 readers of GET /api/auth/user and 8 writers of
//   POST /api/saved-builds; counts answers that carry another user's account, 5xx answers and
//   sessions that survive to the end.
//
// Prints figures and PASS/FAIL lines; asserts nothing. The server is stopped at the end, also on
// error or Ctrl+C.
import crypto from 'node:crypto';
import os from 'node:os';
import {
  SERVER_ENTRY,
  ensureServerBuilt,
  freePort,
  makeTempDir,
  printTable,
  removeDir,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const BUILD = (title) => ({
  title,
  components: [
    { type: 'CPU', name: 'AMD Ryzen 5 7600', price: 199.99 },
    { type: 'GPU', name: 'Radeon RX 7800 XT', price: 479.99 },
    { type: 'RAM', name: '32 GB DDR5-6000', price: 94.99 },
    { type: 'Storage', name: '1 TB NVMe SSD', price: 69.99 },
  ],
});

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

/** Signs a new user up (from its own client address, past the per-address sign-up limit). */
async function signUp(base, tag) {
  const run = crypto.randomBytes(3).toString('hex');
  const account = { email: `${tag}-${run}@example.com`, username: `${tag}_${run}`, password: 'Bench-Pangolin-42' };
  const address = `198.18.${crypto.randomInt(256)}.${crypto.randomInt(256)}`;
  const up = await call(base, 'POST', '/api/auth/sign-up', { body: account, headers: { 'x-forwarded-for': address } });
  if (up.status !== 201) throw new Error(`sign-up failed: HTTP ${up.status} ${up.text.slice(0, 300)}`);
  const sid = up.headers.getSetCookie().find((c) => c.startsWith('rigforge.sid='));
  if (!sid) throw new Error('sign-up set no session cookie');
  return { ...account, cookie: sid.split(';')[0] };
}

/** Runs `body` in a loop until the deadline. */
async function until(deadline, body) {
  while (performance.now() < deadline) await body();
}

function tally() {
  const statuses = new Map();
  return {
    statuses,
    add(status) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    },
    text() {
      return [...statuses.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ');
    },
    count(pred) {
      let n = 0;
      for (const [s, c] of statuses) if (pred(s)) n += c;
      return n;
    },
  };
}

async function writersAndReaders(base) {
  const writers = await Promise.all([0, 1, 2, 3].map((i) => signUp(base, `writer${i}`)));
  const readers = await Promise.all([0, 1, 2].map((i) => signUp(base, `reader${i}`)));
  const writes = tally();
  const reads = tally();
  let created = 0;
  let mixUps = 0;
  const deadline = performance.now() + DURATION * 1000;
  const started = performance.now();
  await Promise.all([
    ...writers.map((w) =>
      until(deadline, async () => {
        const res = await call(base, 'POST', '/api/saved-builds', { body: BUILD(w.email), cookie: w.cookie });
        writes.add(res.status);
        if (res.status === 201) created += 1;
      }),
    ),
    ...readers.map((r) =>
      until(deadline, async () => {
        const me = await call(base, 'GET', '/api/auth/user', { cookie: r.cookie });
        reads.add(me.status);
        if (me.json?.email !== r.email) mixUps += 1;
        const list = await call(base, 'GET', '/api/saved-builds', { cookie: r.cookie });
        reads.add(list.status);
        if (!Array.isArray(list.json) || list.json.length !== 0) mixUps += 1;
      }),
    ),
  ]);
  const seconds = (performance.now() - started) / 1000;
  let stored = 0;
  for (const w of writers) {
    const saved = await call(base, 'GET', '/api/saved-builds', { cookie: w.cookie });
    if (Array.isArray(saved.json)) stored += saved.json.filter((b) => b.title === w.email).length;
  }
  return { created, seconds, writes, reads, mixUps, stored };
}

async function tenUsers(base) {
  const users = await Promise.all(Array.from({ length: 10 }, (_, i) => signUp(base, `mixed${i}`)));
  const answers = tally();
  let mixUps = 0;
  const deadline = performance.now() + DURATION * 1000;
  await Promise.all([
    ...Array.from({ length: 12 }, (_, i) =>
      until(deadline, async () => {
        const u = users[i % users.length];
        const me = await call(base, 'GET', '/api/auth/user', { cookie: u.cookie });
        answers.add(me.status);
        if (me.json?.email !== u.email) mixUps += 1;
      }),
    ),
    ...Array.from({ length: 8 }, (_, i) =>
      until(deadline, async () => {
        const u = users[(i * 3) % users.length];
        const res = await call(base, 'POST', '/api/saved-builds', { body: BUILD(u.email), cookie: u.cookie });
        answers.add(res.status);
      }),
    ),
  ]);
  let sessions = 0;
  for (const u of users) {
    const me = await call(base, 'GET', '/api/auth/user', { cookie: u.cookie });
    if (me.status === 200 && me.json?.email === u.email) sessions += 1;
  }
  return { answers, mixUps, sessions, users: users.length };
}

async function main() {
  ensureServerBuilt();
  const external = process.env.DATABASE_URL;
  const cpus = os.cpus();
  console.log(
    `Concurrent writes on ${external ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (PGlite)'}: ` +
      `${DURATION} s per phase; ${cpus.length} CPU(s), Node ${process.version}. ` +
      'Load generator, app server and database share this machine.\n',
  );
  const dataDir = makeTempDir('bench-writes');
  let app = null;
  const stop = async () => {
    if (app) await stopChild(app);
    app = null;
    removeDir(dataDir);
  };
  process.on('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    const port = await freePort();
    app = spawnNode([SERVER_ENTRY], {
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
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp200(`${base}/readyz`, { child: app, timeoutMs: 180_000 });

    const one = await writersAndReaders(base);
    console.log('Phase 1: 4 users creating saved builds; 3 other users reading');
    printTable(
      ['creations/s', 'created', 'stored', 'write statuses', 'read statuses', 'reads/s', 'wrong answers'],
      [
        [
          (one.created / one.seconds).toFixed(1),
          one.created,
          one.stored,
          one.writes.text(),
          one.reads.text(),
          (one.reads.count(() => true) / one.seconds).toFixed(1),
          one.mixUps,
        ],
      ],
    );
    const two = await tenUsers(base);
    console.log('\nPhase 2: 10 users, 12 readers of GET /api/auth/user, 8 writers of POST /api/saved-builds');
    printTable(
      ['answers', 'statuses', 'another user’s data', '5xx', 'sessions kept'],
      [
        [
          two.answers.count(() => true),
          two.answers.text(),
          two.mixUps,
          two.answers.count((s) => s >= 500),
          `${two.sessions}/${two.users}`,
        ],
      ],
    );
    const ok =
      one.mixUps === 0 &&
      one.created === one.stored &&
      one.writes.count((s) => s !== 201) === 0 &&
      two.mixUps === 0 &&
      two.answers.count((s) => s >= 500) === 0 &&
      two.sessions === two.users;
    console.log(`\n${verdict(ok)}: no wrong answers, no 5xx, every creation stored, every session kept`);
  } finally {
    await stop();
  }
}

main().catch(async (err) => {
  console.error(err);
  process.exit(1);
});
