import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  CommentsDocument,
  type CommentsQuery,
  DeleteCommentDocument,
  NewsItemCountsDocument,
  type NewsItemCountsQuery,
} from '../../../features/comments/comments.generated';
import { NewsStatsDocument, type NewsStatsQuery } from '../../../features/news/news.generated';
import { COMMENT_QUERY_DEPTH, type CommentNode } from '../../../features/comments/comment-tree';

/** A reply and everything below it, depth first, without nesting (what `allReplies` answers). */
function descendants(parent: CommentNode): CommentNode[] {
  return (parent.replies ?? []).flatMap((reply) => {
    const { replies: _replies, ...flat } = reply;
    return [{ ...flat, parentId: parent.id }, ...descendants(reply)];
  });
}

/** Shapes a thread as the query asks for it: nested replies, then allReplies on the last indented level. */
export function completeThread(comment: CommentNode, level = 0): CommentNode {
  const { replies, ...rest } = comment;
  if (level >= COMMENT_QUERY_DEPTH) return { ...rest, allReplies: descendants(comment) };
  return { ...rest, replies: (replies ?? []).map((r) => completeThread({ ...r, parentId: comment.id }, level + 1)) };
}

/** Answers the thread of every news item with `comments` (read at each request), shaped as the query asks. */
export function commentsHandler(comments: CommentNode[] | (() => CommentNode[])) {
  return graphql.query(CommentsDocument, () =>
    HttpResponse.json({
      data: {
        // completeThread gives each level the fields the query selects there (the client's tree type is looser).
        comments: mockPage(
          'CommentConnection',
          (typeof comments === 'function' ? comments() : comments).map((c) => completeThread(c)),
        ) as unknown as CommentsQuery['comments'],
      },
    }),
  );
}

/**
 * A news item's comment section (answers carry the __typename fields the server sends and the
 * cache needs, which the generated types leave out): no comments yet; counts and stats as a post or delete refreshes them; deletes accepted. */
export const commentHandlers = [
  commentsHandler([]),
  graphql.query(NewsItemCountsDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        newsItem: {
          __typename: 'NewsItem',
          id: String(variables.id),
          views: 1,
          commentCount: 1,
        } as NewsItemCountsQuery['newsItem'],
      },
    }),
  ),
  graphql.query(NewsStatsDocument, () =>
    HttpResponse.json({
      data: {
        newsStats: {
          __typename: 'NewsStats',
          totalViews: 1,
          totalComments: 1,
          latestUpdate: null,
          sources: [],
        } as NewsStatsQuery['newsStats'],
      },
    }),
  ),
  graphql.mutation(DeleteCommentDocument, () => HttpResponse.json({ data: { deleteComment: true } })),
];
