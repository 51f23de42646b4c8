import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { MeDocument } from '../generated/graphql';
import { notifySignInRequired } from './auth-events';
import { isSignInRequired } from './errors';

/**
 * The one place that handles "sign in required" (SPEC §6), whatever the operation: the cached
 * current user becomes null (the page shows its signed-out state) and the app is told, which shows
 * a toast and goes to sign-in (components/layout/SignInRequired.tsx). The error still reaches the
 * caller, which leaves the message to this handler (see isSignInRequired).
 */
export const signInRequiredLink = new ErrorLink(({ error, operation }) => {
  if (!isSignInRequired(error)) return;
  operation.client.cache.writeQuery({ query: MeDocument, data: { me: null } });
  notifySignInRequired();
});

/**
 * The one Apollo Client of the app (SPEC §9 "Data layer"): results never go stale on their own
 * (cache-first), nothing refetches on focus or on an interval (no refetch event manager, no polling)
 * and nothing is retried (no RetryLink): a failed request surfaces as an error with a retry button.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([signInRequiredLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
