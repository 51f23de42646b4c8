import { createBuildLoaders, type BuildLoaders } from './builds/builds.loaders';
import { createCommentLoaders, type CommentLoaders } from './comments/comments.loaders';
import type { Services } from './services';

/** Every module's per-request DataLoaders, made fresh for each request (no data leaks between users). */
export interface Loaders {
  builds: BuildLoaders;
  comments: CommentLoaders;
}

/** `viewerId`: the signed-in user of the request, for loaders of per-viewer fields (null for a guest). */
export function createLoaders(services: Services, viewerId: string | null = null): Loaders {
  return { builds: createBuildLoaders(services), comments: createCommentLoaders(services.comments, viewerId) };
}
