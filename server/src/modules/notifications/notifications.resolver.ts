import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { mapPage, type Page } from '../../lib/cursor';
import { PerEvent, type AppEvent } from '../../lib/event-bus';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import type { User } from '../users/user.entity';
import { notificationsPolicy } from './notifications.policy';
import { NOTIFICATION_PAGE } from './notifications.rules';
import type { NotificationView } from './notifications.service';
import {
  NotificationConnection,
  NotificationObject,
  NotificationsArgs,
  notificationTypeEnum,
} from './notifications.types';

const present = (view: NotificationView): NotificationObject => ({ ...view, type: notificationTypeEnum(view.type) });

/** The unread count per event and user: a user's subscriptions (several tabs, or a flood on one socket) read it once. */
const unreadCounts = new PerEvent<Promise<number>>();

/** An iterator that yields `first`, then everything `rest` yields; return() ends both. */
function startWith<T>(first: T, rest: AsyncIterableIterator<T>): AsyncIterableIterator<T> {
  let sent = false;
  return {
    next: () => {
      if (sent) return rest.next();
      sent = true;
      return Promise.resolve({ value: first, done: false });
    },
    return: () => rest.return?.() ?? Promise.resolve({ value: undefined, done: true }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** Thin: every operation is the signed-in user's own (notificationsPolicy); nobody reads another user's notifications. */
@Resolver(() => NotificationObject)
export class NotificationsResolver {
  @notificationsPolicy.Allowed('use')
  @Query(() => NotificationConnection, {
    nullable: true,
    description: `Your notifications, newest first (${NOTIFICATION_PAGE.default} a page unless first or last says, at most ${NOTIFICATION_PAGE.max}); null with UNAUTHENTICATED for a guest`,
  })
  async notifications(
    @Args() paging: NotificationsArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<NotificationObject>> {
    return mapPage(await ctx.services.notifications.page(user.id, paging), present);
  }

  @notificationsPolicy.Allowed('use')
  @Query(() => Int, { nullable: true, description: 'How many of your notifications are unread' })
  unreadNotificationCount(@CurrentUser() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.unreadCount(user.id);
  }

  @notificationsPolicy.Allowed('use')
  @Mutation(() => NotificationObject, { nullable: true, description: 'Marks one of your notifications read' })
  async markNotificationRead(
    @Arg('id', () => ID, { description: 'Your notification' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationObject> {
    return present(await ctx.services.notifications.markRead(user.id, id));
  }

  @notificationsPolicy.Allowed('use')
  @Mutation(() => Int, {
    nullable: true,
    description: 'Marks all your notifications read; returns how many were unread',
  })
  markAllNotificationsRead(@CurrentUser() user: User, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(user.id);
  }

  @notificationsPolicy.Allowed('use')
  @Subscription(() => Int, {
    name: 'unreadNotificationCount',
    description: 'Your unread count: now, then whenever it changes (from any server process); session cookie auth',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      const user = notificationsPolicy.authorize(ctx.user, 'use');
      // A first event of its own (a shared one would share its count forever) so that a new
      // subscription shows the current count at once.
      return startWith<AppEvent>(
        { kind: 'notifications', userId: user.id },
        ctx.events.subscribe(
          (event) => event.kind === 'notifications' && (event.userId === user.id || event.userId === '*'),
        ),
      );
    },
  })
  unreadNotificationCountChanged(
    @Root() event: AppEvent,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return unreadCounts.get(event, user.id, () => ctx.services.notifications.unreadCount(user.id));
  }
}
