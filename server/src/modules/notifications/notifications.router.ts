import { Router } from 'express';
import { notificationsPolicy } from './notifications.policy';
import type { NotificationView } from './notifications.service';
import type { ServicesOf } from '../services';
import { intParam } from '../../lib/rest-input';

/** docs/requirements.md §3 Notification as JSON (the related user without e-mail). */
export function toNotificationJson(view: NotificationView) {
  return {
    id: view.id,
    type: view.type,
    message: view.message,
    isRead: view.isRead,
    createdAt: view.createdAt.toISOString(),
    relatedUser: view.relatedUser,
    newsId: view.newsId,
    newsSlug: view.newsSlug,
    commentId: view.commentId,
  };
}

/**
 * docs/requirements.md §7 notifications, signed in only (guests 401): GET /api/notifications
 * (?first=n, default 10, at most 50), GET /api/notifications/unread-count ({count}), PATCH
 * /api/notifications/{id}/read and PATCH /api/notifications/read-all ({count}). Another user's
 * notification answers 404 like a missing one.
 */
export function notificationsRouter(services: ServicesOf): Router {
  const router = Router();

  router.get('/notifications', async (req, res) => {
    const user = notificationsPolicy.authorize(req.user, 'use');
    const { first } = intParam(req.query.first, 'first');
    res.json((await services(req).notifications.list(user.id, first)).map(toNotificationJson));
  });

  router.get('/notifications/unread-count', async (req, res) => {
    const user = notificationsPolicy.authorize(req.user, 'use');
    res.json({ count: await services(req).notifications.unreadCount(user.id) });
  });

  router.patch('/notifications/read-all', async (req, res) => {
    const user = notificationsPolicy.authorize(req.user, 'use');
    res.json({ count: await services(req).notifications.markAllRead(user.id) });
  });

  router.patch('/notifications/:id/read', async (req, res) => {
    const user = notificationsPolicy.authorize(req.user, 'use');
    res.json(toNotificationJson(await services(req).notifications.markRead(user.id, req.params.id)));
  });

  return router;
}
