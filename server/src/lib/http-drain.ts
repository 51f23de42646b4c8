import type http from 'node:http';
import net, { type Socket } from 'node:net';

export interface HttpDrain {
  /**
   * Stops accepting connections and resolves once every connection is closed: each request already
   * received or still to come on an open connection is answered, with `Connection: close` (so the
   * client opens a new connection for its next request instead of writing on one about to close),
   * and a connection is closed once it has been idle for `idleMs`. WebSocket connections are left
   * to their own server.
   */
  drain(): Promise<void>;
}

interface SocketState {
  active: number;
  idleSince: number;
  upgraded: boolean;
}

/**
 * Tracks the connections and requests of `server` (call before it listens) for a graceful stop.
 *
 * Closing idle keep-alive connections at once, as `server.closeIdleConnections()` or Apollo's drain
 * plugin do, loses requests that a client wrote just before: the server has not read them yet, so
 * the connection looks idle, and the client gets a reset instead of an answer. A connection here
 * is only closed after `idleMs` without a request, the same bet every keep-alive timeout makes.
 */
export function trackHttpConnections(
  server: http.Server,
  { idleMs = 500, pollMs = 100 }: { idleMs?: number; pollMs?: number } = {},
): HttpDrain {
  const sockets = new Map<Socket, SocketState>();
  const responses = new Set<http.ServerResponse>();
  let draining: Promise<void> | null = null;

  const closeAfterResponse = (res: http.ServerResponse): void => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now(), upgraded: false });
    socket.once('close', () => sockets.delete(socket));
  });
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) state.active += 1;
    responses.add(res);
    if (draining) closeAfterResponse(res);
    res.once('close', () => {
      responses.delete(res);
      if (state) {
        state.active -= 1;
        state.idleSince = Date.now();
      }
    });
  });
  server.prependListener('upgrade', (req: http.IncomingMessage) => {
    const state = sockets.get(req.socket);
    if (state) state.upgraded = true;
  });

  return {
    drain() {
      draining ??= new Promise<void>((resolve) => {
        for (const res of responses) closeAfterResponse(res);
        let timer: NodeJS.Timeout | null = null;
        const closeIdle = (): void => {
          const now = Date.now();
          for (const [socket, state] of sockets) {
            if (!state.upgraded && state.active === 0 && now - state.idleSince >= idleMs) socket.destroy();
          }
        };
        const wasListening = server.listening;
        // Stops listening; calls back when the last connection is closed (at once when the server was
        // not listening). net's close, not http's: since Node 19 http's also closes idle connections
        // at once, which is the race described above.
        net.Server.prototype.close.call(server, () => {
          if (timer) clearInterval(timer);
          resolve();
        });
        if (wasListening || sockets.size > 0) {
          timer = setInterval(closeIdle, pollMs);
          closeIdle();
        }
      });
      return draining;
    },
  };
}
