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

/** One graphql-transport-ws message as received. */
export interface WsMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

/** A bare graphql-transport-ws socket: every message it received, and how it closed. */
export interface RawSocket {
  messages: WsMessage[];
  /** True once the server acknowledged connection_init. */
  acknowledged: boolean;
  /** The close code and reason, once closed. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: WsMessage & { payload?: unknown }): void;
  /** Waits until `count` received messages match (throws after `timeoutMs`). */
  waitFor(match: (message: WsMessage) => boolean, count?: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Who a raw socket is: a session, an Authorization header on the upgrade request, a connection_init payload. */
export interface RawSocketOptions {
  sessionId?: string | null;
  /** Behind TRUST_PROXY, the client address. */
  ip?: string;
  /** The upgrade request's Authorization header (an API token). */
  authorization?: string;
  /** connection_init's payload (e.g. `{ authorization: 'Bearer …' }`). */
  payload?: Record<string, unknown>;
}

/**
 * Opens a socket (with this session, token and, behind TRUST_PROXY, this client address), sends
 * connection_init and resolves once it is acknowledged or closed: for counting what the server
 * sends, and its close codes, without a client library in between.
 */
export function rawSocket(url: string, { sessionId, ip, authorization, payload }: RawSocketOptions = {}) {
  const headers: Record<string, string> = {};
  if (sessionId) headers.Cookie = `${SESSION_COOKIE}=${sessionId}`;
  if (ip) headers['X-Forwarded-For'] = ip;
  if (authorization !== undefined) headers.Authorization = authorization;
  const ws = new WebSocket(url, 'graphql-transport-ws', { headers });
  const messages: WsMessage[] = [];
  const watchers = new Set<() => void>();
  const raw: RawSocket = {
    messages,
    acknowledged: false,
    closed: new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }))),
    send: (message) => ws.send(JSON.stringify(message)),
    waitFor(match, count = 1, timeoutMs = 5000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => {
          if (messages.filter(match).length < count) return;
          watchers.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`${messages.filter(match).length} of ${count} messages within ${timeoutMs} ms`));
        }, timeoutMs);
        watchers.add(check);
        check();
      });
    },
    close: () => ws.close(),
  };
  ws.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsMessage;
    if (message.type === 'connection_ack') raw.acknowledged = true;
    messages.push(message);
    for (const watcher of [...watchers]) watcher();
  });
  ws.on('error', () => {
    // The close event follows and says how it ended.
  });
  ws.on('open', () => raw.send(payload ? { type: 'connection_init', payload } : { type: 'connection_init' }));
  return new Promise<RawSocket>((resolve) => {
    ws.on('message', () => {
      if (raw.acknowledged) resolve(raw);
    });
    void raw.closed.then(() => resolve(raw));
  });
}
