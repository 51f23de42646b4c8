import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const server = process.env.RIGFORGE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@rigforge/common': path.resolve(import.meta.dirname, '../common/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        main: path.resolve(import.meta.dirname, 'index.html'),
        graphiql: path.resolve(import.meta.dirname, 'graphiql.html'),
      },
    },
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
});
