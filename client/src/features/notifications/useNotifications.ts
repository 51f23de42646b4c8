import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  NotificationsDocument,
  UnreadNotificationCountDocument,
  type NotificationFieldsFragment,
} from '../../generated/graphql';
import {
  useBellNewsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  useNotificationsQuery,
  useUnreadNotificationCountChangedSubscription,
  useUnreadNotificationCountQuery,
} from '../../generated/hooks';
import { type OperationContext } from '../../lib/apollo';
import { useReadNews } from '../../lib/read-news';
import { useSession } from '../../lib/session/useSession';
import { BELL_NEWS_WINDOW, BELL_NOTIFICATIONS_SHOWN, totalUnread, UNREAD_POLL_MS } from './bell';

/** A background check never sends the browser to sign-in: an expired session only empties the bell. */
const QUIET: { context: OperationContext } = { context: { handlesSignInRequired: true } };

export type BellNotification = NotificationFieldsFragment;

/**
 * The bell's data (docs/requirements.md §2, §4 "Notifications", §9 "News"): the newest news (public)
 * and, signed in, the personal notifications and their unread count, refreshed every 30 s and live
 * over the unreadNotificationCount subscription. The notification list is fetched while `listOpen`.
 */
export function useNotifications(listOpen: boolean) {
  const { user } = useSession();
  const signedIn = Boolean(user);
  const client = useApolloClient();
  const { readIds, markRead } = useReadNews();

  const news = useBellNewsQuery({ variables: { first: BELL_NEWS_WINDOW } });
  const unread = useUnreadNotificationCountQuery({ ...QUIET, skip: !signedIn, pollInterval: UNREAD_POLL_MS });
  const list = useNotificationsQuery({
    ...QUIET,
    variables: { first: BELL_NOTIFICATIONS_SHOWN },
    skip: !signedIn || !listOpen,
  });

  useUnreadNotificationCountChangedSubscription({
    ...QUIET,
    skip: !signedIn,
    onData: ({ data }) => {
      const count = data.data?.unreadNotificationCount;
      if (typeof count !== 'number') return;
      client.cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: count } });
      // Something arrived or was read elsewhere: the open list refetches, a closed one refetches when opened.
      if (listOpen) void client.refetchQueries({ include: [NotificationsDocument] }).catch(() => undefined);
      else client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
    },
    onError: (error) => console.warn('[notifications] live updates unavailable', error),
  });

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

  const newsNodes = news.data?.news.nodes ?? [];
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
    newsTotal: news.data?.news.totalCount ?? 0,
    newsFailed: Boolean(news.error) && !news.data,
    readIds,
    markNewsRead: markRead,
    notifications: list.data?.notifications ?? null,
    notificationsFailed: Boolean(list.error) && !list.data,
    unreadTotal: totalUnread(personalUnread, newsIds, readIds),
    open,
    markAllRead,
    markingAll,
  };
}

export type NotificationsState = ReturnType<typeof useNotifications>;
