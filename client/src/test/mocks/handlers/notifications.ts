import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  BellNewsDocument,
  UnreadNotificationCountDocument,
  type BellNewsQuery,
} from '../../../features/notifications/notifications.generated';
import {
  MarkAllNotificationsReadDocument,
  NotificationsDocument,
  type NotificationFieldsFragment,
} from '../../../features/notifications/menu.generated';

/** The bell's news: `count` items (the 20 newest are listed), as the server pages them. */
export function bellNewsHandler(count: number) {
  return graphql.query(BellNewsDocument, () => {
    const nodes = Array.from({ length: Math.min(count, 20) }, (_, i) => ({
      __typename: 'NewsItem',
      id: `news-${i + 1}`,
      slug: `story-${i + 1}`,
      sourceLabel: 'AMD',
      title: `Headline ${i + 1}`,
      publishedAt: '2025-03-05T10:00:00.000Z',
    }));
    // The server names the type of every object (the cache needs it); the generated types leave it out.
    const news = mockPage('NewsConnection', nodes, {
      totalCount: count,
      hasNextPage: count > 20,
    }) as BellNewsQuery['news'];
    return HttpResponse.json({ data: { news } });
  });
}

/** The personal unread count: `counts` in turn (the last one from then on). */
export function unreadCountHandler(counts: readonly number[]) {
  let call = 0;
  return graphql.query(UnreadNotificationCountDocument, () =>
    HttpResponse.json({ data: { unreadNotificationCount: counts[Math.min(call++, counts.length - 1)] } }),
  );
}

/** The personal notifications: `lists` in turn (the last one from then on). */
export function notificationsHandler(lists: readonly NotificationFieldsFragment[][]) {
  let call = 0;
  return graphql.query(NotificationsDocument, () =>
    HttpResponse.json({
      data: { notifications: mockPage('NotificationConnection', lists[Math.min(call++, lists.length - 1)]) },
    }),
  );
}

/** The bell of every page: no news, nothing unread, no notifications; marking read is accepted. */
export const notificationHandlers = [
  bellNewsHandler(0),
  unreadCountHandler([0]),
  notificationsHandler([[]]),
  graphql.mutation(MarkAllNotificationsReadDocument, () =>
    HttpResponse.json({ data: { markAllNotificationsRead: 0 } }),
  ),
];
