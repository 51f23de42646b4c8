import { defineModule } from '../module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRouter } from './notifications.router';
import { NotificationsService } from './notifications.service';
import { notificationsPolicy } from './notifications.policy';

/** The bell: each user's notifications, their unread count and its live updates. */
export const notificationsModule = defineModule({
  name: 'notifications',
  policy: notificationsPolicy,
  entities: [Notification],
  resolvers: [NotificationsResolver],
  rest: notificationsRouter,
  service: ({ manager, deps }) => new NotificationsService(manager, deps),
  guestNeutralMutations: ['markNotificationRead', 'markAllNotificationsRead'],
  events: ['notifications'],
});
