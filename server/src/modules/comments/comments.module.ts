import { defineModule, type ModuleDefinition } from '../module';
import { createCommentLoaders, type CommentLoaders } from './comments.loaders';
import { notificationsModule } from '../notifications/notifications.module';
import { showsNews } from '../news/news.rules';
import { CommentLike } from './comment-like.entity';
import { Comment } from './comment.entity';
import { COMMENT_LIMITS } from './comments.rules';
import { CommentsResolver } from './comments.resolver';
import { commentsRouter } from './comments.router';
import { CommentsService } from './comments.service';
import { commentsPolicy } from './comments.policy';

/** Threaded comments on news items and their likes; replies and likes notify through the notifications module. */
export const commentsModule: ModuleDefinition<'comments', CommentsService, CommentLoaders> = defineModule({
  name: 'comments',
  policy: commentsPolicy,
  entities: [Comment, CommentLike],
  resolvers: [CommentsResolver],
  rest: commentsRouter,
  service: (scope) =>
    new CommentsService(scope.manager, scope.deps, {
      inTransaction: (work) => scope.transaction((tx) => work(tx.manager, tx.service(notificationsModule))),
    }),
  loaders: (services, viewerId) => createCommentLoaders(services.comments, viewerId),
  limits: COMMENT_LIMITS,
  // A comment changes its thread and the comment counts the news list and stats show.
  publicViews: { fields: ['comments', 'news', 'newsItem', 'newsStats', 'node', 'nodes'], pages: showsNews },
  events: ['comment', 'notifications'],
});
