import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout, StandaloneLayout } from './Layout';

// Every page is its own chunk, loaded on first visit.
const HomePage = lazy(() => import('../features/guides/HomePage').then((m) => ({ default: m.HomePage })));
const GuidesPage = lazy(() => import('../features/guides/GuidesPage').then((m) => ({ default: m.GuidesPage })));
const GuideDetailPage = lazy(() =>
  import('../features/guides/GuideDetailPage').then((m) => ({ default: m.GuideDetailPage })),
);
const CatalogPage = lazy(() => import('../features/catalog/CatalogPage').then((m) => ({ default: m.CatalogPage })));
const ComponentDetailPage = lazy(() =>
  import('../features/catalog/ComponentDetailPage').then((m) => ({ default: m.ComponentDetailPage })),
);
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const ComingSoonPage = lazy(() =>
  import('../features/coming-soon/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage })),
);

/** Routes of the SPEC that later issues build; until then they say so honestly. */
export const COMING_SOON_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/calculator', title: 'PC Budget Calculator' },
  { path: '/news', title: 'Latest Hardware News' },
  { path: '/contact', title: 'Contact and Support' },
  { path: '/build-result', title: 'Build Result' },
  { path: '/settings', title: 'Account Settings' },
  { path: '/saved-builds', title: 'Saved Builds' },
  { path: '/price-comparison', title: 'Real-Time Price Comparison' },
];

/** Routes outside the shared navigation bar and footer (SPEC §2). */
export const STANDALONE_COMING_SOON_ROUTES: readonly { path: string; title: string }[] = [
  { path: '/sign-in', title: 'Sign In' },
  { path: '/sign-up', title: 'Sign Up' },
  { path: '/reset-password', title: 'Password Reset' },
];

/**
 * The route table (SPEC §2). Declarative routes keep react-router's data-router machinery out of
 * the initial bundle; data comes from Apollo, so loaders are not needed.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/guides" element={<GuidesPage />} />
        <Route path="/guides/:slug" element={<GuideDetailPage />} />
        <Route path="/components" element={<CatalogPage />} />
        <Route path="/components/:slug" element={<ComponentDetailPage />} />
        {COMING_SOON_ROUTES.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<StandaloneLayout />}>
        {STANDALONE_COMING_SOON_ROUTES.map(({ path, title }) => (
          <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
        ))}
      </Route>
    </Routes>
  );
}
