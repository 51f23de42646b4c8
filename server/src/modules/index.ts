import { apiTokensModule } from './api-tokens/api-tokens.module';
import { articlesModule } from './articles/articles.module';
import { authModule } from './auth/auth.module';
import { buildsModule } from './builds/builds.module';
import { catalogModule } from './catalog/catalog.module';
import { commentsModule } from './comments/comments.module';
import { contactModule } from './contact/contact.module';
import { guidesModule } from './guides/guides.module';
import type { ModuleDefinition } from './module';
import { newsModule } from './news/news.module';
import { nodeModule } from './node/node.module';
import { notificationsModule } from './notifications/notifications.module';
import { partsListModule } from './parts-list/parts-list.module';
import { plannerModule } from './planner/planner.module';
import { pricingModule } from './pricing/pricing.module';
import { searchModule } from './search/search.module';
import { usersModule } from './users/users.module';

/**
 * Every server module. The app folds over this list (docs/architecture.md): a new module is its own
 * folder plus one line here. The order is the REST shim's routing order and the schema's.
 */
export const MODULES = [
  guidesModule,
  authModule,
  usersModule,
  apiTokensModule,
  catalogModule,
  plannerModule,
  partsListModule,
  buildsModule,
  contactModule,
  commentsModule,
  notificationsModule,
  newsModule,
  pricingModule,
  articlesModule,
  searchModule,
  nodeModule,
] as const;

type ServiceOf<M> = M extends ModuleDefinition<string, infer S, infer _L> ? S : never;
type LoadersOf<M> = M extends ModuleDefinition<string, infer _S, infer L> ? L : never;

/** Every module's service over one composition, by module name (modules/services.ts). */
export type Services = { [M in (typeof MODULES)[number] as M['name']]: ServiceOf<M> };

/** The per-request DataLoaders of the modules that have them, by module name (modules/loaders.ts). */
export type Loaders = {
  [M in (typeof MODULES)[number] as [LoadersOf<M>] extends [never] ? never : M['name']]: LoadersOf<M>;
};
