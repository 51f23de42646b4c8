import { defineModule } from '../module';
import { BuildGuide } from './guide.entity';
import { GuideComponentResolver, GuidesResolver } from './guides.resolver';
import { guidesRouter } from './guides.router';
import { GuidesService } from './guides.service';
import { seedGuideRows } from './guides.seed';

/** The build guides by budget tier (seeded; read only). */
export const guidesModule = defineModule({
  name: 'guides',
  entities: [BuildGuide],
  resolvers: [GuidesResolver, GuideComponentResolver],
  rest: guidesRouter,
  service: ({ manager }) => new GuidesService(manager),
  seed: seedGuideRows,
});
