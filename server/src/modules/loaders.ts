import { MODULES, type Loaders } from './index';
import type { Services } from './services';

export type { Loaders } from './index';

/** Every module's per-request DataLoaders (their definitions' `loaders`), made fresh for each request. */
export function createLoaders(services: Services, viewerId: string | null = null): Loaders {
  const loaders: Record<string, unknown> = {};
  for (const module of MODULES) {
    if ('loaders' in module && module.loaders) loaders[module.name] = module.loaders(services, viewerId);
  }
  return loaders as Loaders;
}
