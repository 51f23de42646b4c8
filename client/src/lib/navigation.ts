/**
 * Full-page navigations (reload, server paths such as /api/login and /api/logout), behind one
 * object so that tests can replace them: jsdom cannot navigate.
 */
export const browserNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Opens a page of this site in a new tab (the share link's fallback when copying fails). */
  openInNewTab(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};

/** A path of this site as the full address people can share. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
