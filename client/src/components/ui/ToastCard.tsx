/* The toast viewport and its cards (toast.tsx's Toaster), loaded with the first toast. */
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import clsx from 'clsx';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem, type ToastVariant } from '../../lib/toast';

const VARIANT_STYLES: Record<ToastVariant, { icon: typeof Info; className: string; iconClassName: string }> = {
  default: { icon: Info, className: 'border-line', iconClassName: 'text-accent' },
  success: {
    icon: CircleCheck,
    className: 'border-emerald-600/40 dark:border-emerald-400/40',
    iconClassName: 'text-emerald-700 dark:text-emerald-300',
  },
  destructive: {
    icon: CircleAlert,
    className: 'border-red-600/50 dark:border-red-400/50',
    iconClassName: 'text-red-700 dark:text-red-300',
  },
};

/**
 * One toast (a Radix Toast.Root): Radix closes it after its display time (the provider's 5000 ms
 * unless the toast sets its own; Infinity keeps it), on its close button, Escape or a swipe; every
 * close is a dismissal in the toast list, which removes it later.
 */
export function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const { icon: Icon, className, iconClassName } = VARIANT_STYLES[toast.variant ?? 'default'];
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onDismiss(toast.id);
      }}
      duration={toast.duration}
      // Announced politely, as the page's own status messages are.
      type="background"
      className={clsx(
        'pointer-events-auto flex w-full items-start gap-3 rounded-2xl border bg-surface p-4 text-fg shadow-card animate-rise-in',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-fade-out data-[state=closed]:animate-fade-out',
        className,
      )}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5', iconClassName)} />
      <div className="min-w-0 flex-1">
        {toast.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">{toast.title}</ToastPrimitive.Title>
        ) : null}
        {toast.description ? (
          <ToastPrimitive.Description className="mt-0.5 text-sm text-muted">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
        {toast.action ? (
          <ToastPrimitive.Action
            altText={toast.action.label}
            onClick={() => toast.action?.onClick()}
            className="mt-2 rounded-lg border border-line-strong px-3 py-1 text-sm font-semibold hover:bg-surface-muted"
          >
            {toast.action.label}
          </ToastPrimitive.Action>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label="Close notification"
        className="-m-1 inline-flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/** docs/requirements.md §9 "Toast and tooltip": the viewport hotkey (a KeyboardEvent.code). */
export const TOAST_VIEWPORT_HOTKEY = 'F8';

/**
 * The toast viewport on Radix Toast: a labelled region ("Notifications (F8)"; F8 moves focus to it)
 * whose toasts are announced politely, close themselves after their display time (paused while the
 * pointer or focus is in the region), and can be swiped away to the right. The list holds at most
 * TOAST_LIMIT toasts; a dismissed one stays in it (closed) until it is removed.
 */
export function ToastViewport({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: string) => void }) {
  return (
    <ToastPrimitive.Provider
      label="Notification"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map((t) => (
        <ToastCard key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_VIEWPORT_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-[60] m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[26rem]"
      />
    </ToastPrimitive.Provider>
  );
}
