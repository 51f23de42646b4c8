import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { GENERIC_ERROR_MESSAGE, isErrorCode, type ErrorCode } from '@rigforge/common';
import { DATABASE_UNAVAILABLE_MESSAGE, isConnectionLoss, RETRY_AFTER_SECONDS } from '../lib/db-errors';
import { AppError } from '../lib/errors';

/** Apollo Server's own codes for malformed requests, answered as they are (docs/api.md#errors). */
const APOLLO_CODES = new Set<ErrorCode>([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Apollo's refusals of an automatic persisted query that carry no code of their own (a hash that
 * does not match its query, a version other than 1): the caller's mistake, Apollo's BAD_REQUEST.
 */
const PERSISTED_QUERY_REFUSALS = new Set(['provided sha does not match query', 'Unsupported persisted query version']);

/** type-graphql's argument validation error carries the class-validator failures. */
function validationErrors(original: unknown): { property: string; constraints?: Record<string, string> }[] | null {
  if (!(original instanceof GraphQLError)) return null;
  const errors = original.extensions.validationErrors;
  return Array.isArray(errors) ? (errors as { property: string; constraints?: Record<string, string> }[]) : null;
}

function validationMessage(original: unknown): string | null {
  const errors = validationErrors(original);
  if (errors === null) return null;
  const messages = errors.flatMap((e) => Object.values(e.constraints ?? {}));
  return messages.length > 0 ? messages.join('; ') : 'Invalid input';
}

/** What the caller hears about an error: our code, a human message, and for outages a retry hint (seconds). */
export interface ErrorVerdict {
  code: ErrorCode;
  message: string;
  retryAfter?: number;
}

/**
 * Classifies any error reaching the GraphQL transport. Apollo wraps syntax and validation errors
 * (its code is on the wrapper, not on the graphql-js error inside); a lost database connection is
 * an outage to retry; anything without one of our codes is unexpected (INTERNAL_SERVER_ERROR).
 */
export function verdictOf(error: unknown): ErrorVerdict {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  const wrapperCode = error instanceof GraphQLError ? error.extensions.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (original instanceof AppError) return { code: original.code, message: original.message };
  const validation = validationMessage(original);
  if (validation !== null) return { code: 'BAD_USER_INPUT', message: validation };
  if (isErrorCode(wrapperCode) && APOLLO_CODES.has(wrapperCode)) return { code: wrapperCode, message };
  if (wrapperCode === undefined && original instanceof GraphQLError && PERSISTED_QUERY_REFUSALS.has(message)) {
    return { code: 'BAD_REQUEST', message };
  }
  if (isConnectionLoss(original)) {
    return { code: 'UPSTREAM_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, retryAfter: RETRY_AFTER_SECONDS };
  }
  // A graphql-js error with no code of its own (a variable Apollo found of the wrong type at
  // execution) takes the code Apollo gave its wrapper.
  const code =
    original instanceof GraphQLError && original.extensions.code !== undefined ? original.extensions.code : wrapperCode;
  if (isErrorCode(code) && code !== 'INTERNAL_SERVER_ERROR') return { code, message };
  return { code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE };
}

/**
 * The GraphQL side of error mapping (rest/errors.ts is the REST side): gives every error one of our
 * codes and a human message, a domain AppError its details in `extensions`; unexpected errors are answered with a
 * generic message (the request's log line carries them, with the request id). No stack trace leaves
 * the server in production.
 */
export function createErrorFormatter(exposeStack: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const { code, message, retryAfter } = verdictOf(error);
    // A domain error's details (`field`, `retryAfter`, ...) travel beside its code.
    const extensions: Record<string, unknown> = original instanceof AppError ? { code, ...original.details } : { code };
    // An argument refused at the edge names its field, as a service's refusal does.
    const refused = validationErrors(original);
    if (refused?.length === 1) extensions.field = refused[0].property;
    if (retryAfter !== undefined) extensions.retryAfter = retryAfter;
    if (exposeStack && Array.isArray(formatted.extensions?.stacktrace)) {
      extensions.stacktrace = formatted.extensions.stacktrace;
    }
    return { message, locations: formatted.locations, path: formatted.path, extensions };
  };
}
