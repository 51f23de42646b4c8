import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Waits before reconnecting: 1 s, 2 s, 4 s ... up to 30 s, with jitter so that restarts don't stampede. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * The subscription transport (graphql-ws on the same origin and path as HTTP; the session cookie
 * goes with the upgrade request). Lazy: the socket opens with the first subscription and closes
 * after the last one ends. A lost connection is re-established for as long as the page is open;
 * the subscriptions resume on their own. This module loads with the first subscription
 * (lib/apollo.ts), so pages without one never download graphql-ws.
 */
export function createWsLink(url: string): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url,
      lazy: true,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    }),
  );
}
