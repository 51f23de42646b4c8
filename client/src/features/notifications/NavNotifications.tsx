import { lazy, Suspense, useState, type ReactNode } from 'react';
import { NotificationBell } from './components/NotificationBell';
import { useBellBadge } from './useBellBadge';

// The phone drawer's section: rendered (and loaded) while the drawer is open.
const DrawerNotifications = lazy(() => import('./components/DrawerNotifications'));
// The live unread count: signed-in users only, so guests never load graphql-ws.
const LiveUnreadCount = lazy(() => import('./LiveUnreadCount'));

/**
 * The navigation bar's notifications (docs/requirements.md §2): the bell for the bar and the section
 * for the phone drawer, sharing one set of queries and one live subscription. The app shell passes
 * them to the NavBar's slots.
 */
export function useNavNotifications(): { bell: ReactNode; drawerSection: (onNavigate: () => void) => ReactNode } {
  const [bellOpen, setBellOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signedIn, unreadTotal } = useBellBadge();
  return {
    bell: (
      <>
        <NotificationBell unread={unreadTotal} open={bellOpen} onOpenChange={setBellOpen} />
        {signedIn ? (
          <Suspense fallback={null}>
            <LiveUnreadCount listOpen={bellOpen || drawerOpen} />
          </Suspense>
        ) : null}
      </>
    ),
    drawerSection: (onNavigate) => (
      <Suspense fallback={null}>
        <DrawerNotifications
          unread={unreadTotal}
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          onNavigate={onNavigate}
        />
      </Suspense>
    ),
  };
}
