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
