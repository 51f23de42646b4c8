// The built client as the page composer needs it (docs/prerendering.md), read once from its folder
// by the Node server (server/src/web/prerender.ts) and by build:static (scripts/build-static.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { composeDocument, type PageParts } from './document';
import { routePreloads, type Manifest } from './routes';

export interface BuiltClient {
  /** index.html as built. */
  shell: string;
  /** public/theme-init.js, inlined into every page; null when the build has none. */
  themeScript: string | null;
  /** The page for `pathname`: prerendered markup (or none), with its route's chunks preloaded. */
  page(pathname: string, parts: PageParts): string;
}

const readText = (file: string): string | null => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);

/** Reads `dist` (index.html, theme-init.js, the shell stylesheet and .vite/manifest.json). */
export function readBuiltClient(dist: string): BuiltClient {
  const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const themeScript = readText(path.join(dist, 'theme-init.js'));
  const manifest = JSON.parse(readText(path.join(dist, '.vite', 'manifest.json')) ?? '{}') as Manifest;
  const href = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1];
  const css = href ? readText(path.join(dist, href)) : null;
  const stylesheet = href && css !== null ? { href, css } : null;
  return {
    shell,
    themeScript,
    page: (pathname, parts) =>
      composeDocument(shell, parts, { themeScript, stylesheet, preloads: routePreloads(pathname, manifest) }),
  };
}
