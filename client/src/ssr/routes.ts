import { matchPath } from 'react-router';

/**
 * The routes prerendered to HTML (docs/prerendering.md): the public pages a visitor lands on. Each
 * is rendered as a guest; a page whose data fails to load is not prerendered (the app shell is
 * served instead and the browser renders it).
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/guides',
  '/guides/:slug',
  '/calculator',
  '/components',
  '/builds',
  '/news',
  '/contact',
  '/articles/:slug',
  '/privacy',
  '/terms',
  '/sign-in',
  '/sign-up',
] as const;

/** True when the path (no query string) is one of PRERENDERED_ROUTES. */
export function isPrerenderedPath(pathname: string): boolean {
  return PRERENDERED_ROUTES.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Each route's page module (the lazy imports of app/routes.tsx), as the client build's manifest
 * names them: its chunk and the chunks it imports are preloaded with the page's HTML, so the
 * page's code downloads alongside the app's instead of after it.
 */
export const ROUTE_MODULES: readonly (readonly [pattern: string, module: string])[] = [
  ['/', 'src/features/guides/HomePage.tsx'],
  ['/guides', 'src/features/guides/GuidesPage.tsx'],
  ['/guides/:slug', 'src/features/guides/GuideDetailPage.tsx'],
  ['/components', 'src/features/catalog/CatalogPage.tsx'],
  ['/components/:slug', 'src/features/catalog/ComponentDetailPage.tsx'],
  ['/calculator', 'src/features/planner/CalculatorPage.tsx'],
  ['/build-result', 'src/features/planner/BuildResultPage.tsx'],
  ['/settings', 'src/features/settings/SettingsPage.tsx'],
  ['/saved-builds', 'src/features/builds/SavedBuildsPage.tsx'],
  ['/shared/:token', 'src/features/builds/SharedBuildPage.tsx'],
  ['/builds', 'src/features/builds/PublicBuildsPage.tsx'],
  ['/contact', 'src/features/contact/ContactPage.tsx'],
  ['/price-comparison', 'src/features/pricing/PriceComparisonPage.tsx'],
  ['/news', 'src/features/news/NewsPage.tsx'],
  ['/admin/messages', 'src/features/contact/AdminMessagesPage.tsx'],
  ['/articles/:slug', 'src/features/articles/ArticlePage.tsx'],
  ['/search', 'src/features/search/SearchPage.tsx'],
  ['/privacy', 'src/features/legal/LegalPage.tsx'],
  ['/terms', 'src/features/legal/LegalPage.tsx'],
  ['/sign-in', 'src/features/auth/SignInPage.tsx'],
  ['/sign-up', 'src/features/auth/SignUpPage.tsx'],
  ['/reset-password', 'src/features/auth/ResetPasswordPage.tsx'],
];

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
