import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../lib/logger';
import type { AuthDeps } from '../modules/auth/auth.deps';
import type { User } from '../modules/users/user.entity';
import type { Loaders } from './loaders';

/** What every resolver receives. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  db: DataSource;
  log: Logger;
  requestId: string;
  /** The signed-in user (loaded from the session), or null for a guest. */
  user: User | null;
  auth: AuthDeps;
  /** Per-request DataLoaders for relation fields. */
  loaders: Loaders;
}

/** The caller's address for rate limits (Express applies TRUST_PROXY to it). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
