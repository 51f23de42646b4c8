// The bookkeeping behind the subscription server's limits (graphql/subscriptions.ts): open sockets
// per client address, and signed-in sockets by credential (session or API token), closed once it has
// ended. Pure state, no I/O: the server feeds it and runs the checks.

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

/**
 * The socket's API token was revoked (or its account deleted) or it expired. graphql-ws's client does
 * not retry 4401: a script's socket stays closed, as a new one with the same token would be refused.
 */
export const TOKEN_ENDED = { code: 4401, reason: 'API token revoked or expired' } as const;

/** What a socket is closed with: graphql-ws's code and a reason of at most 123 bytes (WebSocket's limit). */
export interface CloseReason {
  readonly code: number;
  readonly reason: string;
}

/** The WebSocket limit on a close reason, in bytes of UTF-8. */
const MAX_REASON_BYTES = 123;

/** `text` as a close reason: whole when it fits, else cut to fit with an ellipsis. */
export function closeReason(text: string): string {
  if (Buffer.byteLength(text) <= MAX_REASON_BYTES) return text;
  let cut = text;
  while (Buffer.byteLength(`${cut}…`) > MAX_REASON_BYTES) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Signed-in sockets by credential id (a session id, or an API token's id), with the user each was
 * opened for; those whose credential ended are closed with `ended`.
 */
export class CredentialSockets<S extends Closable = Closable> {
  private readonly byCredential = new Map<string, { userId: string; sockets: Set<S> }>();

  constructor(private readonly ended: CloseReason) {}

  add(credentialId: string, userId: string, socket: S): void {
    const entry = this.byCredential.get(credentialId);
    if (entry && entry.userId === userId) entry.sockets.add(socket);
    else this.byCredential.set(credentialId, { userId, sockets: new Set([socket]) });
  }

  remove(credentialId: string, socket: S): void {
    const entry = this.byCredential.get(credentialId);
    if (!entry) return;
    entry.sockets.delete(socket);
    if (entry.sockets.size === 0) this.byCredential.delete(credentialId);
  }

  ids(): string[] {
    return [...this.byCredential.keys()];
  }

  /**
   * After a check of `checked` found `alive` (credential id to its user id): closes the sockets of
   * every checked credential that is gone or now belongs to another user, and forgets them.
   * Credentials added while the check ran were not checked and stay. Returns how many sockets were closed.
   */
  closeEnded(checked: readonly string[], alive: ReadonlyMap<string, string>): number {
    let closed = 0;
    for (const credentialId of checked) {
      const entry = this.byCredential.get(credentialId);
      if (!entry || alive.get(credentialId) === entry.userId) continue;
      this.byCredential.delete(credentialId);
      for (const socket of entry.sockets) {
        socket.close(this.ended.code, this.ended.reason);
        closed += 1;
      }
    }
    return closed;
  }
}
