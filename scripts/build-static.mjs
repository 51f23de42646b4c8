// npm run build:static: the static deployment in dist-static/ (docs/static-deployment.md).
// 1. the client built in static mode (vite build --mode static: operations run in the browser);
// 2. the content lists as JSON under dist-static/data/, exported by server/src/cli/export-static.ts
//    from the seed content (a fresh embedded database) or from DATABASE_URL when it is set;
// 3. the app shell copied to an index.html per public route and per guide, component, news item
//    and article, and to 404.html, so that any static host serves deep links.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-static');

/** The public routes of client/src/app/routes.tsx that take no parameter. */
export const STATIC_ROUTES = [
  '/guides',
  '/calculator',
  '/build-result',
  '/components',
  '/news',
  '/contact',
  '/price-comparison',
  '/search',
  '/builds',
  '/saved-builds',
  '/settings',
  '/privacy',
  '/terms',
  '/sign-in',
  '/sign-up',
  '/reset-password',
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`build:static: ${command} ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

run('npm', ['run', 'build', '-w', 'common']);
fs.rmSync(out, { recursive: true, force: true });
run('npx', ['vite', 'build', '--mode', 'static'], { cwd: path.join(root, 'client') });
run('node', ['-r', '@swc-node/register', 'server/src/cli/export-static.ts', path.join(out, 'data')], {
  env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' },
});

const shell = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
const readList = (name) => JSON.parse(fs.readFileSync(path.join(out, 'data', `${name}.json`), 'utf8'));
const routes = [
  ...STATIC_ROUTES,
  ...readList('guides').map((g) => `/guides/${g.slug}`),
  ...readList('components').map((c) => `/components/${c.slug}`),
  ...readList('articles').map((a) => `/articles/${a.slug}`),
];
for (const route of routes) {
  const dir = path.join(
    out,
    ...route
      .split('/')
      .filter(Boolean)
      .map((part) => encodeURIComponent(part)),
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), shell);
}
fs.writeFileSync(path.join(out, '404.html'), shell);
process.stdout.write(`dist-static/: ${routes.length + 1} route pages and 404.html\n`);
