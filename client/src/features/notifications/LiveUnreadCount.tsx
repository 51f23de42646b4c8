import { useApolloClient } from '@apollo/client/react';
import { UnreadNotificationCountDocument } from './notifications.generated';
import { NotificationsDocument, useUnreadNotificationCountChangedSubscription } from './menu.generated';
import { QUIET } from './useBellBadge';

/**
 * The signed-in user's unread count, live (graphql-ws): every change is written to the cache (the
 * badge follows) and the notification list is refreshed, or forgotten while the menu is closed so
 * that it is fetched afresh when it opens. Loaded only for signed-in users.
 */
export default function LiveUnreadCount({ listOpen }: { listOpen: boolean }) {
  const client = useApolloClient();
  useUnreadNotificationCountChangedSubscription({
    ...QUIET,
    onData: ({ data }) => {
      const count = data.data?.unreadNotificationCount;
      if (typeof count !== 'number') return;
      client.cache.writeQuery({ query: UnreadNotificationCountDocument, data: { unreadNotificationCount: count } });
      if (listOpen) void client.refetchQueries({ include: [NotificationsDocument] }).catch(() => undefined);
      else client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'notifications' });
    },
    onError: (error) => console.warn('[notifications] live updates unavailable', error),
  });
  return null;
}
