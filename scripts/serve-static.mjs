// A plain static file server for dist-static/ (npm run test:e2e:static, docs/static-deployment.md):
// no API, no rewrites beyond what any static host does: a folder answers with its index.html,
// an unknown path with 404.html (status 404). Text is gzip-compressed when the browser accepts it, as
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

function fileFor(urlPath) {
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
    const file = fileFor(urlPath);
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
