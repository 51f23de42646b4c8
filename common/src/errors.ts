/** Every error leaving the server carries one of these codes (docs/requirements.md §8; docs/api.md lists them with their statuses). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
  // Apollo's standard codes for automatic persisted queries, kept as Apollo's clients expect them:
  // PERSISTED_QUERY_NOT_FOUND makes a client resend the query text; BAD_REQUEST is a hash that does
  // not match its query or an unknown protocol version. GraphQL only: REST never answers them.
  'PERSISTED_QUERY_NOT_FOUND',
  'BAD_REQUEST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const HTTP_STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
  PERSISTED_QUERY_NOT_FOUND: 400,
  BAD_REQUEST: 400,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The one mapping from error code to HTTP status, used by the REST shim. */
export function httpStatusForCode(code: ErrorCode): number {
  return HTTP_STATUS[code];
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
