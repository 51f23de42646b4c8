import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  UnreadNotificationCountDocument,
  useBellNewsQuery,
  useUnreadNotificationCountQuery,
} from './notifications.generated';
import {
  NotificationsDocument,
  type NotificationFieldsFragment,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
} from './menu.generated';
import { useReadNews } from '../../lib/read-news';
import { useSession } from '../../lib/session/useSession';
import { BELL_NEWS_WINDOW, BELL_NOTIFICATIONS_SHOWN, totalUnread } from './bell';
import { QUIET } from './useBellBadge';

export type BellNotification = NotificationFieldsFragment;

/**
 * What the open bell menu shows and does (docs/requirements.md §2, §4 "Notifications"): the newest news
 * (shared with the badge's query) and, signed in, the 10 newest personal notifications, marking one or
 * all read. Notification queries are not retried (§8).
 */
export function useNotifications() {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const client = useApolloClient();
  const { readIds, markRead } = useReadNews();

  const news = useBellNewsQuery({ variables: { first: BELL_NEWS_WINDOW } });
  const unread = useUnreadNotificationCountQuery({ ...QUIET, skip: !signedIn });
  const list = useNotificationsQuery({ ...QUIET, variables: { first: BELL_NOTIFICATIONS_SHOWN }, skip: !signedIn });

  const [markOne] = useMarkNotificationReadMutation(QUIET);
  const [markAll, { loading: markingAll }] = useMarkAllNotificationsReadMutation(QUIET);
  const refreshBoth = useCallback(
    () =>
      client
        .refetchQueries({ include: [NotificationsDocument, UnreadNotificationCountDocument] })
        .then(() => undefined)
        .catch((error: unknown) => console.warn('[notifications] could not refresh', error)),
    [client],
  );

  const newsNodes = news.data?.news?.nodes ?? [];
  const newsIds = newsNodes.map((n) => n.id);
  const personalUnread = signedIn ? (unread.data?.unreadNotificationCount ?? 0) : 0;

  /** §4: an unread one is marked read, then both lists refresh; a read one is left alone. */
  const open = useCallback(
    async (notification: BellNotification) => {
      if (notification.isRead) return;
      try {
        await markOne({ variables: { id: notification.id } });
      } catch (error) {
        console.warn('[notifications] could not mark a notification read', error);
      }
      await refreshBoth();
    },
    [markOne, refreshBoth],
  );

  /** Marks every personal notification read (signed in) and the listed news read in this browser. */
  const markAllRead = useCallback(async () => {
    markRead(newsIds);
    if (!signedIn) return;
    try {
      await markAll();
    } catch (error) {
      console.warn('[notifications] could not mark all read', error);
    }
    await refreshBoth();
  }, [markAll, markRead, newsIds, refreshBoth, signedIn]);

  return {
    signedIn,
    news: newsNodes,
    newsTotal: news.data?.news?.totalCount ?? 0,
    newsFailed: Boolean(news.error) && !news.data?.news,
    readIds,
    markNewsRead: markRead,
    notifications: list.data?.notifications?.nodes ?? null,
    notificationsFailed: Boolean(list.error) && !list.data?.notifications,
    unreadTotal: totalUnread(personalUnread, newsIds, readIds),
    open,
    markAllRead,
    markingAll,
  };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
