import type { EntityManager } from 'typeorm';
import { MODULES, type Services } from './index';
import type { Scope, ServiceModule } from './module';
import type { ServiceDeps } from './service-deps';

export type { Services } from './index';

/**
 * One composition of every module's service over one EntityManager: each service is made on first
 * use by its module's factory (modules/<x>/<x>.module.ts), which names the other services it takes.
 */
export function composeScope(manager: EntityManager, deps: ServiceDeps): Scope {
  const made = new Map<ServiceModule<unknown>, unknown>();
  const scope: Scope = {
    manager,
    deps,
    service<S>(module: ServiceModule<S>): S {
      if (!made.has(module)) made.set(module, module.service(scope));
      return made.get(module) as S;
    },
    transaction: (work) => manager.transaction((tx) => work(composeScope(tx, deps))),
  };
  return scope;
}

/** The services of a composition, by module name (what resolvers and REST handlers use). */
export function servicesOfScope(scope: Scope): Services {
  const services: Record<string, unknown> = {};
  for (const module of MODULES) {
    Object.defineProperty(services, module.name, {
      enumerable: true,
      get: () => scope.service<unknown>(module),
    });
  }
  return services as Services;
}

export function createServices(manager: EntityManager, deps: ServiceDeps): Services {
  return servicesOfScope(composeScope(manager, deps));
}

/** A request's services: composed on its first use and shared by everything that handles it. */
export type ServicesOf = (request: object) => Services;

export function servicesPerRequest(manager: EntityManager, deps: ServiceDeps): ServicesOf {
  const made = new WeakMap<object, Services>();
  return (request) => {
    let services = made.get(request);
    if (!services) {
      services = createServices(manager, deps);
      made.set(request, services);
    }
    return services;
  };
}
