import type { ErrorCode } from '@rigforge/common';

/**
 * An error meant for the caller: a code from common's vocabulary, a human message and optional
 * details (e.g. `field`, `retryAfter`). It belongs to no transport: the GraphQL error formatter
 * (graphql/errors.ts) and the REST error handler (rest/errors.ts) each map it to their shape.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badInput = (message: string, details?: Record<string, unknown>): AppError =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);
export const forbidden = (message: string): AppError => new AppError('FORBIDDEN', message);
export const conflict = (message: string): AppError => new AppError('CONFLICT', message);
