import express, { Router } from 'express';
import type { DataSource } from 'typeorm';
import { componentsRouter } from './components.router';
import { apiErrorHandler, apiNotFound } from './errors';
import { guidesRouter } from './guides.router';

/** The /api shim: the SPEC's REST paths over the same services GraphQL uses. */
export function restApi(db: DataSource): Router {
  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(guidesRouter(db));
  api.use(componentsRouter(db));
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
