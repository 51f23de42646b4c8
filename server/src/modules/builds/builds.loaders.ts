import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';
import { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { BuildsService, type BuildDeps } from './builds.service';
import type { SavedPart } from './saved-build-component.entity';

/** Per-request batches for a saved build's relations: one query per relation, whatever the list length. */
export interface BuildLoaders {
  components: DataLoader<string, SavedPart[]>;
  owners: DataLoader<string, User | null>;
  catalogParts: DataLoader<string, Component | null>;
}

export function createBuildLoaders(manager: EntityManager, deps: BuildDeps): BuildLoaders {
  return {
    components: new DataLoader(async (ids) => {
      const byBuild = await new BuildsService(manager, deps).componentsOf(ids);
      return ids.map((id) => byBuild.get(id) ?? []);
    }),
    owners: new DataLoader(async (ids) => {
      const users = new Map((await new UsersService(manager).byIds(ids)).map((u) => [u.id, u]));
      return ids.map((id) => users.get(id) ?? null);
    }),
    catalogParts: new DataLoader(async (ids) => {
      const rows = new Map((await new CatalogService(manager).byIds(ids)).map((c) => [c.id, c]));
      return ids.map((id) => rows.get(id) ?? null);
    }),
  };
}
