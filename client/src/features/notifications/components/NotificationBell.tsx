import { lazy, Suspense, useRef } from 'react';
import { Bell } from 'lucide-react';
import { badgeText } from '../bell';

// The menu (its code, the popover library's and its queries) loads when the bell first opens: the bell
// itself is a plain button on every page's first download.
const BellPopover = lazy(() => import('./BellPopover'));

/** The bell's accessible name: what it is and how much is unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${badgeText(unread)} unread` : 'Notifications';
}

/**
 * The navigation bar's bell (docs/requirements.md §2): the unread badge (capped at '99+') and, when
 * open, the BellPopover with the menu (a Radix Popover anchored to the button: the button says
 * aria-haspopup="dialog" and aria-expanded; Escape and a click or focus outside close it).
 */
export function NotificationBell({
  unread,
  open,
  onOpenChange,
}: {
  /** The badge's count. */
  unread: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const badge = badgeText(unread);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onClick={() => onOpenChange(!open)}
        className="relative inline-flex size-10 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-bg"
          >
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BellPopover anchor={button} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
