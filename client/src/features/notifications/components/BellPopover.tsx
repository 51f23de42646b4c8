import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import NotificationPanel from './NotificationPanel';

const FOCUSABLE = 'a[href], button:not([disabled])';

function focusablesIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
}

/**
 * The bell's popover (a non-modal dialog holding the NotificationPanel). Keyboard: focus moves into it
 * when it opens; the arrow keys, Home and End move between its links and buttons; Escape closes it
 * and returns focus to the bell; a click outside or Tab out of it closes it.
 */
export default function BellPopover({
  id,
  buttonRef,
  onOpenChange,
}: {
  id: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onOpenChange: (open: boolean) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent((refocus: boolean) => {
    onOpenChange(false);
    if (refocus) buttonRef.current?.focus();
  });

  // Focus moves in when it opens (the dialog itself until the menu has links); a click outside closes it.
  useEffect(() => {
    (focusablesIn(panelRef.current)[0] ?? panelRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [buttonRef]);

  // Keys inside the popover, and focus leaving it (listeners on the element: it is a dialog, not a widget).
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
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
  }, [buttonRef]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      tabIndex={-1}
      aria-label="Notifications"
      className="fixed inset-x-2 top-16 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-card animate-fade-in sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
    >
      <NotificationPanel onNavigate={() => onOpenChange(false)} />
    </div>
  );
}
