import fs from 'node:fs';
import path from 'node:path';
import {
  isAppPath,
  isPrerenderedPath,
  PRERENDERED_ROUTES,
  ROUTE_MODULES,
  STATIC_ROUTES,
  routePreloads,
  type Manifest,
} from '../routes';

describe('isPrerenderedPath', () => {
  it.each([
    '/',
    '/guides',
    '/guides/budget-build',
    '/calculator',
    '/components',
    '/builds',
    '/news',
    '/contact',
    '/articles/thermal-paste',
    '/privacy',
    '/terms',
    '/sign-in',
    '/sign-up',
  ])('prerenders %s', (pathname) => {
    expect(isPrerenderedPath(pathname)).toBe(true);
  });

  it('covers every listed route', () => {
    for (const pattern of PRERENDERED_ROUTES) expect(isPrerenderedPath(pattern.replace(':slug', 'x'))).toBe(true);
  });

  it.each([
    '/settings',
    '/saved-builds',
    '/components/some-slug',
    '/guides/x/y',
    '/articles',
    '/shared/abc',
    '/build-result',
    '/admin/messages',
    '/search',
    '/reset-password',
    '/price-comparison',
    '/no-such-page',
    // A pathname never holds the query string: this is a path with '?' in it.
    '/guides?x',
  ])('does not prerender %s', (pathname) => {
    expect(isPrerenderedPath(pathname)).toBe(false);
  });
});

describe('isAppPath', () => {
  it.each(['/', '/guides', '/guides/', '/guides/any-slug', '/shared/abc', '/admin/messages', '/sign-in', '/search'])(
    '%s is a route of the app',
    (pathname) => expect(isAppPath(pathname)).toBe(true),
  );

  it.each(['/nope', '/guides/a/b', '/shared', '/api-docs', '/sign-in/extra', '/%2e%2e/etc'])(
    '%s is not (the not-found page, answered 404)',
    (pathname) => expect(isAppPath(pathname)).toBe(false),
  );
});

describe('routePreloads', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor.js'] },
    _vendor: { file: 'assets/unused.js' },
    '_vendor.js': { file: 'assets/vendor-2.js' },
    'src/features/guides/HomePage.tsx': { file: 'assets/HomePage-3.js', imports: ['_Card.js', '_vendor.js'] },
    '_Card.js': { file: 'assets/Card-4.js', imports: ['_Icon.js'], css: ['assets/Card.css'] },
    '_Icon.js': { file: 'assets/Icon-5.js', imports: ['_Card.js'] },
    'src/features/settings/SettingsPage.tsx': { file: 'assets/SettingsPage-6.js', imports: ['_missing.js'] },
  };

  it("lists the page's chunk and, transitively, what it imports, each once despite the cycle", () => {
    expect(routePreloads('/', manifest)).toEqual([
      '/assets/HomePage-3.js',
      '/assets/Card-4.js',
      '/assets/Icon-5.js',
      '/assets/vendor-2.js',
    ]);
  });

  it("matches the route's pattern and skips imports the manifest lacks", () => {
    expect(routePreloads('/settings', manifest)).toEqual(['/assets/SettingsPage-6.js']);
  });

  it('answers nothing for an unknown path or a page module the manifest lacks', () => {
    expect(routePreloads('/no-such-page', manifest)).toEqual([]);
    expect(routePreloads('/guides/x/y', manifest)).toEqual([]);
    expect(routePreloads('/news', manifest)).toEqual([]);
    expect(routePreloads('/', {})).toEqual([]);
  });
});

describe('the route table (app/routes.tsx)', () => {
  const source = fs.readFileSync(path.resolve(__dirname, '../../app/routes.tsx'), 'utf8');
  /** Each lazy component's name and its module as the manifest names it ('src/features/….tsx'). */
  const lazyModules = new Map(
    [...source.matchAll(/const (\w+) = lazy\(\(\) =>\s*import\('\.\.\/(features\/[^']+)'\)/g)].map(
      ([, name, module]) => [name, `src/${module}.tsx`] as const,
    ),
  );
  /** Each entry's path, its module and the first component of its element. */
  const entries = [...source.matchAll(/\{\s*path: '([^']+)',\s*module: '([^']+)',\s*element: \(?\s*<(\w+)/g)].map(
    ([, routePath, module, component]) => ({ path: routePath, module, component }),
  );
  /** Lazy modules that are no route's page of their own. */
  const NOT_PAGES: Record<string, string> = {
    NotFoundPage: 'the catch-all route (*), which has no chunk of its own to preload',
    UseCaseStepPage: '/guides?step=usecase, a query string: /guides preloads the guides grid',
    CommentSection: 'a part of the news page, loaded when it shows',
  };

  it('finds the lazy imports and the entries (the patterns still match the file)', () => {
    expect(lazyModules.size).toBeGreaterThanOrEqual(20);
    expect(entries).toHaveLength(ROUTE_MODULES.length);
    expect(lazyModules.get('HomePage')).toBe('src/features/guides/HomePage.tsx');
  });

  it('names, for each route, the module of the page it shows', () => {
    for (const entry of entries) {
      // <GuidesRoute> shows the guides grid; <AdminOnly> wraps the admin page.
      const page = { GuidesRoute: 'GuidesPage', AdminOnly: 'AdminMessagesPage' }[entry.component] ?? entry.component;
      expect([entry.path, entry.module]).toEqual([entry.path, lazyModules.get(page)]);
    }
  });

  it('has every lazy page module', () => {
    const modules = new Set(ROUTE_MODULES.map(([, module]) => module));
    const pages = [...lazyModules].filter(([name]) => !(name in NOT_PAGES)).map(([, module]) => module);
    expect(pages.filter((module) => !modules.has(module))).toEqual([]);
    for (const name of Object.keys(NOT_PAGES)) expect(lazyModules.has(name)).toBe(true);
  });

  it('derives the prerendered and static lists from the table', () => {
    const patterns = ROUTE_MODULES.map(([pattern]) => pattern);
    expect(PRERENDERED_ROUTES.filter((pattern) => !patterns.includes(pattern))).toEqual([]);
    expect([...STATIC_ROUTES].sort()).toEqual(
      [
        '/guides',
        '/calculator',
        '/build-result',
        '/builder',
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
      ].sort(),
    );
  });
});
