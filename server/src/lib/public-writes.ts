/**
 * GraphQL mutations that change nothing a guest can read (a guest's pages and query answers): the
 * caches of what guests see (prerendered pages, web/prerender.ts; guests' query answers,
 * graphql/guest-cache.ts) keep their entries after them. Every other mutation that ran (errors or not:
 * an earlier root field may have committed before a later one failed) or REST
 * write drops those caches in its process. A counted news view drops only what shows view counts
 * (NewsViewDrops below), in every process, so a visitor never sees a count lower than one they saw.
 */
const GUEST_NEUTRAL_MUTATIONS = new Set([
  'signIn',
  'signOut',
  'signUp',
  'requestPasswordReset',
  'resetPassword',
  'changePassword',
  'updatePreferences',
  'markNotificationRead',
  'markAllNotificationsRead',
  'setPriceAlert',
  'deletePriceAlert',
  'sendContactMessage',
  'markContactMessageHandled',
  'recordNewsView',
]);

/** Whether a mutation with these root fields may have changed what guests see. */
export function changesWhatGuestsSee(mutationFields: readonly string[]): boolean {
  return mutationFields.some((field) => !GUEST_NEUTRAL_MUTATIONS.has(field));
}

/** The root query fields whose answers show news view counts. */
export const NEWS_VIEW_FIELDS: readonly string[] = ['news', 'newsItem', 'newsStats'];

/** Whether a prerendered page shows news view counts (the /news page; its items have no page of their own). */
export function showsNewsViews(pathname: string): boolean {
  return pathname === '/news' || pathname.startsWith('/news/');
}

/**
 * This process's droppers of what shows news view counts, told at once when a view is counted here
 * (the service also publishes a `news-views` event for the other processes). At once, so the answer
 * that carried the new count is never followed by a kept page or answer with an older one.
 */
export class NewsViewDrops {
  private readonly droppers: (() => void)[] = [];

  listen(drop: () => void): void {
    this.droppers.push(drop);
  }

  counted(): void {
    for (const drop of this.droppers) drop();
  }
}
