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
  // Apollo Server's standard codes, kept as GraphQL clients know them (GraphQL only: REST never
  // answers them): a document that does not parse, one the schema refuses, a request that is not a
  // GraphQL request, an operation name the document lacks; for automatic persisted queries,
  // PERSISTED_QUERY_NOT_FOUND makes a client resend the query text, and BAD_REQUEST is also a hash
  // that does not match its query or an unknown protocol version.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
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
  GRAPHQL_PARSE_FAILED: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  OPERATION_RESOLUTION_FAILURE: 400,
  PERSISTED_QUERY_NOT_FOUND: 400,
  PERSISTED_QUERY_NOT_SUPPORTED: 400,
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
