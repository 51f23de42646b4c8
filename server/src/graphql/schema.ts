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
  refuseMalformedIds(schema);
  retryReadsOnce(schema);
  return schema;
}

/** The schema as committed in /schema.graphql: sorted, so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
