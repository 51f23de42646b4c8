import { lazy } from 'react';
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

/**
 * The route table (docs/requirements.md §2). Declarative routes keep react-router's data-router machinery out of
 * the initial bundle; data comes from Apollo, so loaders are not needed.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/guides" element={<GuidesRoute />} />
        <Route path="/guides/:slug" element={<GuideDetailPage />} />
        <Route path="/components" element={<CatalogPage />} />
        <Route path="/components/:slug" element={<ComponentDetailPage />} />
        <Route path="/calculator" element={<CalculatorPage />} />
        <Route path="/build-result" element={<BuildResultPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/saved-builds" element={<SavedBuildsPage />} />
        <Route path="/shared/:token" element={<SharedBuildPage />} />
        <Route path="/builds" element={<PublicBuildsPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/price-comparison" element={<PriceComparisonPage />} />
        <Route path="/news" element={<NewsPage Comments={CommentSection} />} />
        <Route
          path="/admin/messages"
          element={
            <AdminOnly fallback={<NotFoundPage />}>
              <AdminMessagesPage />
            </AdminOnly>
          }
        />
        <Route path="/articles/:slug" element={<ArticlePage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/privacy" element={<LegalPage document="privacy" />} />
        <Route path="/terms" element={<LegalPage document="terms" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Sign-in, sign-up and reset stand outside the navigation bar and footer (docs/requirements.md §2). */}
      <Route element={<StandaloneLayout />}>
        <Route path="/sign-in" element={<SignInPage />} />
        <Route path="/sign-up" element={<SignUpPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Route>
    </Routes>
  );
}
