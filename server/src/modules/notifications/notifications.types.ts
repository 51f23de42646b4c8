// The notifications' GraphQL shapes. The REST shim sends the same fields as JSON (notifications.router.ts).
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType } from '../../lib/connection';
import { NOTIFICATION_PAGE } from './notifications.rules';
import type { NotificationType } from './notification.entity';

export enum NotificationTypeEnum {
  COMMENT_LIKE = 'comment_like',
  COMMENT_REPLY = 'comment_reply',
  NEWS = 'news',
  OTHER = 'other',
}
registerEnumType(NotificationTypeEnum, {
  name: 'NotificationType',
  description: 'COMMENT_LIKE, COMMENT_REPLY (personal), NEWS (a new item arrived) or OTHER (e.g. a price drop)',
  valuesConfig: {
    COMMENT_LIKE: { description: 'Someone liked your comment' },
    COMMENT_REPLY: { description: 'Someone replied to your comment' },
    NEWS: { description: 'A new news item arrived' },
    OTHER: { description: 'Anything else, e.g. a price drop' },
  },
});

/** The enum member of a stored type (the values are the stored strings). */
export const notificationTypeEnum = (type: NotificationType): NotificationTypeEnum => type as NotificationTypeEnum;

@ObjectType({ description: 'Who caused a notification (never the e-mail)', simpleResolvers: true })
export class NotificationUser {
  @Field(() => String, { description: 'Their username; null when none is set', nullable: true }) username:
    string | null;
  @Field(() => String, { description: 'Their first name; null when not given', nullable: true }) firstName:
    string | null;
  @Field(() => String, { description: 'Their last name; null when not given', nullable: true }) lastName: string | null;
  @Field(() => String, { description: 'Their picture; null when none', nullable: true }) profileImageUrl: string | null;
}

@ObjectType('Notification', { description: "One of the signed-in user's notifications", simpleResolvers: true })
export class NotificationObject {
  @Field(() => ID, { description: 'The notification (pass to markNotificationRead)' }) id: string;
  @Field(() => NotificationTypeEnum, { description: 'What happened' }) type: NotificationTypeEnum;
  @Field({ description: 'What happened, in a sentence' }) message: string;
  @Field({ description: 'Whether you have marked it read' }) isRead: boolean;
  @Field(() => Date, { description: 'When it happened' }) createdAt: Date;
  @Field(() => NotificationUser, { nullable: true, description: 'The replier or liker; null for news and other' })
  relatedUser: NotificationUser | null;
  @Field(() => ID, { description: 'The news item it is about; null when none', nullable: true }) newsId: string | null;
  @Field(() => String, { nullable: true, description: 'The news item to open (/news?item={slug})' })
  newsSlug: string | null;
  @Field(() => ID, { description: 'The comment it is about; null when none', nullable: true }) commentId: string | null;
}

export const NotificationConnection = connectionType(NotificationObject, {
  name: 'NotificationConnection',
  description: "A page of the signed-in user's notifications, newest first",
  totalCount: 'How many notifications you have in all',
});

/** The connection `notifications`: paging only. */
@ArgsType()
export class NotificationsArgs extends ConnectionArgs(NOTIFICATION_PAGE, 'notifications') {}
