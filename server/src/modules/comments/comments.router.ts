import { Router, type Request } from 'express';
import { badInput } from '../../lib/errors';
import { requireUser } from '../auth/current-user';
import { presentCommentJson } from './comments.presenter';
import { CommentsService, type CommentNode } from './comments.service';
import type { ServicesOf } from '../services';

/** A JSON body's field, when the body is an object. */
function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

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
    const user = requireUser(req.user);
    const parentId = field(req.body, 'parentId');
    if (parentId !== undefined && parentId !== null && typeof parentId !== 'string') {
      throw badInput('parentId must be a comment id or null', { field: 'parentId' });
    }
    const comment = await services(req).comments.post(user, req.params.id, field(req.body, 'content'), parentId);
    const [json] = await present(req, [comment]);
    res.status(201).json(json);
  });

  router.get('/comments/:id/user-like', async (req, res) => {
    const user = requireUser(req.user);
    const isLike = await services(req).comments.viewerLike(user.id, req.params.id);
    res.json(isLike === null ? null : { isLike });
  });

  router.post('/comments/:id/like', async (req, res) => {
    const user = requireUser(req.user);
    const isLike = field(req.body, 'isLike');
    if (typeof isLike !== 'boolean')
      throw badInput('isLike must be true (like) or false (dislike)', { field: 'isLike' });
    const result = await services(req).comments.like(user, req.params.id, isLike);
    const [comment] = await present(req, [result.comment]);
    res.json({ isLike: result.viewerLike, likes: comment.likes, dislikes: comment.dislikes, comment });
  });

  router.delete('/comments/:id', async (req, res) => {
    const user = requireUser(req.user);
    await services(req).comments.delete(user, req.params.id);
    res.status(204).end();
  });

  return router;
}
