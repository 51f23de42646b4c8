import {
  AddressSockets,
  closeReason,
  CredentialSockets,
  SESSION_ENDED,
  TOKEN_ENDED,
  type Closable,
} from '../live-sockets';

describe('open sockets per address', () => {
  it('counts up to the limit per address, and frees a place when one closes', () => {
    const sockets = new AddressSockets(2);
    expect(sockets.tryOpen('192.0.2.1')).toBe(true);
    expect(sockets.tryOpen('192.0.2.1')).toBe(true);
    expect(sockets.tryOpen('192.0.2.1')).toBe(false);
    expect(sockets.tryOpen('192.0.2.2')).toBe(true);
    sockets.closed('192.0.2.1');
    expect(sockets.tryOpen('192.0.2.1')).toBe(true);
    expect(sockets.tryOpen('192.0.2.1')).toBe(false);
  });
});

class FakeSocket implements Closable {
  closedWith: [number, string] | null = null;
  close(code: number, reason: string): void {
    this.closedWith = [code, reason];
  }
}

describe('signed-in sockets by credential', () => {
  it('closes the sockets of checked sessions that ended or changed user, and keeps the others', () => {
    const registry = new CredentialSockets<FakeSocket>(SESSION_ENDED);
    const [a1, a2, b, c, late] = Array.from({ length: 5 }, () => new FakeSocket());
    registry.add('sid-a', 'ada', a1);
    registry.add('sid-a', 'ada', a2);
    registry.add('sid-b', 'bob', b);
    registry.add('sid-c', 'cy', c);
    const checked = registry.ids();
    // Opened while the check ran: not checked, so not closed.
    registry.add('sid-late', 'lee', late);

    // sid-a ended; sid-c now names another user; sid-b is alive.
    const closed = registry.closeEnded(
      checked,
      new Map([
        ['sid-b', 'bob'],
        ['sid-c', 'someone-else'],
      ]),
    );
    expect(closed).toBe(3);
    for (const socket of [a1, a2, c]) expect(socket.closedWith).toEqual([SESSION_ENDED.code, SESSION_ENDED.reason]);
    expect(b.closedWith).toBeNull();
    expect(late.closedWith).toBeNull();
    expect(registry.ids().sort()).toEqual(['sid-b', 'sid-late']);
  });

  it('forgets a socket that closed on its own', () => {
    const registry = new CredentialSockets<FakeSocket>(SESSION_ENDED);
    const socket = new FakeSocket();
    registry.add('sid', 'ada', socket);
    registry.remove('sid', socket);
    expect(registry.ids()).toEqual([]);
    expect(registry.closeEnded(['sid'], new Map())).toBe(0);
    expect(socket.closedWith).toBeNull();
  });
});

describe('signed-in sockets by API token', () => {
  it('closes a revoked token’s sockets with 4401, which graphql-ws’s client does not retry', () => {
    const registry = new CredentialSockets<FakeSocket>(TOKEN_ENDED);
    const [kept, revoked] = [new FakeSocket(), new FakeSocket()];
    registry.add('token-1', 'ada', kept);
    registry.add('token-2', 'ada', revoked);
    expect(registry.closeEnded(registry.ids(), new Map([['token-1', 'ada']]))).toBe(1);
    expect(revoked.closedWith).toEqual([4401, 'API token revoked or expired']);
    expect(kept.closedWith).toBeNull();
  });
});

describe('close reasons', () => {
  it('keeps a reason that fits in 123 bytes, and cuts a longer one to fit', () => {
    expect(closeReason('Too many requests')).toBe('Too many requests');
    const long = closeReason(`Settings → ${'x'.repeat(200)}`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(123);
    expect(long.startsWith('Settings → xxx')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });
});
