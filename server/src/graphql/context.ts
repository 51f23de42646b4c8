import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../lib/logger';

/** What every resolver receives. Later modules add the current user and per-request DataLoaders. */
export interface GraphQLContext {
  req: Request;
  res: Response;
  db: DataSource;
  log: Logger;
  requestId: string;
}
