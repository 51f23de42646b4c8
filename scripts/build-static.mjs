// npm run build:static: the static deployment in dist-static/ (docs/static-deployment.md).
// 1. the client built in static mode (vite build --mode static: operations run in the browser);
// 2. the content lists as JSON under dist-static/data/, exported by server/src/cli/export-static.ts
//    from the seed content (a fresh embedded database) or from DATABASE_URL when it is set;
// 3. an index.html per public route and per guide, component and article, and 404.html, so that
//    any static host serves deep links: the routes of client/src/ssr/routes.ts prerendered by the
//    static build's prerenderer (vite build --ssr --mode static) over the exported JSON, the others
//    the app shell (docs/prerendering.md). Every page has the theme script and the stylesheet
//    inline and its route's chunks preloaded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'dist-static');

/** deploy/static-hosts/ files that hosts read from the site's own folder (nginx.conf and the Caddyfile are the server's). */
const HOST_FILES = ['_redirects', '.htaccess', 'vercel.json', 'staticwebapp.config.json'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`build:static: ${command} ${args.join(' ')} failed\n`);
    process.exit(result.status ?? 1);
  }
}

// The exporter runs the server's code, which loads the built common and planner packages.
run('npm', ['run', 'build', '-w', 'common']);
run('npm', ['run', 'build', '-w', 'planner']);
fs.rmSync(out, { recursive: true, force: true });
run('npx', ['vite', 'build', '--mode', 'static'], { cwd: path.join(root, 'client') });
run('node', ['-r', '@swc-node/register', 'server/src/cli/export-static.ts', path.join(out, 'data')], {
  env: { ...process.env, SWC_NODE_PROJECT: 'server/tsconfig.json' },
});

run('npx', ['vite', 'build', '--ssr', '--mode', 'static'], { cwd: path.join(root, 'client') });
const prerenderer = createRequire(import.meta.url)(path.join(root, 'client', 'dist-ssr-static', 'render.cjs'));

const client = prerenderer.readBuiltClient(out);
// The manifest is build information, not part of the site.
fs.rmSync(path.join(out, '.vite'), { recursive: true, force: true });
const NO_PAGE = { html: '', state: null, title: null };
const compose = (route, page) => client.page(route, page);

const readList = (name) => JSON.parse(fs.readFileSync(path.join(out, 'data', `${name}.json`), 'utf8'));
const routes = [
  '/',
  // The route table's pages without a parameter (client/src/ssr/routes.ts STATIC_ROUTES).
  ...prerenderer.STATIC_ROUTES,
  ...readList('guides').map((g) => `/guides/${g.slug}`),
  ...readList('components').map((c) => `/components/${c.slug}`),
  ...readList('articles').map((a) => `/articles/${a.slug}`),
];
const execute = prerenderer.createStaticFileExecute(path.join(out, 'data'));
let prerendered = 0;
const shellOnly = [];
for (const route of routes) {
  let page = NO_PAGE;
  if (prerenderer.isPrerenderedPath(route)) {
    page = await prerenderer.renderPage(route, execute);
    if (page === null) {
      shellOnly.push(route);
      page = NO_PAGE;
    } else prerendered += 1;
  }
  const dir = path.join(
    out,
    ...route
      .split('/')
      .filter(Boolean)
      .map((part) => encodeURIComponent(part)),
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), compose(route, page));
}
fs.writeFileSync(path.join(out, '404.html'), compose('/404', NO_PAGE));
// The files the common static hosts read (docs/static-deployment.md#hosting): share links answered
// with the app, unknown paths with 404.html and status 404.
for (const file of HOST_FILES) fs.copyFileSync(path.join(root, 'deploy', 'static-hosts', file), path.join(out, file));
process.stdout.write(
  `dist-static/: ${routes.length} route pages (${prerendered} prerendered), 404.html and ${HOST_FILES.join(', ')}\n`,
);
if (shellOnly.length > 0) {
  process.stderr.write(`build:static: these pages could not be prerendered: ${shellOnly.join(', ')}\n`);
  process.exit(1);
}
