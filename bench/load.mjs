// Mixed load: virtual users making the visits real users make (the client's own GraphQL operations),
// with sign-ins and saved-build writes, at 50 and 200 connections, on PostgreSQL and on the embedded
// database; then SIGTERM during the load.
//
//   npm run bench:load                          (builds common and server first if server/dist is missing)
//   BENCH_DURATION=20 npm run bench:load        (seconds per measured run; default 60)
//   DB=postgres|embedded|both                   (default both)
//   BENCH_CONNECTIONS=50,200                    (the measured runs; default 50,200)
//   BENCH_WARMUP=5                              (seconds of warm-up at the first connection count)
//   BENCH_CATALOG=full|seed                     (full: import both public datasets from BENCH_DATA first,
//                                                as a real deployment has them; default full when present)
//   BENCH_PG_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres   (makes and drops rf_load_bench)
//   BENCH_SIGTERM_CONNECTIONS=200               (load while SIGTERM is sent; 0 skips that phase)
//   BENCH_THINK_MS=0                            (a pause after each visit, as a reader reads the page: uniform
//                                                0.5-1.5x this; default 0, the closed loop the targets are for)
//   BENCH_ACCEPT_ENCODING='gzip, deflate, br'   (what the users accept, as browsers; "none": uncompressed)
//   BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   (extra node flags for the server: profiling)
//
// Each connection is one virtual user with its own keep-alive socket and its own client address
// (X-Forwarded-For; the server runs with TRUST_PROXY=1, as behind a load balancer: the per-address
// limits stay on). Two in five users are members: they were signed up in the setup phase and send
// their session cookie; the rest are guests. A user picks a visit by weight (VISITS below), sends its
// requests one after another (each waits for the previous answer, as the pages do), then picks the
// next visit; by default there is no think time, so this is a closed loop measuring capacity. Every request's
// latency is recorded; errors are counted by kind (HTTP status, GraphQL error code, timeout, socket
// error).
//
// Prints figures and PASS/FAIL lines; asserts nothing. Every child is stopped at the end, also on
// error or Ctrl+C; the PostgreSQL database it made is dropped.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  freePort,
  jsonRequest,
  loadClientOperations,
  makeTempDir,
  percentile,
  printTable,
  removeDir,
  runImport,
  scratchDatabase,
  serverEnv,
  sessionCookieOf,
  sleep,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const SIGTERM_CONNECTIONS = Number(process.env.BENCH_SIGTERM_CONNECTIONS ?? 200);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 0);
const DBS = { both: ['postgres', 'embedded'], postgres: ['postgres'], embedded: ['embedded'] }[
  process.env.DB ?? 'both'
];
const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DB = 'rf_load_bench';
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'Load-Bench-Pangolin-42';
const MEMBER_SHARE = 0.4;
const DATA = path.resolve(
  process.env.BENCH_DATA ??
    [path.join(REPO_ROOT, '..', 'shared', 'data'), path.join(REPO_ROOT, '..', '..', 'shared', 'data')].find((d) =>
      fs.existsSync(d),
    ) ??
    path.join(REPO_ROOT, '..', 'shared', 'data'),
);
const FULL_CATALOG =
  (process.env.BENCH_CATALOG ?? 'full') === 'full' && fs.existsSync(path.join(DATA, 'buildcores-open-db'));
const TARGET_P99_MS = 250;
const ACCEPT_ENCODING =
  process.env.BENCH_ACCEPT_ENCODING === 'none' ? null : (process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br');
// Extra node flags for the server, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

if (!DBS) {
  console.error('DB must be postgres, embedded or both');
  process.exit(2);
}

const OPS = loadClientOperations();

// ---------------------------------------------------------------------------------------------
// The HTTP client: one keep-alive socket per virtual user, every request timed and classified.

class Recorder {
  constructor() {
    this.latencies = [];
    this.byOp = new Map();
    this.errors = new Map();
    this.samples = new Map();
    this.ok = 0;
    // Guests' queries answered from the server's kept answers, and those it ran (X-Guest-Cache).
    this.guestHits = 0;
    this.guestMisses = 0;
    this.all = [];
    this.keepAll = false;
  }
  add(entry) {
    if (this.keepAll) this.all.push(entry);
    if (entry.error) {
      this.errors.set(entry.error, (this.errors.get(entry.error) ?? 0) + 1);
      if (!this.samples.has(entry.error))
        this.samples.set(entry.error, `${entry.op}: ${entry.json?.errors?.[0]?.message ?? entry.json?.message ?? ''}`);
      if (entry.network) return;
    } else this.ok += 1;
    const guestCache = entry.headers?.['x-guest-cache'];
    if (guestCache === 'hit') this.guestHits += 1;
    else if (guestCache === 'miss') this.guestMisses += 1;
    this.latencies.push(entry.ms);
    let op = this.byOp.get(entry.op);
    if (!op) this.byOp.set(entry.op, (op = { latencies: [], errors: 0 }));
    op.latencies.push(entry.ms);
    if (entry.error) op.errors += 1;
  }
  get errorCount() {
    let n = 0;
    for (const c of this.errors.values()) n += c;
    return n;
  }
}

/** Sends one request as `vu`; resolves { status, json, headers, error?, network?, ms }. Never rejects. */
async function send(vu, { method, url, body, op }) {
  const headers = {
    'x-forwarded-for': vu.ip,
    // As browsers do: the server compresses larger answers.
    ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
    ...(vu.cookie ? { cookie: vu.cookie } : {}),
  };
  const entry = {
    op,
    ...(await jsonRequest({
      port: vu.port,
      method,
      path: url,
      body,
      headers,
      agent: vu.agent,
      timeoutMs: REQUEST_TIMEOUT_MS,
    })),
  };
  vu.recorder?.add(entry);
  return entry;
}

const gql = (vu, op, variables) =>
  send(vu, { method: 'POST', url: '/graphql', op, body: { query: OPS.get(op), variables } });

// ---------------------------------------------------------------------------------------------
// The visits.

const pick = (list) => list[crypto.randomInt(list.length)];
const chance = (p) => Math.random() < p;
const SEARCH_TERMS = ['ryzen', 'rtx 4070', 'ddr5', 'nvme', 'gaming', 'intel core', 'radeon', 'b650', '1440p', 'psu'];
const TYPE_FILTERS = {
  CPU: [{}, { socket: 'AM5' }, { socket: 'LGA1700' }, { minPriceCents: 10000, maxPriceCents: 30000 }],
  GPU: [{}, { minVramGb: 12 }, { minVramGb: 8, maxPriceCents: 50000 }],
  RAM: [{}, { memoryType: 'DDR5' }],
  Motherboard: [{}, { socket: 'AM5' }, { formFactor: 'ATX' }],
  Storage: [{}, { minCapacityGb: 1000 }, { storageInterface: 'NVMe' }],
  PSU: [{}, { minWattage: 750 }],
  Case: [{}],
  Cooler: [{}, { coolerType: 'Liquid' }],
};
const SORTS = ['NAME', 'PRICE_ASC', 'PRICE_DESC', 'RATING', 'VALUE'];
const USES = ['GAMING', 'CONTENT_CREATION', 'WORK', 'WORKSTATION', 'MUSIC_PRODUCTION', 'SERVER'];

/** Every visit starts with what each page load asks first: who am I. */
const me = (vu) => gql(vu, 'Me');

const VISITS = {
  // The home page: the guides, the Learn links and the latest news.
  home: {
    weight: 18,
    async run(vu) {
      await me(vu);
      await gql(vu, 'BuildGuides', {});
      await gql(vu, 'ArticleLinks', {});
      await gql(vu, 'NewsPage', { first: 3 });
    },
  },
  guides: {
    weight: 10,
    async run(vu, data) {
      const guide = pick(data.guides);
      await me(vu);
      await gql(vu, 'BuildGuides', { category: chance(0.5) ? guide.category : null });
      await gql(vu, 'BuildGuide', { slug: guide.slug });
      await gql(vu, 'ArticleLinks', { category: null });
    },
  },
  // The catalog: a type with a filter and a sort, sometimes the next page, then one part's page
  // with its price history.
  catalog: {
    weight: 20,
    async run(vu, data) {
      const type = pick(Object.keys(TYPE_FILTERS));
      const vars = { type, ...pick(TYPE_FILTERS[type]), sort: pick(SORTS), first: 24 };
      await me(vu);
      await gql(vu, 'ComponentBrandCounts', { type });
      const list = await gql(vu, 'Components', vars);
      let nodes = list.json?.data?.components?.nodes ?? [];
      if (list.json?.data?.components?.pageInfo.hasNextPage && chance(0.3)) {
        const next = await gql(vu, 'Components', { ...vars, after: list.json.data.components.pageInfo.endCursor });
        nodes = next.json?.data?.components?.nodes ?? nodes;
      }
      const part = nodes.length > 0 ? pick(nodes) : pick(data.parts);
      await gql(vu, 'ComponentDetail', { slug: part.slug });
      await gql(vu, 'PriceHistory', { componentId: part.id });
    },
  },
  gallery: {
    weight: 8,
    async run(vu) {
      await me(vu);
      const list = await gql(vu, 'PublicBuilds', {
        tier: chance(0.5) ? null : pick(['BUDGET_GAMING', 'MID_RANGE_GAMING', 'HIGH_END_GAMING']),
        first: 12,
      });
      const nodes = list.json?.data?.publicBuilds?.nodes ?? [];
      if (nodes.length > 0) await gql(vu, 'SharedBuild', { token: pick(nodes).shareToken });
    },
  },
  // The news list, then one article with its counts and comments, and the view it records.
  news: {
    weight: 10,
    async run(vu, data) {
      await me(vu);
      await gql(vu, 'NewsPage', { first: 12, source: chance(0.7) ? null : pick(['AMD', 'INTEL', 'NVIDIA']) });
      await gql(vu, 'NewsStats');
      const item = pick(data.news);
      await gql(vu, 'NewsItemCounts', { id: item.id });
      await gql(vu, 'Comments', { newsId: item.id });
      await gql(vu, 'RecordNewsView', { newsId: item.id });
    },
  },
  // The price comparison: suggestions while typing, the offers, the history.
  pricing: {
    weight: 8,
    async run(vu, data) {
      const part = pick(data.parts);
      await me(vu);
      await gql(vu, 'PricingSuggestions', { q: part.name.slice(0, 4), limit: 8 });
      await gql(vu, 'PricingSuggestions', { q: part.name.slice(0, 8), limit: 8 });
      await gql(vu, 'Pricing', { componentName: part.name });
      await gql(vu, 'PriceHistory', { componentId: part.id });
    },
  },
  // The nav box while typing (3 per group), then the search page.
  search: {
    weight: 8,
    async run(vu) {
      const term = pick(SEARCH_TERMS);
      await gql(vu, 'SiteSearch', { q: term.slice(0, 3) });
      await gql(vu, 'SiteSearch', { q: term });
      await gql(vu, 'SearchPage', { q: term });
    },
  },
  // The planner: an allocation, a generated build, its compatibility.
  planner: {
    weight: 10,
    async run(vu) {
      await me(vu);
      const budgetCents = pick([60000, 90000, 120000, 150000, 200000, 300000]);
      if (chance(0.5)) {
        const alloc = await gql(vu, 'BudgetAllocation', { budgetCents, kind: 'GAMING', screen: 'RES_1440P' });
        const a = alloc.json?.data?.budgetAllocation?.allocationCents;
        if (!a) return;
        const built = await gql(vu, 'GenerateParts', {
          allocation: {
            budgetCents,
            cpuCents: a.cpu,
            gpuCents: a.gpu,
            ramCents: a.ram,
            storageCents: a.storage,
            otherCents: a.other,
          },
        });
        const parts = built.json?.data?.generateParts?.parts ?? [];
        if (parts.length > 0) await gql(vu, 'CheckCompatibility', { partIds: parts.map((p) => p.componentId) });
      } else {
        const built = await gql(vu, 'GeneratePartsFromUseCases', { uses: [pick(USES)], budgetCents });
        const parts = built.json?.data?.generatePartsFromUseCases?.parts ?? [];
        if (parts.length > 0) await gql(vu, 'CheckCompatibility', { partIds: parts.map((p) => p.componentId) });
      }
    },
  },
  // Members: plan and save a build, look at "my builds", sometimes publish one, and keep at most
  // 20 (an account keeps at most 500).
  save: {
    weight: 6,
    members: true,
    async run(vu) {
      await me(vu);
      const budgetCents = pick([80000, 120000, 160000, 250000]);
      const uses = [pick(USES)];
      const built = await gql(vu, 'GeneratePartsFromUseCases', { uses, budgetCents });
      const parts = built.json?.data?.generatePartsFromUseCases?.parts ?? [];
      if (parts.length === 0) return;
      const saved = await gql(vu, 'CreateSavedBuild', {
        input: {
          title: `Load ${vu.index} ${crypto.randomBytes(3).toString('hex')}`,
          budgetCents,
          uses,
          isPublic: chance(0.3),
          components: parts.map((p) => ({
            componentId: p.componentId,
            name: p.name,
            partType: p.type,
            priceCents: p.priceCents,
          })),
        },
      });
      const mine = await gql(vu, 'MySavedBuilds', { first: 12 });
      const list = mine.json?.data?.mySavedBuilds;
      const id = saved.json?.data?.createSavedBuild?.id;
      if (id && chance(0.2)) await gql(vu, 'UpdateSavedBuild', { id, description: 'Tested under load.' });
      if (list && list.totalCount > 20) await gql(vu, 'DeleteSavedBuild', { id: list.nodes.at(-1).id });
    },
  },
  // Members signing in again (a new device, an expired session): one argon2id verification each.
  signIn: {
    weight: 1,
    members: true,
    async run(vu) {
      const res = await gql(vu, 'SignIn', { email: vu.account.email, password: PASSWORD, rememberMe: chance(0.5) });
      const sid = sessionCookieOf(res.headers);
      if (sid) vu.cookie = sid;
      await me(vu);
    },
  },
};

function chooseVisit(member) {
  const entries = Object.entries(VISITS).filter(([, v]) => member || !v.members);
  const total = entries.reduce((s, [, v]) => s + v.weight, 0);
  let r = Math.random() * total;
  for (const [name, v] of entries) {
    r -= v.weight;
    if (r < 0) return [name, v];
  }
  return entries.at(-1);
}

// ---------------------------------------------------------------------------------------------
// Setup: the accounts, and what the visits pick from.

function makeVu(port, index, phase, account, cookie) {
  return {
    port,
    index,
    // 10.<phase>.x.y: a distinct client address per user and per run.
    ip: `10.${phase}.${index >> 8}.${index & 255}`,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    account,
    cookie,
    recorder: null,
  };
}

async function createAccounts(port, count) {
  const accounts = [];
  let next = 0;
  const run = crypto.randomBytes(3).toString('hex');
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const account = { email: `load${i}-${run}@example.com`, username: `load${i}_${run}` };
      const vu = makeVu(port, i, 250, account, null);
      vu.ip = `172.16.${i >> 8}.${i & 255}`;
      const res = await send(vu, {
        method: 'POST',
        url: '/api/auth/sign-up',
        op: 'sign-up',
        body: { ...account, password: PASSWORD },
      });
      vu.agent.destroy();
      if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
      accounts[i] = { ...account, cookie: sessionCookieOf(res.headers) };
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return accounts;
}

async function loadData(port) {
  const vu = makeVu(port, 0, 251, null, null);
  const must = async (op, variables, pickData) => {
    const res = await gql(vu, op, variables);
    if (res.error) throw new Error(`${op}: ${res.error} ${JSON.stringify(res.json?.errors ?? res.json).slice(0, 400)}`);
    return pickData(res.json.data);
  };
  const guides = await must('BuildGuides', {}, (d) => d.guides.nodes);
  const news = await must('NewsPage', { first: 50 }, (d) => d.news.nodes);
  const parts = [];
  for (const type of Object.keys(TYPE_FILTERS)) {
    parts.push(...(await must('Components', { type, sort: 'RATING', first: 40 }, (d) => d.components.nodes)));
  }
  const total = await must('Components', { sort: 'NAME', first: 1 }, (d) => d.components.totalCount);
  vu.agent.destroy();
  return { guides, news, parts, catalogSize: total };
}

// ---------------------------------------------------------------------------------------------
// A run: `connections` users for `seconds`.

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

async function userLoop(vu, data, shouldStop, visits) {
  while (!shouldStop()) {
    const [name, v] = chooseVisit(vu.member);
    visits.set(name, (visits.get(name) ?? 0) + 1);
    const before = vu.recorder.errorCount;
    await v.run(vu, data);
    // After a socket error (the server gone), do not spin.
    if (vu.recorder.errorCount > before) await sleep(5);
    else if (THINK_MS > 0 && !shouldStop()) await sleep(THINK_MS * (0.5 + Math.random()));
  }
}

function startUsers({ port, connections, phase, accounts, data, recorder }) {
  const visits = new Map();
  let stopped = false;
  let members = 0;
  const vus = Array.from({ length: connections }, (_, i) => {
    const member = i % 5 < MEMBER_SHARE * 5;
    // Each member has an account of its own (a sign-in ends the account's other session).
    const account = member ? accounts[members++] : null;
    const vu = makeVu(port, i, phase, account, account?.cookie ?? null);
    vu.member = member;
    vu.recorder = recorder;
    return vu;
  });
  const loops = vus.map((vu) => userLoop(vu, data, () => stopped, visits));
  return {
    visits,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      for (const vu of vus) {
        // Members keep the session a sign-in gave them for the next run.
        if (vu.member) vu.account.cookie = vu.cookie;
        vu.agent.destroy();
      }
    },
  };
}

/** The machine's CPU time so far, from /proc/stat: busy and total jiffies over every CPU. */
function machineCpu() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    // idle and iowait are the 4th and 5th fields.
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return { busy: NaN, total: NaN };
  }
}

async function measure(ctx, connections, seconds, phase) {
  const recorder = new Recorder();
  const rssBefore = rssKb(ctx.app.pid);
  const serverCpu = cpuSeconds(ctx.app.pid);
  const machineBefore = machineCpu();
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const users = startUsers({ ...ctx, connections, phase, recorder });
  await sleep(seconds * 1000);
  await users.stop();
  const elapsed = (performance.now() - started) / 1000;
  const rssAfter = rssKb(ctx.app.pid);
  const own = process.cpuUsage(ownCpu);
  const machineAfter = machineCpu();
  const sorted = recorder.latencies.sort((a, b) => a - b);
  return {
    connections,
    requests: recorder.latencies.length,
    rps: recorder.latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    max: sorted.at(-1) ?? NaN,
    errors: recorder.errorCount,
    guestHitRate: recorder.guestHits / Math.max(1, recorder.guestHits + recorder.guestMisses),
    errorKinds: recorder.errors,
    errorSamples: recorder.samples,
    byOp: recorder.byOp,
    visits: users.visits,
    rssBefore,
    rssAfter,
    // Share of one CPU used over the run: the server process, and this load generator.
    serverCpu: (cpuSeconds(ctx.app.pid) - serverCpu) / elapsed,
    loaderCpu: (own.user + own.system) / 1e6 / elapsed,
    // Share of the whole machine (every CPU) that was busy: server, database, load generator, kernel, anything else.
    machineBusy: (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total),
    load: os.loadavg(),
  };
}

// ---------------------------------------------------------------------------------------------
// SIGTERM while loaded.

async function sigtermPhase(ctx, connections) {
  const recorder = new Recorder();
  recorder.keepAll = true;
  const users = startUsers({ ...ctx, connections, phase: 200, recorder });
  await sleep(Math.min(5, Math.max(2, DURATION / 4)) * 1000);
  const signalAt = performance.now();
  ctx.app.kill('SIGTERM');
  const exit = await ctx.app.exited;
  const exitedAt = performance.now();
  await sleep(500);
  await users.stop();
  const before = recorder.all.filter((e) => e.sentAt < signalAt);
  const after = recorder.all.filter((e) => e.sentAt >= signalAt);
  const inFlight = before.filter((e) => e.doneAt >= signalAt);
  const kinds = (list) => {
    const m = new Map();
    for (const e of list) {
      const k = e.error ?? `HTTP ${e.status}`;
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    return [...m.entries()].map(([k, n]) => `${k}×${n}`).join(', ') || 'none';
  };
  return {
    connections,
    exit,
    shutdownMs: exitedAt - signalAt,
    inFlight: inFlight.length,
    inFlightFailed: inFlight.filter((e) => e.error || e.status < 200 || e.status >= 300),
    beforeFailed: before.filter((e) => e.error).length,
    inFlightKinds: kinds(inFlight),
    afterKinds: kinds(after),
    afterUnexpected: after.filter((e) => e.error && e.error !== 'ECONNREFUSED').length,
    load: os.loadavg(),
  };
}

// ---------------------------------------------------------------------------------------------

async function startServer(env) {
  const port = await freePort();
  const app = spawnNode([...NODE_ARGS, SERVER_ENTRY], {
    name: 'app server',
    env: serverEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      CLIENT_DIST: 'none',
      TRUST_PROXY: '1',
      SESSION_SECRET: process.env.SESSION_SECRET ?? crypto.randomBytes(32).toString('hex'),
      ...env,
    }),
  });
  await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child: app, timeoutMs: 180_000 });
  return { app, port };
}

function importCatalog(env) {
  if (!FULL_CATALOG) return;
  for (const [source, dir] of [
    ['buildcores', 'buildcores-open-db'],
    ['pc-part-dataset', 'pc-part-dataset'],
  ]) {
    process.stdout.write(`  catalog:import ${source}... `);
    console.log(`${(runImport(env, source, path.join(DATA, dir)).ms / 1000).toFixed(1)} s`);
  }
}

const la = (l) => l.map((v) => v.toFixed(1)).join(' ');

async function benchDatabase(kind) {
  const dataDir = makeTempDir('bench-load');
  let env = { DATA_DIR: dataDir };
  let dropDb = () => undefined;
  if (kind === 'postgres') {
    const scratch = scratchDatabase(PG_ADMIN, PG_DB);
    dropDb = scratch.drop;
    env = { ...env, DATABASE_URL: scratch.url };
  }
  let server = null;
  try {
    console.log(
      `\n=== ${kind === 'postgres' ? 'PostgreSQL (local server)' : 'embedded database (PGlite in the server process)'} ===`,
    );
    importCatalog(env);
    server = await startServer(env);
    const maxConn = Math.max(...CONNECTIONS, SIGTERM_CONNECTIONS);
    const setupStart = performance.now();
    const accounts = await createAccounts(server.port, Math.ceil(maxConn * MEMBER_SHARE));
    const data = await loadData(server.port);
    console.log(
      `  setup: ${accounts.length} accounts signed up in ${((performance.now() - setupStart) / 1000).toFixed(1)} s; ` +
        `catalog ${data.catalogSize} parts, ${data.guides.length} guides, ${data.news.length} news items`,
    );
    const ctx = { app: server.app, port: server.port, accounts, data };
    if (WARMUP > 0) await measure(ctx, CONNECTIONS[0], WARMUP, 1);
    const runs = [];
    for (const [i, c] of CONNECTIONS.entries()) {
      const r = await measure(ctx, c, DURATION, 10 + i);
      runs.push(r);
      console.log(
        `  ${c} connections: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ` +
          `p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors; load average ${la(r.load)}`,
      );
    }
    let sigterm = null;
    if (SIGTERM_CONNECTIONS > 0) {
      sigterm = await sigtermPhase(ctx, SIGTERM_CONNECTIONS);
      server = null;
    }
    return { kind, runs, sigterm, data };
  } finally {
    if (server) await stopChild(server.app);
    dropDb();
    removeDir(dataDir);
  }
}

function report(result) {
  const { kind, runs, sigterm } = result;
  console.log(`\n--- ${kind}: mixed load, ${DURATION} s per run ---`);
  printTable(
    [
      'connections',
      'requests',
      'req/s',
      'mean ms',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'errors',
      'guest cache hits',
      'RSS before',
      'RSS after',
      'server CPU',
      'loader CPU',
      'machine busy',
      'load avg',
    ],
    runs.map((r) => [
      r.connections,
      r.requests,
      r.rps.toFixed(0),
      r.mean.toFixed(1),
      r.p50.toFixed(1),
      r.p95.toFixed(1),
      r.p99.toFixed(1),
      r.max.toFixed(0),
      r.errors,
      `${(100 * r.guestHitRate).toFixed(1)}%`,
      `${(r.rssBefore / 1024).toFixed(0)} MB`,
      `${(r.rssAfter / 1024).toFixed(0)} MB`,
      `${(100 * r.serverCpu).toFixed(0)}%`,
      `${(100 * r.loaderCpu).toFixed(0)}%`,
      `${(100 * r.machineBusy).toFixed(0)}%`,
      la(r.load),
    ]),
  );
  // A closed loop: every connection always has one request out, so the mean latency is the
  // connections over the throughput (Little's law), whatever the server does with its time. With
  // think time a connection is often idle, and the law does not give the latency.
  for (const r of THINK_MS > 0 ? [] : runs) {
    console.log(
      `  ${r.connections} connections: mean latency ${r.mean.toFixed(0)} ms; ${r.connections} / ${r.rps.toFixed(0)} req/s = ` +
        `${((1000 * r.connections) / r.rps).toFixed(0)} ms`,
    );
  }
  for (const r of runs) {
    if (r.errors > 0) {
      console.log(
        `  errors at ${r.connections}: ${[...r.errorKinds.entries()].map(([k, n]) => `${k}×${n}`).join(', ')}`,
      );
      for (const [k, sample] of r.errorSamples) console.log(`    first ${k}: ${sample.slice(0, 200)}`);
    }
  }
  const last = runs.at(-1);
  if (last) {
    console.log(`\n  per operation at ${last.connections} connections (share of requests, latency):`);
    const total = last.requests;
    printTable(
      ['operation', 'share', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      [...last.byOp.entries()]
        .map(([op, o]) => {
          const s = o.latencies.sort((a, b) => a - b);
          return [
            op,
            `${((100 * s.length) / total).toFixed(1)}%`,
            s.length,
            percentile(s, 50),
            percentile(s, 95),
            percentile(s, 99),
            o.errors,
          ];
        })
        .sort((a, b) => b[5] - a[5])
        .map((r) => [...r.slice(0, 3), r[3].toFixed(1), r[4].toFixed(1), r[5].toFixed(1), r[6]]),
    );
    console.log(
      `  visits: ${[...last.visits.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
  }
  if (sigterm) {
    console.log(
      `\n  SIGTERM under ${sigterm.connections} connections: exit code ${sigterm.exit.code} (signal ${sigterm.exit.signal}) ` +
        `${sigterm.shutdownMs.toFixed(0)} ms after the signal; load average ${la(sigterm.load)}`,
    );
    console.log(`    in flight at the signal: ${sigterm.inFlight} (${sigterm.inFlightKinds})`);
    console.log(`    sent after the signal: ${sigterm.afterKinds}`);
  }
}

function verdicts(results) {
  console.log('\n=== Verdicts ===');
  for (const { kind, runs, sigterm } of results) {
    for (const r of runs) {
      if (kind === 'postgres' && r.connections === 200 && THINK_MS > 0) {
        // The target is for the closed loop: with think time there is no verdict, only the figures.
        console.log(
          `(no verdict: think time ${THINK_MS} ms) PostgreSQL, 200 connections: ${r.errors} errors, p99 ${r.p99.toFixed(1)} ms`,
        );
      } else if (kind === 'postgres' && r.connections === 200) {
        console.log(
          `${verdict(r.errors === 0 && r.p99 <= TARGET_P99_MS)} PostgreSQL, 200 connections: ${r.errors} errors, p99 ${r.p99.toFixed(1)} ms (target 0 errors, p99 <= ${TARGET_P99_MS} ms)`,
        );
      } else if (kind === 'embedded' && r.connections === 50) {
        console.log(`${verdict(r.errors === 0)} embedded, 50 connections: ${r.errors} errors (target 0)`);
      }
    }
    if (sigterm) {
      console.log(
        `${verdict(sigterm.inFlightFailed.length === 0 && sigterm.exit.code === 0)} ${kind}, SIGTERM under load: ` +
          `${sigterm.inFlightFailed.length} of ${sigterm.inFlight} in-flight requests failed, exit code ${sigterm.exit.code} ` +
          `(target 0 failed, exit 0); after the signal ${sigterm.afterUnexpected} failures other than ECONNREFUSED`,
      );
    }
  }
}

async function main() {
  ensureServerBuilt();
  const cpus = os.cpus();
  console.log(
    `Mixed load: ${CONNECTIONS.join(' and ')} connections, ${DURATION} s each (${WARMUP} s warm-up), on ${DBS.join(' and ')}; ` +
      `${THINK_MS > 0 ? `think time ${THINK_MS} ms (x0.5-1.5) after each visit` : 'no think time (closed loop)'}; ` +
      `catalog ${FULL_CATALOG ? `imported from ${DATA}` : 'seed only'}; ${cpus.length} CPU(s) ` +
      `(${cpus[0]?.model?.trim() ?? 'unknown'}), Node ${process.version}; load average at start ${la(os.loadavg())}. ` +
      'Load generator, server and database share this machine.',
  );
  const results = [];
  for (const kind of DBS) {
    const r = await benchDatabase(kind);
    results.push(r);
    report(r);
  }
  verdicts(results);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
