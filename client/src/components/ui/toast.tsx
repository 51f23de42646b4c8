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
import {
  initialToastState,
  nextToastId,
  toastReducer,
  type ToastInput,
  type ToastItem,
  TOAST_REMOVE_DELAY_MS,
} from '../../lib/toast';

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

// The viewport and its cards (Radix Toast) are their own chunk, fetched with the first toast: no
// page's first download carries them.
const ToastViewport = lazy(() => import('./ToastCard').then((m) => ({ default: m.ToastViewport })));

/** The toasts' place on the page: nothing until the first toast, then the viewport (ToastCard.tsx). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // A dismissed toast stays in the list until it is removed, so the viewport stays as long as they do.
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </Suspense>
  );
}
