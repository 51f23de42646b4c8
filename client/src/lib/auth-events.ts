/**
 * "The server says this browser must sign in": raised by the Apollo error link, handled once by
 * the app (components/layout/SignInRequired.tsx). A tiny listener set keeps lib free of React.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSignInRequired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySignInRequired(): void {
  listeners.forEach((listener) => listener());
}
