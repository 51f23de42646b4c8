// `npm run examples`: starts a fresh RigForge server (the embedded database in a temporary DATA_DIR, on
// a free port), waits for /readyz, runs every example against it one after the other, stops the server
// and exits 1 if any example failed. Needs the server built (`npm run examples` builds what is missing).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const EXAMPLES = ['apollo-client.mjs', 'graphql-request.mjs', 'urql.mjs', 'graphql-ws.mjs', 'audit.mjs'];
const here = import.meta.dirname;
const serverEntry = path.join(here, '..', 'server', 'dist', 'index.js');

/** A TCP port that was free a moment ago (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Runs `node <file>` with `env`, its output passed through; resolves with its exit code (1 if killed). */
function runNode(file, env, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: here, env, stdio: 'inherit' });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

async function waitUntilReady(url, server, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (code ${server.exitCode}) before it was ready`);
    const ok = await fetch(`${url}/readyz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready within ${deadlineMs / 1000} s`);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-examples-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const serverEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
delete serverEnv.DATABASE_URL; // always the embedded database, never one from the caller's environment
const server = spawn(process.execPath, [serverEntry], { env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] });
let serverLog = '';
const keep = (chunk) => (serverLog = (serverLog + chunk).slice(-20_000));
server.stdout.on('data', keep);
server.stderr.on('data', keep);
const serverExited = new Promise((resolve) => server.on('exit', resolve));

const passed = [];
const failed = [];
try {
  const started = Date.now();
  await waitUntilReady(url, server, 90_000);
  console.log(
    `RigForge server ready at ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (DATA_DIR ${dataDir})`,
  );
  // Each example makes its own throwaway account and token on this fresh server.
  const env = { ...process.env, RIGFORGE_URL: url };
  delete env.RIGFORGE_TOKEN;
  for (const example of EXAMPLES) {
    console.log(`\n--- ${example} ---`);
    ((await runNode(example, env, 90_000)) === 0 ? passed : failed).push(example);
  }
} catch (error) {
  console.error(`examples: ${error.message}`);
  failed.push('(server)');
} finally {
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await serverExited;
  clearTimeout(timer);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (failed.length > 0) {
  console.error(`\nThe server's last output:\n${serverLog.split('\n').slice(-30).join('\n')}`);
  console.error(`Failed: ${failed.join(', ')}`);
}
console.log(`\nexamples: ${passed.length} passed, ${failed.length} failed`);
process.exit(failed.length > 0 ? 1 : 0);
