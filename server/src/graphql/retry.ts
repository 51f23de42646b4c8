import type { GraphQLSchema } from 'graphql';
import { isConnectionLoss } from '../lib/db-errors';

/**
 * Root Query fields only read, so one that fails on a lost database connection runs once more: the
 * pool has dropped the dead connection and hands out a fresh one. A second failure reaches the
 * caller (503 with a retry hint). Mutations are never retried.
 */
export function retryReadsOnce(schema: GraphQLSchema): void {
  const query = schema.getQueryType();
  if (!query) return;
  for (const field of Object.values(query.getFields())) {
    const resolve = field.resolve;
    if (!resolve) continue;
    field.resolve = async (source, args, context, info) => {
      try {
        return await resolve(source, args, context, info);
      } catch (err) {
        if (!isConnectionLoss(err)) throw err;
        return resolve(source, args, context, info);
      }
    };
  }
}
