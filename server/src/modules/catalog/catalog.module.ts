import { defineModule } from '../module';
import { CATALOG_CACHES } from './catalog.caches';
import { CatalogResolver } from './catalog.resolver';
import { CatalogService } from './catalog.service';
import { componentsRouter } from './components.router';
import { Component } from './component.entity';
import { seedCatalogRows } from './catalog.seed';

/** The component database: lists, search, suggestions, comparison (written by the seed and importers). */
export const catalogModule = defineModule({
  name: 'catalog',
  entities: [Component],
  resolvers: [CatalogResolver],
  rest: componentsRouter,
  service: ({ manager, deps }) => new CatalogService(manager, deps.caches),
  seed: seedCatalogRows,
  caches: Object.values(CATALOG_CACHES),
});
