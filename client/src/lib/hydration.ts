import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React hydrates the calling component from prerendered HTML (docs/prerendering.md),
 * and in the prerenderer itself; true otherwise. What the browser alone knows (stored flags,
 * the clock, the window's size) is rendered only once this is true, so the first client render
 * matches the server's HTML. React re-renders the component as soon as it is hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
