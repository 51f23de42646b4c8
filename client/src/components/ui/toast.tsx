import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import {
  initialToastState,
  nextToastId,
  toastReducer,
  type ToastInput,
  type ToastItem,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from '../../lib/toast';

/** docs/requirements.md §9 "Toast and tooltip": the viewport hotkey (a KeyboardEvent.code). */
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

// The toast card is its own chunk, fetched with the first toast.
const ToastCard = lazy(() => import('./ToastCard').then((m) => ({ default: m.ToastCard })));

/**
 * The toast viewport on Radix Toast: a labelled region ("Notifications (F8)"; F8 moves focus to it)
 * whose toasts are announced politely, close themselves after their display time (paused while the
 * pointer or focus is in the region), and can be swiped away to the right. The list holds at most
 * TOAST_LIMIT toasts; a dismissed one stays in it (closed) until it is removed.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastPrimitive.Provider
      label="Notification"
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.some((t) => t.open) ? (
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastCard key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </Suspense>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={[TOAST_VIEWPORT_HOTKEY]}
        label="Notifications ({hotkey})"
        className="fixed inset-x-0 bottom-0 z-[60] m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-[26rem]"
      />
    </ToastPrimitive.Provider>
  );
}
