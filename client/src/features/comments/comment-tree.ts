import { type CommentFieldsFragment } from '../../generated/news';

/** docs/requirements.md §9: comments are at most this long. */
export const COMMENT_MAX_LENGTH = 1000;
/**
 * Replies are indented for this many levels under a top-level comment; the replies below the last
 * indented level are listed flat under it, each saying whom it answers.
 */
export const INDENTED_REPLY_LEVELS = 3;
/** Levels of replies the thread query asks for (comments.graphql; bounded by the server's depth limit). */
export const COMMENT_QUERY_DEPTH = 7;

/** A comment with its replies, as deep as the thread query asks. */
export type CommentNode = CommentFieldsFragment & { replies?: readonly CommentNode[] | null };

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

/**
 * Every reply under `comment`, depth first (each reply right after the one it answers, in thread
 * order), for showing flat below the indented levels.
 */
export function flattenReplies(comment: CommentNode): FlatReply[] {
  const out: FlatReply[] = [];
  const walk = (parent: CommentNode) => {
    for (const reply of parent.replies ?? []) {
      out.push({ comment: reply, replyingTo: parent.isDeleted ? '[deleted]' : authorName(parent.author) });
      walk(reply);
    }
  };
  walk(comment);
  return out;
}

/** How many comments the thread holds, replies included. */
export function countComments(comments: readonly CommentNode[]): number {
  return comments.reduce((sum, c) => sum + 1 + countComments(c.replies ?? []), 0);
}
