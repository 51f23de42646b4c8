import { COMMENT_MAX_LENGTH } from '@rigforge/common';
import { type CommentFieldsFragment } from './comments.generated';

/**
 * Replies are indented for this many levels under a top-level comment; the replies below the last
 * indented level are listed flat under it, each saying whom it answers.
 */
export const INDENTED_REPLY_LEVELS = 3;
/** Levels of nested `replies` the thread query asks for (comments.graphql); `allReplies` on the last. */
export const COMMENT_QUERY_DEPTH = INDENTED_REPLY_LEVELS;

/**
 * A comment with its replies, as deep as the thread query nests them; on the last indented level,
 * `allReplies` holds every reply below it at any depth (depth first).
 */
export type CommentNode = CommentFieldsFragment & {
  replies?: readonly CommentNode[] | null;
  allReplies?: readonly CommentFieldsFragment[] | null;
};

/** The text to submit: trimmed, or null when nothing but whitespace is left (§5 "Comment"). */
export function commentToSubmit(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed.slice(0, COMMENT_MAX_LENGTH);
}

/** The live counter, shown once text exists (§5): 'n/1000', or null for an empty box. */
export function commentCounter(text: string): string | null {
  return text.length === 0 ? null : `${text.length}/${COMMENT_MAX_LENGTH}`;
}

type Author = CommentFieldsFragment['author'];

/** The name shown for a comment's author; 'Former member' when the account is gone. */
export function authorName(author: Author | null | undefined): string {
  if (!author) return 'Former member';
  const full = [author.firstName, author.lastName].filter(Boolean).join(' ');
  return author.username || full || 'Member';
}

/** A reply below the indented levels, with the name of the comment it answers. */
export interface FlatReply {
  comment: CommentNode;
  replyingTo: string;
}

const nameOf = (c: CommentFieldsFragment) => (c.isDeleted ? '[deleted]' : authorName(c.author));

/**
 * Every reply under `comment`, depth first (each reply right after the one it answers, in thread
 * order), for showing flat below the indented levels: the server's `allReplies` when the query asked
 * for it, else the nested `replies` as far as they go.
 */
export function flattenReplies(comment: CommentNode): FlatReply[] {
  if (comment.allReplies) {
    const byId = new Map<string, CommentFieldsFragment>([[comment.id, comment]]);
    for (const reply of comment.allReplies) byId.set(reply.id, reply);
    return comment.allReplies.map((reply) => {
      const parent = reply.parentId ? byId.get(reply.parentId) : undefined;
      return { comment: reply, replyingTo: parent ? nameOf(parent) : nameOf(comment) };
    });
  }
  const out: FlatReply[] = [];
  const walk = (parent: CommentNode) => {
    for (const reply of parent.replies ?? []) {
      out.push({ comment: reply, replyingTo: nameOf(parent) });
      walk(reply);
    }
  };
  walk(comment);
  return out;
}

/** How many comments the thread holds, replies included. */
export function countComments(comments: readonly CommentNode[]): number {
  return comments.reduce(
    (sum, c) => sum + 1 + (c.allReplies ? c.allReplies.length : countComments(c.replies ?? [])),
    0,
  );
}

/**
 * The thread with a comment just posted put where the next read of the thread would put it: a
 * top-level comment last; a reply last among its parent's `replies`, or, below the indented levels,
 * after its parent's last descendant in the `allReplies` of its indented ancestor (depth first).
 * Each node gets the empty lists its level's query asks for. Null when the parent is not in the
 * thread: the caller reads the thread again.
 */
export function withPostedComment(
  thread: readonly CommentNode[],
  posted: CommentFieldsFragment,
  depth = 0,
): CommentNode[] | null {
  const node = (level: number): CommentNode =>
    level < COMMENT_QUERY_DEPTH ? { ...posted, replies: [] } : { ...posted, allReplies: [] };
  if (!posted.parentId) return depth === 0 ? [...thread, node(0)] : null;
  for (const [i, comment] of thread.entries()) {
    let changed: CommentNode | null = null;
    if (comment.id === posted.parentId && comment.replies) {
      changed = { ...comment, replies: [...comment.replies, node(depth + 1)] };
    } else if (comment.allReplies) {
      const allReplies = withFlatReply(comment, posted);
      if (allReplies) changed = { ...comment, allReplies };
    } else if (comment.replies) {
      const replies = withPostedComment(comment.replies, posted, depth + 1);
      if (replies) changed = { ...comment, replies };
    }
    if (changed) return [...thread.slice(0, i), changed, ...thread.slice(i + 1)];
  }
  return null;
}

/** `allReplies` of an indented comment with a reply to it or to one of them, depth first; null if its parent is not there. */
function withFlatReply(ancestor: CommentNode, posted: CommentFieldsFragment): CommentFieldsFragment[] | null {
  const flat = ancestor.allReplies ?? [];
  const start = posted.parentId === ancestor.id ? -1 : flat.findIndex((r) => r.id === posted.parentId);
  if (start === -1 && posted.parentId !== ancestor.id) return null;
  const subtree = new Set([posted.parentId]);
  let at = start + 1;
  while (at < flat.length && flat[at].parentId !== null && subtree.has(flat[at].parentId)) {
    subtree.add(flat[at].id);
    at += 1;
  }
  return [...flat.slice(0, at), posted, ...flat.slice(at)];
}

/** Whether the thread holds a comment (a live "new comment" that is this page's own post). */
export function threadHas(thread: readonly CommentNode[], id: string): boolean {
  return thread.some(
    (c) => c.id === id || (c.allReplies ?? []).some((r) => r.id === id) || threadHas(c.replies ?? [], id),
  );
}
