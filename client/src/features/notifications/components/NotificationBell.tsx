import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Bell } from 'lucide-react';
import { badgeText } from '../bell';
import { type NotificationsState } from '../useNotifications';
import { NotificationPanel } from './NotificationPanel';

const FOCUSABLE = 'a[href], button:not([disabled])';

function focusablesIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
}

/** The bell's accessible name: what it is and how much is unread. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${badgeText(unread)} unread` : 'Notifications';
}

/**
 * The navigation bar's bell (docs/requirements.md §2): the unread badge (capped at '99+') and a popover
 * with the NotificationPanel. Keyboard: the button toggles it and focus moves into it; the arrow keys,
 * Home and End move between its links and buttons; Escape closes it and returns focus to the bell;
 * a click outside or Tab out of it closes it.
 */
export function NotificationBell({
  state,
  open,
  onOpenChange,
}: {
  state: NotificationsState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const badge = badgeText(state.unreadTotal);

  const close = useEffectEvent((refocus: boolean) => {
    onOpenChange(false);
    if (refocus) buttonRef.current?.focus();
  });

  // Focus moves in when it opens; a click outside closes it.
  useEffect(() => {
    if (!open) return;
    focusablesIn(panelRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keys inside the popover, and focus leaving it (listeners on the element: it is a dialog, not a widget).
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const all = focusablesIn(panel);
      const index = all.indexOf(document.activeElement as HTMLElement);
      const focusAt = (i: number) => all.length > 0 && all[(i + all.length) % all.length].focus();
      if (event.key === 'Escape') close(true);
      else if (event.key === 'ArrowDown') focusAt(index + 1);
      else if (event.key === 'ArrowUp') focusAt(index - 1);
      else if (event.key === 'Home') focusAt(0);
      else if (event.key === 'End') focusAt(all.length - 1);
      else return;
      event.preventDefault();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !panel.contains(next) && !buttonRef.current?.contains(next)) close(false);
    };
    panel.addEventListener('keydown', onKeyDown);
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      panel.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(state.unreadTotal)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
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
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-label="Notifications"
          className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-card animate-fade-in sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          <NotificationPanel
            state={state}
            onNavigate={() => {
              onOpenChange(false);
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
