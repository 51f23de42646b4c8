import { Router, type Request } from 'express';
import { AppError, badInput } from '../../lib/errors';
import { validatedBody } from '../../lib/rest-input';
import { blockedMessage, verdictOfDetails } from './comments.rules';
import { commentsPolicy } from './comments.policy';
import { presentCommentJson } from './comments.presenter';
import { CommentsService, type CommentNode } from './comments.service';
import { LikeCommentArgs, PostCommentArgs } from './comments.types';
import type { ServicesOf } from '../services';

/**
 * docs/requirements.md §7 comments and likes: GET and POST /api/news/{id}/comments, GET
 * /api/comments/{id}/user-like, POST /api/comments/{id}/like, DELETE /api/comments/{id}, over the
 * service GraphQL uses. Guests get 401 on all but reading a thread; deleting another user's comment
 * without moderation rights is 403.
 */
export function commentsRouter(services: ServicesOf): Router {
  const router = Router();

  /** Comments as JSON with their authors and the viewer's likes: two more statements, whatever their number. */
  async function present(req: Request, nodes: CommentNode[]) {
    const comments = services(req).comments;
    const all = CommentsService.flatten(nodes);
    const viewer = req.user ?? null;
    const [authors, likes] = await Promise.all([
      comments.authors(all.flatMap((c) => (c.userId && !c.deletedAt ? [c.userId] : []))),
      viewer
        ? comments.viewerLikes(
            viewer.id,
            all.map((c) => c.id),
          )
        : Promise.resolve(new Map<string, boolean>()),
    ]);
    return nodes.map((n) => presentCommentJson(n, authors, likes, viewer));
  }

  router.get('/news/:id/comments', async (req, res) => {
    res.json(await present(req, await services(req).comments.thread(req.params.id)));
  });

  router.post('/news/:id/comments', async (req, res) => {
    const user = commentsPolicy.authorize(req.user, 'use');
    const args = await validatedBody(PostCommentArgs, req.body, ['content', 'parentId'], { newsId: req.params.id });
    const comment = await services(req)
      .comments.post(user, args)
      .catch((err: unknown) => {
        // REST keeps the spec's text for blocked language: the verdict as JSON after 'Comment blocked: '.
        const verdict = err instanceof AppError ? verdictOfDetails(err.details) : null;
        throw verdict ? badInput(blockedMessage(verdict), { field: 'content' }) : err;
      });
    const [json] = await present(req, [comment]);
    res.status(201).json(json);
  });

  router.get('/comments/:id/user-like', async (req, res) => {
    const user = commentsPolicy.authorize(req.user, 'use');
    const isLike = await services(req).comments.viewerLike(user.id, req.params.id);
    res.json(isLike === null ? null : { isLike });
  });

  router.post('/comments/:id/like', async (req, res) => {
    const user = commentsPolicy.authorize(req.user, 'use');
    const { commentId, isLike } = await validatedBody(LikeCommentArgs, req.body, ['isLike'], {
      commentId: req.params.id,
    });
    const result = await services(req).comments.like(user, commentId, isLike);
    const [comment] = await present(req, [result.comment]);
    res.json({ isLike: result.viewerLike, likes: comment.likes, dislikes: comment.dislikes, comment });
  });

  router.delete('/comments/:id', async (req, res) => {
    const user = commentsPolicy.authorize(req.user, 'use');
    await services(req).comments.delete(user, req.params.id);
    res.status(204).end();
  });

  return router;
}
