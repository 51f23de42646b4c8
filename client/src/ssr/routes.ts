import { matchPath } from 'react-router';
import { ROUTES } from '../app/routes';

/**
 * The routes prerendered to HTML (docs/prerendering.md): the public pages a visitor lands on, marked
 * in the route table (app/routes.tsx). Each is rendered as a guest; a page whose data fails to load
 * is not prerendered (the app shell is served instead and the browser renders it).
 */
export const PRERENDERED_ROUTES: readonly string[] = ROUTES.filter((route) => route.prerender).map((r) => r.path);

/** True when the path (no query string) is one of PRERENDERED_ROUTES. */
export function isPrerenderedPath(pathname: string): boolean {
  return PRERENDERED_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Each route's page module (the lazy imports of app/routes.tsx), as the client build's manifest
 * names them: its chunk and the chunks it imports are preloaded with the page's HTML, so the
 * page's code downloads alongside the app's instead of after it.
 */
export const ROUTE_MODULES: readonly (readonly [pattern: string, module: string])[] = ROUTES.map((route) => [
  route.path,
  route.module,
]);

/**
 * The pages the static deployment writes besides `/` (scripts/build-static.mjs): every route without a
 * parameter that does not need the server. Routes with one get a page per guide, component and article.
 */
export const STATIC_ROUTES: readonly string[] = ROUTES.filter(
  (route) => route.path !== '/' && !route.path.includes(':') && !route.serverOnly,
).map((route) => route.path);

/**
 * True when the path is one of the app's routes (ROUTE_MODULES, the routes of app/routes.tsx): any
 * other path shows the not-found page, which the server answers with status 404.
 */
export function isAppPath(pathname: string): boolean {
  return ROUTE_MODULES.some(([pattern]) => matchPath(pattern, pathname) !== null);
}

/** One entry of Vite's build manifest (build.manifest). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript files to preload for a path: its page module's chunk and, transitively, the
 * chunks that chunk imports statically, as site paths ('/assets/…'). None for an unknown path.
 */
export function routePreloads(pathname: string, manifest: Manifest): string[] {
  const entry = ROUTE_MODULES.find(([pattern]) => matchPath(pattern, pathname) !== null);
  if (!entry) return [];
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry[1]);
  return files;
}
