import { useState } from 'react';
import { CornerDownRight, MessageSquareReply, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import clsx from 'clsx';
import { formatRelativeTime } from '../../../lib/dates';
import { authorName, flattenReplies, INDENTED_REPLY_LEVELS, type CommentNode } from '../comment-tree';
import { CommentForm } from './CommentForm';

/** What a comment can do, given by the section (which talks to the API). */
export interface CommentActions {
  /** The viewer's user id, or null for a guest (who sees no reply button). */
  viewerId: string | null;
  reply: (parent: CommentNode, content: string) => Promise<boolean>;
  like: (comment: CommentNode, isLike: boolean) => void;
  remove: (comment: CommentNode) => void;
  /** The comment whose like or delete is running. */
  busyId: string | null;
}

/** 'Delete' for the viewer's own comment, 'Remove' for a moderator's on someone else's, null when neither (§6). */
export function deleteLabel(comment: CommentNode, viewerId: string | null): 'Delete' | 'Remove' | null {
  if (comment.isDeleted || !comment.viewerCanDelete) return null;
  return comment.author && comment.author.id === viewerId ? 'Delete' : 'Remove';
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

const ACTION =
  'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-xs font-medium transition-colors disabled:opacity-60';

interface CommentBodyProps {
  comment: CommentNode;
  actions: CommentActions;
  /** For a reply listed flat: the name of the comment it answers. */
  replyingTo?: string;
}

/** One comment: author, relative time, text, then like/dislike, Reply and Delete/Remove, and its reply form. */
function CommentBody({ comment, actions, replyingTo }: CommentBodyProps) {
  const [replying, setReplying] = useState(false);
  const deleted = comment.isDeleted;
  const name = deleted ? '[deleted]' : authorName(comment.author);
  const removeLabel = deleteLabel(comment, actions.viewerId);
  const busy = actions.busyId === comment.id;
  const when = formatRelativeTime(comment.createdAt);

  return (
    <article
      aria-label={`Comment by ${name}`}
      className={clsx('flex gap-3', deleted && 'opacity-70')}
      data-comment-id={comment.id}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
          deleted ? 'bg-surface-muted text-muted' : 'bg-brand text-white',
        )}
      >
        {deleted ? '–' : initials(name)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className={clsx('font-semibold', deleted ? 'text-muted italic' : 'text-fg')}>{name}</span>
          <time dateTime={comment.createdAt} className="text-xs text-muted">
            {when}
          </time>
        </p>
        {replyingTo ? (
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <CornerDownRight aria-hidden="true" className="size-3" />
            Replying to {replyingTo}
          </p>
        ) : null}
        <p className={clsx('mt-1 text-sm break-words whitespace-pre-line', deleted ? 'text-muted italic' : 'text-fg')}>
          {deleted ? '[deleted]' : comment.content}
        </p>
        {deleted ? null : (
          <div className="mt-1.5 flex flex-wrap items-center gap-1 text-muted">
            <button
              type="button"
              aria-pressed={comment.viewerLike === true}
              aria-label={`Like (${comment.likes})`}
              disabled={busy}
              onClick={() => actions.like(comment, true)}
              className={clsx(
                ACTION,
                comment.viewerLike === true
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300'
                  : 'hover:bg-surface-muted hover:text-fg',
              )}
            >
              <ThumbsUp aria-hidden="true" className={clsx('size-4', comment.viewerLike === true && 'fill-current')} />
              <span className="tabular-nums">{comment.likes}</span>
            </button>
            <button
              type="button"
              aria-pressed={comment.viewerLike === false}
              aria-label={`Dislike (${comment.dislikes})`}
              disabled={busy}
              onClick={() => actions.like(comment, false)}
              className={clsx(
                ACTION,
                comment.viewerLike === false
                  ? 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300'
                  : 'hover:bg-surface-muted hover:text-fg',
              )}
            >
              <ThumbsDown
                aria-hidden="true"
                className={clsx('size-4', comment.viewerLike === false && 'fill-current')}
              />
              <span className="tabular-nums">{comment.dislikes}</span>
            </button>
            {actions.viewerId ? (
              <button
                type="button"
                aria-expanded={replying}
                onClick={() => setReplying((r) => !r)}
                className={clsx(ACTION, 'hover:bg-surface-muted hover:text-fg')}
              >
                <MessageSquareReply aria-hidden="true" className="size-4" />
                Reply
                <span className="sr-only"> to {name}</span>
              </button>
            ) : null}
            {removeLabel ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => actions.remove(comment)}
                className={clsx(ACTION, 'text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-400/10')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {removeLabel}
              </button>
            ) : null}
          </div>
        )}
        {replying && actions.viewerId ? (
          <div className="mt-2">
            <CommentForm
              reply
              focusOnMount
              label={`Reply to ${name}`}
              placeholder="Write a reply..."
              onSubmit={async (content) => {
                const posted = await actions.reply(comment, content);
                if (posted) setReplying(false);
                return posted;
              }}
              onCancel={() => setReplying(false)}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A comment and its replies: indented for INDENTED_REPLY_LEVELS levels, then every deeper reply
 * listed flat under the last indented one (docs/requirements.md §4 "Comments"; the server keeps any depth).
 */
export function CommentItem({
  comment,
  actions,
  level = 0,
}: {
  comment: CommentNode;
  actions: CommentActions;
  level?: number;
}) {
  const replies = comment.replies ?? [];
  const flatten = level >= INDENTED_REPLY_LEVELS;
  const flat = flatten ? flattenReplies(comment) : [];
  return (
    <li data-level={level}>
      <CommentBody comment={comment} actions={actions} />
      {!flatten && replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${comment.isDeleted ? '[deleted]' : authorName(comment.author)}`}
          className="mt-3 flex flex-col gap-4 border-l-2 border-line pl-3 sm:pl-5"
        >
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} level={level + 1} />
          ))}
        </ul>
      ) : null}
      {flat.length > 0 ? (
        <ul
          aria-label="More replies"
          className="mt-3 flex flex-col gap-4 border-l-2 border-dashed border-line pl-3 sm:pl-5"
        >
          {flat.map(({ comment: reply, replyingTo }) => (
            <li key={reply.id} data-level={level + 1} data-flattened="true">
              <CommentBody comment={reply} actions={actions} replyingTo={replyingTo} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
