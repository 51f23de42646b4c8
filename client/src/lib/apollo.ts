import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * The one Apollo Client of the app (SPEC §9 "Data layer"): results never go stale on their own
 * (cache-first), nothing refetches on focus or on an interval (no refetch event manager, no polling)
 * and nothing is retried (no RetryLink): a failed request surfaces as an error with a retry button.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
