/* The toast card of the viewport (toast.tsx's Toaster), loaded with the first toast. */
import { useEffect, useEffectEvent, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
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

export function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const dismissSelf = useEffectEvent(() => onDismiss(toast.id));

  // Auto-dismiss after the display time; hovering or focusing the toast pauses it (WCAG 2.2.1).
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const timer = setTimeout(() => dismissSelf(), duration);
    return () => clearTimeout(timer);
  }, [paused, duration]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    startX.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss(toast.id);
    setOffset(0);
  };

  const { icon: Icon, className, iconClassName } = VARIANT_STYLES[toast.variant ?? 'default'];
  return (
    <li
      className={clsx(
        'pointer-events-auto flex w-full touch-pan-y items-start gap-3 rounded-2xl border bg-surface p-4 text-fg shadow-card animate-rise-in',
        className,
      )}
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Icon aria-hidden="true" className={clsx('mt-0.5 size-5', iconClassName)} />
      <div className="min-w-0 flex-1">
        {toast.title ? <p className="text-sm font-semibold">{toast.title}</p> : null}
        {toast.description ? <p className="mt-0.5 text-sm text-muted">{toast.description}</p> : null}
        {toast.action ? (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(toast.id);
            }}
            className="mt-2 rounded-lg border border-line-strong px-3 py-1 text-sm font-semibold hover:bg-surface-muted"
          >
            {toast.action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Close notification"
        className="-m-1 inline-flex size-8 items-center justify-center rounded-lg text-muted hover:bg-surface-muted hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
