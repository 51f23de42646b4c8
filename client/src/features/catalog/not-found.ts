import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

/** Error codes that mean "there is no such part" rather than "something failed". */
const NOT_FOUND_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

/** Whether the server rejected the slug or ids themselves (malformed or unknown). */
export function isNotFoundError(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => NOT_FOUND_CODES.has(String(e.extensions?.code)))
  );
}
