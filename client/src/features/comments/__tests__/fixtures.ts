import { type MockLink } from '@apollo/client/testing';
import {
  CommentAddedDocument,
  CommentsDocument,
  NewsStatsDocument,
  type CommentFieldsFragment,
} from '../../../generated/news';
import { type CommentNode } from '../comment-tree';
import { completeThread as complete } from '../../../test/mocks/handlers/comments';

/** The page's stats, which a post or delete refreshes. */
export const STATS_MOCK: MockLink.MockedResponse = {
  request: { query: NewsStatsDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      newsStats: { __typename: 'NewsStats', totalViews: 1, totalComments: 1, latestUpdate: null, sources: [] },
    },
  },
};

export const AUTHOR = {
  __typename: 'CommentAuthor',
  id: 'user-2',
  username: 'ana_builds',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
} as const;

export function makeComment(
  id: string,
  overrides: Partial<CommentFieldsFragment> & { replies?: CommentNode[] } = {},
): CommentNode & { __typename: 'Comment'; replies: CommentNode[] } {
  return {
    __typename: 'Comment',
    id,
    newsId: 'news-1',
    parentId: null,
    content: `Comment ${id}`,
    isDeleted: false,
    author: AUTHOR,
    likes: 0,
    dislikes: 0,
    viewerLike: null,
    viewerCanDelete: false,
    viewerIsModerator: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    replies: [],
    ...overrides,
  } as CommentNode & { __typename: 'Comment'; replies: CommentNode[] };
}

export function commentsMock(newsId: string, comments: CommentNode[] | (() => CommentNode[])): MockLink.MockedResponse {
  return {
    request: { query: CommentsDocument, variables: { newsId } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => ({
      data: { comments: (typeof comments === 'function' ? comments() : comments).map((c) => complete(c)) },
    }),
  };
}

/** The live subscription of an open comment section, which never fires in these tests. */
export const QUIET_COMMENT_ADDED: MockLink.MockedResponse = {
  request: { query: CommentAddedDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  delay: 2 ** 30,
  result: { data: { commentAdded: { __typename: 'Comment', id: 'never', newsId: 'news-1', parentId: null } } },
};
