import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useFocusTrap } from './focus-trap';

export interface DialogProps {
  open: boolean;
  /** Escape and a click on the overlay call it; leave it out for a dialog that must be answered. */
  onClose?: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The buttons, in reading order. */
  actions: ReactNode;
  /** Where focus goes on opening (default: the first button or field). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** alertdialog for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A centred modal dialog: labelled by its title and described by its text, focus moves in and is
 * trapped while it is open, Escape or the overlay closes it (when `onClose` is given), and focus
 * returns to the trigger. Rendered only while open.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  actions,
  initialFocus,
  role = 'dialog',
  icon,
  children,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useFocusTrap(panelRef, open, () => onClose?.(), initialFocus);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-[65] flex items-center justify-center p-4">
      <div
        aria-hidden="true"
        data-testid="dialog-overlay"
        onClick={onClose}
        className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm animate-fade-in"
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={clsx(
          'relative w-full max-w-md rounded-2xl border border-line bg-surface p-6 text-fg shadow-2xl outline-none animate-rise-in',
          className,
        )}
      >
        {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
        <h2 id={titleId} className={clsx('text-lg font-semibold', icon && 'text-center')}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={clsx('mt-2 text-sm text-muted', icon && 'text-center')}>
            {description}
          </p>
        ) : null}
        {children}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
