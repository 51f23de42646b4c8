import { isUuid, type PageArgs } from '@rigforge/common';
import { orBadInput, type Page } from '../../lib/cursor';
import type { EntityManager } from 'typeorm';
import { returnedRows } from '../../lib/db-errors';
import { badInput, notFound } from '../../lib/errors';
import type { Actor } from '../../lib/policy';
import type { Limiter } from '../../lib/rate-limiter';
import type { CommunityDeps, NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/user.entity';
import {
  COMMENT_MESSAGES,
  buildThread,
  commentPage,
  likeNotifies,
  likeTransition,
  type CommentLimitName,
  type ThreadNode,
  BLOCKED_MESSAGE,
  moderate,
} from './comments.rules';
import { commentsPolicy } from './comments.policy';

/** A comment row as the thread shows it. */
export interface CommentRow {
  id: string;
  newsId: string;
  userId: string | null;
  parentId: string | null;
  content: string;
  likes: number;
  dislikes: number;
  deletedAt: Date | null;
  createdAt: Date;
}

export type CommentNode = ThreadNode<CommentRow>;

/** A comment's public author: never the e-mail. */
export interface CommentAuthorView {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

export interface LikeResult {
  comment: CommentNode;
  viewerLike: boolean | null;
}

const COLUMNS = `"id", "newsId", "userId", "parentId", "content", "likes", "dislikes", "deletedAt", "createdAt"`;

type Viewer = Pick<User, 'id' | 'username' | 'role'>;

/** A comment to post, as the edge's rules passed it (comments.types.ts PostCommentArgs). */
export interface NewComment {
  readonly newsId: string;
  readonly content: string;
  readonly parentId?: string | null;
}

/** The services comments work with (modules/comments/comments.module.ts). */
export interface CommentServices {
  /** Runs work in one transaction, with the notifications service over it (replies and likes notify). */
  inTransaction<T>(work: (tx: EntityManager, notifications: NotificationsService) => Promise<T>): Promise<T>;
}

/**
 * Threaded comments on news items, likes and deletion. Every change runs in one transaction that
 * locks the rows it depends on, keeps news_item.commentCount (visible, non-deleted comments) and the
 * like counts exact, and writes its notifications; live updates are published after the commit.
 */
export class CommentsService {
  private readonly inTransaction: CommentServices['inTransaction'];

  constructor(
    private readonly manager: EntityManager,
    private readonly deps: CommunityDeps & { limiter: Limiter<CommentLimitName> },
    services: CommentServices,
  ) {
    this.inTransaction = services.inTransaction;
  }

  /** Every comment of the item as a thread (top level oldest first), in one statement; NOT_FOUND for an unknown item. */
  async thread(newsId: string): Promise<CommentNode[]> {
    if (!isUuid(newsId)) throw notFound(COMMENT_MESSAGES.newsNotFound);
    // One statement: the item's comments, plus one row with a null id when the item exists but has none.
    const rows = (await this.manager.query(
      `SELECT c."id", c."newsId", c."userId", c."parentId", c."content", c."likes", c."dislikes", c."deletedAt",
              c."createdAt"
       FROM "news_item" n LEFT JOIN "comment" c ON c."newsId" = n."id"
       WHERE n."id" = $1
       ORDER BY c."createdAt", c."id"`,
      [newsId],
    )) as (CommentRow | { id: null })[];
    if (rows.length === 0) throw notFound(COMMENT_MESSAGES.newsNotFound);
    return buildThread(rows.filter((r): r is CommentRow => r.id !== null));
  }

  /** One page of the item's top-level comments (commentPage), each with its replies; NOT_FOUND for an unknown item. */
  async threadPage(newsId: string, paging: PageArgs): Promise<Page<CommentNode>> {
    return orBadInput(commentPage(await this.thread(newsId), paging));
  }

  /** Every comment of a thread, depth first. */
  static flatten(nodes: readonly CommentNode[]): CommentNode[] {
    return nodes.flatMap((n) => [n, ...CommentsService.flatten(n.replies)]);
  }

  /** One comment (no replies loaded), or null. */
  async byId(id: string): Promise<CommentNode | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.manager.query(`SELECT ${COLUMNS} FROM "comment" WHERE "id" = $1`, [id])) as CommentRow[];
    return row ? { ...row, replies: [] } : null;
  }

  /** Public author details by user id. */
  async authors(ids: readonly string[]): Promise<Map<string, CommentAuthorView>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.manager.query(
      `SELECT "id", "username", "firstName", "lastName", "profileImageUrl" FROM "users" WHERE "id" = ANY($1::uuid[])`,
      [[...new Set(ids)]],
    )) as CommentAuthorView[];
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** The user's like (true) or dislike (false) on each of these comments that has one. */
  async viewerLikes(userId: string, commentIds: readonly string[]): Promise<Map<string, boolean>> {
    if (commentIds.length === 0) return new Map();
    const rows = (await this.manager.query(
      `SELECT "commentId", "isLike" FROM "comment_like" WHERE "userId" = $1 AND "commentId" = ANY($2::uuid[])`,
      [userId, [...new Set(commentIds)]],
    )) as { commentId: string; isLike: boolean }[];
    return new Map(rows.map((r) => [r.commentId, r.isLike]));
  }

  /** The user's choice on one comment ({isLike} for REST), NOT_FOUND for an unknown comment. */
  async viewerLike(userId: string, commentId: string): Promise<boolean | null> {
    if (!(await this.byId(commentId))) throw notFound(COMMENT_MESSAGES.notFound);
    return (await this.viewerLikes(userId, [commentId])).get(commentId) ?? null;
  }

  /**
   * Posts a comment, or a reply to a comment of the same item; its text passed the edge's rules
   * (PostCommentArgs: length) and is refused here with blocked language (the verdict in the
   * refusal's details: `reason`, `terms`), else stored trimmed. The parent row is share-locked so it cannot be deleted
   * meanwhile; the item's count goes up in the same transaction.
   */
  async post(user: Viewer, { newsId, content, parentId }: NewComment): Promise<CommentNode> {
    const verdict = moderate(content.trim());
    if (verdict) throw badInput(BLOCKED_MESSAGE, { field: 'content', ...verdict });
    if (!isUuid(newsId)) throw notFound(COMMENT_MESSAGES.newsNotFound);
    if (parentId !== undefined && parentId !== null && !isUuid(parentId)) throw notFound(COMMENT_MESSAGES.notFound);
    await this.deps.limiter.consume([['commentPerUser', user.id]]);
    let notified: string | null = null;
    const comment = await this.inTransaction(async (tx, notifications) => {
      const bumped = returnedRows<{ id: string }>(
        await tx.query(`UPDATE "news_item" SET "commentCount" = "commentCount" + 1 WHERE "id" = $1 RETURNING "id"`, [
          newsId,
        ]),
      );
      if (bumped.length === 0) throw notFound(COMMENT_MESSAGES.newsNotFound);
      let parent: CommentRow | undefined;
      if (parentId) {
        [parent] = (await tx.query(`SELECT ${COLUMNS} FROM "comment" WHERE "id" = $1 FOR SHARE`, [
          parentId,
        ])) as CommentRow[];
        if (!parent) throw notFound(COMMENT_MESSAGES.notFound);
        if (parent.newsId !== newsId) throw badInput(COMMENT_MESSAGES.parentElsewhere, { field: 'parentId' });
        if (parent.deletedAt !== null) throw badInput(COMMENT_MESSAGES.parentDeleted, { field: 'parentId' });
      }
      const [row] = (await tx.query(
        `INSERT INTO "comment" ("newsId", "userId", "parentId", "content") VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [newsId, user.id, parent?.id ?? null, content.trim()],
      )) as CommentRow[];
      if (parent) notified = await notifications.replied(parent.userId, user, newsId, row.id);
      return row;
    });
    this.deps.events.publish({ kind: 'comment', newsId, commentId: comment.id });
    if (notified) this.deps.events.publish({ kind: 'notifications', userId: notified });
    return { ...comment, replies: [] };
  }

  /**
   * A like (true) or dislike (false) click: the same choice again clears it, the other switches it.
   * The comment row is locked for the click, so concurrent clicks on one comment apply one after the
   * other and the counts stay exact.
   */
  async like(user: Viewer, commentId: string, isLike: boolean): Promise<LikeResult> {
    if (!isUuid(commentId)) throw notFound(COMMENT_MESSAGES.notFound);
    let notified: string | null = null;
    const result = await this.inTransaction(async (tx, notifications) => {
      // NO KEY UPDATE: clicks on one comment queue here, while replies to it may still be posted.
      const [comment] = (await tx.query(`SELECT ${COLUMNS} FROM "comment" WHERE "id" = $1 FOR NO KEY UPDATE`, [
        commentId,
      ])) as CommentRow[];
      if (!comment) throw notFound(COMMENT_MESSAGES.notFound);
      if (comment.deletedAt !== null) throw badInput(COMMENT_MESSAGES.rateDeleted);
      const [previous] = (await tx.query(
        `SELECT "isLike" FROM "comment_like" WHERE "commentId" = $1 AND "userId" = $2`,
        [commentId, user.id],
      )) as { isLike: boolean }[];
      const change = likeTransition(previous ? previous.isLike : null, isLike);
      if (change.next === null) {
        await tx.query(`DELETE FROM "comment_like" WHERE "commentId" = $1 AND "userId" = $2`, [commentId, user.id]);
      } else {
        await tx.query(
          `INSERT INTO "comment_like" ("commentId", "userId", "isLike") VALUES ($1, $2, $3)
           ON CONFLICT ("commentId", "userId") DO UPDATE SET "isLike" = EXCLUDED."isLike"`,
          [commentId, user.id, change.next],
        );
      }
      const [updated] = returnedRows<CommentRow>(
        await tx.query(
          `UPDATE "comment" SET "likes" = "likes" + $2, "dislikes" = "dislikes" + $3 WHERE "id" = $1 RETURNING ${COLUMNS}`,
          [commentId, change.likes, change.dislikes],
        ),
      );
      if (likeNotifies(change, user.id, comment.userId)) {
        notified = await notifications.liked(comment.userId, user, comment.newsId, commentId);
      }
      return { comment: { ...updated, replies: [] }, viewerLike: change.next };
    });
    if (notified) this.deps.events.publish({ kind: 'notifications', userId: notified });
    return result;
  }

  /**
   * Deletes a comment: its author, or a moderator or admin; anyone else FORBIDDEN (comments are public,
   * so their existence is no secret). With replies it stays as "[deleted]" (text blanked, author and
   * likes gone); without, the row goes, and so does each "[deleted]" ancestor left without replies.
   */
  async delete(user: Actor, commentId: string): Promise<void> {
    if (!isUuid(commentId)) throw notFound(COMMENT_MESSAGES.notFound);
    await this.manager.transaction(async (tx) => {
      // Locks in the order posting takes them (the item, then comments), so the two never deadlock;
      // NO KEY UPDATE lets likes and replies reference the item meanwhile.
      const [located] = (await tx.query(`SELECT "newsId" FROM "comment" WHERE "id" = $1`, [commentId])) as {
        newsId: string;
      }[];
      if (!located) throw notFound(COMMENT_MESSAGES.notFound);
      await tx.query(`SELECT "id" FROM "news_item" WHERE "id" = $1 FOR NO KEY UPDATE`, [located.newsId]);
      const [comment] = (await tx.query(`SELECT ${COLUMNS} FROM "comment" WHERE "id" = $1 FOR UPDATE`, [
        commentId,
      ])) as CommentRow[];
      if (!comment || comment.deletedAt !== null) throw notFound(COMMENT_MESSAGES.notFound);
      commentsPolicy.authorize(user, 'delete', comment);
      await tx.query(`UPDATE "news_item" SET "commentCount" = GREATEST("commentCount" - 1, 0) WHERE "id" = $1`, [
        comment.newsId,
      ]);
      if (await this.hasReplies(tx, comment.id)) {
        await tx.query(`DELETE FROM "comment_like" WHERE "commentId" = $1`, [comment.id]);
        await tx.query(
          `UPDATE "comment" SET "deletedAt" = now(), "content" = '', "userId" = NULL, "likes" = 0, "dislikes" = 0
           WHERE "id" = $1`,
          [comment.id],
        );
        return;
      }
      await tx.query(`DELETE FROM "comment" WHERE "id" = $1`, [comment.id]);
      // Each "[deleted]" ancestor that has no replies left goes too (bounded by the thread's depth).
      let parentId = comment.parentId;
      while (parentId !== null) {
        const [parent] = (await tx.query(`SELECT ${COLUMNS} FROM "comment" WHERE "id" = $1 FOR UPDATE`, [
          parentId,
        ])) as CommentRow[];
        if (!parent || parent.deletedAt === null || (await this.hasReplies(tx, parent.id))) break;
        await tx.query(`DELETE FROM "comment" WHERE "id" = $1`, [parent.id]);
        parentId = parent.parentId;
      }
    });
  }

  private async hasReplies(tx: EntityManager, id: string): Promise<boolean> {
    const [row] = (await tx.query(`SELECT EXISTS (SELECT 1 FROM "comment" WHERE "parentId" = $1) AS "has"`, [id])) as {
      has: boolean;
    }[];
    return row.has;
  }

  /**
   * Before an account goes (same transaction): takes its likes and dislikes off the counts of the
   * comments it rated (the like rows then go by their foreign key). Its comments stay, anonymised.
   */
  static async forgetRatingsOf(tx: EntityManager, userId: string): Promise<void> {
    // The user row first: a new like needs a key-share lock on it (its foreign key), so none can
    // start now; then the rated comments, which waits for clicks already under way to finish.
    await tx.query(`SELECT "id" FROM "users" WHERE "id" = $1 FOR UPDATE`, [userId]);
    await tx.query(
      `SELECT c."id" FROM "comment" c
       WHERE c."id" IN (SELECT "commentId" FROM "comment_like" WHERE "userId" = $1) ORDER BY c."id" FOR UPDATE`,
      [userId],
    );
    await tx.query(
      `UPDATE "comment" c SET "likes" = c."likes" - mine.l, "dislikes" = c."dislikes" - mine.d
       FROM (SELECT "commentId", count(*) FILTER (WHERE "isLike")::int AS l, count(*) FILTER (WHERE NOT "isLike")::int AS d
             FROM "comment_like" WHERE "userId" = $1 GROUP BY "commentId") mine
       WHERE mine."commentId" = c."id"`,
      [userId],
    );
    await tx.query(`DELETE FROM "comment_like" WHERE "userId" = $1`, [userId]);
  }
}
