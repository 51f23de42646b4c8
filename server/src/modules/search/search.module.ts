import { catalogModule } from '../catalog/catalog.module';
import { defineModule } from '../module';
import { SEARCH_CACHES } from './search.caches';
import { SearchResolver } from './search.resolver';
import { searchRouter } from './search.router';
import { SearchService } from './search.service';

/** One search box over articles, news, guides and components. */
export const searchModule = defineModule({
  name: 'search',
  resolvers: [SearchResolver],
  rest: searchRouter,
  service: (scope) => new SearchService(scope.manager, scope.service(catalogModule), scope.deps.caches),
  caches: Object.values(SEARCH_CACHES),
});
