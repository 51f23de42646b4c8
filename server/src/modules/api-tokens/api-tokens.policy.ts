import { definePolicy, signedIn } from '../../lib/policy';

/**
 * Personal access tokens are their owner's alone: the service reads and revokes them by the acting
 * user's id, so another user's token answers NOT_FOUND like a missing one. Managing them also needs
 * the session cookie, not a token (`@SessionOnly()`, bearer.ts).
 */
export const apiTokensPolicy = definePolicy('apiTokens', {
  /** Listing, creating and revoking one's own tokens: any member. */
  manage: signedIn,
});
