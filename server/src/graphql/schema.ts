import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type PubSub } from 'type-graphql';
import { ArticlesResolver } from '../modules/articles/articles.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BuildsResolver, SavedBuildPartResolver } from '../modules/builds/builds.resolver';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { CommentsResolver } from '../modules/comments/comments.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { GuideComponentResolver, GuidesResolver } from '../modules/guides/guides.resolver';
import {
  BudgetAllocationResolver,
  BuildPartResolver,
  GeneratedBuildResolver,
  PlannerResolver,
  RecommendedPartResolver,
} from '../modules/planner/planner.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { NewsResolver } from '../modules/news/news.resolver';
import { PricingResolver } from '../modules/pricing/pricing.resolver';
import { SearchResolver } from '../modules/search/search.resolver';
import { UsersResolver } from '../modules/users/users.resolver';
import { authChecker } from './auth-checker';
import { retryReadsOnce } from './retry';

/** type-graphql wants a PubSub once there are subscriptions; ours subscribe through the context's event bus. */
const noPubSub: PubSub = {
  publish: () => {
    throw new Error('Publish through the services (EventBus), not type-graphql');
  },
  subscribe: () => {
    throw new Error('Subscriptions take their events from GraphQLContext.events');
  },
};

/** Every resolver of the API. New modules add theirs here. */
export const resolvers = [
  AuthResolver,
  GuidesResolver,
  GuideComponentResolver,
  UsersResolver,
  CatalogResolver,
  PlannerResolver,
  BudgetAllocationResolver,
  GeneratedBuildResolver,
  BuildPartResolver,
  RecommendedPartResolver,
  BuildsResolver,
  SavedBuildPartResolver,
  ContactResolver,
  CommentsResolver,
  NotificationsResolver,
  NewsResolver,
  PricingResolver,
  ArticlesResolver,
  SearchResolver,
] as const;

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    // Subscriptions read the request's event bus (GraphQLContext.events) through their own subscribe functions.
    pubSub: noPubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  retryReadsOnce(schema);
  return schema;
}

/** The schema as committed in /schema.graphql: sorted, so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
