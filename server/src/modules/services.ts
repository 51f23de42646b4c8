import type { EntityManager } from 'typeorm';
import type { AuthDeps } from './auth/auth.deps';
import { AuthService } from './auth/auth.service';
import { BuildsService, type BuildDeps } from './builds/builds.service';
import { CatalogService } from './catalog/catalog.service';
import { CommentsService } from './comments/comments.service';
import { ContactService } from './contact/contact.service';
import { GuidesService } from './guides/guides.service';
import { NewsService } from './news/news.service';
import { NotificationsService, type CommunityDeps } from './notifications/notifications.service';
import { PlannerService } from './planner/planner.service';
import { UsersService } from './users/users.service';

/** What the services need from outside (time, randomness, mail, hashing, rate limits), made once per app. */
export type ServiceDeps = AuthDeps & BuildDeps & CommunityDeps;

/** Every module's service over one EntityManager: composed once per request and shared by its resolvers. */
export interface Services {
  auth: AuthService;
  builds: BuildsService;
  catalog: CatalogService;
  comments: CommentsService;
  contact: ContactService;
  guides: GuidesService;
  news: NewsService;
  notifications: NotificationsService;
  planner: PlannerService;
  users: UsersService;
}

export function createServices(manager: EntityManager, deps: ServiceDeps): Services {
  return {
    auth: new AuthService(manager, deps),
    builds: new BuildsService(manager, deps),
    catalog: new CatalogService(manager),
    comments: new CommentsService(manager, deps),
    contact: new ContactService(manager, deps),
    guides: new GuidesService(manager),
    news: new NewsService(manager, deps),
    notifications: new NotificationsService(manager, deps),
    planner: new PlannerService(manager),
    users: new UsersService(manager),
  };
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
