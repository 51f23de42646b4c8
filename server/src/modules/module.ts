import type { Router } from 'express';
import type { EntityManager, MigrationInterface } from 'typeorm';
import type { CacheDefinition } from '../lib/cache-registry';
import type { AppEvent } from '../lib/event-bus';
import type { AnyPolicy } from '../lib/policy';
import type { LimitTable } from '../lib/rate-limiter';
import type { Services, ServicesOf } from './services';
import type { ServiceDeps } from './service-deps';

/**
 * One composition of the services over one EntityManager (a request's, or a transaction's). A
 * module's service factory takes what it needs from it, so the dependencies between services are
 * written in the module definitions, nowhere else.
 */
export interface Scope {
  readonly manager: EntityManager;
  readonly deps: ServiceDeps;
  /** Another module's service in this composition (made once, on first use). */
  service<S>(module: ServiceModule<S>): S;
  /**
   * Runs `work` in one transaction with the services composed over it: what a service does with
   * another module's service inside its transaction (a comment and its reply notification).
   */
  transaction<T>(work: (scope: Scope) => Promise<T>): Promise<T>;
}

/** What `Scope.service` needs of a module: its service factory. */
export interface ServiceModule<S> {
  readonly name: string;
  readonly service: (scope: Scope) => S;
}

/**
 * What guests see that a module's writes change: the root query fields whose kept answers and the
 * page paths whose prerendered pages are dropped after its mutations and REST writes (in every process,
 * through the `public-change` event). Everything else guests see stays cached.
 */
export interface PublicViews {
  /** Root query fields whose guests' answers show this module's data. */
  readonly fields: readonly string[];
  /** Prerendered pages that show this module's data. */
  readonly pages: (pathname: string) => boolean;
}

/**
 * One server module, defined once: the app (app.ts, db/data-source.ts, graphql/schema.ts, the REST
 * shim, the rate limiter, the guests' caches) folds over the list of them (modules/index.ts).
 */
export interface ModuleDefinition<Name extends string = string, S = unknown, L = unknown> {
  readonly name: Name;
  /** TypeORM entities. */
  readonly entities?: readonly (new () => object)[];
  /** Its migrations (TypeORM runs every module's in timestamp order). */
  readonly migrations?: readonly (new () => MigrationInterface)[];
  /** type-graphql resolver classes. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes as Function
  readonly resolvers?: readonly Function[];
  /** Its /api routes (docs/requirements.md §7). */
  readonly rest?: (services: ServicesOf) => Router;
  /** Its service over a composition. */
  readonly service: (scope: Scope) => S;
  /**
   * Its per-request DataLoaders for relation fields (made fresh for each request: no data leaks
   * between users); `viewerId` is the signed-in user, for per-viewer fields (null for a guest).
   */
  readonly loaders?: (services: Services, viewerId: string | null) => L;
  /** Loads its seed content (idempotent: what exists stays); answers what it wrote, by count. */
  readonly seed?: (manager: EntityManager) => Promise<Record<string, number>>;
  /**
   * Its authorization (`<x>.policy.ts`): the GraphQL auth checker answers `policy.Allowed(action)`
   * with it; its REST router and service call the same policy.
   */
  readonly policy?: AnyPolicy;
  /** Its rate limits (names unique across modules). */
  readonly limits?: LimitTable;
  /** Its mutations that change nothing a guest sees (every other mutation drops its `publicViews`). */
  readonly guestNeutralMutations?: readonly string[];
  /** What guests see of it, dropped after its writes. None: its writes (but the neutral ones) drop every guest view. */
  readonly publicViews?: PublicViews;
  /** The event kinds its service publishes. */
  readonly events?: readonly AppEvent['kind'][];
  /** The caches it owns. */
  readonly caches?: readonly CacheDefinition[];
}

/** Declares a module, keeping its name's and service's types for the services' record (modules/index.ts). */
export function defineModule<const Name extends string, S, L = never>(
  definition: ModuleDefinition<Name, S, L>,
): ModuleDefinition<Name, S, L> {
  return definition;
}
