import type { Role } from '@rigforge/common';
import { commentsPolicy } from './comments.policy';
import { DELETED_CONTENT } from './comments.rules';
import type { CommentAuthorView, CommentNode } from './comments.service';

/** docs/requirements.md §3 Comment as REST sends it: the author's public details (no e-mail), nested replies. */
export interface CommentJson {
  id: string;
  newsId: string;
  parentId: string | null;
  userId: string | null;
  content: string;
  isDeleted: boolean;
  likes: number;
  dislikes: number;
  createdAt: string;
  user: CommentAuthorView | null;
  /** The viewer's choice: true like, false dislike, null none or a guest. */
  viewerLike: boolean | null;
  viewerCanDelete: boolean;
  replies: CommentJson[];
}

export function presentCommentJson(
  node: CommentNode,
  authors: ReadonlyMap<string, CommentAuthorView>,
  likes: ReadonlyMap<string, boolean>,
  viewer: { id: string; role: Role } | null,
): CommentJson {
  const deleted = node.deletedAt !== null;
  const userId = deleted ? null : node.userId;
  return {
    id: node.id,
    newsId: node.newsId,
    parentId: node.parentId,
    userId,
    content: deleted ? DELETED_CONTENT : node.content,
    isDeleted: deleted,
    likes: node.likes,
    dislikes: node.dislikes,
    createdAt: new Date(node.createdAt).toISOString(),
    user: userId ? (authors.get(userId) ?? null) : null,
    viewerLike: likes.get(node.id) ?? null,
    viewerCanDelete: !deleted && commentsPolicy.can(viewer, 'delete', node),
    replies: node.replies.map((r) => presentCommentJson(r, authors, likes, viewer)),
  };
}
