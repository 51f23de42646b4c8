import { dollarsText, sharePath, toDollars } from '@rigforge/common';
import { Router, type Request } from 'express';
import type { DataSource } from 'typeorm';
import { requireUser } from '../graphql/auth-checker';
import type { User } from '../modules/users/user.entity';
import { savedPartLinks } from '../modules/builds/builds.rules';
import { BuildsService, type BuildDeps } from '../modules/builds/builds.service';
import type { SavedPart } from '../modules/builds/saved-build-component.entity';
import type { SavedBuild } from '../modules/builds/saved-build.entity';

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
    budget: build.budget,
    buildType: build.buildType,
    resolution: build.resolution,
    useCases: build.useCases,
    createdAt: build.createdAt.toISOString(),
    updatedAt: build.updatedAt.toISOString(),
    components: components.map((c) => ({
      type: c.type,
      name: c.name,
      price: toDollars(c.priceCents),
      retailLinks: savedPartLinks(c.name, c.type),
      componentId: c.componentId,
    })),
  };
}

/**
 * docs/requirements.md §7: POST and GET /api/saved-builds, PATCH and DELETE /api/saved-builds/{id}, over the
 * service GraphQL uses. Guests get 401; another user's build answers 404 like a missing one.
 */
export function savedBuildsRouter(db: DataSource, deps: BuildDeps): Router {
  const router = Router();
  const builds = () => new BuildsService(db.manager, deps);
  const currentUser = (req: Request): User => requireUser(req.user);
  const withParts = async (build: SavedBuild) =>
    toSavedBuildJson(build, (await builds().componentsOf([build.id])).get(build.id) ?? []);

  router.get('/saved-builds', async (req, res) => {
    const user = currentUser(req);
    const all = await builds().allOf(user.id);
    res.json(all.map(({ build, components }) => toSavedBuildJson(build, components)));
  });

  router.post('/saved-builds', async (req, res) => {
    const user = currentUser(req);
    const build = await builds().create(user, req.body);
    res.status(201).json(toSavedBuildJson(build, build.components ?? []));
  });

  router.patch('/saved-builds/:id', async (req, res) => {
    const user = currentUser(req);
    const build = await builds().update(user, req.params.id, req.body);
    res.json(await withParts(build));
  });

  router.delete('/saved-builds/:id', async (req, res) => {
    const user = currentUser(req);
    await builds().delete(user, req.params.id);
    res.status(204).end();
  });

  return router;
}
