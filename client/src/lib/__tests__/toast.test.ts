import { TOAST_LIMIT, initialToastState, toastReducer, type ToastItem, type ToastState } from '../toast';

const item = (id: string, title = id): ToastItem => ({ id, title, open: true });

function add(state: ToastState, toast: ToastItem): ToastState {
  return toastReducer(state, { type: 'ADD_TOAST', toast });
}

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT (1) toasts, newest first', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = add(add(initialToastState, item('a')), item('b'));
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('updates a toast by id and leaves others alone', () => {
    const state = toastReducer(add(initialToastState, item('a')), {
      type: 'UPDATE_TOAST',
      toast: { id: 'a', title: 'Saved' },
    });
    expect(state.toasts[0]).toEqual({ id: 'a', title: 'Saved', open: true });
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'zzz', title: 'x' } })).toEqual(state);
  });

  it('dismissing closes the toast but keeps it until it is removed', () => {
    const dismissed = toastReducer(add(initialToastState, item('a')), { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(dismissed.toasts).toEqual([{ id: 'a', title: 'a', open: false }]);
    expect(toastReducer(dismissed, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts).toEqual([]);
  });

  it('dismisses and removes all toasts without an id', () => {
    const state = add(initialToastState, item('a'));
    expect(toastReducer(state, { type: 'DISMISS_TOAST' }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state = add(initialToastState, item('a'));
    const snapshot = JSON.parse(JSON.stringify(state)) as ToastState;
    toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state).toEqual(snapshot);
  });
});
