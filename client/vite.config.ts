import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = process.env.RIGFORGE_API ?? 'http://localhost:3000';

// `vite build --mode static` (npm run build:static) is the static deployment (docs/static-deployment.md).
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    {
      // Static-only UI (docs/static-deployment.md) is rendered behind __RIGFORGE_STATIC__; without
      // side effects, the server build leaves the module and its imports out entirely.
      name: 'rigforge-static-only-modules',
      transform(code, id) {
        if (id.endsWith('/components/ui/NotInDemo.tsx')) return { code, moduleSideEffects: false };
        return null;
      },
    },
  ],
  // The deployment's social profiles (client/src/lib/social-links.ts); none unless set.
  define: {
    __RIGFORGE_SOCIAL_LINKS__: JSON.stringify(process.env.RIGFORGE_SOCIAL_LINKS ?? ''),
    __RIGFORGE_STATIC__: JSON.stringify(mode === 'static'),
  },
  resolve: {
    alias: { '@rigforge/common': path.resolve(import.meta.dirname, '../common/src/index.ts') },
  },
  build: {
    outDir: mode === 'static' ? '../dist-static' : 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The static build has no /graphql to explore: no playground page.
      input: (mode === 'static'
        ? { main: path.resolve(import.meta.dirname, 'index.html') }
        : {
            main: path.resolve(import.meta.dirname, 'index.html'),
            graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
          }) as Record<string, string>,
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
