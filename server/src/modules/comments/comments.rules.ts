// Pure rules of comments: what text may be posted, how a like click changes the counts, how a news item's comment rows become a thread, and the thread's pages.
import {
  COMMENT_TEXT_MESSAGES,
  decodeCursor,
  encodeCursor,
  isIsoInstant,
  keysetPage,
  pageWindow,
  type Page,
  type PageArgs,
  type PageRefusal,
  type PageSizes,
} from '@rigforge/common';
import type { LimitTable } from '../../lib/rate-limiter';
import { DataSet, RegExpMatcher, englishDataset, englishRecommendedTransformers, type MatchPayload } from 'obscenity';

export const COMMENT_MESSAGES = {
  ...COMMENT_TEXT_MESSAGES,
  blockedPrefix: 'Comment blocked',
  notFound: 'Comment not found.',
  newsNotFound: 'News item not found.',
  parentElsewhere: 'You can only reply to a comment on the same news item.',
  parentDeleted: 'You cannot reply to a deleted comment.',
  rateDeleted: 'You cannot rate a deleted comment.',
  notYours: 'You can only delete your own comments.',
} as const;

/** What a deleted comment that keeps its place in the thread shows. */
export const DELETED_CONTENT = '[deleted]';

/**
 * Words that contain a listed term but are ordinary English or place names (obscenity's English
 * list already passes many, e.g. Scunthorpe, assessment, cumulative; these it would block).
 */
export const EXTRA_WHITELIST = [
  'cockpit',
  'cocktail',
  'cockatoo',
  'cockroach',
  'peacock',
  'hancock',
  'hitchcock',
  'shuttlecock',
  'penistone',
  'dickens',
  'shiitake',
] as const;

const dataset = new DataSet<{ originalWord: string }>().addAll(englishDataset);
const built = dataset.build();
const matcher = new RegExpMatcher({
  ...built,
  whitelistedTerms: [...(built.whitelistedTerms ?? []), ...EXTRA_WHITELIST],
  ...englishRecommendedTransformers,
});

/** "f u c k", "s.h.i.t", "b-i-t-c-h": three or more single letters split by spaces or punctuation, joined. */
export function joinSpacedLetters(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{L}(?:[\s._*~+-]+\p{L}(?![\p{L}\p{N}])){2,}/gu, (run) =>
    run.replace(/[\s._*~+-]+/g, ''),
  );
}

function termsIn(text: string): string[] {
  return matcher
    .getAllMatches(text, true)
    .map((match: MatchPayload) => dataset.getPayloadWithPhraseMetadata(match).phraseMetadata?.originalWord ?? '')
    .filter((word) => word !== '');
}

export interface ModerationVerdict {
  reason: 'profanity';
  terms: string[];
}

/**
 * Blocked language in `text`, or null when it may be posted. obscenity's English list with its
 * recommended transformers catches leet speak ("sh1t"), repeated letters ("fuuuck") and case;
 * letters spelled out one by one are joined first.
 */
export function moderate(text: string): ModerationVerdict | null {
  const terms = new Set([...termsIn(text), ...termsIn(joinSpacedLetters(text))]);
  return terms.size === 0 ? null : { reason: 'profanity', terms: [...terms].sort() };
}

/** GraphQL's message for a refused comment; the verdict travels in `extensions` (`reason`, `terms`). */
export const BLOCKED_MESSAGE = `${COMMENT_MESSAGES.blockedPrefix}: it contains language that is not allowed here.`;

/** REST's message for a refused comment, the spec's 'Comment blocked: {json reason}' (docs/requirements.md §8 Comments). */
export function blockedMessage(verdict: ModerationVerdict): string {
  return `${COMMENT_MESSAGES.blockedPrefix}: ${JSON.stringify(verdict)}`;
}

/** A refusal's details that are a moderation verdict (what the service puts beside BLOCKED_MESSAGE). */
export function verdictOfDetails(details: Readonly<Record<string, unknown>>): ModerationVerdict | null {
  const { reason, terms } = details;
  return reason === 'profanity' && Array.isArray(terms) && terms.every((t) => typeof t === 'string')
    ? { reason, terms: terms as string[] }
    : null;
}

export interface LikeChange {
  /** The user's choice after the click: true like, false dislike, null none. */
  next: boolean | null;
  likes: number;
  dislikes: number;
}

/** A click on like (true) or dislike (false): the same choice again clears it, the other switches it. */
export function likeTransition(previous: boolean | null, choice: boolean): LikeChange {
  const next = previous === choice ? null : choice;
  const count = (value: boolean | null, side: boolean): number => (value === side ? 1 : 0);
  return {
    next,
    likes: count(next, true) - count(previous, true),
    dislikes: count(next, false) - count(previous, false),
  };
}

/** Whether a click sends the author a like notification: a new like of someone else's comment. */
export function likeNotifies(change: LikeChange, likerId: string, authorId: string | null): boolean {
  return change.next === true && change.likes === 1 && authorId !== null && authorId !== likerId;
}

export interface CommentRowLike {
  id: string;
  parentId: string | null;
}

export type ThreadNode<T> = T & { replies: ThreadNode<T>[] };

/**
 * Rows of one news item (in display order: oldest first) as top-level comments with nested replies.
 * A row whose parent is not among the rows is left out.
 */
export function buildThread<T extends CommentRowLike>(rows: readonly T[]): ThreadNode<T>[] {
  const nodes = new Map<string, ThreadNode<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, replies: [] });
  const top: ThreadNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as ThreadNode<T>;
    if (row.parentId === null) top.push(node);
    else nodes.get(row.parentId)?.replies.push(node);
  }
  return top;
}

/**
 * A thread's pages of top-level comments: all of an ordinary thread unless first or last says (200,
 * what the cost model counted a whole thread as before threads were paged: graphql/limits.ts).
 */
export const COMMENT_PAGE: PageSizes = { default: 200, max: 200 };

export const COMMENT_BAD_CURSOR = "Malformed cursor: use a cursor this news item's comments gave";

const COMMENT_CURSOR_TAG = 'comments';

const encodeCommentCursor = (createdAt: string, id: string) => encodeCursor(COMMENT_CURSOR_TAG, createdAt, id);
const decodeCommentCursor = (text: string) => decodeCursor(text, COMMENT_CURSOR_TAG, (value) => isIsoInstant(value));

/** One page of a thread's top-level comments, oldest first (createdAt to the millisecond, then id), each with its replies. */
export function commentPage<T extends CommentRowLike & { createdAt: Date }>(
  thread: readonly ThreadNode<T>[],
  paging: PageArgs,
): Page<ThreadNode<T>> | PageRefusal {
  const window = pageWindow(paging, COMMENT_PAGE, decodeCommentCursor, COMMENT_BAD_CURSOR);
  if ('error' in window) return window;
  return keysetPage(
    thread,
    { key: (c) => c.createdAt.toISOString(), id: (c) => c.id, dir: 'ASC' },
    window,
    encodeCommentCursor,
  );
}

/** Comments and replies posted by one account (a flood from one account, or a script). */
export const COMMENT_LIMITS = {
  commentPerUser: { points: 30, durationSeconds: 10 * 60, message: 'You are posting comments too quickly' },
} as const satisfies LimitTable;

export type CommentLimitName = keyof typeof COMMENT_LIMITS;
