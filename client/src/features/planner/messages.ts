import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GENERATION_FAILED_MESSAGE } from '@rigforge/common';

export const CALCULATE_FAILED_MESSAGE = "We couldn't calculate the budget breakdown.";
export const COMPATIBILITY_LOAD_ERROR = "We couldn't check this build's compatibility.";
export const COMPATIBILITY_CATALOG_ONLY =
  'Compatibility checks are available for parts from the catalog; the parts of this build carry no catalog ids.';

/**
 * What the server said about a failed call, in its own words, or null when it said nothing a
 * person can act on (a network failure, or an unexpected error it answers generically).
 */
export function serverMessageOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  if (!first || first.extensions?.code === 'INTERNAL_SERVER_ERROR') return null;
  return first.message || null;
}

/** The code of the first GraphQL error (BAD_USER_INPUT, NOT_FOUND...), or null. */
export function serverErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** docs/requirements.md §8: the toast text of a failed generation, the server's message or the fallback. */
export function generationFailureText(error: unknown): string {
  return serverMessageOf(error) ?? GENERATION_FAILED_MESSAGE;
}
