/**
 * GraphQL mutations that change nothing a guest can read (a guest's pages and query answers): the
 * caches of what guests see (prerendered pages, web/prerender.ts; guests' query answers,
 * graphql/guest-cache.ts) keep their entries after them. Every other mutation that ran (errors or not:
 * an earlier root field may have committed before a later one failed) or REST
 * write drops those caches in its process. A news view's count shows on /news, but may lag by the
 * caches' lifetime rather than redo everything on every view.
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
