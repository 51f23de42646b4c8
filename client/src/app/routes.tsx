import { lazy, type ReactElement } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { AdminOnly } from './AdminOnly';
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
const SignInPage = lazy(() => import('../features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('../features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const SettingsPage = lazy(() => import('../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const CalculatorPage = lazy(() =>
  import('../features/planner/CalculatorPage').then((m) => ({ default: m.CalculatorPage })),
);
const BuilderPage = lazy(() => import('../features/planner/BuilderPage').then((m) => ({ default: m.BuilderPage })));
const BuildResultPage = lazy(() =>
  import('../features/planner/BuildResultPage').then((m) => ({ default: m.BuildResultPage })),
);
const UseCaseStepPage = lazy(() =>
  import('../features/planner/UseCaseStepPage').then((m) => ({ default: m.UseCaseStepPage })),
);
const SavedBuildsPage = lazy(() =>
  import('../features/builds/SavedBuildsPage').then((m) => ({ default: m.SavedBuildsPage })),
);
const SharedBuildPage = lazy(() =>
  import('../features/builds/SharedBuildPage').then((m) => ({ default: m.SharedBuildPage })),
);
const PublicBuildsPage = lazy(() =>
  import('../features/builds/PublicBuildsPage').then((m) => ({ default: m.PublicBuildsPage })),
);
const ContactPage = lazy(() => import('../features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const AdminMessagesPage = lazy(() =>
  import('../features/contact/AdminMessagesPage').then((m) => ({ default: m.AdminMessagesPage })),
);
const LegalPage = lazy(() => import('../features/legal/LegalPage').then((m) => ({ default: m.LegalPage })));
const ArticlePage = lazy(() => import('../features/articles/ArticlePage').then((m) => ({ default: m.ArticlePage })));
const SearchPage = lazy(() => import('../features/search/SearchPage').then((m) => ({ default: m.SearchPage })));
const PriceComparisonPage = lazy(() =>
  import('../features/pricing/PriceComparisonPage').then((m) => ({ default: m.PriceComparisonPage })),
);
const NewsPage = lazy(() => import('../features/news/NewsPage').then((m) => ({ default: m.NewsPage })));
// A news card's comment section: its code loads when the first card's comments open.
const CommentSection = lazy(() =>
  import('../features/comments/CommentSection').then((m) => ({ default: m.CommentSection })),
);

/**
 * /guides shows the guides grid, or the use-case step with ?step=usecase (docs/requirements.md §2). The switch lives
 * here so that the guides feature and the planner feature (which owns the step) stay apart.
 */
function GuidesRoute() {
  const [params] = useSearchParams();
  return params.get('step') === 'usecase' ? <UseCaseStepPage /> : <GuidesPage />;
}

/** One route of the app: the single table the router, the prerenderer and the static build read. */
export interface AppRoute {
  /** react-router's pattern ('/' is the index route). */
  path: string;
  /** The page's module as the client build's manifest names it: its chunks are preloaded with the page. */
  module: string;
  element: ReactElement;
  /** Sign-in, sign-up and reset stand outside the navigation bar and footer (docs/requirements.md §2). */
  standalone?: true;
  /** Rendered to HTML for guests by the server and the static build (docs/prerendering.md). */
  prerender?: true;
  /** Not in the static deployment (it has no server behind it for this page). */
  serverOnly?: true;
}

/** The route table (docs/requirements.md §2): the prerendered and static route lists derive from it (ssr/routes.ts). */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', module: 'src/features/guides/HomePage.tsx', element: <HomePage />, prerender: true },
  { path: '/guides', module: 'src/features/guides/GuidesPage.tsx', element: <GuidesRoute />, prerender: true },
  {
    path: '/guides/:slug',
    module: 'src/features/guides/GuideDetailPage.tsx',
    element: <GuideDetailPage />,
    prerender: true,
  },
  { path: '/components', module: 'src/features/catalog/CatalogPage.tsx', element: <CatalogPage />, prerender: true },
  {
    path: '/components/:slug',
    module: 'src/features/catalog/ComponentDetailPage.tsx',
    element: <ComponentDetailPage />,
  },
  {
    path: '/calculator',
    module: 'src/features/planner/CalculatorPage.tsx',
    element: <CalculatorPage />,
    prerender: true,
  },
  { path: '/build-result', module: 'src/features/planner/BuildResultPage.tsx', element: <BuildResultPage /> },
  { path: '/builder', module: 'src/features/planner/BuilderPage.tsx', element: <BuilderPage /> },
  { path: '/settings', module: 'src/features/settings/SettingsPage.tsx', element: <SettingsPage /> },
  { path: '/saved-builds', module: 'src/features/builds/SavedBuildsPage.tsx', element: <SavedBuildsPage /> },
  { path: '/shared/:token', module: 'src/features/builds/SharedBuildPage.tsx', element: <SharedBuildPage /> },
  {
    path: '/builds',
    module: 'src/features/builds/PublicBuildsPage.tsx',
    element: <PublicBuildsPage />,
    prerender: true,
  },
  { path: '/contact', module: 'src/features/contact/ContactPage.tsx', element: <ContactPage />, prerender: true },
  {
    path: '/price-comparison',
    module: 'src/features/pricing/PriceComparisonPage.tsx',
    element: <PriceComparisonPage />,
  },
  {
    path: '/news',
    module: 'src/features/news/NewsPage.tsx',
    element: <NewsPage Comments={CommentSection} />,
    prerender: true,
  },
  {
    path: '/admin/messages',
    module: 'src/features/contact/AdminMessagesPage.tsx',
    element: (
      <AdminOnly fallback={<NotFoundPage />}>
        <AdminMessagesPage />
      </AdminOnly>
    ),
    serverOnly: true,
  },
  {
    path: '/articles/:slug',
    module: 'src/features/articles/ArticlePage.tsx',
    element: <ArticlePage />,
    prerender: true,
  },
  { path: '/search', module: 'src/features/search/SearchPage.tsx', element: <SearchPage /> },
  {
    path: '/privacy',
    module: 'src/features/legal/LegalPage.tsx',
    element: <LegalPage document="privacy" />,
    prerender: true,
  },
  {
    path: '/terms',
    module: 'src/features/legal/LegalPage.tsx',
    element: <LegalPage document="terms" />,
    prerender: true,
  },
  {
    path: '/sign-in',
    module: 'src/features/auth/SignInPage.tsx',
    element: <SignInPage />,
    standalone: true,
    prerender: true,
  },
  {
    path: '/sign-up',
    module: 'src/features/auth/SignUpPage.tsx',
    element: <SignUpPage />,
    standalone: true,
    prerender: true,
  },
  {
    path: '/reset-password',
    module: 'src/features/auth/ResetPasswordPage.tsx',
    element: <ResetPasswordPage />,
    standalone: true,
  },
];

const routeElement = (route: AppRoute) =>
  route.path === '/' ? (
    <Route key={route.path} index element={route.element} />
  ) : (
    <Route key={route.path} path={route.path} element={route.element} />
  );

/**
 * The router over the route table. Declarative routes keep react-router's data-router machinery out
 * of the initial bundle; data comes from Apollo, so loaders are not needed.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.filter((route) => !route.standalone).map(routeElement)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<StandaloneLayout />}>{ROUTES.filter((route) => route.standalone).map(routeElement)}</Route>
    </Routes>
  );
}
