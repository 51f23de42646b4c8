// Helpers shared by the benchmark scripts: paths, free ports, child processes that are always
// cleaned up, readiness polling and table printing. Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { parse, print, visit } from 'graphql';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'server', 'dist', 'index.js');
export const CLIENT_DIST = path.join(REPO_ROOT, 'client', 'dist');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port that was free a moment ago (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function makeTempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `rigforge-${prefix}-`));
}

export function removeDir(dir) {
  try {
    fs.rmSync(dir, { recursive: true, force: true });
  } catch {
    /* best effort */
  }
}

/** Runs an npm script synchronously from the repository root, inheriting stdio. */
export function runNpm(args) {
  const res = spawnSync('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`npm ${args.join(' ')} failed with exit code ${res.status}`);
}

/** Builds the server and the workspace packages it loads (common, planner), in that order. */
export function buildServer(npmArgs = []) {
  for (const workspace of ['common', 'planner', 'server']) runNpm(['run', ...npmArgs, 'build', '-w', workspace]);
}

/** Builds common, planner and server when server/dist is missing. */
export function ensureServerBuilt() {
  if (fs.existsSync(SERVER_ENTRY)) return;
  console.log('server/dist is missing: building common, planner and server first...');
  buildServer();
}

// ---------------------------------------------------------------------------------------------
// Child processes: every child is tracked and killed when this process ends, however it ends.

const children = new Set();

function killAll(signal = 'SIGKILL') {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        child.kill(signal);
      } catch {
        /* already gone */
      }
    }
  }
}

process.on('exit', () => killAll('SIGKILL'));
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    killAll('SIGKILL');
    process.exit(130);
  });
}
process.on('uncaughtException', (err) => {
  console.error(err);
  killAll('SIGKILL');
  process.exit(1);
});
process.on('unhandledRejection', (err) => {
  console.error(err);
  killAll('SIGKILL');
  process.exit(1);
});

/**
 * Spawns a node child process with its output captured (the tail is kept for error reports).
 * Resolves nothing; use waitForHttp200 / waitForLine to know when it is up.
 */
export function spawnNode(args, { env, cwd = REPO_ROOT, name = 'child', echo = false } = {}) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.name = name;
  child.output = '';
  const keep = (chunk) => {
    const text = chunk.toString();
    child.output = (child.output + text).slice(-20_000);
    if (echo) process.stderr.write(`[${name}] ${text}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
  });
  return child;
}

/** Sends a signal and waits for the child to exit; SIGKILL after `timeoutMs`. */
export async function stopChild(child, { signal = 'SIGTERM', timeoutMs = 15_000 } = {}) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return child ? child.exited : null;
  const started = performance.now();
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const result = await child.exited;
  clearTimeout(timer);
  return { ...result, ms: performance.now() - started };
}

/** Resolves with the HTTP status of a GET, or null on a connection error / timeout. */
export function httpStatus(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', () => resolve(null));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

/**
 * Polls `url` every `intervalMs` until it answers 200. Rejects if the child exits first or the
 * deadline passes. Resolves with the time (performance.now()) of the first 200.
 */
export async function waitForHttp200(url, { child, intervalMs = 25, timeoutMs = 60_000 } = {}) {
  const deadline = performance.now() + timeoutMs;
  let exited = null;
  child?.exited.then((r) => {
    exited = r;
  });
  for (;;) {
    if (exited) {
      throw new Error(
        `${child.name} exited (code ${exited.code}, signal ${exited.signal}) before ${url} answered 200.\n` +
          `--- its output ---\n${child.output}`,
      );
    }
    const status = await httpStatus(url, Math.max(intervalMs * 20, 500));
    if (status === 200) return performance.now();
    if (performance.now() > deadline) {
      throw new Error(`${url} did not answer 200 within ${timeoutMs} ms.\n--- output ---\n${child?.output ?? ''}`);
    }
    await sleep(intervalMs);
  }
}

/** Waits until the child prints a line matching `re`; resolves with the match. */
export function waitForLine(child, re, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const check = () => {
      const m = child.output.match(re);
      if (m) {
        cleanup();
        resolve(m);
      }
    };
    const onExit = ({ code, signal }) => {
      cleanup();
      reject(new Error(`${child.name} exited (code ${code}, signal ${signal}).\n--- its output ---\n${child.output}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`${child.name} did not print ${re} within ${timeoutMs} ms.\n--- output ---\n${child.output}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout.off('data', check);
      child.stderr.off('data', check);
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.exited.then(onExit);
    check();
  });
}

/** An environment for the app server: the parent's, minus what must not leak in, plus `extra`. */
export function serverEnv(extra) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'PORT', 'DATA_DIR', 'CLIENT_DIST', 'LOG_LEVEL', 'NODE_ENV', 'HOST'])
    delete env[key];
  return { ...env, ...extra };
}

/**
 * A scratch PostgreSQL database `name` (dropped first if it exists), made through `adminUrl` with
 * scripts/pg-admin.mjs. Answers its connection string and `drop()`, which never throws.
 */
export function scratchDatabase(adminUrl, name) {
  const admin = (action) =>
    spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'pg-admin.mjs'), adminUrl, action, name], {
      encoding: 'utf8',
    });
  const made = admin('create');
  if (made.status !== 0) throw new Error(`could not create ${name}: ${made.stderr}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin('drop') };
}

// ---------------------------------------------------------------------------------------------
// HTTP and GraphQL clients for the load benches.

/**
 * The client's GraphQL operations by name, each with the fragments it uses, from every .graphql
 * file under client/src: the benches send what the pages send.
 */
export function loadClientOperations() {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (entry.name.endsWith('.graphql')) files.push(p);
    }
  };
  walk(path.join(REPO_ROOT, 'client', 'src'));
  const operations = new Map();
  const fragments = new Map();
  for (const file of files) {
    for (const def of parse(fs.readFileSync(file, 'utf8')).definitions) {
      if (def.kind === 'OperationDefinition') operations.set(def.name.value, def);
      else if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
    }
  }
  const texts = new Map();
  for (const [name, op] of operations) {
    const needed = new Set();
    const collect = (node) =>
      visit(node, {
        FragmentSpread(spread) {
          if (needed.has(spread.name.value)) return;
          needed.add(spread.name.value);
          collect(fragments.get(spread.name.value));
        },
      });
    collect(op);
    texts.set(name, [op, ...[...needed].map((f) => fragments.get(f))].map((d) => print(d)).join('\n'));
  }
  return texts;
}

/**
 * Sends one JSON request to 127.0.0.1:`port` and reads the whole (possibly compressed) answer.
 * Resolves { status, json, headers, error?, network?, sentAt, doneAt, ms } and never rejects:
 * `error` is 'HTTP <status> [code]' for a non-2xx answer, 'GraphQL <code>' for a 2xx one carrying
 * GraphQL errors, or a socket error code / 'timeout' (then `network` is true and there is no status).
 */
export function jsonRequest({ port, method, path: url, body, headers = {}, agent, timeoutMs = 10_000 }) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const allHeaders = {
    ...headers,
    ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
  };
  return new Promise((resolve) => {
    const sentAt = performance.now();
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      const doneAt = performance.now();
      resolve({ sentAt, doneAt, ms: doneAt - sentAt, ...result });
    };
    const req = http.request(
      { host: '127.0.0.1', port, path: url, method, headers: allHeaders, agent: agent ?? false },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (err) => finish({ error: err.code ?? err.message, network: true }));
        res.on('end', () => {
          let raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          if (encoding === 'gzip') raw = zlib.gunzipSync(raw);
          else if (encoding === 'br') raw = zlib.brotliDecompressSync(raw);
          else if (encoding === 'deflate') raw = zlib.inflateSync(raw);
          let json = null;
          try {
            json = JSON.parse(raw.toString('utf8'));
          } catch {
            /* not JSON */
          }
          let error;
          if (res.statusCode < 200 || res.statusCode >= 300) {
            const code = json?.errors?.[0]?.extensions?.code ?? json?.code;
            error = `HTTP ${res.statusCode}${code ? ` ${code}` : ''}`;
          } else if (json?.errors?.length) {
            error = `GraphQL ${json.errors[0].extensions?.code ?? 'error'}`;
          }
          finish({ status: res.statusCode, json, headers: res.headers, error });
        });
      },
    );
    req.setTimeout(timeoutMs, () => {
      finish({ error: 'timeout', network: true });
      req.destroy();
    });
    req.on('error', (err) => finish({ error: err.code ?? err.message, network: true }));
    req.end(payload);
  });
}

/** The `rigforge.sid=…` pair of an answer's Set-Cookie headers, or null. */
export function sessionCookieOf(headers) {
  const sid = [].concat(headers?.['set-cookie'] ?? []).find((c) => c.startsWith('rigforge.sid='));
  return sid ? sid.split(';')[0] : null;
}

// ---------------------------------------------------------------------------------------------
// Output

/** Prints rows (arrays of cells) as an aligned text table; numbers are right-aligned. */
export function printTable(header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => String(c)));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const numeric = header.map((_, i) =>
    rows.every((r) => typeof r[i] === 'number' || /^[\d.,%x -]+$/.test(String(r[i]))),
  );
  const line = (r) => r.map((c, i) => (numeric[i] ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log(line(all[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of all.slice(1)) console.log(line(r));
}

export const fmt = {
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`),
  int: (v) => Math.round(v).toLocaleString('en-US'),
  kb: (bytes) => `${(bytes / 1024).toFixed(1)} KB`,
};

export const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Runs `npm run catalog:import` for one source into the database `env` names; returns the time it
 * took and the last lines of its summary. Throws with the output when the import fails.
 */
export function runImport(env, source, dir) {
  const started = performance.now();
  const res = spawnSync('npm', ['run', '--silent', 'catalog:import', '--', '--source', source, dir], {
    cwd: REPO_ROOT,
    env: serverEnv({ LOG_LEVEL: 'warn', ...env }),
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (res.status !== 0) throw new Error(`import of ${source} failed:\n${res.stdout}\n${res.stderr}`);
  const summary = res.stdout.trim().split('\n').slice(-12).join('\n');
  return { ms, summary };
}

/** The p-th percentile (nearest rank) of sorted numbers; NaN for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Runs autocannon with `options` and answers requests, requests per second, errors (errors,
 * timeouts and non-2xx answers) and exact p50/p95/p99 over every response's time.
 */
export function loadWithAutocannon(options) {
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, result) => {
      if (err) {
        reject(err);
        return;
      }
      latencies.sort((a, b) => a - b);
      resolve({
        requests: result.requests.total,
        rps: result.requests.average,
        errors: result.errors + result.timeouts + result.non2xx,
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
      });
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/**
 * Starts the built app server on a free port with `env` (its database: DATABASE_URL or DATA_DIR),
 * the API only (no client build), and waits for /readyz. Stop it with stopChild(app).
 */
export async function startApiServer(env) {
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
  try {
    await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child: app, timeoutMs: 120_000 });
  } catch (error) {
    await stopChild(app);
    throw error;
  }
  return { port, app };
}
