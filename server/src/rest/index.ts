import express, { Router, type RequestHandler } from 'express';
import { MODULES } from '../modules';
import type { ModuleDefinition } from '../modules/module';
import type { ServicesOf } from '../modules/services';
import { apiErrorHandler, apiNotFound, requireJsonBody } from './errors';
import { refuseBadText } from './refused-text';

declare module 'express-serve-static-core' {
  interface Locals {
    /** The module whose router is handling this /api request (set while it has it). */
    restModule?: ModuleDefinition;
  }
}

/**
 * The /api shim: the REST paths of docs/requirements.md §7, each module's router (modules/index.ts)
 * over the same services GraphQL uses. `afterWrite` is told of each write (POST, PUT, PATCH, DELETE)
 * a module's router handled and that was not refused (4xx) before it ran: a 5xx may have failed
 * after its commit, so it counts.
 */
export function restApi(services: ServicesOf, afterWrite: (module: ModuleDefinition) => void): Router {
  const api = Router();
  api.use(requireJsonBody, express.json({ limit: '100kb' }), refuseBadText, tellWrites(afterWrite));
  for (const module of MODULES) if (module.rest) api.use(handledBy(module, module.rest(services)));
  api.use(apiNotFound(api));
  api.use(apiErrorHandler);
  return api;
}

function tellWrites(afterWrite: (module: ModuleDefinition) => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      res.once('finish', () => {
        const module = res.locals.restModule;
        if (module && !(res.statusCode >= 400 && res.statusCode < 500)) afterWrite(module);
      });
    }
    next();
  };
}

/**
 * Runs a module's router, noting the module while it has the request (a path it has no route for
 * goes on). The router's routes stay visible to apiNotFound, which answers 405 with their methods.
 */
function handledBy(module: ModuleDefinition, router: Router): RequestHandler {
  const handler: RequestHandler = (req, res, next) => {
    res.locals.restModule = module;
    router(req, res, (err?: unknown) => {
      if (err === undefined || err === 'route' || err === 'router') res.locals.restModule = undefined;
      next(err);
    });
  };
  return Object.assign(handler, { stack: router.stack });
}
