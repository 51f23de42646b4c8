import { ApolloLink } from '@apollo/client';
import {
  buildSchema,
  defaultFieldResolver,
  execute,
  GraphQLError,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { Observable } from 'rxjs';
import type { StaticData } from './data';
import { keyOf, staticErrors } from './errors';
import { staticResolvers, type DemoSession } from './resolvers';

/**
 * The field resolver of the static deployment: root fields go to the static resolvers; a read with
 * none is 'Unknown endpoint: {key}' and a change with none is refused; every other field reads the
 * exported object as it is.
 */
export function staticFieldResolver(data: StaticData, demo: DemoSession): GraphQLFieldResolver<unknown, unknown> {
  const resolvers = staticResolvers(data, demo);
  return (source, args, context, info) => {
    const root = info.parentType.name;
    if (root === 'Query') {
      const resolve = resolvers.Query[info.fieldName];
      if (!resolve) throw new Error(staticErrors.unknownEndpoint(keyOf(info.fieldName)));
      return resolve(args);
    }
    if (root === 'Mutation') {
      const resolve = resolvers.Mutation[info.fieldName];
      if (!resolve) throw new Error(staticErrors.mutationRefused('POST', keyOf(info.fieldName)));
      return resolve(args);
    }
    return defaultFieldResolver(source, args, context, info);
  };
}

/** Executes an operation over the project's schema (its SDL) with the static resolvers. */
export function createStaticExecutor(sdl: string, data: StaticData, demo: DemoSession) {
  const schema: GraphQLSchema = buildSchema(sdl);
  const fieldResolver = staticFieldResolver(data, demo);
  return (
    document: Parameters<typeof execute>[0]['document'],
    variableValues?: Record<string, unknown>,
    operationName?: string,
  ) => Promise.resolve(execute({ schema, document, variableValues, operationName, fieldResolver }));
}

/**
 * The Apollo link of the static build: the same GraphQL documents, answered in the browser. Any
 * subscription ends at once (no server pushes anything).
 */
export function createStaticLink(sdl: string, data: StaticData, demo: DemoSession): ApolloLink {
  const run = createStaticExecutor(sdl, data, demo);
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let closed = false;
        const main = operation.query.definitions.find((d) => d.kind === 'OperationDefinition');
        if (main?.kind === 'OperationDefinition' && main.operation === 'subscription') {
          observer.complete();
          return;
        }
        run(operation.query, operation.variables, operation.operationName).then(
          (result) => {
            if (closed) return;
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (error: unknown) => {
            if (!closed) observer.error(error instanceof GraphQLError ? error : error);
          },
        );
        return () => {
          closed = true;
        };
      }),
  );
}
