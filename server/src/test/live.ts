// GraphQL subscriptions in tests: a graphql-ws client that sends a browser's session cookie on the
// upgrade request, and a way to wait for the next result of a subscription.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../lib/session-cookie';

/** Listens on a free loopback port (once) and returns the ws:// URL of /graphql. */
export async function listen(server: http.Server): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

/** A graphql-ws client with this session (null: a guest) and, optionally, an Origin header. */
export function liveClient(url: string, sessionId: string | null, origin?: string): Client {
  const headers: Record<string, string> = {};
  if (sessionId) headers.Cookie = `${SESSION_COOKIE}=${sessionId}`;
  if (origin) headers.Origin = origin;
  class SessionSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({ url, webSocketImpl: SessionSocket, retryAttempts: 0, lazy: true });
}

/** A running subscription: its results in order, waited for one at a time. */
export interface Live<T> {
  next(timeoutMs?: number): Promise<FormattedExecutionResult<T, unknown>>;
  stop(): Promise<void>;
}

export function subscribe<T = Record<string, unknown>>(
  client: Client,
  query: string,
  variables?: Record<string, unknown>,
): Live<T> {
  const iterator = client.iterate<T, unknown>({ query, variables });
  return {
    async next(timeoutMs = 5000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no subscription result within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        // graphql-ws rejects with the errors of an operation refused before it ran.
        const refused = (err: unknown) => {
          if (Array.isArray(err))
            return { done: false as const, value: { errors: err } as FormattedExecutionResult<T, unknown> };
          throw err;
        };
        const result = await Promise.race([iterator.next().catch(refused), timeout]);
        if (result.done) throw new Error('the subscription ended');
        return result.value;
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      await iterator.return?.();
    },
  };
}
