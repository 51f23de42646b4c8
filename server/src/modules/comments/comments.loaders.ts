import DataLoader from 'dataloader';
import type { CommentAuthorView, CommentsService } from './comments.service';

/** Per-request batches for comment fields: one query per relation, whatever the thread's size. */
export interface CommentLoaders {
  authors: DataLoader<string, CommentAuthorView | null>;
  /** The signed-in viewer's choice per comment id (null: none); absent for a guest. */
  viewerLikes: DataLoader<string, boolean | null> | null;
}

export function createCommentLoaders(comments: CommentsService, viewerId: string | null): CommentLoaders {
  return {
    authors: new DataLoader(async (ids) => {
      const found = await comments.authors(ids);
      return ids.map((id) => found.get(id) ?? null);
    }),
    viewerLikes:
      viewerId === null
        ? null
        : new DataLoader(async (ids) => {
            const found = await comments.viewerLikes(viewerId, ids);
            return ids.map((id) => found.get(id) ?? null);
          }),
  };
}
