import { useSyncExternalStore } from 'react';

/** Tailwind's lg breakpoint: from here the filters sit in a sidebar instead of a drawer. */
const DESKTOP_QUERY = '(min-width: 64rem)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DESKTOP_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the screen is wide enough for the filter sidebar (true where media queries are unknown).
 * The prerendered page has the sidebar, which CSS hides on a phone until the drawer replaces it.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
