import { isUuid, type PageArgs } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { paginate, windowOf, type Page } from '../../lib/cursor';
import { betweenConditions, beyondCondition, readDirection, type CursorValues, type SqlOrder } from '../../lib/keyset';
import type { EventBus } from '../../lib/event-bus';
import { returnedRows } from '../../lib/db-errors';
import { badInput, notFound } from '../../lib/errors';
import type { NotificationType } from './notification.entity';
import {
  NOTIFICATION_BAD_CURSOR,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE,
  clampMessage,
  decodeNotificationCursor,
  encodeNotificationCursor,
  likeMessage,
  newsBatch,
  newsMessage,
  pageSize,
  replyMessage,
  type NotificationCursor,
} from './notifications.rules';

/** What notifications need from outside: the bus that carries live updates to other processes. */
export interface CommunityDeps {
  events: EventBus;
}

/** A notification as lists show it: the row plus who caused it and the news item's slug. */
export interface NotificationView {
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: Date;
  relatedUserId: string | null;
  newsId: string | null;
  newsSlug: string | null;
  commentId: string | null;
  relatedUser: {
    username: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  } | null;
}

interface NotificationRow {
  id: string;
  userId: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: Date;
  relatedUserId: string | null;
  newsId: string | null;
  newsSlug: string | null;
  commentId: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

const VIEW_COLUMNS = `n."id", n."userId", n."type", n."message", n."isRead", n."createdAt", n."relatedUserId",
    n."newsId", ni."slug" AS "newsSlug", n."commentId",
    u."username", u."firstName", u."lastName", u."profileImageUrl"`;
const VIEW_FROM = `FROM "notification" n
  LEFT JOIN "news_item" ni ON ni."id" = n."newsId"
  LEFT JOIN "users" u ON u."id" = n."relatedUserId"`;
const VIEW_SELECT = `SELECT ${VIEW_COLUMNS} ${VIEW_FROM}`;

/** The list's order: newest first (the index on userId, createdAt DESC, id DESC). */
const ORDER: SqlOrder = { row: '(n."createdAt", n."id")', dir: 'DESC' };

/** A notification cursor as the SQL of its row value, its parameters added to `values` (positional). */
const cursorValues =
  (values: unknown[]): CursorValues<NotificationCursor> =>
  (cursor) => {
    values.push(cursor.at, cursor.id);
    return `($${values.length - 1}::timestamptz, $${values.length}::uuid)`;
  };

/**
 * A reply or like notification's message names its actor as the actor is now: renamed, under the new
 * name; once the account is gone (relatedUserId set null), as "Someone". The stored text is only a
 * fallback for rows that lost their actor some other way.
 */
function messageOf(row: NotificationRow): string {
  if (row.type === 'comment_reply') return replyMessage(row.relatedUserId === null ? null : row.username);
  if (row.type === 'comment_like') return likeMessage(row.relatedUserId === null ? null : row.username);
  return row.message;
}

function toView(row: NotificationRow): NotificationView {
  const { username, firstName, lastName, profileImageUrl, ...rest } = row;
  return {
    ...rest,
    message: messageOf(row),
    createdAt: new Date(row.createdAt),
    relatedUser: row.relatedUserId === null ? null : { username, firstName, lastName, profileImageUrl },
  };
}

/** Who caused a personal notification. */
export interface Actor {
  id: string;
  username: string;
}

/**
 * Notifications: created by comments (reply, like), by news ingestion and by other modules
 * (`notify`, e.g. price drops); read and marked read by their owner only. Nobody gets any while
 * their notifications preference (users.notifications) is off. Every creation reaches the owner's
 * live unread count through the event bus once its transaction has committed: the callers in a
 * transaction publish themselves (`published`), the others publish here.
 */
export class NotificationsService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: CommunityDeps,
  ) {}

  /**
   * Before an account goes (same transaction): the reply and like notifications it caused no longer
   * carry its name in their stored text either (lists already show "Someone" once it is gone).
   */
  static async forgetActor(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `UPDATE "notification" SET "message" = CASE "type" WHEN 'comment_reply' THEN $2 ELSE $3 END
       WHERE "relatedUserId" = $1 AND "type" IN ('comment_reply', 'comment_like')`,
      [userId, replyMessage(null), likeMessage(null)],
    );
  }

  /** Tells the user's open subscriptions (in every process) that their notifications changed. */
  published(userId: string): void {
    this.deps.events.publish({ kind: 'notifications', userId });
  }

  /**
   * A reply notification for the author of the parent comment, unless they replied to themselves or
   * turned notifications off. Returns the recipient when one was created (publish after commit).
   */
  async replied(recipientId: string | null, actor: Actor, newsId: string, commentId: string): Promise<string | null> {
    if (recipientId === null || recipientId === actor.id) return null;
    const rows = (await this.manager.query(
      `INSERT INTO "notification" ("userId", "type", "message", "relatedUserId", "newsId", "commentId")
       SELECT u."id", 'comment_reply', $2, $3, $4, $5 FROM "users" u WHERE u."id" = $1 AND u."notifications"
       RETURNING "id"`,
      [recipientId, replyMessage(actor.username), actor.id, newsId, commentId],
    )) as { id: string }[];
    return rows.length > 0 ? recipientId : null;
  }

  /**
   * A like notification for the comment's author: at most one per comment and liker, however often
   * they toggle (index UQ_notification_like), never for one's own comment, none with notifications
   * off. Returns the recipient when one was created.
   */
  async liked(recipientId: string | null, actor: Actor, newsId: string, commentId: string): Promise<string | null> {
    if (recipientId === null || recipientId === actor.id) return null;
    const rows = (await this.manager.query(
      `INSERT INTO "notification" ("userId", "type", "message", "relatedUserId", "newsId", "commentId")
       SELECT u."id", 'comment_like', $2, $3, $4, $5 FROM "users" u WHERE u."id" = $1 AND u."notifications"
       ON CONFLICT ("commentId", "relatedUserId") WHERE "type" = 'comment_like' DO NOTHING
       RETURNING "id"`,
      [recipientId, likeMessage(actor.username), actor.id, newsId, commentId],
    )) as { id: string }[];
    return rows.length > 0 ? recipientId : null;
  }

  /**
   * A notification of kind 'other' (e.g. a price drop) for one user, unless their notifications are
   * off. Returns whether it was created.
   */
  async notify(userId: string, message: string, kind: 'other' = 'other'): Promise<boolean> {
    const text = clampMessage(message);
    if (text === '') throw badInput(NOTIFICATION_MESSAGES.emptyMessage);
    if (!isUuid(userId)) return false;
    const rows = (await this.manager.query(
      `INSERT INTO "notification" ("userId", "type", "message")
       SELECT u."id", $2, $3 FROM "users" u WHERE u."id" = $1 AND u."notifications"
       RETURNING "id"`,
      [userId, kind, text],
    )) as { id: string }[];
    if (rows.length > 0) this.published(userId);
    return rows.length > 0;
  }

  /**
   * New news items arrived: one 'news' notification per item (the newest NEWS_BATCH_MAX of the batch)
   * for every user with notifications on, in one INSERT ... SELECT. Returns how many were created.
   */
  async notifyNewsArrived(
    items: readonly { id: string; title: string; source: string; publishedAt: Date }[],
  ): Promise<number> {
    const batch = newsBatch(items);
    if (batch.length === 0) return 0;
    const rows = (await this.manager.query(
      `INSERT INTO "notification" ("userId", "type", "message", "newsId")
       SELECT u."id", 'news', item."message", item."newsId"
       FROM "users" u
       CROSS JOIN unnest($1::uuid[], $2::text[]) AS item("newsId", "message")
       WHERE u."notifications"
       RETURNING "id"`,
      [batch.map((i) => i.id), batch.map((i) => newsMessage(i.source, i.title))],
    )) as { id: string }[];
    if (rows.length > 0) this.deps.events.publish({ kind: 'notifications', userId: '*' });
    return rows.length;
  }

  /**
   * One page of the user's notifications, newest first, forward or backward (the connection
   * `notifications`). Two queries: the page, and the count (with whether notifications lie beyond
   * the page's cursor).
   */
  async page(userId: string, paging: PageArgs): Promise<Page<NotificationView>> {
    const window = windowOf(paging, NOTIFICATION_PAGE, decodeNotificationCursor, NOTIFICATION_BAD_CURSOR);
    const values: unknown[] = [userId];
    const where = [`n."userId" = $1`, ...betweenConditions(window, ORDER, cursorValues(values))].join(' AND ');
    values.push(window.size + 1);
    const dir = readDirection(ORDER, window);
    const rows = (await this.manager.query(
      `SELECT ${VIEW_COLUMNS}, to_char(n."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursorAt"
         ${VIEW_FROM} WHERE ${where} ORDER BY n."createdAt" ${dir}, n."id" ${dir} LIMIT $${values.length}`,
      values,
    )) as (NotificationRow & { cursorAt: string })[];
    const countValues: unknown[] = [userId];
    const beyond = beyondCondition(window, ORDER, cursorValues(countValues)) ?? 'false';
    const [counts] = (await this.manager.query(
      `SELECT count(*)::int AS n, coalesce(bool_or(${beyond}), false) AS "beyond"
         FROM "notification" n WHERE n."userId" = $1`,
      countValues,
    )) as { n: number; beyond: boolean }[];
    return paginate(rows, window, counts.n, (row) => encodeNotificationCursor({ at: row.cursorAt, id: row.id }), {
      toNode: ({ cursorAt: _cursorAt, ...row }) => toView(row),
      beyond: counts.beyond,
    });
  }

  /** The user's newest notifications: GET /api/notifications. */
  async list(userId: string, first?: number | null): Promise<NotificationView[]> {
    const rows = (await this.manager.query(
      `${VIEW_SELECT} WHERE n."userId" = $1 ORDER BY n."createdAt" DESC, n."id" DESC LIMIT $2`,
      [userId, pageSize(first)],
    )) as NotificationRow[];
    return rows.map(toView);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = (await this.manager.query(
      `SELECT count(*)::int AS "count" FROM "notification" WHERE "userId" = $1 AND NOT "isRead"`,
      [userId],
    )) as { count: number }[];
    return row.count;
  }

  /** Marks one of the user's notifications read; another user's answers NOT_FOUND like a missing one. */
  async markRead(userId: string, id: string): Promise<NotificationView> {
    if (!isUuid(id)) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const rows = (await this.manager.query(
      `WITH marked AS (
         UPDATE "notification" SET "isRead" = true WHERE "id" = $1 AND "userId" = $2
         RETURNING "id", "userId", "type", "message", "isRead", "createdAt", "relatedUserId", "newsId", "commentId"
       )
       SELECT n.*, ni."slug" AS "newsSlug", u."username", u."firstName", u."lastName", u."profileImageUrl"
       FROM marked n
       LEFT JOIN "news_item" ni ON ni."id" = n."newsId"
       LEFT JOIN "users" u ON u."id" = n."relatedUserId"`,
      [id, userId],
    )) as NotificationRow[];
    if (rows.length === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
    this.published(userId);
    return toView(rows[0]);
  }

  /** Marks all the user's notifications read; returns how many were unread. */
  async markAllRead(userId: string): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.manager.query(
        `UPDATE "notification" SET "isRead" = true WHERE "userId" = $1 AND NOT "isRead" RETURNING "id"`,
        [userId],
      ),
    );
    if (rows.length > 0) this.published(userId);
    return rows.length;
  }
}
