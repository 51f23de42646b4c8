// Lighthouse (mobile preset, simulated throttling) on the public routes, against two targets:
//   server  the built app server (server/dist, embedded database on a temp folder, seeded), as in
//           bench/size.mjs: guests get the prerendered pages (docs/prerendering.md), with the
//           default prerender cache (PRERENDER_CACHE_TTL_MS);
//   static  the static build dist-static/ (docs/static-deployment.md) served by
//           scripts/serve-static.mjs.
// For each route: performance score, FCP, LCP, TBT, CLS, speed index and the accessibility score,
// the median of 3 runs (LIGHTHOUSE_RUNS to change), one table per target; then a PASS/FAIL line
// per route and target against the targets: performance >= 95, CLS <= 0.05, LCP <= 2.0 s,
// accessibility 100.
//
//   npm run bench:lighthouse
//
// Builds the client only if client/dist is missing, and the static build (npm run build:static)
// only if dist-static/index.html is missing: after changing the client, run `npm run build` and
// `npm run build:static` first, or a stale build is measured. LIGHTHOUSE_PORT=<n> puts the app
// server on port n, the static server on n+1 and Chromium's debugging port on n+2 (default: ports
// the OS picks). The browser is Debian's Chromium (scripts/chromium.mjs) started through
// chrome-launcher's chromePath: never a downloaded browser. Lighthouse's figures depend on the
// machine's load (CPU-bound simulation): compare runs made on the same, quiet machine.
// Each route is requested once before its runs (no cold process or empty page cache is measured).
// Prints the figures; asserts nothing; exits 0 (1 only when it cannot run, e.g. a build fails).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import {
  CLIENT_DIST,
  REPO_ROOT,
  SERVER_ENTRY,
  ensureServerBuilt,
  fmt,
  freePort,
  makeTempDir,
  median,
  printTable,
  removeDir,
  runNpm,
  serverEnv,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const ROUTES = ['/', '/guides', '/components', '/builds', '/sign-in'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BASE_PORT = process.env.LIGHTHOUSE_PORT ? Number(process.env.LIGHTHOUSE_PORT) : null;
const STATIC_DIST = path.join(REPO_ROOT, 'dist-static');

/** The targets, per route and target. */
const TARGETS = [
  { label: 'performance', key: 'performance', ok: (v) => v >= 95, show: (v) => `${fmt.int(v)} >= 95` },
  { label: 'CLS', key: 'cls', ok: (v) => v <= 0.05, show: (v) => `${v.toFixed(3)} <= 0.05` },
  { label: 'LCP', key: 'lcp', ok: (v) => v <= 2000, show: (v) => `${fmt.ms(v)} <= 2.00 s` },
  { label: 'accessibility', key: 'accessibility', ok: (v) => v >= 100, show: (v) => `${fmt.int(v)} = 100` },
];

const portFor = (offset) => (BASE_PORT === null ? freePort() : Promise.resolve(BASE_PORT + offset));

/** The median figures of RUNS Lighthouse runs on each route of `base`. */
async function measure(chrome, base) {
  const results = [];
  for (const route of ROUTES) {
    // One request first, so the first run does not measure a cold process or an empty page cache.
    await fetch(`${base}${route}`).then((res) => res.arrayBuffer());
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      // Mobile is Lighthouse's default form factor and throttling (the default config).
      const result = await lighthouse(
        `${base}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        defaultConfig,
      );
      const { audits, categories } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
      });
    }
    const m = (key) => median(runs.map((r) => r[key]));
    results.push({
      route,
      performance: m('performance'),
      fcp: m('fcp'),
      lcp: m('lcp'),
      tbt: m('tbt'),
      cls: m('cls'),
      si: m('si'),
      accessibility: m('accessibility'),
    });
  }
  return results;
}

function printResults(name, base, results) {
  console.log(`\n${name}: Lighthouse (mobile preset, median of ${RUNS} runs) on ${base}\n`);
  printTable(
    ['route', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'speed index', 'accessibility'],
    results.map((r) => [
      r.route,
      fmt.int(r.performance),
      fmt.ms(r.fcp),
      fmt.ms(r.lcp),
      fmt.ms(r.tbt),
      r.cls.toFixed(3),
      fmt.ms(r.si),
      fmt.int(r.accessibility),
    ]),
  );
}

async function main() {
  ensureServerBuilt();
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    console.log('client/dist is missing: building the client first...');
    runNpm(['run', 'build', '-w', 'client']);
  }
  if (!fs.existsSync(path.join(STATIC_DIST, 'index.html'))) {
    console.log('dist-static is missing: running npm run build:static first...');
    runNpm(['run', 'build:static']);
  }
  const appPort = await portFor(0);
  const staticPort = await portFor(1);
  const targets = [
    { name: 'server', base: `http://127.0.0.1:${appPort}` },
    { name: 'static', base: `http://127.0.0.1:${staticPort}` },
  ];
  const dataDir = makeTempDir('lighthouse');
  const app = spawnNode([SERVER_ENTRY], {
    name: 'app server',
    env: serverEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST,
    }),
  });
  const serveStatic = path.join(REPO_ROOT, 'scripts', 'serve-static.mjs');
  const staticServer = spawnNode([serveStatic, STATIC_DIST, String(staticPort)], { name: 'static server' });
  let chrome = null;
  try {
    await waitForHttp200(`${targets[0].base}/readyz`, { child: app, timeoutMs: 120_000 });
    await waitForHttp200(`${targets[1].base}/`, { child: staticServer, timeoutMs: 30_000 });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      ...(BASE_PORT === null ? {} : { port: BASE_PORT + 2 }),
    });
    const measured = [];
    for (const target of targets) measured.push({ ...target, results: await measure(chrome, target.base) });
    const load = os.loadavg().map((v) => v.toFixed(2));
    console.log(`Chromium ${CHROMIUM_PATH}; load average ${load.join(', ')} (1, 5, 15 min) at the end`);
    for (const { name, base, results } of measured) printResults(name, base, results);
    console.log('\nTargets: performance >= 95, CLS <= 0.05, LCP <= 2.0 s, accessibility 100\n');
    for (const { name, results } of measured) {
      for (const r of results) {
        const failed = TARGETS.filter((t) => !t.ok(r[t.key]));
        const details = TARGETS.map((t) => `${t.label} ${t.show(r[t.key])}`).join(', ');
        const missed = failed.length ? ` (missed: ${failed.map((t) => t.label).join(', ')})` : '';
        console.log(`${verdict(failed.length === 0)}  ${name.padEnd(6)}  ${r.route.padEnd(11)}  ${details}${missed}`);
      }
    }
  } finally {
    await chrome?.kill();
    await stopChild(staticServer, { timeoutMs: 3000 });
    await stopChild(app, { timeoutMs: 3000 });
    removeDir(dataDir);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
