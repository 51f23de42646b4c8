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
import { findRefusedText, shownPath } from '@rigforge/common';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import type { EventBus } from '../lib/event-bus';
import type { Logger } from '../lib/logger';
import { parseAuthorization } from '../modules/api-tokens/api-tokens.rules';
import type { ApiTokensService, TokenCredential } from '../modules/api-tokens/api-tokens.service';
import { liveSessions } from '../modules/auth/session';
import type { GraphQLContext } from '../modules/context';
import { User } from '../modules/users/user.entity';
import { createErrorFormatter } from './errors';
import { depthLimit, flatListLimit, operationShapeLimit, refusal } from './limits';
import {
  AddressSockets,
  closeReason,
  CredentialSockets,
  SESSION_ENDED,
  TOKEN_ENDED,
  TOO_MANY_SOCKETS,
  tooManySubscriptionsMessage,
} from './live-sockets';
import { refusedTextLiterals } from './refused-text';
import { socketAuthorization, tokenForbidden, tokenRefusal } from './token-scopes';

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
  /** The client address of an upgrade request, as the HTTP routes see it (TRUST_PROXY applies). */
  clientIp: (request: http.IncomingMessage) => string;
  /** API tokens on sockets: signing one in, counting its subscriptions, checking it is still valid. */
  tokens: Pick<ApiTokensService, 'authenticate' | 'countUse' | 'liveTokens'>;
  /** The event bus: a `credentials-ended` event checks every socket's session or token at once. */
  events: EventBus;
}

/** What a socket's token refusal closes it with: 4401 (not retried by graphql-ws's client) or 4429 past the token's limit. */
function tokenRefusalClose(err: AppError): { code: number; reason: string } {
  return { code: err.code === 'RATE_LIMITED' ? 4429 : 4401, reason: closeReason(err.message) };
}

/**
 * A syntax, validation or variable error of a subscribe message, coded as Apollo codes them over
 * HTTP: GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED, or BAD_USER_INPUT for a variable's value;
 * our own rules' errors already carry a code.
 */
function callersMistake(error: GraphQLError): GraphQLError {
  if (error.extensions.code !== undefined) return error;
  if (error.message.startsWith('Syntax Error')) {
    return new GraphQLError(error.message, { nodes: error.nodes, extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
  }
  return refusal(error.message, error.nodes, error.message.startsWith('Variable "$') ? 'BAD_USER_INPUT' : undefined);
}

export const ONLY_SUBSCRIPTIONS_MESSAGE =
  'Only subscriptions run over WebSocket; send queries and mutations to POST /graphql.';

/** The signed-in user of an upgrade request and their session id, from its session cookie (null for a guest). */
async function sessionUser(
  session: RequestHandler,
  manager: EntityManager,
  request: http.IncomingMessage,
): Promise<{ user: User; sessionId: string } | null> {
  const req = request as Request;
  // express-session only reads here (saveUninitialized is off), so a stand-in response will do.
  const res = { getHeader: () => undefined, setHeader: () => res, end: () => res, writeHead: () => res };
  const userId = await new Promise<string | null>((resolve, reject) => {
    session(req, res as unknown as Response, (err?: unknown) => {
      if (err) reject(err instanceof Error ? err : new Error(String(err)));
      else resolve(req.session?.userId ?? null);
    });
  });
  if (!userId) return null;
  const user = await manager.getRepository(User).findOne({ where: { id: userId } });
  return user ? { user, sessionId: req.sessionID } : null;
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
 * checked by the same validation limits, signed in by an API token (connection_init's
 * `authorization`, or the upgrade request's Authorization header; the cookie is then not read) or
 * else by the session cookie of the upgrade request, errors in the same shape as over HTTP. A token
 * that is malformed, unknown, revoked or expired closes the socket with 4401 and the reason; each
 * subscription counts against its token's rate limit and needs its read scope. close() ends every socket.
 *
 * Limits (docs/notifications.md "Live updates"): WS_MAX_SOCKETS_PER_IP open sockets per client
 * address in this process (the next is closed with 4429), WS_MAX_SUBSCRIPTIONS_PER_SOCKET running
 * subscriptions per socket (the next is refused RATE_LIMITED). Every WS_SESSION_CHECK_MS one query
 * checks the sessions of all signed-in sockets, and one their tokens: a socket whose session ended,
 * however it ended and on whichever process, is closed with 4403; one whose token was revoked or
 * expired (or whose account was deleted), with 4401. A `credentials-ended` event (a revocation, an
 * account deletion, on any process) runs the check at once.
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
    flatListLimit,
    refusedTextLiterals,
  ];
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: 100 * 1024,
    verifyClient: ({ req }: { req: http.IncomingMessage }) =>
      originAllowed(req.headers.origin, req.headers.host, config),
  });
  const users = new WeakMap<http.IncomingMessage, User | null>();
  const tokenOf = new WeakMap<http.IncomingMessage, TokenCredential>();
  const formatErrors = (errors: readonly GraphQLError[]) => errors.map((e) => format(e.toJSON(), e));

  // Registered before graphql-ws's own listener, so that a socket over the limit is closed first.
  const addresses = new AddressSockets(config.wsMaxSocketsPerIp);
  wsServer.on('connection', (socket: WebSocket, request: http.IncomingMessage) => {
    const address = options.clientIp(request);
    if (!addresses.tryOpen(address)) {
      socket.close(TOO_MANY_SOCKETS.code, TOO_MANY_SOCKETS.reason);
      return;
    }
    socket.once('close', () => addresses.closed(address));
  });
  const sessions = new CredentialSockets<WebSocket>(SESSION_ENDED);
  const tokenSockets = new CredentialSockets<WebSocket>(TOKEN_ENDED);
  const credentialCheck = watchCredentials(
    [
      { sockets: sessions, live: (ids) => liveSessions(options.manager, ids) },
      { sockets: tokenSockets, live: (ids) => options.tokens.liveTokens(ids) },
    ],
    config.wsSessionCheckMs,
    options.events,
    logger,
  );

  /** Signs a socket in by its API token; false (the socket closed with why) when the token is refused. */
  const signInByToken = async (socket: WebSocket, request: http.IncomingMessage, secret: string): Promise<boolean> => {
    try {
      const { user, token } = await options.tokens.authenticate(secret);
      if (socket.readyState !== socket.OPEN) return false;
      users.set(request, user);
      tokenOf.set(request, token);
      tokenSockets.add(token.id, user.id, socket);
      socket.once('close', () => tokenSockets.remove(token.id, socket));
      return true;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const close = tokenRefusalClose(err);
      socket.close(close.code, close.reason);
      return false;
    }
  };

  const server = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        // Closed over the address limit: no session read for it.
        if (socket.readyState !== socket.OPEN) return false;
        try {
          const presented = parseAuthorization(
            socketAuthorization(ctx.connectionParams, request.headers.authorization),
          );
          if (presented.kind === 'refused') {
            socket.close(4401, closeReason(presented.message));
            return false;
          }
          if (presented.kind === 'bearer') return await signInByToken(socket, request, presented.secret);
          const signedIn = await sessionUser(options.session, options.manager, request);
          // Gone while its session was read: nothing to keep for it.
          if (socket.readyState !== socket.OPEN) return false;
          users.set(request, signedIn?.user ?? null);
          if (signedIn) {
            sessions.add(signedIn.sessionId, signedIn.user.id, socket);
            socket.once('close', () => sessions.remove(signedIn.sessionId, socket));
          }
          return true;
        } catch (err) {
          logger.warn({ err }, 'could not read the session or token of a subscription');
          return false;
        }
      },
      onSubscribe: async (ctx, _id, payload) => {
        // graphql-ws has already entered this subscription among the socket's running ones.
        if (Object.keys(ctx.subscriptions).length > config.wsMaxSubscriptionsPerSocket) {
          return [
            new GraphQLError(tooManySubscriptionsMessage(config.wsMaxSubscriptionsPerSocket), {
              extensions: { code: 'RATE_LIMITED' },
            }),
          ];
        }
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
        const refused = findRefusedText(payload.variables ?? {}, '');
        if (refused) return [refusal(refused.message(`Variable "$${shownPath(refused.path)}"`))];
        const token = tokenOf.get(ctx.extra.request);
        if (token) {
          const forbidden = tokenRefusal(schema, document, wanted, token);
          if (forbidden !== null) return [tokenForbidden(forbidden)];
          try {
            await options.tokens.countUse(token.id);
          } catch (err) {
            if (err instanceof AppError) return [new GraphQLError(err.message, { originalError: err })];
            throw err;
          }
        }
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
      credentialCheck.stop();
      await server.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}

/** One kind of credential to check: its sockets, and which of their credential ids are still valid (with their users). */
interface WatchedCredentials {
  sockets: CredentialSockets<WebSocket>;
  live: (ids: readonly string[]) => Promise<Map<string, string>>;
}

/**
 * Every `intervalMs`, and at once on a `credentials-ended` event, one query per kind of credential
 * (sessions, API tokens) for those of every signed-in socket (not one per socket); the sockets of
 * those that ended are closed. Checking the tables, rather than hearing of each sign-out, also
 * catches sessions ended by another process, by expiry or at the command line, and tokens that
 * expired. A check never overlaps the previous one (one an event asked for meanwhile runs after
 * it); a failed one is logged and tried next time.
 */
function watchCredentials(
  watched: readonly WatchedCredentials[],
  intervalMs: number,
  events: EventBus,
  logger: Logger,
): { stop(): void } {
  let running = false;
  let again = false;
  /** `asked`: an event asked for it, so one overlapping a running check runs after it (a timer's is skipped). */
  const check = async (asked: boolean): Promise<void> => {
    if (running) {
      again ||= asked;
      return;
    }
    running = true;
    try {
      let closed = 0;
      for (const { sockets, live } of watched) {
        const checked = sockets.ids();
        if (checked.length > 0) closed += sockets.closeEnded(checked, await live(checked));
      }
      if (closed > 0) logger.info({ closed }, 'closed subscription sockets whose session or API token ended');
    } catch (err) {
      logger.warn({ err }, 'could not check the sessions and API tokens of subscription sockets');
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await check(true);
    }
  };
  const timer = setInterval(() => void check(false), intervalMs);
  timer.unref();
  const ended = events.subscribe((event) => event.kind === 'credentials-ended');
  void (async () => {
    for await (const _event of ended) await check(true);
  })();
  return {
    stop: () => {
      clearInterval(timer);
      void ended.return?.();
    },
  };
}
