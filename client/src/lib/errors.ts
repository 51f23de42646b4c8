import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isSignInRequiredMessage } from '@rigforge/common';

/** The first GraphQL error's message (the server's words), or null for a network or other failure. */
export function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? null;
  return null;
}

/**
 * docs/requirements.md §6: the server says the caller must sign in. Over GraphQL that is an error with code
 * UNAUTHENTICATED, whose message (like every REST 401 message) starts with 401 and contains
 * Unauthorized; a plain HTTP 401 counts too.
 */
export function isSignInRequired(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED' || isSignInRequiredMessage(e.message));
  }
  if (ServerError.is(error)) return isSignInRequiredMessage(`${error.statusCode}: ${error.bodyText}`);
  return false;
}

/** Error codes that mean "there is nothing at this address" rather than "something failed". */
const NOT_FOUND_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND']);

/**
 * Whether the server refused the slug or ids themselves, as unknown (NOT_FOUND) or malformed
 * (BAD_USER_INPUT): for the reader a guide, article or part that is not there.
 */
export function isNotFoundError(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => NOT_FOUND_CODES.has(String(e.extensions?.code)))
  );
}
