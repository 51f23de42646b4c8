import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../lib/logger';
import type { AuthDeps } from '../modules/auth/auth.deps';
import type { User } from '../modules/users/user.entity';

/** What every resolver receives. Later modules add per-request DataLoaders. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  db: DataSource;
  log: Logger;
  requestId: string;
  /** The signed-in user (loaded from the session), or null for a guest. */
  user: User | null;
  auth: AuthDeps;
}

/** The caller's address for rate limits (Express applies TRUST_PROXY to it). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
