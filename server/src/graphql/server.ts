import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config';
import type { GraphQLContext } from './context';
import { createErrorFormatter, isUnexpected } from './errors';
import { complexityLimit, depthLimit, operationShapeLimit } from './limits';

/** How many validation errors one answer lists at most (graphql-js would list 100). */
const MAX_VALIDATION_ERRORS = 10;

/** Logs unexpected errors with the request's logger, so each line carries the request id. */
const errorLogging: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue, operationName }) {
        for (const err of errors) {
          if (isUnexpected(err)) contextValue.log.error({ err, operationName, path: err.path }, 'GraphQL error');
        }
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  config: AppConfig,
  httpServer: http.Server,
): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    csrfPrevention: true,
    // Shutdown is ours (index.ts): Apollo's own signal handlers would race it.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.nodeEnv !== 'production',
    // Breadth and depth are checked with the standard rules, before anything runs; the parser stops
    // at the token limit, and a document full of mistakes reports the first few only.
    parseOptions: { maxTokens: config.graphqlMaxTokens },
    validationRules: [
      operationShapeLimit({
        maxAliases: config.graphqlMaxAliases,
        maxRootFields: config.graphqlMaxRootFields,
        maxDirectives: config.graphqlMaxDirectives,
      }),
      depthLimit(config.graphqlMaxDepth),
    ],
    validationOptions: { maxErrors: MAX_VALIDATION_ERRORS },
    formatError: createErrorFormatter(config.nodeEnv !== 'production'),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Apollo's landing page loads from a CDN; /graphiql serves a local playground instead.
      ApolloServerPluginLandingPageDisabled(),
      // We send no cache hints; without this Apollo hooks every field to collect them.
      ApolloServerPluginCacheControlDisabled(),
      complexityLimit(schema, config.graphqlMaxComplexity),
      errorLogging,
    ],
  });
}
