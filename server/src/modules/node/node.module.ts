import { articlesModule } from '../articles/articles.module';
import { buildsModule } from '../builds/builds.module';
import { catalogModule } from '../catalog/catalog.module';
import { commentsModule } from '../comments/comments.module';
import { guidesModule } from '../guides/guides.module';
import { defineModule } from '../module';
import { newsModule } from '../news/news.module';
import { NodeResolver } from './node.resolver';
import { NodeService } from './node.service';

/** Global object identification: `node(id:)` and `nodes(ids:)` over the types that implement Node. */
export const nodeModule = defineModule({
  name: 'node',
  resolvers: [NodeResolver],
  service: (scope) =>
    new NodeService({
      catalog: scope.service(catalogModule),
      guides: scope.service(guidesModule),
      articles: scope.service(articlesModule),
      news: scope.service(newsModule),
      comments: scope.service(commentsModule),
      builds: scope.service(buildsModule),
    }),
});
