import { createBuildLoaders, type BuildLoaders } from './builds/builds.loaders';
import type { Services } from './services';

/** Every module's per-request DataLoaders, made fresh for each request (no data leaks between users). */
export interface Loaders {
  builds: BuildLoaders;
}

export function createLoaders(services: Services): Loaders {
  return { builds: createBuildLoaders(services) };
}
