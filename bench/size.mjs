// What the home page costs to download: every same-origin JS and CSS file that loading / in
// headless Chromium fetches (the entry script, its modulepreloads, the style sheets and the lazy
// chunks of the home route), with raw and gzip sizes.
//
//   npm run bench:size     (runs `npm run build -w client` first only if client/dist is missing)
//
// The page is served by the built app server (server/dist, embedded database on a temp folder)
// so that the home page gets its data and loads whatever it loads after that; without a server
// build it falls back to a static file server (GraphQL then fails, which a page may handle by
// loading less). The browser is kept off the internet. gzip sizes are zlib's default level (what
// the server's compression middleware produces); the "wire" column is what the server actually
// sent, with its encoding. KB = 1024 bytes. Prints the figures; asserts nothing; exits 0.
//
//   BENCH_SIZE_VISITOR=returning npm run bench:size
//
// measures a returning visitor instead of a first one: the tutorial's seen flag is in the browser's
// storage, so the first-visit tutorial (and its dialog code) does not load.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import {
  CLIENT_DIST,
  REPO_ROOT,
  SERVER_ENTRY,
  fmt,
  freePort,
  makeTempDir,
  printTable,
  removeDir,
  runNpm,
  serverEnv,
  sleep,
  spawnNode,
  stopChild,
  verdict,
  waitForHttp200,
} from './lib/common.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const JS_GZIP_BUDGET = 165 * 1024;
const CHROMIUM = CHROMIUM_PATH;
const RETURNING = process.env.BENCH_SIZE_VISITOR === 'returning';

/** The files index.html itself references, by path, with how it references them. */
function staticReferences(html) {
  const refs = new Map();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    refs.set(m[1], /type="module"/.test(m[0]) ? 'entry' : 'script');
  }
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const href = m[0].match(/\bhref="([^"]+)"/)?.[1];
    if (!href) continue;
    if (/rel="modulepreload"/.test(m[0])) refs.set(href, 'modulepreload');
    else if (/rel="stylesheet"/.test(m[0])) refs.set(href, 'css link');
  }
  return refs;
}

const MIME = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Fallback: client/dist served as files with the SPA fallback; /graphql and /api answer 503. */
function startStaticServer(port) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname.startsWith('/graphql') || url.pathname.startsWith('/api')) {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end('{"errors":[{"message":"no server build"}]}');
      return;
    }
    let file = path.join(CLIENT_DIST, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(CLIENT_DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(CLIENT_DIST, 'index.html');
    }
    res.writeHead(200, { 'content-type': MIME[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function main() {
  if (!fs.existsSync(path.join(CLIENT_DIST, 'index.html'))) {
    console.log('client/dist is missing: building the client first...');
    runNpm(['run', 'build', '-w', 'client']);
  }
  const html = fs.readFileSync(path.join(CLIENT_DIST, 'index.html'), 'utf8');
  const refs = staticReferences(html);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let app = null;
  let staticServer = null;
  let dataDir = null;
  let browser = null;
  let servedBy;
  try {
    if (fs.existsSync(SERVER_ENTRY)) {
      dataDir = makeTempDir('size');
      app = spawnNode([SERVER_ENTRY], {
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
      await waitForHttp200(`${base}/readyz`, { child: app, timeoutMs: 120_000 });
      servedBy = 'the built app server (embedded database, seeded)';
    } else {
      staticServer = await startStaticServer(port);
      servedBy = 'a static file server (no server build: GraphQL answers 503)';
    }

    const require = createRequire(path.join(REPO_ROOT, 'package.json'));
    const { chromium } = require('@playwright/test');
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      // common/src/ui.ts TUTORIAL_STORAGE_KEY: a returning visitor has seen the tutorial.
      ...(RETURNING
        ? {
            storageState: {
              cookies: [],
              origins: [{ origin: base, localStorage: [{ name: 'hasSeenTutorial', value: 'true' }] }],
            },
          }
        : {}),
    });
    const offsite = [];
    await context.route('**/*', (route) => {
      const u = new URL(route.request().url());
      if (u.host === `127.0.0.1:${port}`) return route.continue();
      offsite.push(route.request().url());
      return route.abort();
    });
    const page = await context.newPage();
    const consoleErrors = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const files = new Map();
    const pending = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin !== base) return;
      const ext = path.extname(url.pathname);
      const type = response.request().resourceType();
      const isJs = ext === '.js' || ext === '.mjs' || type === 'script';
      const isCss = ext === '.css' || type === 'stylesheet';
      if (!isJs && !isCss) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          files.set(url.pathname, {
            file: url.pathname,
            kind: isJs ? 'JS' : 'CSS',
            how: refs.get(url.pathname) ?? 'lazy (loaded by code)',
            raw: body.length,
            gzip: zlib.gzipSync(body).length,
            wire: sizes?.responseBodySize ?? null,
            encoding: response.headers()['content-encoding'] ?? 'identity',
          });
        })().catch((err) => consoleErrors.push(`could not read ${url.pathname}: ${err.message}`)),
      );
    });

    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await sleep(1000); // whatever the page loads once its data has arrived
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    const rows = [...files.values()].sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);
    console.log(
      `Home page (/) served by ${servedBy}; loaded in headless Chromium (${CHROMIUM}) as a ${RETURNING ? 'returning visitor (tutorial seen)' : 'first-time visitor'}.\n`,
    );
    printTable(
      ['file', 'type', 'how', 'raw bytes', 'gzip bytes', 'wire bytes'],
      rows.map((r) => [
        r.file,
        r.kind,
        r.how,
        fmt.int(r.raw),
        fmt.int(r.gzip),
        r.wire === null ? '?' : `${fmt.int(r.wire)} ${r.encoding}`,
      ]),
    );
    const sum = (kind, key) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r[key], 0);
    const jsRaw = sum('JS', 'raw');
    const jsGzip = sum('JS', 'gzip');
    const cssRaw = sum('CSS', 'raw');
    const cssGzip = sum('CSS', 'gzip');
    console.log('');
    console.log(
      `JS total:  ${rows.filter((r) => r.kind === 'JS').length} files, raw ${fmt.int(jsRaw)} B (${fmt.kb(jsRaw)}), gzip ${fmt.int(jsGzip)} B (${fmt.kb(jsGzip)})`,
    );
    console.log(
      `CSS total: ${rows.filter((r) => r.kind === 'CSS').length} files, raw ${fmt.int(cssRaw)} B (${fmt.kb(cssRaw)}), gzip ${fmt.int(cssGzip)} B (${fmt.kb(cssGzip)})`,
    );

    // The page itself (docs/prerendering.md): prerendered HTML with the stylesheet inline.
    const documentHtml = await (await fetch(`${base}/`)).text();
    const inlineCss = /<style>([\s\S]*?)<\/style>/.exec(documentHtml)?.[1] ?? '';
    const gz = (text) => zlib.gzipSync(Buffer.from(text)).length;
    console.log(
      `Document /:  raw ${fmt.int(Buffer.byteLength(documentHtml))} B, gzip ${fmt.int(gz(documentHtml))} B (${fmt.kb(gz(documentHtml))}); inline CSS raw ${fmt.int(Buffer.byteLength(inlineCss))} B`,
    );
    const missing = [...refs.keys()].filter((p) => p.startsWith('/assets/') && !files.has(p));
    const inlined = missing.filter((p) => p.endsWith('.css') && inlineCss.length > 0);
    const notLoaded = missing.filter((p) => !inlined.includes(p));
    if (inlined.length > 0) console.log(`Inlined into the page, not fetched: ${inlined.join(', ')}`);
    if (notLoaded.length > 0) console.log(`\nReferenced by index.html but not loaded: ${notLoaded.join(', ')}`);
    const playground = rows.filter((r) => /graphiql|monaco|worker/i.test(r.file));
    console.log(
      `Playground (GraphiQL/Monaco) files loaded by /: ${playground.length === 0 ? 'none' : playground.map((r) => r.file).join(', ')}`,
    );
    if (offsite.length > 0) console.log(`Blocked off-site requests: ${offsite.join(', ')}`);
    if (consoleErrors.length > 0) console.log(`Console errors on /:\n  ${consoleErrors.join('\n  ')}`);
    console.log('');
    console.log(`JS gzip ≤ 165 KB: ${verdict(jsGzip <= JS_GZIP_BUDGET)} (${fmt.kb(jsGzip)})`);
  } finally {
    await browser?.close().catch(() => {});
    staticServer?.close();
    // A short grace, then SIGKILL: the data folder is a throwaway.
    if (app) await stopChild(app, { timeoutMs: 3000 });
    if (dataDir) removeDir(dataDir);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});
