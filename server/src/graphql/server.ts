import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { GraphQLSchema } from 'graphql';
import type { AppConfig } from '../config';
import type { GraphQLContext } from '../modules/context';
import { failRequest, noteOnRequestLine } from '../lib/request-log';
import { createErrorFormatter, verdictOf } from './errors';
import type { GuestAnswerCache } from './guest-cache';
import { httpCaching } from './http-caching';
import { legacyJsonStatus } from './legacy-json-status';
import { complexityLimit, depthLimit, flatListLimit, operationShapeLimit } from './limits';
import { refusedTextLiterals, refusedTextVariables } from './refused-text';
import { tokenScopes } from './token-scopes';

/** How many validation errors one answer lists at most (graphql-js would list 100). */
const MAX_VALIDATION_ERRORS = 10;

/** How many of a request's GraphQL errors its log line lists (with their count). */
const LOGGED_ERRORS = 3;

/**
 * Puts a request's GraphQL errors on its one log line (pino-http's, with the request id): a
 * caller's mistakes as codes and messages, at info or warn with no stack; our faults as `err`, with
 * the stack, at error. A lost database connection answers 503 with Retry-After.
 */
const errorLogging: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue, operationName, response }) {
        const { res } = contextValue;
        const verdicts = errors.map((err) => ({ err, ...verdictOf(err) }));
        const fault = verdicts.find((v) => v.code === 'INTERNAL_SERVER_ERROR' || v.retryAfter !== undefined);
        const outage = verdicts.find((v) => v.retryAfter !== undefined);
        if (outage?.retryAfter !== undefined) {
          response.http.status = 503;
          response.http.headers.set('retry-after', String(outage.retryAfter));
        }
        if (fault) failRequest(res, fault.err);
        noteOnRequestLine(res, {
          operationName,
          graphqlErrorCount: errors.length,
          graphqlErrors: verdicts.slice(0, LOGGED_ERRORS).map((v) => ({
            code: v.code,
            message: v.err.message,
            path: v.err.path,
          })),
        });
      },
    };
  },
};

export function createApolloServer(
  schema: GraphQLSchema,
  config: AppConfig,
  /** Called with the root fields of each mutation that ran, errors or not (what guests see: lib/public-writes.ts). */
  afterMutation: (fields: string[]) => void = () => undefined,
  /** Keeps guests' query answers (graphql/guest-cache.ts). */
  guestCache: GuestAnswerCache | null = null,
): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    // A request Apollo could take for a form post (a GET, or a POST without a JSON type) must carry a
    // header a browser sends only after a preflight: Apollo's two, or Authorization (an API token,
    // which is no ambient credential: docs/api.md).
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
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
      flatListLimit,
      refusedTextLiterals,
    ],
    validationOptions: { maxErrors: MAX_VALIDATION_ERRORS },
    formatError: createErrorFormatter(config.nodeEnv !== 'production'),
    plugins: [
      // Apollo's landing page loads from a CDN; /graphiql serves a local playground instead.
      ApolloServerPluginLandingPageDisabled(),
      // We send no cache hints; without this Apollo hooks every field to collect them.
      ApolloServerPluginCacheControlDisabled(),
      refusedTextVariables,
      tokenScopes,
      complexityLimit(schema, config.graphqlMaxComplexity),
      errorLogging,
      httpCaching,
      legacyJsonStatus,
      mutationListener(afterMutation),
      ...(guestCache ? [guestCache.plugin] : []),
    ],
  });
}

/**
 * Calls `listener` with the root fields of each mutation that ran, however it was sent (text,
 * persisted query) and whatever else happened in it: root mutation fields run one after another, so
 * an error in a later one (or in a field below a root field) comes after the earlier ones have
 * committed. A mutation refused before it ran (parse, validation, limits) changed nothing.
 */
function mutationListener(listener: (fields: string[]) => void): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      let executed = false;
      return {
        async executionDidStart() {
          executed = true;
        },
        async willSendResponse({ operation }) {
          if (!executed || operation?.operation !== 'mutation') return;
          listener(operation.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])));
        },
      };
    },
  };
}
