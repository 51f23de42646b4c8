import type http from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import {
  GraphQLError,
  Kind,
  OperationTypeNode,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../lib/logger';
import type { GraphQLContext } from '../modules/context';
import { User } from '../modules/users/user.entity';
import { createErrorFormatter } from './errors';
import { depthLimit, operationShapeLimit, refusal } from './limits';
import { noNulCharacterLiterals } from './nul-characters';

export interface SubscriptionServerOptions {
  httpServer: http.Server;
  schema: GraphQLSchema;
  config: AppConfig;
  logger: Logger;
  /** The app's express-session middleware: it reads the session cookie of the upgrade request. */
  session: RequestHandler;
  manager: EntityManager;
  /** The context of one subscription, for its user (null: a guest) and upgrade request. */
  context: (user: User | null, request: http.IncomingMessage) => GraphQLContext;
}

/**
 * A syntax, validation or variable error of a subscribe message as the caller's mistake
 * (BAD_USER_INPUT), as Apollo marks them over HTTP; our own rules' errors already carry a code.
 */
function callersMistake(error: GraphQLError): GraphQLError {
  return error.extensions.code === undefined ? refusal(error.message, error.nodes) : error;
}

export const ONLY_SUBSCRIPTIONS_MESSAGE =
  'Only subscriptions run over WebSocket; send queries and mutations to POST /graphql.';

/** The signed-in user of an upgrade request, from its session cookie (null for a guest). */
function sessionUser(
  session: RequestHandler,
  manager: EntityManager,
  request: http.IncomingMessage,
): Promise<User | null> {
  const req = request as Request;
  // express-session only reads here (saveUninitialized is off), so a stand-in response will do.
  const res = { getHeader: () => undefined, setHeader: () => res, end: () => res, writeHead: () => res };
  return new Promise<string | null>((resolve, reject) => {
    session(req, res as unknown as Response, (err?: unknown) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(req.session?.userId ?? null);
    });
  }).then((userId) => (userId ? manager.getRepository(User).findOne({ where: { id: userId } }) : null));
}

/**
 * A browser page on another site must not open a socket with our cookie: the Origin, when sent,
 * must be this server's own host, the public URL or one of the CORS origins.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, config: AppConfig): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (host !== undefined && url.host === host) return true;
  if (url.origin === new URL(config.publicUrl).origin) return true;
  return config.corsOrigins.includes(url.origin);
}

/**
 * graphql-ws on the app's HTTP server at /graphql (the same path as HTTP): subscriptions only,
 * checked by the same validation limits, signed in by the session cookie of the upgrade request,
 * errors in the same shape as over HTTP. close() ends every socket.
 */
export function serveSubscriptions(options: SubscriptionServerOptions): { close(): Promise<void> } {
  const { httpServer, schema, config, logger } = options;
  const format = createErrorFormatter(config.nodeEnv !== 'production');
  const rules = [
    ...specifiedRules,
    operationShapeLimit({
      maxAliases: config.graphqlMaxAliases,
      maxRootFields: config.graphqlMaxRootFields,
      maxDirectives: config.graphqlMaxDirectives,
    }),
    depthLimit(config.graphqlMaxDepth),
    noNulCharacterLiterals,
  ];
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: 100 * 1024,
    verifyClient: ({ req }: { req: http.IncomingMessage }) =>
      originAllowed(req.headers.origin, req.headers.host, config),
  });
  const users = new WeakMap<http.IncomingMessage, User | null>();
  const formatErrors = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));

  const server = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      onConnect: async (ctx) => {
        try {
          users.set(ctx.extra.request, await sessionUser(options.session, options.manager, ctx.extra.request));
          return true;
        } catch (err) {
          logger.warn({ err }, 'could not read the session of a subscription');
          return false;
        }
      },
      onSubscribe: (ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { maxTokens: config.graphqlMaxTokens });
        } catch (err) {
          return [err instanceof GraphQLError ? callersMistake(err) : new GraphQLError(String(err))];
        }
        const errors = validate(schema, document, rules, { maxErrors: 10 });
        if (errors.length > 0) return errors.map(callersMistake);
        const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
        const wanted = payload.operationName
          ? operations.find((o) => o.name?.value === payload.operationName)
          : operations[0];
        if (!wanted || wanted.operation !== OperationTypeNode.SUBSCRIPTION) {
          return [new GraphQLError(ONLY_SUBSCRIPTIONS_MESSAGE, { extensions: { code: 'BAD_USER_INPUT' } })];
        }
        const variables = getVariableValues(schema, wanted.variableDefinitions ?? [], payload.variables ?? {});
        if (variables.errors) return variables.errors.map(callersMistake);
        return {
          schema,
          document,
          variableValues: payload.variables ?? undefined,
          operationName: payload.operationName ?? undefined,
          contextValue: options.context(users.get(ctx.extra.request) ?? null, ctx.extra.request),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => {
        const { errors } = result as ExecutionResult;
        if (!errors || errors.length === 0) return undefined;
        return { ...result, errors: formatErrors(errors) };
      },
      onError: (_ctx, _id, _payload, errors) => formatErrors(errors),
    },
    wsServer,
  );
  return {
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
