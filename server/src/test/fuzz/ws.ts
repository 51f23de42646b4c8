// A raw graphql-ws client for the fuzzer: subscribe messages go out as the fuzzer wrote their
// payload (raw numbers such as 1e400, __proto__ keys, 10,000 levels of nesting), and every message
// the server sends back for the subscription is kept, with how the socket closed if it did.
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../../lib/session-cookie';

export interface WsOutcome {
  /** The server's messages for this subscription (next, error, complete). */
  messages: { type: string; payload?: unknown }[];
  /** How the socket closed while waiting, if it did. */
  closed: { code: number; reason: string } | null;
}

/** One graphql-ws connection (`graphql-transport-ws`), signed in by a session cookie or a guest's. */
export class WsSession {
  private nextId = 0;
  private closed: { code: number; reason: string } | null = null;
  private readonly listeners = new Set<(message: { id?: string; type: string; payload?: unknown }) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { id?: string; type: string; payload?: unknown };
      for (const listener of this.listeners) listener(message);
    });
    socket.on('close', (code: number, reason: Buffer) => {
      this.closed = { code, reason: reason.toString('utf8') };
      for (const listener of this.listeners) listener({ type: 'closed' });
    });
  }

  /** Connects and waits for connection_ack. */
  static open(url: string, sessionId: string | null): Promise<WsSession> {
    const headers: Record<string, string> = sessionId ? { Cookie: `${SESSION_COOKIE}=${sessionId}` } : {};
    const socket = new WebSocket(url, 'graphql-transport-ws', { headers });
    const session = new WsSession(socket);
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      const onAck = (message: { type: string }) => {
        if (message.type === 'connection_ack') {
          session.listeners.delete(onAck);
          resolve(session);
        } else if (message.type === 'closed')
          reject(new Error(`closed before connection_ack: ${JSON.stringify(session.closed)}`));
      };
      session.listeners.add(onAck);
    });
  }

  get isOpen(): boolean {
    return this.closed === null;
  }

  /**
   * Subscribes with `payload` (JSON text: query, variables, operationName) and collects the answer
   * for up to `waitMs`: until an error or complete message, the first next message, or the socket
   * closing; then completes the subscription if it is still running.
   */
  subscribe(payload: string, waitMs: number): Promise<WsOutcome> {
    this.nextId += 1;
    const id = String(this.nextId);
    const outcome: WsOutcome = { messages: [], closed: null };
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.listeners.delete(listen);
        outcome.closed = this.closed;
        const running = !outcome.messages.some((m) => m.type === 'error' || m.type === 'complete');
        if (running && this.isOpen) this.socket.send(JSON.stringify({ id, type: 'complete' }));
        resolve(outcome);
      };
      const listen = (message: { id?: string; type: string; payload?: unknown }) => {
        if (message.type === 'closed') finish();
        else if (message.id === id) {
          outcome.messages.push({ type: message.type, payload: message.payload });
          finish();
        }
      };
      const timer = setTimeout(finish, waitMs);
      this.listeners.add(listen);
      this.socket.send(`{"id":${JSON.stringify(id)},"type":"subscribe","payload":${payload}}`);
    });
  }

  close(): void {
    this.socket.close();
  }
}
