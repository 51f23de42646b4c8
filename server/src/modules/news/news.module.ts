import { defineModule } from '../module';
import { NewsItem } from './news-item.entity';
import { NewsView } from './news-view.entity';
import { NewsResolver } from './news.resolver';
import { newsRouter } from './news.router';
import { NEWS_LIMITS } from './news.rules';
import { NewsService } from './news.service';
import { seedNewsItems } from './news.seed';

/** Hardware news: the feed, one view per visitor and day, the stats (items arrive from the feeds). */
export const newsModule = defineModule({
  name: 'news',
  entities: [NewsItem, NewsView],
  resolvers: [NewsResolver],
  rest: newsRouter,
  service: ({ manager, deps }) => new NewsService(manager, deps),
  seed: async (manager) => ({ newsInserted: await seedNewsItems(manager) }),
  limits: NEWS_LIMITS,
  // A counted view drops only what shows view counts, through its own `news-views` event (lib/public-writes.ts).
  guestNeutralMutations: ['recordNewsView'],
  events: ['news-views'],
});
