import { useRef, type KeyboardEvent, type RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import NotificationPanel from './NotificationPanel';

/**
 * The bell's popover (Radix Popover, anchored to the bell's button: a non-modal dialog holding the
 * NotificationPanel). Radix moves focus in when it opens and closes it on Escape (focus back to the
 * bell), on a click outside (the bell's own click toggles it) and when focus leaves it; the arrow
 * keys, Home and End move between its links and buttons.
 */
export default function BellPopover({
  anchor,
  onOpenChange,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  onOpenChange: (open: boolean) => void;
}) {
  // A click or focus elsewhere leaves focus where it went; Escape or a link brings it back to the bell.
  const leftOutside = useRef(false);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => all.length > 0 && all[(i + all.length) % all.length].focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Popover.Root open onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          aria-label="Notifications"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onKeyDown={onKeyDown}
          onInteractOutside={(event) => {
            // The bell's own click toggles the menu (closing it here would open it again at once).
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else leftOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leftOutside.current) anchor.current?.focus();
          }}
          className="z-50 max-h-[min(calc(100dvh-5rem),var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-card outline-none animate-fade-in"
        >
          <NotificationPanel onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
