import { useId, useState, type ReactNode } from 'react';
import { Bell, ChevronDown } from 'lucide-react';
import clsx from 'clsx';
import { badgeText } from './bell';
import { NotificationBell } from './components/NotificationBell';
import { NotificationPanel } from './components/NotificationPanel';
import { useNotifications, type NotificationsState } from './useNotifications';

/** The bell inside the phone drawer: a disclosure that shows the same panel in place. */
function DrawerNotifications({
  state,
  open,
  onOpenChange,
  onNavigate,
}: {
  state: NotificationsState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}) {
  const badge = badgeText(state.unreadTotal);
  const panelId = useId();
  return (
    <section aria-label="Notifications" className="border-t border-line pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => onOpenChange(!open)}
        className="flex h-12 w-full items-center gap-3 rounded-xl px-4 text-base font-medium text-fg hover:bg-surface-muted"
      >
        <Bell aria-hidden="true" className="size-5 text-muted" />
        Notifications
        {badge ? (
          <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white">
            {badge}
            <span className="sr-only"> unread</span>
          </span>
        ) : null}
        <ChevronDown aria-hidden="true" className={clsx('ml-auto size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div id={panelId} className="mt-2">
          <NotificationPanel state={state} onNavigate={onNavigate} headingLevel={3} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * The navigation bar's notifications (docs/requirements.md §2): the bell for the bar and the section
 * for the phone drawer, sharing one set of queries and one live subscription. The app shell passes
 * them to the NavBar's slots.
 */
export function useNavNotifications(): { bell: ReactNode; drawerSection: (onNavigate: () => void) => ReactNode } {
  const [bellOpen, setBellOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const state = useNotifications(bellOpen || drawerOpen);
  return {
    bell: <NotificationBell state={state} open={bellOpen} onOpenChange={setBellOpen} />,
    drawerSection: (onNavigate) => (
      <DrawerNotifications state={state} open={drawerOpen} onOpenChange={setDrawerOpen} onNavigate={onNavigate} />
    ),
  };
}
