import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { useRestoreFocus } from './restore-focus';

export interface SheetProps {
  /** The id that the opening button points at with aria-controls (while it is open). */
  id: string;
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  side?: 'left' | 'right';
  children: ReactNode;
  className?: string;
}

/**
 * A modal side drawer on Radix Dialog: role="dialog" aria-modal, focus moves in and is trapped while
 * open, Escape (once a search box inside has closed its list and cleared its text) and a click on the overlay close it, and focus returns to whatever had it before (the
 * trigger). It slides in and out (Radix keeps it mounted until the slide-out animation ends).
 */
export function Sheet({
  id,
  open,
  onClose,
  title,
  closeLabel = 'Close',
  side = 'right',
  children,
  className,
}: SheetProps) {
  const focus = useRestoreFocus();
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="sheet-overlay"
          className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          id={id}
          aria-modal="true"
          aria-describedby={undefined}
          onOpenAutoFocus={focus.remember}
          onCloseAutoFocus={focus.restore}
          // Radix hears Escape first (on the document): a search box inside takes it while it has
          // something to close or clear (its open list, then its text), and the drawer stays.
          onEscapeKeyDown={(event) => {
            const { target } = event;
            const popupOpen = target instanceof HTMLElement && target.getAttribute('aria-expanded') === 'true';
            const textToClear = target instanceof HTMLInputElement && target.type === 'search' && target.value !== '';
            if (popupOpen || textToClear) event.preventDefault();
          }}
          className={clsx(
            'fixed top-0 z-50 flex h-full w-80 max-w-[85vw] flex-col border-line bg-surface shadow-2xl outline-none',
            side === 'right'
              ? 'right-0 border-l data-[state=closed]:animate-sheet-out-right data-[state=open]:animate-sheet-in-right'
              : 'left-0 border-r data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left',
            className,
          )}
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <DialogPrimitive.Title className="text-base font-semibold text-fg">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex-1 overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
