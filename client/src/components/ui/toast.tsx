import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import clsx from 'clsx';
import {
  initialToastState,
  nextToastId,
  toastReducer,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
} from '../../lib/toast';

/** docs/requirements.md §9 "Toast and tooltip": swipe threshold and viewport hotkey. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = 'F8';

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

interface ToastContextValue {
  toasts: ToastItem[];
  toast: (input: ToastInput) => ToastHandle;
  dismiss: (toastId?: string) => void;
  remove: (toastId?: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** Holds the toast list; a dismissed toast is removed TOAST_REMOVE_DELAY_MS later (docs/requirements.md §4). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(toastReducer, initialToastState);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const scheduleRemoval = useCallback((toastId: string) => {
    const timers = removalTimers.current;
    if (timers.has(toastId)) return;
    timers.set(
      toastId,
      setTimeout(() => {
        timers.delete(toastId);
        dispatch({ type: 'REMOVE_TOAST', toastId });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }, []);

  // Every dismissed toast (by its timer, its close button, a swipe or a caller) is dropped later.
  useEffect(() => {
    state.toasts.filter((t) => !t.open).forEach((t) => scheduleRemoval(t.id));
  }, [state.toasts, scheduleRemoval]);

  const dismiss = useCallback((toastId?: string) => {
    dispatch({ type: 'DISMISS_TOAST', toastId });
  }, []);

  const remove = useCallback((toastId?: string) => {
    const timers = removalTimers.current;
    const ids = toastId === undefined ? [...timers.keys()] : [toastId];
    ids.forEach((id) => {
      clearTimeout(timers.get(id));
      timers.delete(id);
    });
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, []);

  const toast = useCallback(
    (input: ToastInput): ToastHandle => {
      const id = nextToastId();
      dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
      return {
        id,
        dismiss: () => dismiss(id),
        update: (next: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
      };
    },
    [dismiss],
  );

  useEffect(() => {
    const timers = removalTimers.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);

  const value = useMemo(
    () => ({ toasts: state.toasts, toast, dismiss, remove }),
    [state.toasts, toast, dismiss, remove],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}

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

function ToastCard({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: string) => void }) {
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

/**
 * The toast viewport: a labelled region (F8 moves focus to it) holding a polite live region, so
 * that a new toast is announced. Only open toasts are shown.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_VIEWPORT_HOTKEY) regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const open = toasts.filter((t) => t.open);
  return (
    <section
      ref={regionRef}
      aria-label={`Notifications (${TOAST_VIEWPORT_HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 outline-none sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <div role="status" aria-live="polite" className="w-full sm:w-96">
        <ol className="flex flex-col gap-2">
          {open.map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </ol>
      </div>
    </section>
  );
}
