import express, { Router } from 'express';
import type { ServicesOf } from '../modules/services';
import { articlesRouter } from './articles.router';
import { authRouter } from './auth.router';
import { commentsRouter } from './comments.router';
import { componentsRouter } from './components.router';
import { contactRouter } from './contact.router';
import { apiErrorHandler, apiNotFound, requireJsonBody } from './errors';
import { guidesRouter } from './guides.router';
import { notificationsRouter } from './notifications.router';
import { newsRouter } from './news.router';
import { refuseBadText } from './refused-text';
import { plannerRouter } from './planner.router';
import { pricingRouter } from './pricing.router';
import { savedBuildsRouter } from './saved-builds.router';
import { searchRouter } from './search.router';

/** The /api shim: the REST paths of docs/requirements.md §7 over the same services GraphQL uses. */
export function restApi(services: ServicesOf): Router {
  const api = Router();
  api.use(requireJsonBody, express.json({ limit: '100kb' }), refuseBadText);
  api.use(guidesRouter(services));
  api.use(authRouter(services));
  api.use(componentsRouter(services));
  api.use(plannerRouter(services));
  api.use(savedBuildsRouter(services));
  api.use(contactRouter(services));
  api.use(commentsRouter(services));
  api.use(notificationsRouter(services));
  api.use(newsRouter(services));
  api.use(pricingRouter(services));
  api.use(articlesRouter(services));
  api.use(searchRouter(services));
  api.use(apiNotFound(api));
  api.use(apiErrorHandler);
  return api;
}
