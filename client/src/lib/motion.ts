/** Whether the user asked the system to reduce motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}

/** Smoothly scrolls the window to the top (instantly when reduced motion is preferred). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: scrollBehavior() });
}

/**
 * Smoothly scrolls an element into view and moves keyboard focus to it, so that screen-reader and
 * keyboard users land where sighted users are taken. The element should have tabIndex={-1}.
 */
export function scrollToElement(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * Router navigation state for links that scroll smoothly to the top themselves (the navigation bar
 * links): the layout then leaves the scroll position alone instead of jumping to the top.
 */
export const KEEP_SCROLL_STATE = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
