import { type CommentFieldsFragment } from '../comments.generated';
import { type CommentNode } from '../comment-tree';

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
