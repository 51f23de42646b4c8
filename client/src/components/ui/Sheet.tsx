import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../lib/hydration';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { useFocusTrap } from './focus-trap';

export interface SheetProps {
  /** The id that the opening button points at with aria-controls. */
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
 * A modal side drawer: role="dialog" aria-modal, focus moves in and is trapped while open, Escape
 * and a click on the overlay close it, and focus returns to whatever had it before (the trigger).
 * It stays mounted while closed (visibility: hidden) so that aria-controls always resolves and the
 * slide-out can animate.
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
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open, onClose);
  // A portal has no place in prerendered HTML (docs/prerendering.md): it mounts once hydrated.
  if (!useHydrated()) return null;

  return createPortal(
    <div
      className={clsx(
        'fixed inset-0 z-50',
        // Visible at once when opening (so focus can move in); hidden only after the slide-out.
        open ? 'visible' : 'pointer-events-none invisible transition-[visibility] duration-300',
      )}
    >
      <div
        aria-hidden="true"
        data-testid="sheet-overlay"
        onClick={onClose}
        className={clsx(
          'absolute inset-0 bg-slate-950/60 backdrop-blur-sm transition-opacity duration-300',
          open ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={clsx(
          'absolute top-0 flex h-full w-80 max-w-[85vw] flex-col border-line bg-surface shadow-2xl transition-transform duration-300 ease-out',
          side === 'right' ? 'right-0 border-l' : 'left-0 border-r',
          open ? 'translate-x-0' : side === 'right' ? 'translate-x-full' : '-translate-x-full',
          className,
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <h2 id={titleId} className="text-base font-semibold text-fg">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="inline-flex size-10 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
