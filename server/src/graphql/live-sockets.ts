// The bookkeeping behind the subscription server's limits (graphql/subscriptions.ts): open sockets
// per client address, and signed-in sockets by session, closed once their session has ended. Pure
// state, no I/O: the server feeds it and runs the session check.

/** What this module needs of a socket: to be closed with a code and a reason. */
export interface Closable {
  close(code: number, reason: string): void;
}

/**
 * The socket's session ended (sign-out, password change elsewhere, reset, account deletion, expiry).
 * graphql-ws's 4403 (Forbidden) is one its client retries: a page reconnects with whatever its
 * cookie now says (a guest keeps the new-comments feed; the unread count is refused as for any
 * guest), where 4401 would make it give up every subscription of the tab.
 */
export const SESSION_ENDED = { code: 4403, reason: 'Session ended' } as const;

/**
 * One address already holds the most sockets allowed. graphql-ws's client does not retry 4429, so
 * a page over the limit does not hammer the server with reconnections; it keeps what it read over HTTP and its 30-second poll.
 */
export const TOO_MANY_SOCKETS = { code: 4429, reason: 'Too many open connections from your address' } as const;

export const tooManySubscriptionsMessage = (max: number): string =>
  `Too many subscriptions on one connection (at most ${max}); end one before starting another.`;

/** Open sockets per client address: at most `max` each. */
export class AddressSockets {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more socket for `address`; false, and not counted, when it already holds `max`. */
  tryOpen(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return false;
    this.open.set(address, count + 1);
    return true;
  }

  /** One of the address's counted sockets closed. */
  closed(address: string): void {
    const count = (this.open.get(address) ?? 0) - 1;
    if (count > 0) this.open.set(address, count);
    else this.open.delete(address);
  }
}

/** Signed-in sockets by session id, with the user each was opened for. */
export class SessionSockets<S extends Closable = Closable> {
  private readonly bySession = new Map<string, { userId: string; sockets: Set<S> }>();

  add(sessionId: string, userId: string, socket: S): void {
    const entry = this.bySession.get(sessionId);
    if (entry && entry.userId === userId) entry.sockets.add(socket);
    else this.bySession.set(sessionId, { userId, sockets: new Set([socket]) });
  }

  remove(sessionId: string, socket: S): void {
    const entry = this.bySession.get(sessionId);
    if (!entry) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) this.bySession.delete(sessionId);
  }

  sessionIds(): string[] {
    return [...this.bySession.keys()];
  }

  /**
   * After a check of `checked` found `alive` (session id to its user id): closes the sockets of every
   * checked session that is gone or now belongs to another user, and forgets them. Sessions added
   * while the check ran were not checked and stay. Returns how many sockets were closed.
   */
  closeEnded(checked: readonly string[], alive: ReadonlyMap<string, string>): number {
    let closed = 0;
    for (const sessionId of checked) {
      const entry = this.bySession.get(sessionId);
      if (!entry || alive.get(sessionId) === entry.userId) continue;
      this.bySession.delete(sessionId);
      for (const socket of entry.sockets) {
        socket.close(SESSION_ENDED.code, SESSION_ENDED.reason);
        closed += 1;
      }
    }
    return closed;
  }
}
