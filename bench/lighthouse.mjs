// Lighthouse (mobile preset, simulated throttling) on the public routes of the built app:
// performance score, FCP, LCP, TBT, CLS and the accessibility score, the median of 3 runs each.
//
//   npm run bench:lighthouse     (builds the client first only if client/dist is missing)
//
// The page is served by the built app server (server/dist, embedded database on a temp folder,
// seeded), as in bench/size.mjs. The browser is Debian's Chromium (scripts/chromium.mjs) started
// through chrome-launcher's chromePath: never a downloaded browser. Lighthouse's figures depend on
// the machine's load (CPU-bound simulation): compare runs made on the same, quiet machine.
// Prints the figures; asserts nothing; exits 0.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import defaultConfig from 'lighthouse/core/config/default-config.js';
import {
  CLIENT_DIST,
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
  waitForHttp200,
} from './lib/common.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const ROUTES = ['/', '/guides', '/components', '/builds', '/sign-in'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function main() {
  ensureServerBuilt();
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    console.log('client/dist is missing: building the client first...');
    runNpm(['run', 'build', '-w', 'client']);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = makeTempDir('lighthouse');
  const app = spawnNode([SERVER_ENTRY], {
    name: 'app server',
    env: serverEnv({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIST,
    }),
  });
  let chrome = null;
  try {
    await waitForHttp200(`${base}/readyz`, { child: app, timeoutMs: 120_000 });
    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    const rows = [];
    for (const route of ROUTES) {
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
        });
      }
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push([
        route,
        fmt.int(m('performance')),
        fmt.ms(m('fcp')),
        fmt.ms(m('lcp')),
        fmt.ms(m('tbt')),
        m('cls').toFixed(3),
        fmt.int(m('accessibility')),
      ]);
    }
    console.log(`Lighthouse (mobile preset, median of ${RUNS} runs) on ${base}, Chromium ${CHROMIUM_PATH}\n`);
    printTable(['route', 'performance', 'FCP', 'LCP', 'TBT', 'CLS', 'accessibility'], rows);
  } finally {
    await chrome?.kill();
    await stopChild(app, { timeoutMs: 3000 });
    removeDir(dataDir);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
