/**
 * True in the static build (`vite build --mode static`, docs/static-deployment.md): no server;
 * content from JSON, accounts are a demo in browser storage. Vite replaces it at build time
 * (client/vite.config.ts), so the server build drops every static-only branch and its imports;
 * jest sets it to false (jest.config.js).
 */
declare const __RIGFORGE_STATIC__: boolean;
