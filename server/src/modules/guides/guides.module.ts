import { defineModule, type ModuleDefinition } from '../module';
import { createGuideLoaders, type GuideLoaders } from './guides.loaders';
import { BuildGuide } from './guide.entity';
import { GuideView } from './guide-view.entity';
import { GuideComponentResolver, GuidesResolver } from './guides.resolver';
import { guidesRouter } from './guides.router';
import { GUIDE_LIMITS, GuidesService } from './guides.service';
import { seedGuideRows } from './guides.seed';

/** The build guides by budget tier (seeded; read only but for their view counts). */
export const guidesModule: ModuleDefinition<'guides', GuidesService, GuideLoaders> = defineModule({
  name: 'guides',
  entities: [BuildGuide, GuideView],
  resolvers: [GuidesResolver, GuideComponentResolver],
  rest: guidesRouter,
  service: ({ manager, deps }) => new GuidesService(manager, deps),
  seed: seedGuideRows,
  loaders: (services) => createGuideLoaders(services),
  limits: GUIDE_LIMITS,
  // A counted view changes only a count: the guests' kept guide answers catch up within their lifetime,
  // and the viewer's own page shows the count the mutation answers.
  guestNeutralMutations: ['recordGuideView'],
});
