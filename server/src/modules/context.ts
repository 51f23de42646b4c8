import type { Request, Response } from 'express';
import type { EventBus } from '../lib/event-bus';
import type { Logger } from '../lib/logger';
import type { Loaders } from './loaders';
import type { Services } from './services';
import type { User } from './users/user.entity';

/** What every resolver receives (made per request by the GraphQL transport, app.ts). */
export interface GraphQLContext {
  req: Request;
  res: Response;
  log: Logger;
  requestId: string;
  /** The signed-in user (loaded from the session), or null for a guest. */
  user: User | null;
  /** The services, composed once for this request. */
  services: Services;
  /** Per-request DataLoaders for relation fields. */
  loaders: Loaders;
  /** Fresh DataLoaders over this request's services (a subscription's, for each event). */
  newLoaders(viewerId: string | null): Loaders;
  /** Live updates: what subscriptions listen to (every process's events). */
  events: EventBus;
}
