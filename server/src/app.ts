import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import compression from 'compression';
import helmet from 'helmet';
import session from 'express-session';
import { Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { expressMiddleware } from '@as-integrations/express5';
import type { ApolloServer } from '@apollo/server';
import type { AppConfig } from './config';
import type { Database } from './db';
import { clientWithAnswerTimeout } from './db/answer-timeout';
import { createSchema } from './graphql/schema';
import { capAnswerSize, graphqlHttpErrorHandler, requireJsonPost } from './graphql/http';
import { GuestAnswerCache } from './graphql/guest-cache';
import { createApolloServer } from './graphql/server';
import { serveSubscriptions } from './graphql/subscriptions';
import { LocalEventBus, PgEventBus, type EventBus } from './lib/event-bus';
import { realSleep, systemClock } from './lib/clock';
import { clientIp } from './lib/client-ip';
import { corsFor } from './lib/cors';
import { NEWS_VIEW_FIELDS, NewsViewDrops } from './lib/public-writes';
import { CacheRegistry } from './lib/cache-registry';
import { RateLimiter, type LimitSpec, type LimitTable } from './lib/rate-limiter';
import type { Logger } from './lib/logger';
import { httpLogger } from './lib/request-log';
import { createMailer } from './lib/mail';
import { secureRandomBytes } from './modules/auth/auth.deps';
import { argon2Hasher, limitConcurrency } from './modules/auth/password';
import { bearerAuth, restTokenScope, TOKEN_PATHS, unlessAuthorized } from './modules/api-tokens/bearer';
import { loadCurrentUser } from './modules/auth/session';
import { SESSION_COOKIE } from './lib/session-cookie';
import { resolveSessionSecret } from './lib/session-secret';
import { createSessionStore } from './lib/session-store';
import { restApi } from './rest';
import { apiErrorHandler } from './rest/errors';
import type { GraphQLContext } from './modules/context';
import { answerClientErrors } from './lib/http-client-errors';
import { trackHttpConnections } from './lib/http-drain';
import { createLoaders } from './modules/loaders';
import { createPricingRuntime } from './modules/pricing/pricing.runtime';
import { MODULES } from './modules';
import { showsNews } from './modules/news/news.rules';
import { changedModules, guestViewsDrop, mutationOwners, restWritesNeutral } from './modules/public-views';
import type { ServiceDeps } from './modules/service-deps';
import { createServices, servicesPerRequest } from './modules/services';
import { createPageRenderer, type Execute, type PageRenderer } from './web/prerender';
import { cachedFile, sharedBuildMeta, sharePageHandler, type PageMeta } from './web/share-page';

export interface App {
  express: Express;
  httpServer: http.Server;
  apollo: ApolloServer<GraphQLContext>;
  /** Live updates between the services and the subscriptions (across processes on PostgreSQL). */
  events: EventBus;
  /**
   * Stops listening, answers every request already sent (closing each connection after its last
   * answer), then stops the GraphQL server, the live updates and the session store's pool.
   */
  close(): Promise<void>;
}

/** What tests may replace in the services' dependencies: any of them, or the counts of some rate limits. */
export type DepsOverrides = Partial<Omit<ServiceDeps, 'limiter' | 'caches'>> & {
  limits?: Partial<Record<string, LimitSpec>>;
};

/**
 * Every module's rate limits (modules/<x>/<x>.module.ts), with SIGNUPS_PER_HOUR and any counts a test
 * replaces; a name no module declares is refused, so a test cannot set a limit that does not exist.
 */
function appLimits(config: AppConfig, overrides: Partial<Record<string, LimitSpec>> = {}): LimitTable {
  const limits: Record<string, LimitTable[string]> = {};
  for (const module of MODULES) Object.assign(limits, module.limits);
  limits.signUpPerIp = { ...limits.signUpPerIp, points: config.signUpsPerHour };
  for (const [name, spec] of Object.entries(overrides)) {
    if (!limits[name] || !spec) throw new Error(`No module declares the rate limit ${name}`);
    limits[name] = { ...spec, message: limits[name].message };
  }
  return limits;
}

/**
 * The live-update bus: PostgreSQL LISTEN/NOTIFY, so that every app process on one database hears
 * every event; in-process only for the embedded database, which one process owns.
 */
async function createEventBus(db: Database, logger: Logger): Promise<EventBus> {
  if (db.embedded) return new LocalEventBus();
  const bus = new PgEventBus(db.url, logger);
  await bus.start();
  return bus;
}

/** The services' dependencies for this app, made once. */
function createServiceDeps(
  config: AppConfig,
  db: Database,
  logger: Logger,
  events: EventBus,
  overrides: DepsOverrides,
): ServiceDeps {
  const driver = db.dataSource.driver;
  if (!(driver instanceof PostgresDriver)) throw new Error('RigForge needs PostgreSQL');
  const { limits, ...deps } = overrides;
  const clock = deps.clock ?? systemClock;
  const sleep = deps.sleep ?? realSleep;
  return {
    hasher: limitConcurrency(argon2Hasher, config.hashConcurrency),
    // The rate-limit counts share TypeORM's pool: short single-statement queries, never in a transaction.
    limiter: new RateLimiter(driver.master as Pool, logger, appLimits(config, limits)),
    // The caches the modules own, made once: every composition's services share them.
    caches: new CacheRegistry(
      config,
      MODULES.flatMap((module) => module.caches ?? []),
    ),
    mailer: createMailer(config, logger),
    clock: systemClock,
    sleep: realSleep,
    randomBytes: secureRandomBytes,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
    logger,
    pricing:
      deps.pricing ??
      createPricingRuntime(config.pricing, { clock, sleep, logger, partsTtlMs: config.catalogCacheTtlMs }),
    events,
    ...deps,
  };
}

/**
 * Composes the Express app: security headers, logs, session, /graphql, /api, health, the client.
 * `depsOverrides` replaces the services' dependencies (tests: the clock, the limits).
 */
export async function createApp(
  config: AppConfig,
  db: Database,
  logger: Logger,
  depsOverrides: DepsOverrides = {},
): Promise<App> {
  const events = await createEventBus(db, logger);
  // What shows news view counts, dropped when a view is counted (lib/public-writes.ts).
  const newsViews = new NewsViewDrops();
  const deps = createServiceDeps(config, db, logger, events, { newsViews, ...depsOverrides });
  const servicesOf = servicesPerRequest(db.dataSource.manager, deps);
  const app = express();
  const httpServer = http.createServer(app);
  // Requests Node's parser refuses (a non-ASCII byte in the path, headers over 16 KB): a coded JSON answer.
  answerClientErrors(httpServer, logger);
  // Shutdown finishes every request already sent (lib/http-drain.ts).
  const httpDrain = trackHttpConnections(httpServer);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // The client's pages (docs/prerendering.md), when this server serves the built client.
  const pages =
    config.clientDist !== null && fs.existsSync(path.join(config.clientDist, 'index.html'))
      ? createPageRenderer(config.clientDist, config.prerenderCacheTtlMs, logger)
      : null;

  app.use(httpLogger(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The pages' inline scripts (theme, start-up), by their hashes.
          scriptSrc: ["'self'", ...(pages?.scriptSources ?? [])],
          // React sets style attributes and the playground injects its editor styles.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      strictTransportSecurity: config.trustProxy !== false,
    }),
  );
  app.use(compression());
  // Browser apps on other origins (docs/api.md), on the API paths only: the listed ones with their
  // cookie session, any origin with an API token (and no cookie).
  app.use([...TOKEN_PATHS], corsFor(config.corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (req, res) => {
    try {
      await Promise.race([
        db.dataSource.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database did not answer in 2 s')), 2000)),
      ]);
      res.json({ status: 'ready' });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', message: 'The database is not reachable' });
    }
  });

  const sessionPool = new Pool({
    connectionString: db.url,
    max: 3,
    // As TypeORM's pool: a bounded wait for a connection, and connections whose server went silent ended.
    connectionTimeoutMillis: 10_000,
    ...(db.answerTimeout ? { Client: clientWithAnswerTimeout(db.answerTimeout) } : {}),
  });
  sessionPool.on('error', (err) => logger.error({ err }, 'session store pool error'));
  const sessionStore = createSessionStore(sessionPool, deps.clock);
  const sessionMiddleware = session({
    name: SESSION_COOKIE,
    secret: await resolveSessionSecret(config.sessionSecret, config.dataDir, logger, db.dataSource),
    store: sessionStore,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.trustProxy !== false ? 'auto' : false },
  });
  // An API request with an Authorization header is signed in by it alone: its cookie is not read.
  app.use(unlessAuthorized(sessionMiddleware));

  // The signed-in user, for the API only (static files and the app shell do not need it): by an API
  // token in the Authorization header, else by the session cookie.
  const tokenUser = bearerAuth(servicesOf);
  const currentUser = loadCurrentUser(db.dataSource.manager);

  const contextOf = (req: Request, res: Response, user: GraphQLContext['user']): GraphQLContext => {
    const services = servicesOf(req);
    return {
      req,
      res,
      log: req.log,
      requestId: String(req.id),
      user,
      services,
      loaders: createLoaders(services, user?.id ?? null),
      newLoaders: (viewerId) => createLoaders(services, viewerId),
      events: deps.events,
    };
  };

  const schema = await createSchema();
  // Each mutation's module, to drop only what guests see of the modules a write changed.
  const owners = mutationOwners();
  // The modules whose REST writes change nothing guests see, worked out once.
  const neutralOverRest = new Set<string>(MODULES.filter((m) => restWritesNeutral(m, owners)).map((m) => m.name));
  // Guests' query answers, reused for other guests for a few seconds (graphql/guest-cache.ts).
  const guestAnswers = new GuestAnswerCache(config.guestCacheTtlMs);
  // What guests see of the modules a write changed (modules/public-views.ts): in this process at once,
  // so the write's own answer is never followed by an older kept one, and in the others by the bus.
  const dropGuestViews = (changed: readonly string[]): void => {
    const drop = guestViewsDrop(changed);
    if (drop.all) {
      guestAnswers.clear();
      pages?.invalidate();
      return;
    }
    guestAnswers.clearReading(drop.fields);
    pages?.invalidatePaths(drop.pages);
  };
  // This app instance, so that it skips its own public-change events (it dropped their views at once).
  const instanceId = crypto.randomUUID();
  const publicChange = (changed: string[]): void => {
    if (changed.length === 0) return;
    dropGuestViews(changed);
    events.publish({ kind: 'public-change', modules: changed, origin: instanceId });
  };
  const apollo = createApolloServer(
    schema,
    config,
    (fields) => publicChange(changedModules(fields, owners)),
    guestAnswers,
  );
  await apollo.start();
  // A counted news view drops only what shows view counts: at once in this process, and in every
  // other process when its `news-views` event arrives.
  const dropNewsViews = (): void => {
    guestAnswers.clearReading(NEWS_VIEW_FIELDS);
    pages?.invalidatePaths(showsNews);
  };
  newsViews.listen(dropNewsViews);
  void (async () => {
    for await (const event of events.subscribe((e) => e.kind === 'news-views' || e.kind === 'public-change')) {
      if (event.kind === 'news-views') dropNewsViews();
      else if (event.kind === 'public-change' && event.origin !== instanceId) dropGuestViews(event.modules);
    }
  })();
  app.use(
    '/graphql',
    requireJsonPost,
    express.json({ limit: '100kb' }),
    tokenUser,
    guestAnswers.middleware,
    capAnswerSize(config.graphqlMaxAnswerBytes),
    currentUser,
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphQLContext> => contextOf(req, res, req.user ?? null),
    }),
    graphqlHttpErrorHandler,
  );

  app.use(
    '/api',
    tokenUser,
    restTokenScope,
    currentUser,
    // A REST write drops what guests see of its module, as its mutations do.
    restApi(servicesOf, (module) => {
      if (!neutralOverRest.has(module.name)) publicChange([module.name]);
    }),
  );

  // Subscriptions: graphql-ws on the same server and path, signed in by an API token or the session cookie.
  const subscriptions = serveSubscriptions({
    httpServer,
    schema,
    config,
    logger,
    session: sessionMiddleware,
    manager: db.dataSource.manager,
    context: (user, request) => {
      const services = servicesOf(request);
      return {
        req: request as Request,
        res: null as unknown as GraphQLContext['res'],
        log: logger,
        requestId: 'subscription',
        user,
        services,
        loaders: createLoaders(services, user?.id ?? null),
        newLoaders: (viewerId) => createLoaders(services, viewerId),
        events: deps.events,
      };
    },
    // The upgrade request given Express's request prototype (as Express does to each request it
    // handles), so that req.ip applies TRUST_PROXY exactly as on the HTTP routes.
    clientIp: (request) => clientIp(Object.setPrototypeOf(request, app.request) as Request),
    tokens: createServices(db.dataSource.manager, deps).apiTokens,
    events,
  });

  if (config.clientDist !== null) {
    serveClient(
      app,
      config.clientDist,
      logger,
      (token) => sharedBuildMeta(createServices(db.dataSource.manager, deps), token),
      pages === null
        ? null
        : {
            renderer: pages,
            // A page's operations run as the guest whose request it is, through the same server.
            execute: (req, res) => async (operation) => {
              const response = await apollo.executeOperation<Record<string, unknown>>(
                { query: operation.query, variables: operation.variables, operationName: operation.operationName },
                { contextValue: contextOf(req, res, null) },
              );
              if (response.body.kind !== 'single') throw new Error('a prerendered page asked for a streamed result');
              return response.body.singleResult;
            },
          },
    );
  }
  // Errors no router answered (the session store, loading the user, static files): JSON, coded, logged once.
  app.use(apiErrorHandler);

  let closing: Promise<void> | null = null;
  const stop = async (): Promise<void> => {
    const drained = httpDrain.drain();
    // WebSocket connections hold the HTTP server open until the subscriptions end.
    await subscriptions.close();
    await drained;
    deps.pricing.shutdown();
    await Promise.allSettled([...deps.pricing.pending]);
    await apollo.stop();
    await sessionStore.close();
    await sessionPool.end();
    await events.close();
  };

  return {
    express: app,
    httpServer,
    apollo,
    events: deps.events,
    close() {
      closing ??= stop();
      return closing;
    },
  };
}

/**
 * The built client: hashed assets cached for a year, every other GET answered with the page
 * (prerendered for guests on the public routes, docs/prerendering.md) or the app shell; share
 * links get the shell with their build's title and description (link previews).
 */
function serveClient(
  app: Express,
  dist: string,
  logger: Logger,
  sharedBuild: (token: string) => Promise<PageMeta | null>,
  pages: { renderer: PageRenderer; execute: (req: Request, res: Response) => Execute } | null,
): void {
  const indexFile = path.join(dist, 'index.html');
  if (!pages) {
    logger.warn({ dist }, 'client bundle not found: run `npm run build` to serve the site');
    return;
  }
  const playground = path.join(dist, 'graphiql.html');
  app.get('/graphiql', (_req, res) => {
    res.sendFile(playground);
  });
  app.use(
    '/assets',
    express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(dist, { index: false, maxAge: '1h' }));
  app.get('/shared/:token', sharePageHandler(cachedFile(indexFile), sharedBuild, logger));
  app.use((req: Request, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    pages.renderer.page(req, res, pages.execute(req, res)).then((html) => {
      res.setHeader('Cache-Control', 'no-cache');
      // An unknown path gets the app, which shows its not-found page, with the status that says so.
      res.status(pages.renderer.status(req.path)).type('html').send(html);
    }, next);
  });
}
