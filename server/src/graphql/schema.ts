import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type PubSub } from 'type-graphql';
import { MODULES } from '../modules';
import { authChecker } from './auth-checker';
import { refuseMalformedIds } from './ids';
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

/** Every module's resolvers (modules/index.ts). */
export const resolvers = MODULES.flatMap((module) => module.resolvers ?? []);

/** type-graphql describes no root type; the schema's reader sees these (docs/api.md). */
const ROOT_DESCRIPTIONS = {
  Query: 'Reads: the catalog, the planner, content, prices and your own data',
  Mutation: 'Writes: accounts, saved builds, comments, price alerts, preferences and admin actions',
  Subscription: 'Live updates over graphql-ws: new comments and the unread notification count',
} as const;

function describeRootTypes(schema: GraphQLSchema): void {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (type && type.name in ROOT_DESCRIPTIONS)
      type.description = ROOT_DESCRIPTIONS[type.name as keyof typeof ROOT_DESCRIPTIONS];
  }
}

export async function createSchema(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // Every module has resolvers, so the list is never empty.
    resolvers: resolvers as BuildSchemaOptions['resolvers'],
    authChecker,
    // Subscriptions read the request's event bus (GraphQLContext.events) through their own subscribe functions.
    pubSub: noPubSub,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
  describeRootTypes(schema);
  refuseMalformedIds(schema);
  retryReadsOnce(schema);
  return schema;
}

/** The schema as committed in /schema.graphql: sorted, so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
