import { catalogModule } from '../catalog/catalog.module';
import { defineModule } from '../module';
import { PartsListResolver } from './parts-list.resolver';
import { partsListRouter } from './parts-list.router';
import { PartsListService } from './parts-list.service';

/** Importing a pasted parts list (issue 30 item 5): read by common's parser, matched to the catalog with the importer's rules. */
export const partsListModule = defineModule({
  name: 'partsList',
  resolvers: [PartsListResolver],
  rest: partsListRouter,
  service: (scope) => new PartsListService(scope.service(catalogModule)),
});
