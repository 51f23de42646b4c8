import type { EntityManager } from 'typeorm';
import { createBuildLoaders, type BuildLoaders } from '../modules/builds/builds.loaders';
import type { BuildDeps } from '../modules/builds/builds.service';

/** Every module's per-request DataLoaders, made fresh for each request (no data leaks between users). */
export interface Loaders {
  builds: BuildLoaders;
}

export function createLoaders(manager: EntityManager, deps: BuildDeps): Loaders {
  return { builds: createBuildLoaders(manager, deps) };
}
