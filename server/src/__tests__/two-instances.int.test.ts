// Two real app processes (src/index.ts, as `npm start` runs it) on one PostgreSQL database, behind
// no proxy, as a load balancer would spread one visitor's requests: they must behave as one site.
// Sessions, rate limits and writes are shared at once; the in-process read caches (catalog, search,
// prerendered pages) catch up within their TTLs, set short here. The embedded database has a
// single owner (a second process is refused: boot.int.test.ts), so this runs on real PostgreSQL only.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { AUTH_MESSAGES } from '@rigforge/common';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { liveClient, subscribe } from '../test/live';

const url = process.env.TEST_DATABASE_URL;
const onRealPostgres = url ? describe : describe.skip;

const SERVER_ROOT = path.resolve(__dirname, '..', '..');
const CLIENT_DIST = path.resolve(SERVER_ROOT, '..', 'client', 'dist');
const CLIENT_BUILT = ['index.html', '../dist-ssr/render.cjs'].every((file) =>
  fs.existsSync(path.join(CLIENT_DIST, file)),
);
/** The caches' lifetime on both instances, and how late past it a change may show under load. */
const TTL_MS = 1500;
const MARGIN_MS = 15_000;
const SESSION_SECRET = crypto.randomBytes(32).toString('base64url');

interface Instance {
  name: string;
  child: ChildProcessWithoutNullStreams;
  port: number;
  base: string;
  stderr: () => string;
}

/** The child's exit code, at once if it has exited. */
function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

/** Runs src/<script> under swc-node from the server folder, with the test database and `env`. */
function node(script: string, args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['-r', '@swc-node/register', script, ...args], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      SWC_NODE_PROJECT: path.join(SERVER_ROOT, 'tsconfig.json'),
      DATABASE_URL: url,
      ...env,
    },
  });
}

/** Starts one app process and resolves once it listens (TEST_PORT_BASE: fixed ports from there). */
function startInstance(name: string, index: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<Instance> {
  const portBase = Number(process.env.TEST_PORT_BASE ?? 0);
  const child = node('src/index.ts', [], {
    NODE_ENV: 'production',
    PORT: String(portBase > 0 ? portBase + index : 0),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET,
    CLIENT_DIST: CLIENT_BUILT ? CLIENT_DIST : 'none',
    CATALOG_CACHE_TTL_MS: String(TTL_MS),
    SEARCH_CACHE_TTL_MS: String(TTL_MS),
    PRERENDER_CACHE_TTL_MS: String(TTL_MS),
    GUEST_CACHE_TTL_MS: String(TTL_MS),
    PRICE_CACHE_FRESH_MS: String(TTL_MS),
    PRICE_CACHE_REFRESH_MS: String(TTL_MS),
    DB_POOL_SIZE: '4',
    HASH_CONCURRENCY: '1',
    LOG_LEVEL: 'info',
    ...env,
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance ${name} exited (${code}): ${stderr}`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      let entry: { msg?: string; port?: number; level?: number };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        return;
      }
      if ((entry.level ?? 0) >= 50) stderr += `${line}\n`;
      if (entry.msg?.startsWith('RigForge is listening') && entry.port) {
        resolve({ name, child, port: entry.port, base: `http://127.0.0.1:${entry.port}`, stderr: () => stderr });
      }
    });
  });
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  instance.child.kill('SIGTERM');
  await exitOf(instance.child);
}

interface GraphQLAnswer<T> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; retryAfter?: number } }[];
}

/** A browser: one session cookie, sent to whichever instance it calls (as behind a load balancer). */
class Visitor {
  cookie: string | null = null;

  async fetch(instance: Instance, pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookie !== null) headers.set('Cookie', `${SESSION_COOKIE}=${this.cookie}`);
    const res = await fetch(`${instance.base}${pathname}`, { ...init, headers });
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (set) {
      const value = set.slice(SESSION_COOKIE.length + 1).split(';')[0];
      this.cookie = value === '' || /expires=Thu, 01 Jan 1970/i.test(set) ? null : value;
    }
    return res;
  }

  async graphql<T = Record<string, unknown>>(
    instance: Instance,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLAnswer<T>> {
    const res = await this.fetch(instance, '/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: T | null; errors?: GraphQLAnswer<T>['errors'] };
    return { status: res.status, data: body.data ?? null, errors: body.errors };
  }

  /** An operation that must succeed: its data. */
  async data<T = Record<string, unknown>>(
    instance: Instance,
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<T> {
    const answer = await this.graphql<T>(instance, query, variables);
    if (answer.errors || answer.data === null) {
      throw new Error(`${instance.name}: ${JSON.stringify(answer.errors)} for ${query}`);
    }
    return answer.data;
  }
}

/**
 * Asks `probe` until it is true (it is never timed itself), and returns how long that took; fails
 * after `limitMs` — far past the TTL, so that a slow machine cannot fail it, but a cache that
 * another instance's write never reaches does.
 */
async function msUntil(probe: () => Promise<boolean>, limitMs = TTL_MS + MARGIN_MS): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not seen within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SIGN_UP = `mutation($email: String!, $username: String!, $password: String!) {
  signUp(email: $email, username: $username, password: $password) { id username } }`;
const SIGN_IN = `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`;
const ME = '{ me { id username } }';
const CREATE_BUILD = `mutation($input: SavedBuildInput!) { createSavedBuild(input: $input) { id title isPublic } }`;
const MY_BUILDS = '{ mySavedBuilds(first: 50) { totalCount nodes { id title } } }';
const PUBLIC_BUILDS = '{ publicBuilds(first: 50) { nodes { id title } } }';
const PARTS = [{ type: 'CPU', name: 'AMD Ryzen 5 7600', price: 199.99 }];
const POST_COMMENT = `mutation($newsId: ID!, $content: String!, $parentId: ID) {
  postComment(newsId: $newsId, content: $content, parentId: $parentId) { id } }`;

let accounts = 0;
/** A new account signed up in `visitor` on `instance` (which signs it in). */
async function signUp(visitor: Visitor, instance: Instance) {
  accounts += 1;
  const n = `twin${accounts}${crypto.randomBytes(3).toString('hex')}`;
  const account = { email: `${n}@example.com`, username: n, password: 'Tr1cky-Pangolin' };
  const { signUp: user } = await visitor.data<{ signUp: { id: string } }>(instance, SIGN_UP, account);
  return { ...account, id: user.id };
}

/** Empties the test database, as startTestServer does, so that both instances migrate it. */
async function resetDatabase(): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

onRealPostgres('two app processes on one PostgreSQL database', () => {
  let tmp: string;
  let a: Instance;
  let b: Instance;
  /** What was measured, printed at the end. */
  const figures: Record<string, number> = {};

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-two-'));
    await resetDatabase();
    // Both start at once on the empty database: the migrations and the seed run once between them.
    const started = await Promise.allSettled([
      startInstance('A', 0, path.join(tmp, 'a')),
      startInstance('B', 1, path.join(tmp, 'b')),
    ]);
    for (const result of started) {
      if (result.status === 'fulfilled') {
        if (result.value.name === 'A') a = result.value;
        else b = result.value;
      }
    }
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    if (Object.keys(figures).length > 0) {
      process.stdout.write(`two-instances figures (ms, TTL ${TTL_MS}): ${JSON.stringify(figures)}\n`);
    }
  });

  it('started both on an empty database at once: one schema, one seed', async () => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; n: string }>(
        'SELECT "name", COUNT(*) AS n FROM "migrations" GROUP BY "name" HAVING COUNT(*) > 1',
      );
      expect(rows).toEqual([]);
      const guides = await client.query<{ n: string }>('SELECT COUNT(*) AS n FROM "build_guide"');
      const slugs = await client.query<{ n: string }>('SELECT COUNT(DISTINCT "slug") AS n FROM "build_guide"');
      expect(Number(guides.rows[0].n)).toBeGreaterThan(0);
      expect(guides.rows[0].n).toBe(slugs.rows[0].n);
    } finally {
      await client.end();
    }
    for (const instance of [a, b]) expect((await fetch(`${instance.base}/readyz`)).status).toBe(200);
  });

  it('shares sessions: signed in on A, known and writing on B; signed out on B, refused on A', async () => {
    const visitor = new Visitor();
    const account = await signUp(visitor, a);
    expect(visitor.cookie).not.toBeNull();
    expect((await visitor.data<{ me: { id: string } }>(b, ME)).me).toEqual({
      id: account.id,
      username: account.username,
    });

    const { createSavedBuild: saved } = await visitor.data<{ createSavedBuild: { id: string } }>(b, CREATE_BUILD, {
      input: { title: 'Saved on B', components: PARTS },
    });
    const mine = await visitor.data<{ mySavedBuilds: { nodes: { id: string }[] } }>(a, MY_BUILDS);
    expect(mine.mySavedBuilds.nodes.map((n) => n.id)).toEqual([saved.id]);

    const cookie = visitor.cookie;
    expect((await visitor.data<{ signOut: boolean }>(b, 'mutation { signOut }')).signOut).toBe(true);
    expect(visitor.cookie).toBeNull();
    // The old cookie, replayed on A: its session is gone from the shared store.
    visitor.cookie = cookie;
    expect((await visitor.data<{ me: unknown }>(a, ME)).me).toBeNull();
    const refused = await visitor.graphql(a, MY_BUILDS);
    expect(refused.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const rest = await visitor.fetch(a, '/api/auth/user');
    expect(await rest.json()).toBeNull();
  });

  it('shares sessions without SESSION_SECRET too: the generated one is kept in the database', async () => {
    const started = await Promise.allSettled([
      startInstance('C', 2, path.join(tmp, 'c'), { SESSION_SECRET: '' }),
      startInstance('D', 3, path.join(tmp, 'd'), { SESSION_SECRET: '' }),
    ]);
    const [c, d] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    try {
      if (!c || !d) throw (started.find((result) => result.status === 'rejected') as PromiseRejectedResult).reason;
      const visitor = new Visitor();
      const account = await signUp(visitor, c);
      expect((await visitor.data<{ me: { id: string } | null }>(d, ME)).me?.id).toBe(account.id);
    } finally {
      await Promise.all([stopInstance(c), stopInstance(d)]);
    }
  }, 120_000);

  it('counts failed sign-ins across both: the limit trips at the same total as on one', async () => {
    const account = await signUp(new Visitor(), a);
    const guest = new Visitor();
    // The default limit: 10 failed sign-ins per account and address, then 15 minutes blocked.
    for (let i = 0; i < 10; i += 1) {
      const answer = await guest.graphql(i % 2 === 0 ? a : b, SIGN_IN, {
        email: account.email,
        password: `Wrong-pass${i}`,
      });
      expect(answer.errors?.map((e) => e.message)).toEqual([AUTH_MESSAGES.invalidCredentials]);
    }
    // The eleventh, with the right password, on either instance: refused, with when to retry.
    const blocked = await guest.graphql(a, SIGN_IN, { email: account.email, password: account.password });
    expect(blocked.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect(blocked.errors?.[0].message).toMatch(/^Too many failed sign-in attempts for this account\./);
    expect(blocked.errors?.[0].extensions?.retryAfter).toBeGreaterThan(890);
    const rest = await guest.fetch(b, '/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(890);
    expect(((await rest.json()) as { code: string }).code).toBe('RATE_LIMITED');
  });

  it('shows a catalog import on both within the cache TTL', async () => {
    // One new graphics card (the importer fixtures' shape), under a name no catalog has.
    const token = `Twinpart${crypto.randomBytes(3).toString('hex')}`;
    const dir = path.join(tmp, 'import');
    fs.mkdirSync(dir);
    const card = {
      opendb_id: crypto.randomUUID(),
      metadata: { name: `ASRock ${token} Arc A580 8GB GDDR6`, manufacturer: 'ASRock', part_numbers: [token] },
      chipset_manufacturer: 'Intel',
      chipset: 'Arc A580',
      memory: 8,
      memory_type: 'GDDR6',
      core_base_clock: 1700,
      core_boost_clock: 2000,
      color: ['BLACK'],
      length: 250,
      tdp: 185,
      total_slot_width: 2,
      general_product_information: {},
    };
    fs.writeFileSync(path.join(dir, 'GPU.jsonl'), `${JSON.stringify(card)}\n`);

    const LIST = `query($text: String!) { components(type: GPU, text: $text) { totalCount nodes { name } } }`;
    const SEARCH = `query($q: String!) { search(q: $q) { groups { kind totalCount } } }`;
    const guest = new Visitor();
    const listed = async (instance: Instance) =>
      (await guest.data<{ components: { totalCount: number } }>(instance, LIST, { text: token })).components
        .totalCount === 1;
    const found = async (instance: Instance) =>
      (
        await guest.data<{ search: { groups: { kind: string; totalCount: number }[] } }>(instance, SEARCH, {
          q: token,
        })
      ).search.groups.find((g) => g.kind === 'COMPONENTS')?.totalCount === 1;
    // Both have the (empty) answers cached before the import.
    for (const instance of [a, b]) {
      expect(await listed(instance)).toBe(false);
      expect(await found(instance)).toBe(false);
    }

    const importer = node('src/modules/catalog/import/cli.ts', ['--source', 'buildcores', dir], {
      DATA_DIR: path.join(tmp, 'importer'),
      NODE_ENV: 'production',
    });
    let output = '';
    importer.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    importer.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await exitOf(importer)).toBe(0);
    expect(output).toMatch(/inserted/i);

    const [listedA, listedB, foundA, foundB] = await Promise.all([
      msUntil(() => listed(a)),
      msUntil(() => listed(b)),
      msUntil(() => found(a)),
      msUntil(() => found(b)),
    ]);
    Object.assign(figures, {
      importListedA: listedA,
      importListedB: listedB,
      importFoundA: foundA,
      importFoundB: foundB,
    });
    for (const ms of [listedA, listedB, foundA, foundB]) expect(ms).toBeLessThan(TTL_MS + MARGIN_MS);
  });

  it('shows a retailer feed import on both within the price cache TTL', async () => {
    const PRICING = `query($name: String!) { pricing(componentName: $name) { offers { retailer priceCents source } } }`;
    const name = 'AMD Ryzen 5 7600';
    const cents = 10_000 + crypto.randomInt(5000);
    const guest = new Visitor();
    const offered = async (instance: Instance) =>
      (
        await guest.data<{ pricing: { offers: { retailer: string; priceCents: number }[] } }>(instance, PRICING, {
          name,
        })
      ).pricing.offers.some((o) => o.retailer === 'NEWEGG' && o.priceCents === cents);
    // Both keep the part's feed offers from before the import.
    for (const instance of [a, b]) expect(await offered(instance)).toBe(false);

    const file = path.join(tmp, 'newegg.csv');
    const observed = new Date(Date.now() - 60_000).toISOString();
    fs.writeFileSync(
      file,
      `retailer,name,price,in_stock,url,observed_at\nnewegg,${name},${(cents / 100).toFixed(2)},yes,https://www.newegg.com/p/N82E16819113787,${observed}\n`,
    );
    const importer = node('src/modules/pricing/feed/cli.ts', [file], {
      DATA_DIR: path.join(tmp, 'importer'),
      NODE_ENV: 'production',
    });
    let output = '';
    importer.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    importer.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect({ code: await exitOf(importer), output }).toMatchObject({ code: 0 });

    const [onA, onB] = await Promise.all([msUntil(() => offered(a)), msUntil(() => offered(b))]);
    Object.assign(figures, { feedOfferA: onA, feedOfferB: onB });
    for (const ms of [onA, onB]) expect(ms).toBeLessThan(TTL_MS + MARGIN_MS);
  });

  it('shows a build published on A in the gallery on B at once', async () => {
    const visitor = new Visitor();
    await signUp(visitor, a);
    const title = `Shared rig ${crypto.randomBytes(3).toString('hex')}`;
    const { createSavedBuild: build } = await visitor.data<{ createSavedBuild: { id: string } }>(a, CREATE_BUILD, {
      input: { title, isPublic: true, components: PARTS },
    });
    const gallery = await new Visitor().data<{ publicBuilds: { nodes: { id: string; title: string }[] } }>(
      b,
      PUBLIC_BUILDS,
    );
    expect(gallery.publicBuilds.nodes).toContainEqual({ id: build.id, title });
  });

  (CLIENT_BUILT ? it : it.skip)(
    "shows a build published on A on B's prerendered gallery within the page TTL",
    async () => {
      const guest = new Visitor();
      const page = async (instance: Instance) => (await guest.fetch(instance, '/builds')).text();
      // Both keep a rendering of /builds from before the build.
      const title = `Prerendered rig ${crypto.randomBytes(3).toString('hex')}`;
      for (const instance of [a, b]) expect(await page(instance)).not.toContain(title);

      const visitor = new Visitor();
      await signUp(visitor, a);
      await visitor.data(a, CREATE_BUILD, { input: { title, isPublic: true, components: PARTS } });
      // A redid its pages on the write; B's rendering lives out its TTL.
      expect(await page(a)).toContain(title);
      const onB = await msUntil(async () => (await page(b)).includes(title));
      figures.prerenderedGalleryB = onB;
      expect(onB).toBeLessThan(TTL_MS + MARGIN_MS);
    },
  );

  it("drops B's kept guest answers of view counts when a view is counted on A, well before their TTL", async () => {
    const guest = new Visitor();
    const STATS = '{ newsStats { totalViews } }';
    const ITEM = 'query($first: Int) { news(first: $first) { nodes { id views } } }';
    const { news } = await guest.data<{ news: { nodes: { id: string; views: number }[] } }>(b, ITEM, { first: 1 });
    const [item] = news.nodes;
    const total = async () => (await guest.data<{ newsStats: { totalViews: number } }>(b, STATS)).newsStats.totalViews;
    const views = async () =>
      (await guest.data<{ news: { nodes: { id: string; views: number }[] } }>(b, ITEM, { first: 1 })).news.nodes[0]
        .views;
    // B keeps both answers now.
    const before = await total();
    expect(await views()).toBe(item.views);
    const viewed = await new Visitor().data<{ recordNewsView: { views: number } }>(
      a,
      'mutation($id: ID!) { recordNewsView(newsId: $id) { views } }',
      { id: item.id },
    );
    expect(viewed.recordNewsView.views).toBe(item.views + 1);
    // A's news-views event reaches B at once: its kept answers go, long before the TTL would end them.
    const onB = await msUntil(async () => (await total()) === before + 1 && (await views()) === item.views + 1);
    figures.newsViewsB = onB;
    expect(onB).toBeLessThan(TTL_MS * 0.67);
  });

  it('shares comments and live notifications: a reply on A reaches a bell open on B', async () => {
    const ada = new Visitor();
    const bob = new Visitor();
    await signUp(ada, a);
    await signUp(bob, b);
    const { news } = await ada.data<{ news: { nodes: { id: string }[] } }>(a, '{ news(first: 1) { nodes { id } } }');
    const newsId = news.nodes[0].id;
    const { postComment: mine } = await ada.data<{ postComment: { id: string } }>(a, POST_COMMENT, {
      newsId,
      content: 'Posted on A',
    });
    const thread = await bob.data<{ comments: { nodes: { id: string }[] } }>(
      b,
      'query($id: ID!) { comments(newsId: $id) { nodes { id } } }',
      {
        id: newsId,
      },
    );
    expect(thread.comments.nodes.map((c) => c.id)).toContain(mine.id);

    // Ada's bell is open on B; Bob replies on A.
    const client = liveClient(`ws://127.0.0.1:${b.port}/graphql`, ada.cookie);
    const bell = subscribe<{ unreadNotificationCount: number }>(client, 'subscription { unreadNotificationCount }');
    try {
      expect((await bell.next(15_000)).data).toEqual({ unreadNotificationCount: 0 });
      await bob.data(a, POST_COMMENT, { newsId, content: 'Replied on A', parentId: mine.id });
      expect((await bell.next(15_000)).data).toEqual({ unreadNotificationCount: 1 });
    } finally {
      await bell.stop();
      await client.dispose();
    }
  });
});

// The embedded database has one owner: the app, a second app (boot.int.test.ts) and the importer
// refuse to share its folder, with a message that says why.
(url ? describe.skip : describe)('a second process on the embedded database', () => {
  let tmp: string;
  let site: Instance | undefined;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-one-'));
  });

  afterAll(async () => {
    await stopInstance(site);
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('refuses a catalog import into the folder of a running site, naming the reason', async () => {
    const dataDir = path.join(tmp, 'data');
    site = await startInstance('site', 0, dataDir, { DATABASE_URL: '', CLIENT_DIST: 'none' });
    const importer = node(
      'src/modules/catalog/import/cli.ts',
      ['--source', 'buildcores', path.join(SERVER_ROOT, 'src/modules/catalog/import/__fixtures__/opendb-sample')],
      { DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'production' },
    );
    let stderr = '';
    importer.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exitOf(importer)).toBe(1);
    expect(stderr).toContain(`The embedded database in ${dataDir} is already in use by another RigForge process`);
    expect((await fetch(`${site.base}/readyz`)).status).toBe(200);
  }, 120_000);
});
