// A plain static file server for dist-static/ (npm run test:e2e:static, docs/static-deployment.md):
// no API, no rewrites beyond what the common static hosts do: a folder answers with its index.html,
// the rewrites of the site's `_redirects` file (status 200 rules, as Netlify and Cloudflare Pages
// read them) apply where no file matches, an unknown path gets 404.html (status 404), and the
// hosts' own configuration files are not served. Text is gzip-compressed when the browser accepts it, as
// static hosts do.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist-static');
const port = Number(process.argv[3] ?? process.env.PORT ?? 4173);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Files a host reads and does not serve (scripts/build-static.mjs HOST_FILES). */
const HOST_FILES = new Set(['_redirects', '.htaccess', 'vercel.json', 'staticwebapp.config.json']);

/** The `_redirects` rewrites (`/from/*  /to  200`): [prefix or exact path, splat?, target]. */
function readRewrites() {
  let text = '';
  try {
    text = fs.readFileSync(path.join(root, '_redirects'), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, to, status]) => from && !from.startsWith('#') && to && status === '200')
    .map(([from, to]) => (from.endsWith('/*') ? [from.slice(0, -1), true, to] : [from, false, to]));
}
const rewrites = readRewrites();

function rewritten(urlPath) {
  const rule = rewrites.find(([from, splat]) => (splat ? urlPath.startsWith(from) : urlPath === from));
  return rule ? fileFor(rule[2]) : null;
}

function fileFor(urlPath) {
  if (HOST_FILES.has(path.posix.basename(urlPath))) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return null;
  try {
    const stat = fs.statSync(file);
    if (stat.isFile()) return file;
    if (stat.isDirectory() && fs.existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
  } catch {
    return null;
  }
  return null;
}

http
  .createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = fileFor(urlPath) ?? rewritten(urlPath);
    const status = file ? 200 : 404;
    const served = file ?? path.join(root, '404.html');
    const type = TYPES[path.extname(served)] ?? 'application/octet-stream';
    const gzip =
      /^(text\/|application\/(json|manifest)|image\/svg)/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(status, {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else if (gzip) fs.createReadStream(served).pipe(zlib.createGzip()).pipe(res);
    else fs.createReadStream(served).pipe(res);
  })
  .listen(port, '127.0.0.1', () => process.stdout.write(`dist-static on http://127.0.0.1:${port}\n`));
