import { defineModule } from '../module';
import { Article } from './article.entity';
import { articlesRouter } from './articles.router';
import { ArticlesResolver } from './articles.resolver';
import { ArticlesService } from './articles.service';
import { seedArticleRows } from './articles.seed';

/** Articles: the editorial pieces the home page and search link to (read only). */
export const articlesModule = defineModule({
  name: 'articles',
  entities: [Article],
  resolvers: [ArticlesResolver],
  rest: articlesRouter,
  service: ({ manager }) => new ArticlesService(manager),
  seed: seedArticleRows,
});
