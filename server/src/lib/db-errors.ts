/**
 * Lost or refused database connections: an outage the caller can retry, answered 503 with a retry
 * hint rather than 500. PostgreSQL SQLSTATEs: 57P01 admin_shutdown (pg_terminate_backend, a
 * restart), 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08 connection exceptions.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
/** Socket errors from the pg driver. */
const ERRNOS = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/**
 * TypeORM's errors for a statement on a released query runner (through the runner, or through the
 * transaction's EntityManager). TypeORM releases a runner by itself when its connection fails (the
 * connection's 'error' event): a transaction whose connection was terminated between two statements
 * gets one of these from its next statement (often the COMMIT) instead of the connection error, and
 * PostgreSQL has rolled the transaction back.
 */
const ERROR_NAMES = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);
/** The pg driver's own messages, which carry no code. */
const MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
];

/** How long a caller should wait before retrying after a lost connection, in seconds. */
export const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable for a moment. Please try again shortly.';

function ownConnectionLoss(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATES.has(code) || ERRNOS.has(code))) return true;
  const name = (err as { name?: unknown }).name;
  if (typeof name === 'string' && ERROR_NAMES.has(name)) return true;
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * True when `err`, or an error it wraps (TypeORM's `driverError`, `cause`, GraphQL's
 * `originalError`), is a lost or refused database connection.
 */
export function isConnectionLoss(err: unknown): boolean {
  let current: unknown = err;
  for (let hops = 0; hops < 5 && typeof current === 'object' && current !== null; hops += 1) {
    if (ownConnectionLoss(current)) return true;
    const wrapper = current as { driverError?: unknown; originalError?: unknown; cause?: unknown };
    current = wrapper.driverError ?? wrapper.originalError ?? wrapper.cause;
  }
  return false;
}

/**
 * The rows of an UPDATE or DELETE ... RETURNING run through TypeORM's `query()`, which answers
 * `[rows, affectedCount]` for those two commands (and the rows alone for every other).
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
