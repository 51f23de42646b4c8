import { Suspense, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BrandLink, NavBar } from '../components/layout/NavBar';
import { Footer } from '../components/layout/Footer';
import { Tutorial } from '../features/tutorial/Tutorial';
import { TutorialMenuItem } from '../features/tutorial/TutorialMenuItem';
import { TutorialProvider } from '../features/tutorial/TutorialProvider';
import { useNavNotifications } from '../features/notifications/NavNotifications';
import { AfterHydration } from '../lib/hydration';
import { DemoModeStrip } from '../static/DemoAuthProvider';
import { PageFallback } from './PageFallback';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './scroll';

const MAIN_ID = 'main-content';

function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView();
  };
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={onClick}
      className="sr-only rounded-lg bg-surface px-4 py-2 font-semibold text-fg shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70]"
    >
      Skip to content
    </a>
  );
}

/** The routed page, with a loading fallback for its lazy code and an error boundary reset on navigation. */
function Page() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageFallback />}>
        <Outlet />
        <AfterHydration marksReady />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The shared layout (docs/requirements.md §2): sticky navigation bar, the page, the footer and the first-visit
 * tutorial (features/tutorial). A new navigation starts
 * at the top of the page (ScrollToTop).
 */
export function Layout() {
  const notifications = useNavNotifications();
  const drawerSection = (onNavigate: () => void) => (
    <>
      {notifications.drawerSection(onNavigate)}
      <TutorialMenuItem onNavigate={onNavigate} />
    </>
  );
  return (
    <TutorialProvider>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        {__RIGFORGE_STATIC__ ? <DemoModeStrip /> : null}
        <AfterHydration />
        <NavBar bell={notifications.bell} drawerSection={drawerSection} />
        {/* At least a screen tall (less the 4rem bar): the footer starts below the fold, so a lazy
          page arriving does not push it down in view (layout shift). */}
        <main id={MAIN_ID} tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 outline-none">
          <Page />
        </main>
        <Footer />
        <Tutorial />
        <ScrollToTop />
      </div>
    </TutorialProvider>
  );
}

/** Sign-in, sign-up and reset-password stand outside the shared navigation bar and footer (docs/requirements.md §2). */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-hero">
      {__RIGFORGE_STATIC__ ? <DemoModeStrip /> : null}
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <BrandLink />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex flex-1 items-center justify-center px-4 py-12 outline-none">
        <Page />
      </main>
      <ScrollToTop />
    </div>
  );
}
