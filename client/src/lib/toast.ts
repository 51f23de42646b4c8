/**
 * The toast list (docs/requirements.md §4 "Toast list"): at most TOAST_LIMIT toasts are kept, newest first; a toast
 * can be added, updated, dismissed (closed, still held) or removed (dropped). Timers live in the
 * provider (components/ui/toast.tsx); this reducer is pure.
 */

/** docs/requirements.md §4 "Toast list": one toast at a time, shown 5 s, removed long after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** Display time in ms before it is dismissed; TOAST_DURATION_MS when unset, Infinity to keep it. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastEvent =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export const initialToastState: ToastState = { toasts: [] };

export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'ADD_TOAST':
      return { toasts: [event.toast, ...state.toasts.filter((t) => t.id !== event.toast.id)].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === event.toast.id ? { ...t, ...event.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          event.toastId === undefined || t.id === event.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: event.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== event.toastId) };
  }
}

let counter = 0;

/** A process-unique toast id. */
export function nextToastId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

/** docs/requirements.md §9 "Toast and tooltip": a toast swiped this far (px) is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
