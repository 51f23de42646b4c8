import { EventEmitter } from 'node:events';
import { Client } from 'pg';
import type { Logger } from './logger';

/**
 * What changed, as ids only: a subscriber re-reads what it shows. `userId: '*'` means every user
 * (news arrived for all whose notifications are on). `news-views`: a view was counted, so every
 * process drops the guests' kept pages and answers that show view counts (lib/public-writes.ts).
 * `public-change`: a write changed what guests see of these modules (`*`: of any), so every process
 * drops its kept pages and answers that show them (modules/public-views.ts); `origin` names the app
 * instance that published it, which dropped them already. `credentials-ended`: an API token was revoked or
 * an account deleted, so every process checks the sessions and tokens of its open sockets now rather
 * than at its next periodic check (graphql/subscriptions.ts).
 */
export type AppEvent =
  | { kind: 'notifications'; userId: string }
  | { kind: 'comment'; newsId: string; commentId: string }
  | { kind: 'news-views' }
  | { kind: 'public-change'; modules: string[]; origin: string }
  | { kind: 'credentials-ended' };

/** The PostgreSQL channel every app process listens on. */
export const EVENT_CHANNEL = 'rigforge_events';

/** Publishes events to every app process on the database, and hands them to local subscribers. */
export interface EventBus {
  /** Fire and forget: a lost event only delays a live update until the client's poll. */
  publish(event: AppEvent): void;
  /** Events matching `accept`, until the iterator's return() is called (the subscription ends). */
  subscribe(accept: (event: AppEvent) => boolean): AsyncIterableIterator<AppEvent>;
  close(): Promise<void>;
}

/** A NOTIFY payload back into an event; anything malformed is dropped. */
export function parseEvent(payload: string | undefined): AppEvent | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    if (value.kind === 'notifications' && typeof value.userId === 'string') {
      return { kind: 'notifications', userId: value.userId };
    }
    if (value.kind === 'comment' && typeof value.newsId === 'string' && typeof value.commentId === 'string') {
      return { kind: 'comment', newsId: value.newsId, commentId: value.commentId };
    }
    if (value.kind === 'news-views') return { kind: 'news-views' };
    if (value.kind === 'credentials-ended') return { kind: 'credentials-ended' };
    if (
      value.kind === 'public-change' &&
      Array.isArray(value.modules) &&
      value.modules.every((m): m is string => typeof m === 'string') &&
      typeof value.origin === 'string'
    ) {
      return { kind: 'public-change', modules: value.modules, origin: value.origin };
    }
  } catch {
    // not ours
  }
  return null;
}

/**
 * Values worked out once per event and shared by every subscriber of this process that receives
 * it: the bus hands each of them the same event object (one per publish, or per NOTIFY heard), so
 * a subscription resolving an event reads the database once per event, not once per subscriber.
 * `key` separates what differs between subscribers (e.g. the viewer). Kept as long as the event is.
 */
export class PerEvent<T> {
  private readonly memo = new WeakMap<AppEvent, Map<string, T>>();

  get(event: AppEvent, key: string, make: () => T): T {
    let values = this.memo.get(event);
    if (!values) {
      values = new Map();
      this.memo.set(event, values);
    }
    if (!values.has(key)) values.set(key, make());
    return values.get(key) as T;
  }
}

/** At most this many undelivered events wait for one slow subscriber; older ones are dropped. */
const MAX_QUEUED = 100;

/** An async iterator over an emitter's events, with a bounded queue; return() unsubscribes. */
function iterate(emitter: EventEmitter, accept: (event: AppEvent) => boolean): AsyncIterableIterator<AppEvent> {
  const queue: AppEvent[] = [];
  let waiting: ((result: IteratorResult<AppEvent>) => void) | null = null;
  let done = false;
  const listener = (event: AppEvent): void => {
    if (done || !accept(event)) return;
    if (waiting) {
      const resolve = waiting;
      waiting = null;
      resolve({ value: event, done: false });
      return;
    }
    queue.push(event);
    if (queue.length > MAX_QUEUED) queue.shift();
  };
  emitter.on('event', listener);
  const finish = (): Promise<IteratorResult<AppEvent>> => {
    done = true;
    emitter.off('event', listener);
    queue.length = 0;
    if (waiting) waiting({ value: undefined, done: true });
    waiting = null;
    return Promise.resolve({ value: undefined, done: true });
  };
  return {
    next() {
      if (queue.length > 0) return Promise.resolve({ value: queue.shift() as AppEvent, done: false });
      if (done) return Promise.resolve({ value: undefined, done: true });
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    return: finish,
    throw: (err: unknown) => finish().then(() => Promise.reject(err instanceof Error ? err : new Error(String(err)))),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** One process only: events go straight to this process's subscribers (the embedded database). */
export class LocalEventBus implements EventBus {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: AppEvent): void {
    this.emitter.emit('event', event);
  }

  subscribe(accept: (event: AppEvent) => boolean): AsyncIterableIterator<AppEvent> {
    return iterate(this.emitter, accept);
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Across processes through PostgreSQL LISTEN/NOTIFY: one dedicated connection per process listens on
 * EVENT_CHANNEL and also sends the NOTIFYs (so this process hears its own events in order, like the
 * others). The payload is the event's ids, a few dozen bytes. A lost connection is reopened after a
 * second; events published meanwhile are dropped (the client's 30 s poll catches up).
 */
export class PgEventBus extends LocalEventBus {
  private client: Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly logger: Logger,
  ) {
    super();
  }

  /** Connects and LISTENs; resolves once listening. */
  async start(): Promise<void> {
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== EVENT_CHANNEL) return;
      const event = parseEvent(message.payload);
      if (event) this.emitter.emit('event', event);
    });
    client.on('error', (err) => {
      this.logger.warn({ err }, 'event bus connection failed; reconnecting');
      this.reconnect(client);
    });
    client.on('end', () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${EVENT_CHANNEL}`);
    this.client = client;
  }

  private reconnect(client: Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start().catch((err: unknown) => {
        this.logger.warn({ err }, 'event bus could not reconnect');
        this.client = client;
        this.reconnect(client);
      });
    }, 1000);
    this.retry.unref();
  }

  /** NOTIFYs go one after the other on the listening connection (pg runs one query at a time per client). */
  private sending: Promise<unknown> = Promise.resolve();

  override publish(event: AppEvent): void {
    const client = this.client;
    if (!client) return;
    this.sending = this.sending
      .then(() => client.query('SELECT pg_notify($1, $2)', [EVENT_CHANNEL, JSON.stringify(event)]))
      .catch((err: unknown) => {
        this.logger.warn({ err, event }, 'could not publish an event');
      });
  }

  override async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await this.sending;
    await super.close();
    await client?.end().catch(() => {});
  }
}
