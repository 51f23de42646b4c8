import { useRef } from 'react';

/**
 * Radix returns focus on close to its own Trigger; our dialogs are opened by buttons elsewhere on
 * the page, so they hand focus back to whatever had it when they opened. Pass `remember` first in
 * `onOpenAutoFocus` and `restore` as `onCloseAutoFocus`.
 */
export function useRestoreFocus() {
  const previous = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      previous.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    restore: (event: Event) => {
      event.preventDefault();
      const target = previous.current;
      previous.current = null;
      if (target?.isConnected) target.focus({ preventScroll: true });
    },
  };
}
