import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { LogIn, MessageCircle } from 'lucide-react';
import { Skeleton } from '../../components/ui/Skeleton';
import { LoadError } from '../../components/ui/LoadError';
import { buttonClasses } from '../../components/ui/Button';
import { useToast } from '../../components/ui/toast';
import {
  CommentsDocument,
  NewsItemCountsDocument,
  useCommentAddedSubscription,
  useCommentsQuery,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  usePostCommentMutation,
} from './comments.generated';
import { type OperationContext } from '../../lib/apollo';
import { isSignInRequired } from '../../lib/errors';
import { browserNavigation } from '../../lib/navigation';
import { useSession } from '../../lib/session/useSession';
import { countComments, threadHas, withPostedComment, type CommentNode } from './comment-tree';
import { CommentForm } from './components/CommentForm';
import { CommentItem, deleteLabel, type CommentActions } from './components/CommentItem';
import { COMMENT_MESSAGES as M, COMMENT_SIGN_IN_REDIRECT_MS, postFailureToast } from './messages';
import { NotInDemo } from '../../components/ui/NotInDemo';

/** This component says "sign in" itself (docs/requirements.md §8), so the app-wide handler stays quiet. */
const OWN_SIGN_IN: { context: OperationContext } = { context: { handlesSignInRequired: true } };

/** The sign-in address that comes back to this page. */
function signInHref(path: string): string {
  return `/api/login?returnTo=${encodeURIComponent(path)}`;
}

function ThreadSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-32" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The comment section of one news item (docs/requirements.md §4 "Comments", §5, §6, §8): the form
 * (or a sign-in prompt for guests), the threaded comments with likes, replies and Delete/Remove, live
 * while open (new comments from others arrive over the commentAdded subscription).
 */
export function CommentSection({
  newsId,
  newsTitle,
  onCommentCount,
}: {
  newsId: string;
  newsTitle: string;
  /** The page's comment total: one more after a post, or read again after other changes. */
  onCommentCount: (change: 'posted' | 'changed') => void;
}) {
  const { user, loading: sessionLoading } = useSession();
  const { toast } = useToast();
  const client = useApolloClient();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { data, loading, error, refetch, fetchMore } = useCommentsQuery({ variables: { newsId } });
  const [loadingMore, setLoadingMore] = useState(false);
  const [postComment] = usePostCommentMutation(OWN_SIGN_IN);
  const [likeComment] = useLikeCommentMutation(OWN_SIGN_IN);
  const [deleteComment] = useDeleteCommentMutation(OWN_SIGN_IN);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);

  /** The thread again, and the item's and the page's counts (after a post, delete or someone else's comment). */
  const refresh = useCallback(() => {
    void client
      .refetchQueries({ include: [CommentsDocument] })
      .catch((e: unknown) => console.warn('[comments] could not refresh the thread', e));
    void client
      .query({ query: NewsItemCountsDocument, variables: { id: newsId }, fetchPolicy: 'network-only' })
      .catch((e: unknown) => console.warn('[comments] could not refresh the counts', e));
    onCommentCount('changed');
  }, [client, newsId, onCommentCount]);

  useCommentAddedSubscription({
    variables: { newsId },
    // This page's own post is in the thread already (written from the mutation's answer).
    onData: ({ data: event }) => {
      const added = event.data?.commentAdded;
      const thread = client.cache.readQuery({ query: CommentsDocument, variables: { newsId } });
      if (added && thread?.comments && threadHas(thread.comments.nodes, added.id)) return;
      refresh();
    },
    onError: (e) => console.warn('[comments] live updates unavailable', e),
  });

  const signInThenRedirect = (description: string, redirectToSignIn: boolean) => {
    toast({ title: M.authTitle, description, variant: 'destructive' });
    if (redirectToSignIn && redirect.current === null) {
      redirect.current = setTimeout(() => browserNavigation.assign(signInHref(here)), COMMENT_SIGN_IN_REDIRECT_MS);
    }
  };

  const post = async (content: string, parentId: string | null): Promise<boolean> => {
    try {
      await postComment({
        variables: { newsId, content, parentId },
        // The answer goes into the thread and the counts in the cache: no read of the thread after a post.
        update: (cache, { data: answer }) => {
          const posted = answer?.postComment;
          if (!posted) return;
          let placed = false;
          cache.updateQuery({ query: CommentsDocument, variables: { newsId } }, (thread) => {
            const page = thread?.comments;
            // A new top-level comment comes last: past the loaded pages while more remain (read again).
            const nodes =
              page && !(posted.parentId === null && page.pageInfo.hasNextPage)
                ? withPostedComment(page.nodes, posted)
                : null;
            placed = nodes !== null;
            // withPostedComment gives each node the lists its level of the query asks for.
            if (!page || !nodes) return thread;
            return {
              comments: {
                ...page,
                totalCount: page.totalCount + (posted.parentId === null ? 1 : 0),
                nodes: nodes as typeof page.nodes,
              },
            };
          });
          if (!placed) refresh();
          cache.modify({
            id: cache.identify({ __typename: 'NewsItem', id: newsId }),
            fields: { commentCount: (count: number) => count + 1 },
          });
          onCommentCount('posted');
        },
      });
      toast({ title: M.posted, variant: 'success' });
      return true;
    } catch (e) {
      if (isSignInRequired(e)) signInThenRedirect(M.postSignIn, true);
      else toast(postFailureToast(e));
      return false;
    }
  };

  const like = (comment: CommentNode, isLike: boolean) => {
    if (!user) {
      signInThenRedirect(M.likeSignIn, false);
      return;
    }
    setBusyId(comment.id);
    likeComment({ variables: { commentId: comment.id, isLike } })
      .catch((e: unknown) => {
        if (isSignInRequired(e)) signInThenRedirect(M.likeSignIn, false);
        else toast({ title: M.errorTitle, description: M.likeFailed, variant: 'destructive' });
      })
      .finally(() => setBusyId(null));
  };

  const remove = (comment: CommentNode) => {
    const label = deleteLabel(comment, user?.id ?? null);
    if (!label || !window.confirm(M.deleteConfirm)) return;
    setBusyId(comment.id);
    deleteComment({ variables: { commentId: comment.id } })
      .then(() => {
        toast({ title: label === 'Remove' ? M.removed : M.deleted, variant: 'success' });
        refresh();
      })
      .catch((e: unknown) => {
        if (isSignInRequired(e)) signInThenRedirect(M.deleteSignIn, false);
        else toast({ title: M.errorTitle, description: M.deleteFailed, variant: 'destructive' });
      })
      .finally(() => setBusyId(null));
  };

  const actions: CommentActions = {
    viewerId: user?.id ?? null,
    reply: (parent, content) => post(content, parent.id),
    like,
    remove,
    busyId,
  };

  const comments = data?.comments?.nodes ?? null;
  const more = data?.comments?.pageInfo.hasNextPage ? data.comments.pageInfo.endCursor : null;
  const showMore = () => {
    if (!more || loadingMore) return;
    setLoadingMore(true);
    // The cache appends the page to the thread (lib/cache/connection.ts).
    fetchMore({ variables: { after: more } })
      .catch(() => toast({ title: M.loadMoreFailed, variant: 'destructive' }))
      .finally(() => setLoadingMore(false));
  };
  let thread;
  if (comments === null && error) {
    thread = (
      <LoadError
        message={M.loadFailed}
        retrying={retrying}
        onRetry={() => {
          setRetrying(true);
          refetch()
            .catch(() => undefined)
            .finally(() => setRetrying(false));
        }}
      />
    );
  } else if (comments === null || (loading && !data)) {
    thread = (
      <>
        <p role="status" className="sr-only">
          Loading comments...
        </p>
        <ThreadSkeleton />
      </>
    );
  } else if (comments.length === 0) {
    thread = (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-line-strong px-4 py-8 text-center">
        <MessageCircle aria-hidden="true" className="size-8 text-muted" />
        <p className="mt-2 font-semibold text-fg">{M.emptyTitle}</p>
        <p className="mt-1 text-sm text-muted">{M.emptyText}</p>
      </div>
    );
  } else {
    thread = (
      <>
        <ul aria-label="Comment thread" className="flex flex-col gap-5">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} />
          ))}
        </ul>
        {more ? (
          <button
            type="button"
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            onClick={showMore}
            disabled={loadingMore}
          >
            {loadingMore ? 'Loading...' : M.showMore}
          </button>
        ) : null}
      </>
    );
  }

  const total = comments ? countComments(comments) : null;
  return (
    <section aria-label={`Comments on ${newsTitle}`} className="flex flex-col gap-5">
      <h3 className="flex items-center gap-2 text-base font-semibold text-fg">
        <MessageCircle aria-hidden="true" className="size-5 text-accent" />
        Comments{total !== null ? ` (${total})` : ''}
      </h3>
      {user && __RIGFORGE_STATIC__ ? (
        <NotInDemo what="Posting comments" />
      ) : user ? (
        <CommentForm
          label={`Add a comment on ${newsTitle}`}
          placeholder="Share your thoughts..."
          onSubmit={(content) => post(content, null)}
        />
      ) : sessionLoading ? null : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">Sign in to join the discussion, reply and like comments.</p>
          <a href={signInHref(here)} className={buttonClasses({ size: 'sm' })}>
            <LogIn aria-hidden="true" className="size-4" />
            Sign in to comment
          </a>
        </div>
      )}
      {thread}
    </section>
  );
}
