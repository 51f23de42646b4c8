import { useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * Placed in a part of the page that hydrates as one (the layout, each page's Suspense boundary):
 * once that part is hydrated, what the visitor typed into it meanwhile reaches the app
 * (lib/early-input.ts). The page's own one (`marksReady`) then sets `data-ready` on <html>: the page
 * is the app's from then on (browser tests wait for it; before it, a link is a plain link).
 */
export function AfterHydration({ marksReady = false }: { marksReady?: boolean }) {
  const [hydrating] = useState(!useHydrated());
  useEffect(() => {
    const root = document.getElementById('root');
    // Rare (typing in the moment before the app loads): the replay's code loads only then.
    const typed = (f: HTMLInputElement) => f.value !== f.defaultValue;
    if (hydrating && root && [...root.querySelectorAll<HTMLInputElement>('input, textarea')].some(typed))
      void import('./early-input').then((m) => m.replayEarlyInput(root));
    if (marksReady) document.documentElement.dataset.ready = 'true';
  }, [hydrating, marksReady]);
  return null;
}
