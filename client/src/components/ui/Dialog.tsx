import type { ReactNode, RefObject } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useRestoreFocus } from './restore-focus';

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
 * A centred modal dialog on Radix Dialog: labelled by its title and described by its text, focus
 * moves in and is trapped while it is open, the page behind is hidden from assistive technology and
 * does not scroll, Escape or the overlay closes it (when `onClose` is given), and focus returns to
 * the trigger. Rendered only while open.
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
  const focus = useRestoreFocus();
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.();
      }}
    >
      <DialogPrimitive.Portal>
        {/* The overlay holds the panel, so that the panel is centred by flex; a click on it (outside the panel) closes. */}
        <DialogPrimitive.Overlay
          data-testid="dialog-overlay"
          className="fixed inset-0 z-[65] flex items-center justify-center bg-slate-950/60 p-4 backdrop-blur-sm animate-fade-in"
        >
          <DialogPrimitive.Content
            role={role}
            aria-modal="true"
            // Without a description there is nothing to point at (Radix asks for the explicit undefined).
            {...(description ? {} : { 'aria-describedby': undefined })}
            onOpenAutoFocus={(event) => {
              focus.remember();
              const target = initialFocus?.current;
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onCloseAutoFocus={focus.restore}
            className={clsx(
              'relative w-full max-w-md rounded-2xl border border-line bg-surface p-6 text-fg shadow-2xl outline-none animate-rise-in',
              className,
            )}
          >
            {icon ? <div className="mb-4 flex justify-center">{icon}</div> : null}
            <DialogPrimitive.Title className={clsx('text-lg font-semibold', icon && 'text-center')}>
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className={clsx('mt-2 text-sm text-muted', icon && 'text-center')}>
                {description}
              </DialogPrimitive.Description>
            ) : null}
            {children}
            <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{actions}</div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
