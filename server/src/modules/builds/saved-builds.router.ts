import {
  dollarsText,
  savedBuildInputSchema,
  savedBuildPatchSchema,
  savedPartsSchema,
  sharePath,
  toDollars,
} from '@rigforge/common';
import { Router, type Request } from 'express';
import { readInput } from '../../lib/read-input';
import type { User } from '../users/user.entity';
import { buildsPolicy } from './builds.policy';
import { presentSavedPart } from './builds.presenter';
import type { SavedPart } from './saved-build-component.entity';
import type { SavedBuild } from './saved-build.entity';
import type { ServicesOf } from '../services';

/** docs/requirements.md §3 "Saved build" as JSON: totalPrice is a dollar string, each part carries its retail links. */
export function toSavedBuildJson(build: SavedBuild, components: readonly SavedPart[]) {
  return {
    id: build.id,
    title: build.title,
    description: build.description,
    category: build.category,
    totalPrice: dollarsText(build.totalPriceCents),
    isPublic: build.isPublic,
    shareToken: build.shareToken,
    sharePath: sharePath(build.shareToken),
    budget: build.budgetCents === null ? null : toDollars(build.budgetCents),
    buildType: build.buildType,
    resolution: build.resolution,
    useCases: build.useCases,
    createdAt: build.createdAt.toISOString(),
    updatedAt: build.updatedAt.toISOString(),
    components: components.map(presentSavedPart),
  };
}

/**
 * docs/requirements.md §7: POST and GET /api/saved-builds, PATCH and DELETE /api/saved-builds/{id}, over the
 * service GraphQL uses. Guests get 401; another user's build answers 404 like a missing one.
 */
export function savedBuildsRouter(services: ServicesOf): Router {
  const router = Router();
  const currentUser = (req: Request): User => buildsPolicy.authorize(req.user, 'use');
  const withParts = async (req: Request, build: SavedBuild) =>
    toSavedBuildJson(build, (await services(req).builds.componentsOf([build.id])).get(build.id) ?? []);

  router.get('/saved-builds', async (req, res) => {
    const user = currentUser(req);
    const all = await services(req).builds.allOf(user.id);
    res.json(all.map(({ build, components }) => toSavedBuildJson(build, components)));
  });

  router.post('/saved-builds', async (req, res) => {
    const user = currentUser(req);
    const build = await services(req).builds.create(user, readInput(savedBuildInputSchema, req.body));
    res.status(201).json(toSavedBuildJson(build, build.components ?? []));
  });

  router.patch('/saved-builds/:id', async (req, res) => {
    const user = currentUser(req);
    const build = await services(req).builds.update(user, req.params.id, readInput(savedBuildPatchSchema, req.body));
    res.json(await withParts(req, build));
  });

  // The builder's "Update saved build": the whole parts list, amounts in dollars as in POST.
  router.put('/saved-builds/:id/components', async (req, res) => {
    const user = currentUser(req);
    const build = await services(req).builds.replaceParts(user, req.params.id, readInput(savedPartsSchema, req.body));
    res.json(toSavedBuildJson(build, build.components ?? []));
  });

  router.delete('/saved-builds/:id', async (req, res) => {
    const user = currentUser(req);
    await services(req).builds.delete(user, req.params.id);
    res.status(204).end();
  });

  return router;
}
