import { catalogModule } from '../catalog/catalog.module';
import { defineModule, type ModuleDefinition } from '../module';
import { createBuildLoaders, type BuildLoaders } from './builds.loaders';
import { plannerModule } from '../planner/planner.module';
import { BuildsResolver, SavedBuildPartResolver } from './builds.resolver';
import { BuildsService } from './builds.service';
import { SavedBuildComponent } from './saved-build-component.entity';
import { SavedBuild } from './saved-build.entity';
import { savedBuildsRouter } from './saved-builds.router';
import { buildsPolicy } from './builds.policy';

/** Saved builds, share links and the community gallery. */
export const buildsModule: ModuleDefinition<'builds', BuildsService, BuildLoaders> = defineModule({
  name: 'builds',
  policy: buildsPolicy,
  entities: [SavedBuild, SavedBuildComponent],
  resolvers: [BuildsResolver, SavedBuildPartResolver],
  rest: savedBuildsRouter,
  service: (scope) =>
    new BuildsService(scope.manager, scope.deps, {
      catalog: scope.service(catalogModule),
      planner: scope.service(plannerModule),
    }),
  loaders: (services) => createBuildLoaders(services),
  // What guests see of saved builds: the gallery, shared builds and public builds by id.
  publicViews: {
    fields: ['publicBuilds', 'sharedBuild', 'savedBuild', 'node', 'nodes'],
    pages: (pathname) => pathname === '/builds' || pathname.startsWith('/shared/'),
  },
});
