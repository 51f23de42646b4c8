import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Row } from './data';
import { sharedDemoSession, type createDemoSession } from './demo-auth';

type Session = ReturnType<typeof createDemoSession>;

export interface DemoAuth {
  /** The demo user, or null when signed out. */
  user: Row | null;
  /** True until the user has been restored from browser storage (docs/requirements.md §4). */
  loading: boolean;
  session: Session;
}

const DemoAuthContext = createContext<DemoAuth | null>(null);

export const DEMO_AUTH_OUTSIDE_PROVIDER = 'useDemoAuth must be used within a DemoAuthProvider';

/**
 * The demo session of the static deployment (docs/static-deployment.md), for the static build only:
 * restored from browser storage after mounting, and kept current as the in-browser GraphQL link
 * signs in, up and out through the same session.
 */
export function DemoAuthProvider({
  children,
  session = sharedDemoSession(),
}: {
  children: ReactNode;
  session?: Session;
}) {
  const [state, setState] = useState<{ user: Row | null; loading: boolean }>({ user: null, loading: true });
  useEffect(() => {
    const read = () => setState({ user: session.currentUser(), loading: false });
    read();
    return session.subscribe(read);
  }, [session]);
  return <DemoAuthContext.Provider value={{ ...state, session }}>{children}</DemoAuthContext.Provider>;
}

/** The demo session; using it outside DemoAuthProvider is an error (docs/requirements.md §4). */
export function useDemoAuth(): DemoAuth {
  const value = useContext(DemoAuthContext);
  if (!value) throw new Error(DEMO_AUTH_OUTSIDE_PROVIDER);
  return value;
}

/** A thin strip on every page of the static build: it is a demo, and who is signed in. */
export function DemoModeBanner() {
  const { user, loading } = useDemoAuth();
  return (
    <p role="note" className="bg-accent-soft px-4 py-1 text-center text-xs font-medium text-accent">
      Demo Mode: no server; nothing you do is kept beyond this browser.
      {!loading && user ? ` Signed in as ${String(user.username)} (demo).` : ''}
    </p>
  );
}

/**
 * The strip with its provider, at the top of the app's layouts when `__RIGFORGE_STATIC__` (the
 * server build drops this module: client/vite.config.ts). In the layout, a prerendered page has it
 * in its HTML: a guest's first page runs no operation, so nothing else would bring it. The demo
 * user is restored after mounting, so hydration matches the guest's HTML.
 */
export function DemoModeStrip() {
  return (
    <DemoAuthProvider>
      <DemoModeBanner />
    </DemoAuthProvider>
  );
}
