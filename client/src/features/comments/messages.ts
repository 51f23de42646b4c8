import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { serverMessage } from '../../lib/errors';
import { type ToastInput } from '../../lib/toast';

/** docs/requirements.md §8 "Comments" and the success toasts, verbatim ('Title: description' as title and description). */
export const COMMENT_MESSAGES = {
  posted: 'Comment posted',
  deleted: 'Comment deleted',
  removed: 'Comment removed',
  deleteConfirm: 'Are you sure you want to delete this comment?',
  authTitle: 'Authentication required',
  postSignIn: 'Please sign in to post comments.',
  deleteSignIn: 'Please sign in to delete comments.',
  likeSignIn: 'Please sign in to like comments.',
  blockedTitle: 'Comment blocked',
  blockedFallback:
    'Your comment contains inappropriate language or content. Please keep discussions respectful and family-friendly.',
  errorTitle: 'Error',
  postFailed: 'Failed to post comment. Please try again.',
  deleteFailed: 'Failed to delete comment. Please try again.',
  likeFailed: 'Failed to like comment. Please try again.',
  loadFailed: 'Failed to load comments',
  showMore: 'Show more comments',
  loadMoreFailed: 'Failed to load more comments. Please try again.',
  emptyTitle: 'No comments yet',
  emptyText: 'Be the first to share your thoughts!',
} as const;

/** §8: the redirect to sign-in follows a refused post after this long. */
export const COMMENT_SIGN_IN_REDIRECT_MS = 1000;

function reasonFrom(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (Array.isArray(value)) {
    const parts = value.map(reasonFrom).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['reason', 'message', 'details']) {
      const found = reasonFrom(record[key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The reason of a 'Comment blocked' message (§8): the JSON after the words, e.g.
 * `Comment blocked: {"reason":"Profanity is not allowed"}`. The fallback text when there is none.
 */
export function blockedReason(message: string): string {
  const start = message.indexOf('{');
  const startArray = message.indexOf('[');
  const from = start === -1 ? startArray : startArray === -1 ? start : Math.min(start, startArray);
  if (from !== -1) {
    try {
      const reason = reasonFrom(JSON.parse(message.slice(from)));
      if (reason) return reason;
    } catch {
      // Not JSON: the fallback.
    }
  }
  return COMMENT_MESSAGES.blockedFallback;
}

/** The toast for a failed post that is not a sign-in-required one: blocked (with its reason) or the generic error. */
export function postFailureToast(error: unknown): ToastInput {
  const message = serverMessage(error);
  if (message?.includes('Comment blocked')) {
    // GraphQL gives the verdict in the error's extensions ({ reason, terms }); REST in the message's JSON.
    const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
    const reason = extensions ? reasonFrom(extensions.reason) : null;
    return {
      title: COMMENT_MESSAGES.blockedTitle,
      description: reason ?? blockedReason(message),
      variant: 'destructive',
    };
  }
  // Posting too quickly: the server's words say when to try again.
  if (message && CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'RATE_LIMITED') {
    return { title: COMMENT_MESSAGES.errorTitle, description: message, variant: 'destructive' };
  }
  return { title: COMMENT_MESSAGES.errorTitle, description: COMMENT_MESSAGES.postFailed, variant: 'destructive' };
}
