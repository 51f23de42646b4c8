import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable } from 'rxjs';
import { MeDocument } from './session/session.generated';
import { notifySignInRequired } from './auth-events';
import { cursorConnection } from './cache/connection';
import { CONNECTION_FIELDS } from '../generated/connections';
import { isSignInRequired } from './errors';

/**
 * The one place that handles "sign in required" (docs/requirements.md §6), whatever the operation: the cached
 * current user becomes null (the page shows its signed-out state) and the app is told, which shows
 * a toast and goes to sign-in (components/layout/SignInRequired.tsx). The error still reaches the
 * caller, which leaves the message to this handler (see isSignInRequired).
 */
export const signInRequiredLink = new ErrorLink(({ error, operation }) => {
  if (!isSignInRequired(error)) return;
  // A caller with its own words for it (posting a comment, docs/requirements.md §8) handles it itself.
  if ((operation.getContext() as OperationContext).handlesSignInRequired) return;
  operation.client.cache.writeQuery({ query: MeDocument, data: { me: null } });
  notifySignInRequired();
});

/** The context an operation may carry (`useMutation(doc, { context })`). */
export interface OperationContext {
  /** The caller shows its own sign-in-required message and redirect; the app-wide handler stays quiet. */
  handlesSignInRequired?: boolean;
}

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
        // Every list of the schema that is a cursor connection (generated from schema.graphql).
        fields: Object.fromEntries(CONNECTION_FIELDS.map((field) => [field, cursorConnection()])),
      },
      CompatibilityCheckResult: { keyFields: false },
      BuildPart: { keyFields: false },
    },
  });
}

/**
 * The GraphQL endpoint over WebSocket: `endpoint` (a path on this origin, or a whole URL) with ws://
 * or wss:// as its own scheme.
 */
export function subscriptionUrl(location: Pick<Location, 'protocol' | 'host'>, endpoint = '/graphql'): string {
  const url = new URL(endpoint, `${location.protocol}//${location.host}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * The subscription link, loaded with the first subscription (lib/ws-link.ts): graphql-ws stays out
 * of the first page's JavaScript. Operations that arrive while it loads wait for it.
 */
export function lazySubscriptionLink(url: string): ApolloLink {
  let link: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: { unsubscribe: () => void } | null = null;
        let closed = false;
        link ??= import('./ws-link').then((m) => m.createWsLink(url));
        link.then(
          (ws) => {
            if (!closed) inner = ws.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            link = null;
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/** True for a subscription operation: it goes over the WebSocket link. */
function isSubscription({ query, operationName }: ApolloLink.Operation): boolean {
  const operations = query.definitions.filter((d) => d.kind === 'OperationDefinition');
  const main = operations.find((d) => d.name?.value === operationName) ?? operations[0];
  return main?.operation === 'subscription';
}

/**
 * The one Apollo Client of the app (docs/requirements.md §9 "Data layer"): results never go stale on their own
 * (cache-first), nothing refetches on focus or on an interval (no refetch event manager, no polling)
 * and nothing is retried (no RetryLink): a failed request surfaces as an error with a retry button.
 * Subscriptions (the bell's unread count, new comments on an open news item) go over graphql-ws.
 */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'same-origin' });
  const transport =
    typeof window === 'undefined' || typeof WebSocket === 'undefined'
      ? http
      : ApolloLink.split(isSubscription, lazySubscriptionLink(subscriptionUrl(window.location, uri)), http);
  return new ApolloClient({
    link: ApolloLink.from([signInRequiredLink, transport]),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

/**
 * The client of the static build (docs/static-deployment.md): operations run in the browser over
 * the exported JSON (static/entry.ts, loaded with the first operation and only in that build).
 * main.tsx calls it only when the build is static, so the server build leaves it out.
 */
export function createStaticApolloClient(): ApolloClient {
  let link: Promise<ApolloLink> | null = null;
  const load = () => (link ??= import('../static/entry').then((m) => m.createStaticTransport()));
  return new ApolloClient({
    link: new ApolloLink(
      (operation, forward) =>
        new Observable<ApolloLink.Result>((observer) => {
          let inner: { unsubscribe: () => void } | null = null;
          let closed = false;
          load().then(
            (staticLink) => {
              if (!closed) inner = staticLink.request(operation, forward).subscribe(observer);
            },
            (error: unknown) => {
              link = null;
              observer.error(error);
            },
          );
          return () => {
            closed = true;
            inner?.unsubscribe();
          };
        }),
    ),
    cache: createCache(),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
