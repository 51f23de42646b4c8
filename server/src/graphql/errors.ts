import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { GENERIC_ERROR_MESSAGE, isErrorCode, type ErrorCode } from '@rigforge/common';

/** An error meant for the caller: a code from ARCHITECTURE.md and a human message. */
export class AppError extends GraphQLError {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(message, { extensions: { code, ...details } });
    this.name = 'AppError';
  }
}

export const badInput = (message: string, details?: Record<string, unknown>): AppError =>
  new AppError('BAD_USER_INPUT', message, details);
export const notFound = (message: string): AppError => new AppError('NOT_FOUND', message);

/** Apollo's own codes for malformed requests, mapped to ours. */
const APOLLO_CODES: Record<string, ErrorCode> = {
  GRAPHQL_PARSE_FAILED: 'BAD_USER_INPUT',
  GRAPHQL_VALIDATION_FAILED: 'BAD_USER_INPUT',
  BAD_REQUEST: 'BAD_USER_INPUT',
  PERSISTED_QUERY_NOT_FOUND: 'BAD_USER_INPUT',
  PERSISTED_QUERY_NOT_SUPPORTED: 'BAD_USER_INPUT',
  OPERATION_RESOLUTION_FAILURE: 'BAD_USER_INPUT',
};

/** type-graphql's argument validation error carries the class-validator failures. */
function validationMessage(original: unknown): string | null {
  if (!(original instanceof GraphQLError)) return null;
  const errors = original.extensions.validationErrors as { constraints?: Record<string, string> }[] | undefined;
  if (!Array.isArray(errors)) return null;
  const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  return messages.length > 0 ? messages.join('; ') : 'Invalid input';
}

/** True for errors we did not mean to send: bugs and outages, logged and answered generically. */
export function isUnexpected(error: unknown): boolean {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError || validationMessage(original) !== null) return false;
  const code = original instanceof GraphQLError ? original.extensions.code : undefined;
  if (typeof code === 'string' && APOLLO_CODES[code]) return false;
  return !(isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR');
}

/**
 * Gives every error one of our codes and a human message; unexpected errors are answered with a
 * generic message (the error-logging plugin logs them with the request id). No stack trace leaves
 * the server in production.
 */
export function createErrorFormatter(exposeStack: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const rawCode = formatted.extensions?.code;
    let code: ErrorCode;
    let message = formatted.message;
    const validation = validationMessage(original);
    if (original instanceof AppError) code = original.code;
    else if (validation !== null) {
      code = 'BAD_USER_INPUT';
      message = validation;
    } else if (typeof rawCode === 'string' && APOLLO_CODES[rawCode]) code = APOLLO_CODES[rawCode];
    else if (isErrorCode(rawCode) && rawCode !== 'INTERNAL_SERVER_ERROR') code = rawCode;
    else {
      code = 'INTERNAL_SERVER_ERROR';
      message = GENERIC_ERROR_MESSAGE;
    }
    const extensions: Record<string, unknown> = { code };
    if (original instanceof AppError) {
      for (const [key, value] of Object.entries(formatted.extensions ?? {})) {
        if (key !== 'stacktrace' && key !== 'code') extensions[key] = value;
      }
    }
    if (exposeStack && Array.isArray(formatted.extensions?.stacktrace)) {
      extensions.stacktrace = formatted.extensions.stacktrace;
    }
    return { message, locations: formatted.locations, path: formatted.path, extensions };
  };
}
