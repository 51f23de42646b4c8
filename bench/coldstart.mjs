// Cold start of the built server on the embedded database: the time from spawning
// `node server/dist/index.js` to the first 200 from /readyz (polled every 25 ms), first on an
// empty data folder (initdb, migrations, seed), then three times on the folder that run left.
// Each run is stopped with SIGTERM; the exit code and the shutdown time are reported too.
//
//   npm run bench:coldstart            (builds common and server first if server/dist is missing)
//   BENCH_RUNS=5 npm run bench:coldstart
//
// Prints figures against the targets; asserts nothing.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  SERVER_ENTRY,
  ensureServerBuilt,
  fmt,
  freePort,
  makeTempDir,
  median,
  printTable,
  removeDir,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';

const TARGET_FRESH_MS = 8000;
const TARGET_EXISTING_MS = 3000;
const EXISTING_RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function startOnce(dataDir, label) {
  const port = await freePort();
  const env = serverEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    CLIENT_DIST: 'none',
  });
  const t0 = performance.now();
  const child = spawnNode([SERVER_ENTRY], { env, name: `server (${label})` });
  const tReady = await waitForHttp200(`http://127.0.0.1:${port}/readyz`, { child, intervalMs: 25, timeoutMs: 120_000 });
  const readyMs = tReady - t0;

  const stop = await stopChild(child, { signal: 'SIGTERM', timeoutMs: 15_000 });
  const lockLeft = fs.existsSync(path.join(dataDir, 'rigforge.lock'));
  const warnings = child.output.trim();
  return { label, readyMs, exitCode: stop.code, exitSignal: stop.signal, shutdownMs: stop.ms, lockLeft, warnings };
}

async function main() {
  ensureServerBuilt();
  const dataDir = makeTempDir('coldstart');
  console.log(
    `Cold start of ${path.relative(process.cwd(), SERVER_ENTRY) || SERVER_ENTRY} (embedded database, NODE_ENV=production, LOG_LEVEL=warn)`,
  );
  console.log(`data folder: ${dataDir}\n`);
  const runs = [];
  try {
    runs.push(await startOnce(dataDir, 'fresh (empty folder)'));
    for (let i = 1; i <= EXISTING_RUNS; i += 1) runs.push(await startOnce(dataDir, `existing folder #${i}`));
  } finally {
    removeDir(dataDir);
  }

  printTable(
    ['run', 'spawn -> /readyz 200', 'SIGTERM -> exit', 'exit code', 'lock file left'],
    runs.map((r) => [
      r.label,
      fmt.ms(r.readyMs),
      fmt.ms(r.shutdownMs),
      r.exitSignal ? `signal ${r.exitSignal}` : String(r.exitCode),
      r.lockLeft ? 'YES' : 'no',
    ]),
  );

  const fresh = runs[0];
  const existing = runs.slice(1).map((r) => r.readyMs);
  const best = Math.min(...existing);
  const med = median(existing);
  console.log('');
  console.log(`fresh:    ${fmt.ms(fresh.readyMs)}`);
  console.log(`existing: best ${fmt.ms(best)}, median ${fmt.ms(med)} (${existing.map(fmt.ms).join(', ')})`);
  console.log('');
  console.log(`Cold start ≤ 8 s fresh: ${verdict(fresh.readyMs <= TARGET_FRESH_MS)} (${fmt.ms(fresh.readyMs)})`);
  console.log(`Cold start ≤ 3 s existing (median): ${verdict(med <= TARGET_EXISTING_MS)} (${fmt.ms(med)})`);
  const cleanExits = runs.every((r) => r.exitCode === 0 && !r.exitSignal);
  console.log(
    `Exits 0 on SIGTERM: ${verdict(cleanExits)} (shutdown ${runs.map((r) => fmt.ms(r.shutdownMs)).join(', ')})`,
  );
  const withOutput = runs.filter((r) => r.warnings);
  if (withOutput.length > 0) {
    console.log('\nOutput at LOG_LEVEL=warn:');
    for (const r of withOutput) console.log(`--- ${r.label} ---\n${r.warnings}`);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
