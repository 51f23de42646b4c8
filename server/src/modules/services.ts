import type { EntityManager } from 'typeorm';
import type { AuthDeps } from './auth/auth.deps';
import { ArticlesService } from './articles/articles.service';
import { AuthService } from './auth/auth.service';
import { BuildsService, type BuildDeps } from './builds/builds.service';
import { CatalogService } from './catalog/catalog.service';
import { CommentsService } from './comments/comments.service';
import { ContactService } from './contact/contact.service';
import { GuidesService } from './guides/guides.service';
import { NotificationsService, type CommunityDeps } from './notifications/notifications.service';
import { NewsService, type NewsDeps } from './news/news.service';
import { PlannerService } from './planner/planner.service';
import { PricingService, type PricingDeps } from './pricing/pricing.service';
import { SearchService } from './search/search.service';
import { UsersService } from './users/users.service';

/** What the services need from outside (time, randomness, mail, hashing, rate limits), made once per app. */
export type ServiceDeps = AuthDeps & BuildDeps & PricingDeps & CommunityDeps & Pick<NewsDeps, 'newsViews'>;

/** Every module's service over one EntityManager: composed once per request and shared by its resolvers. */
export interface Services {
  articles: ArticlesService;
  auth: AuthService;
  builds: BuildsService;
  catalog: CatalogService;
  comments: CommentsService;
  contact: ContactService;
  guides: GuidesService;
  notifications: NotificationsService;
  news: NewsService;
  planner: PlannerService;
  pricing: PricingService;
  search: SearchService;
  users: UsersService;
}

export function createServices(manager: EntityManager, deps: ServiceDeps): Services {
  const notifications = new NotificationsService(manager, deps);
  // Price-drop alerts go through the notifications service, so they honour the user's preference
  // and reach their live unread count.
  const notify = async (userId: string, message: string): Promise<void> => {
    await notifications.notify(userId, message);
  };
  const catalog = new CatalogService(manager);
  return {
    articles: new ArticlesService(manager),
    auth: new AuthService(manager, deps),
    builds: new BuildsService(manager, deps),
    catalog,
    comments: new CommentsService(manager, deps),
    contact: new ContactService(manager, deps),
    guides: new GuidesService(manager),
    notifications,
    news: new NewsService(manager, deps),
    planner: new PlannerService(manager),
    pricing: new PricingService(manager, { ...deps, notify: deps.notify ?? notify }),
    search: new SearchService(manager, catalog),
    users: new UsersService(manager, deps.clock),
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
