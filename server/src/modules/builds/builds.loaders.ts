import DataLoader from 'dataloader';
import type { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { BuildsService } from './builds.service';
import type { SavedPart } from './saved-build-component.entity';

/** Per-request batches for a saved build's relations: one query per relation, whatever the list length. */
export interface BuildLoaders {
  components: DataLoader<string, SavedPart[]>;
  owners: DataLoader<string, User | null>;
  catalogParts: DataLoader<string, Component | null>;
}

/** The services the loaders batch through (the request's own). */
interface LoaderServices {
  builds: BuildsService;
  users: UsersService;
  catalog: CatalogService;
}

export function createBuildLoaders({ builds, users, catalog }: LoaderServices): BuildLoaders {
  return {
    components: new DataLoader(async (ids) => {
      const byBuild = await builds.componentsOf(ids);
      return ids.map((id) => byBuild.get(id) ?? []);
    }),
    owners: new DataLoader(async (ids) => {
      const byId = new Map((await users.byIds(ids)).map((u) => [u.id, u]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    catalogParts: new DataLoader(async (ids) => {
      const rows = new Map((await catalog.byIds(ids)).map((c) => [c.id, c]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
