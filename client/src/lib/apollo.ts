import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { MeDocument } from '../generated/graphql';
import { notifySignInRequired } from './auth-events';
import { cursorConnection } from './cache/connection';
import { isSignInRequired } from './errors';

/**
 * The one place that handles "sign in required" (docs/requirements.md §6), whatever the operation: the cached
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
 * How the cache stores what the API answers. Lists are cursor connections that the cache pages
 * (lib/cache/connection.ts). Objects that belong to one build have an id that is not theirs alone:
 * a compatibility check's id is its rule's (`cpu-socket`) and a generated part's is the catalog
 * part's, so normalising them would merge one build's check or reason into another's. They stay
 * inside the build (or report) that holds them.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          components: cursorConnection(),
          mySavedBuilds: cursorConnection(),
          publicBuilds: cursorConnection(),
          guides: cursorConnection(),
          contactMessages: cursorConnection(),
        },
      },
      CompatibilityCheckResult: { keyFields: false },
      BuildPart: { keyFields: false },
    },
  });
}

/**
 * The one Apollo Client of the app (docs/requirements.md §9 "Data layer"): results never go stale on their own
 * (cache-first), nothing refetches on focus or on an interval (no refetch event manager, no polling)
 * and nothing is retried (no RetryLink): a failed request surfaces as an error with a retry button.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([signInRequiredLink, new HttpLink({ uri, credentials: 'same-origin' })]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
