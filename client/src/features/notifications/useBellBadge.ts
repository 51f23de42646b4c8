import { useBellNewsQuery, useUnreadNotificationCountQuery } from './notifications.generated';
import { type OperationContext } from '../../lib/apollo';
import { useReadNews } from '../../lib/read-news';
import { useSession } from '../../lib/session/useSession';
import { BELL_NEWS_WINDOW, totalUnread, UNREAD_POLL_MS } from './bell';

/** A background check never sends the browser to sign-in: an expired session only empties the bell. */
export const QUIET: { context: OperationContext } = { context: { handlesSignInRequired: true } };

/**
 * The bell's badge (docs/requirements.md §9 "News"): the newest news not read in this browser plus,
 * signed in, the personal unread count, refreshed every 30 s (the live subscription, LiveUnreadCount,
 * is the fast path). Small on purpose: it loads with every page; the menu's code loads when opened.
 */
export function useBellBadge(): { signedIn: boolean; unreadTotal: number } {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const { readIds } = useReadNews();
  const news = useBellNewsQuery({ variables: { first: BELL_NEWS_WINDOW } });
  const unread = useUnreadNotificationCountQuery({ ...QUIET, skip: !signedIn, pollInterval: UNREAD_POLL_MS });
  const newsIds = news.data?.news?.nodes.map((n) => n.id) ?? [];
  const personal = signedIn ? (unread.data?.unreadNotificationCount ?? 0) : 0;
  return { signedIn, unreadTotal: totalUnread(personal, newsIds, readIds) };
}
