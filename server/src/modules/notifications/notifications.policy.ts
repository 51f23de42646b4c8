import { definePolicy, signedIn } from '../../lib/policy';

/**
 * Notifications are their recipient's alone: a member reads and marks only their own. The service
 * reads and writes them by the acting user's id (`WHERE "userId" = <actor>`), so another user's
 * notification answers NOT_FOUND like a missing one.
 */
export const notificationsPolicy = definePolicy('notifications', {
  /** Listing, counting, watching and marking one's own notifications: any member. */
  use: signedIn,
});
