import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { CatalogResolver } from '../modules/catalog/catalog.resolver';
import { GuidesResolver } from '../modules/guides/guides.resolver';

/** Every resolver of the API. New modules add theirs here. */
export const resolvers = [GuidesResolver, CatalogResolver] as const;

export function createSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false },
    emitSchemaFile: false,
  });
}

/** The schema as committed in /schema.graphql: sorted, so diffs stay small. */
export function printSortedSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
