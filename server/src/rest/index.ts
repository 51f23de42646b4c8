import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { AuthDeps } from '../modules/auth/auth.deps';
import { authRouter } from './auth.router';
import { componentsRouter } from './components.router';
import { contactRouter } from './contact.router';
import { apiErrorHandler, apiNotFound, requireJsonBody } from './errors';
import { guidesRouter } from './guides.router';
import { refuseNulCharacters } from './nul-characters';
import { plannerRouter } from './planner.router';
import { savedBuildsRouter } from './saved-builds.router';

/** The /api shim: the REST paths of docs/requirements.md §7 over the same services GraphQL uses. */
export function restApi(db: DataSource, auth: AuthDeps): Router {
  const api = Router();
  api.use(requireJsonBody, express.json({ limit: '100kb' }), refuseNulCharacters);
  api.use(guidesRouter(db));
  api.use(authRouter(db, auth));
  api.use(componentsRouter(db));
  api.use(plannerRouter(db));
  api.use(savedBuildsRouter(db, auth));
  api.use(contactRouter(db, auth));
  api.use(apiNotFound(api));
  api.use(apiErrorHandler);
  return api;
}
