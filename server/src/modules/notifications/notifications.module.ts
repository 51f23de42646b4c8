import { defineModule } from '../module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRouter } from './notifications.router';
import { NotificationsService } from './notifications.service';

/** The bell: each user's notifications, their unread count and its live updates. */
export const notificationsModule = defineModule({
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  rest: notificationsRouter,
  service: ({ manager, deps }) => new NotificationsService(manager, deps),
  guestNeutralMutations: ['markNotificationRead', 'markAllNotificationsRead'],
  events: ['notifications'],
});
