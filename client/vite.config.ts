import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler|clsx|tslib)[\\/]/;
const SHELL =
  /[\\/](client[\\/]src[\\/](?!graphiql[\\/])|common[\\/]src[\\/]|node_modules[\\/](@apollo|rxjs|optimism|@wry|react-router|react-router-dom|lucide-react|cookie|set-cookie-parser)[\\/])/;
// react-router's package exports only its development build (dev-only checks and warnings);
// the production build ships in the same package and is what `vite build` uses.
const REACT_ROUTER_PRODUCTION = path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production');

const server = process.env.RIGFORGE_API ?? 'http://localhost:3000';
const MOCK_SERVICE_WORKER = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
// Modules the server build only reaches through code behind __RIGFORGE_STATIC__ (main.tsx reads the
// demo session's storage key, the layout renders the demo strip): marked free of side effects, they
// are left out with everything they import (demo-auth.ts would bring common/auth-forms.ts).
const STATIC_ONLY_MODULES = ['/components/ui/NotInDemo.tsx', '/static/DemoAuthProvider.tsx', '/static/demo-auth.ts'];

// `vite build --mode static` (npm run build:static) is the static deployment (docs/static-deployment.md).
// `vite build --ssr` (the client's build script) is the prerenderer (docs/prerendering.md): one
// CommonJS file for Node, with every library bundled in, that the server and build:static load.
export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // `vite --mode mock` (npm run dev:mock): msw's service worker at the site's root, from the msw
    // package itself, so no copy of it sits in public/ or reaches a build.
    {
      name: 'rigforge-mock-service-worker',
      apply: () => command === 'serve' && mode === 'mock',
      configureServer(devServer) {
        devServer.middlewares.use('/mockServiceWorker.js', (_req, res) => {
          res.setHeader('Content-Type', 'text/javascript');
          res.end(fs.readFileSync(MOCK_SERVICE_WORKER));
        });
      },
    },
    {
      // Static-only UI (docs/static-deployment.md) is rendered behind __RIGFORGE_STATIC__; without
      // side effects, the server build leaves the module and its imports out entirely.
      name: 'rigforge-static-only-modules',
      transform(code, id) {
        if (STATIC_ONLY_MODULES.some((file) => id.endsWith(file))) return { code, moduleSideEffects: false };
        return null;
      },
    },
  ],
  // The deployment's social profiles (client/src/lib/social-links.ts); none unless set.
  define: {
    // The prerenderer runs React's production build, as the browser does.
    ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    __RIGFORGE_SOCIAL_LINKS__: JSON.stringify(process.env.RIGFORGE_SOCIAL_LINKS ?? ''),
    // The age (days) past which a catalog price is called possibly out of date (components/pricing/PriceBasisNote.tsx).
    __RIGFORGE_PRICE_STALE_AFTER_DAYS__: JSON.stringify(process.env.RIGFORGE_PRICE_STALE_AFTER_DAYS ?? ''),
    __RIGFORGE_STATIC__: JSON.stringify(mode === 'static'),
  },
  resolve: {
    alias: [
      { find: '@rigforge/common', replacement: path.resolve(import.meta.dirname, '../common/src/index.ts') },
      { find: '@rigforge/planner', replacement: path.resolve(import.meta.dirname, '../planner/src/index.ts') },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${REACT_ROUTER_PRODUCTION}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${REACT_ROUTER_PRODUCTION}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        outDir: mode === 'static' ? 'dist-ssr-static' : 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: {
          input: path.resolve(import.meta.dirname, 'src/ssr/render.tsx'),
          output: { format: 'cjs', entryFileNames: 'render.cjs', codeSplitting: false },
        },
      }
    : {
        outDir: mode === 'static' ? '../dist-static' : 'dist',
        emptyOutDir: true,
        sourcemap: false,
        // Which chunk holds each page module: the prerendered pages preload their route's chunks.
        manifest: true,
        rollupOptions: {
          // The static build has no /graphql to explore: no playground page.
          input: (mode === 'static'
            ? { main: path.resolve(import.meta.dirname, 'index.html') }
            : {
                main: path.resolve(import.meta.dirname, 'index.html'),
                graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
              }) as Record<string, string>,
          // The static build keeps rolldown's own chunking: its in-browser GraphQL link needs graphql-js
          // whole in one chunk, which the shell group below would split (graphql's Kind undefined at load).
          output: {
            codeSplitting:
              mode === 'static'
                ? undefined
                : {
                    groups: [
                      // What the playground entry (graphiql.html) shares with the app: a chunk of its own.
                      { name: 'react', test: REACT, priority: 2 },
                      // Everything else the app shell loads up front, in one chunk rather than a dozen
                      // small ones (each gzip'd file pays its own header and starts with an empty
                      // dictionary). Only main's own libraries, so the playground never loads it.
                      {
                        name: 'shell',
                        tags: ['$initial'],
                        test: (id) => SHELL.test(id) && !REACT.test(id),
                        priority: 1,
                        // Its dependencies outside SHELL (graphql) stay where they are shared.
                        includeDependenciesRecursively: false,
                      },
                    ],
                  },
          },
        },
      },
  optimizeDeps: {
    // The playground's GraphQL worker (client/src/graphiql/workers.ts) is served unbundled in
    // development; these two CommonJS modules in its import graph must be pre-bundled to ESM.
    include: ['monaco-graphql > graphql-language-service > nullthrows', 'monaco-graphql > picomatch-browser'],
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': server,
      '/api': server,
      '/healthz': server,
      '/readyz': server,
    },
  },
}));
