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
};
