import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { ScramExchange, scramVerifier, type ScramVerifier } from './scram';

/**
 * Serves one PGlite database over the PostgreSQL wire protocol, on a Unix socket or a loopback port,
 * to any number of client connections, without ever interleaving two clients.
 *
 * PGlite itself answers AuthenticationOk to any user and password. So this layer authenticates each
 * connection first, as PostgreSQL does: SCRAM-SHA-256 against a random password made at each start
 * (256 bits, known only to the process that started the server, in the URL it returns), for the one
 * user `postgres`. Anything else is refused with SQLSTATE 28P01 before a byte reaches PGlite.
 *
 * PGlite is a single backend: one session, one transaction state, one unnamed prepared statement and
 * portal. A socket server that forwards each client's messages one at a time (as
 * `@electric-sql/pglite-socket` does) lets client B's Parse/Bind land between client A's Parse and
 * Execute, and lets B's statements run inside A's open transaction: under concurrent writes that
 * answered `portal "" does not exist`, `bind message supplies 1 parameters, but prepared statement ""
 * requires 4`, 500s, lost sessions and one user's request answered with another user's row
 * (upstream electric-sql/pglite issue #1046).
 *
 * Here the backend is a gate that one connection holds at a time. A connection takes it with its
 * first message and keeps it until the backend answers ReadyForQuery with status idle ('I') and the
 * connection has sent nothing more: so an extended-protocol exchange (Parse ... Sync) stays together,
 * and an open transaction (status 'T' or failed 'E') is pinned to the connection that opened it.
 * Waiting connections are served first come, first served; after each completed exchange the holder
 * goes to the back of the line when others wait.
 *
 * Nothing wedges the gate:
 * - a connection that closes while holding it has its exchange ended (Sync) and its transaction
 *   rolled back before the next one is served;
 * - a connection that holds an open transaction and sends nothing for `idleInTransactionMs` is
 *   closed (as PostgreSQL's idle_in_transaction_session_timeout does), which rolls it back;
 * - a failure of PGlite itself closes the connection that hit it, which releases the gate.
 */

/** Protocol constants (PostgreSQL frontend/backend protocol 3.0). */
const PROTOCOL_3 = 0x0003_0000;
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const PASSWORD_MESSAGE = 0x70; // 'p': SASLInitialResponse and SASLResponse
/** The one user the server knows. */
const USER = 'postgres';
/** How long a connection may take to authenticate (PostgreSQL's authentication_timeout is 60 s). */
const AUTHENTICATION_TIMEOUT_MS = 10_000;
/** Where the pg driver and libpq look for a server's socket in a folder (port 5432, the default). */
export const SOCKET_FILE = '.s.PGSQL.5432';
const READY_FOR_QUERY = 0x5a; // 'Z'
const STATUS_IDLE = 0x49; // 'I'

/** A frontend message of `type` with `body`. */
function frontendMessage(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

const SYNC = frontendMessage('S');
const ROLLBACK = frontendMessage('Q', Buffer.from('ROLLBACK\0', 'utf8'));

/** A backend message of `type` with `body`. */
function backendMessage(type: string, body: Buffer): Buffer {
  return frontendMessage(type, body);
}

/** An Authentication message: `code` (10 SASL, 11 SASLContinue, 12 SASLFinal) and its data. */
function authentication(code: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeInt32BE(code, 0);
  return backendMessage('R', Buffer.concat([head, data]));
}

/** The user a StartupMessage names ('' if none). */
function startupUser(message: Buffer): string {
  const fields = message.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === 'user') return fields[i + 1];
  return '';
}

/** Compares without leaking, through its duration, how much of `expected` matched. */
function safeEqual(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given, 'utf8').digest();
  const b = crypto.createHash('sha256').update(expected, 'utf8').digest();
  return crypto.timingSafeEqual(a, b);
}

/** An ErrorResponse, for refusals this layer makes itself (authentication, too many connections). */
function errorResponse(severity: string, code: string, message: string): Buffer {
  const fields = Buffer.from(`S${severity}\0V${severity}\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * Follows the backend's message stream across chunks and remembers the status of the last
 * ReadyForQuery it saw.
 */
class ReadyScanner {
  private header: Buffer = Buffer.alloc(0);
  private type = 0;
  /** Body bytes of the current message still to come. */
  private remaining = 0;
  /** Status byte of the last ReadyForQuery, or null if none was seen since reset(). */
  status: number | null = null;

  reset(): void {
    this.status = null;
  }

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - i);
        if (this.type === READY_FOR_QUERY && take > 0 && this.remaining === 1) this.status = chunk[i];
        this.remaining -= take;
        i += take;
        continue;
      }
      const need = 5 - this.header.length;
      const part = Buffer.from(chunk.subarray(i, i + need));
      this.header = Buffer.concat([this.header, part]);
      i += part.length;
      if (this.header.length === 5) {
        this.type = this.header[0];
        this.remaining = this.header.readInt32BE(1) - 4;
        this.header = Buffer.alloc(0);
      }
    }
  }
}

/** A first-come, first-served lock on the backend. */
class Gate {
  private holder: Connection | null = null;
  private readonly waiting: { who: Connection; grant: (granted: boolean) => void }[] = [];

  get waiters(): number {
    return this.waiting.length;
  }

  isHeldBy(who: Connection): boolean {
    return this.holder === who;
  }

  /** Resolves true once `who` holds the gate, or false if it left the line first. */
  acquire(who: Connection): Promise<boolean> {
    if (this.holder === who) return Promise.resolve(true);
    if (this.holder === null) {
      this.holder = who;
      return Promise.resolve(true);
    }
    return new Promise((grant) => this.waiting.push({ who, grant }));
  }

  release(who: Connection): void {
    if (this.holder !== who) return;
    const next = this.waiting.shift();
    this.holder = next?.who ?? null;
    next?.grant(true);
  }

  /** Drops a connection's place in the line (it closed while waiting). */
  leave(who: Connection): void {
    const at = this.waiting.findIndex((w) => w.who === who);
    if (at >= 0) this.waiting.splice(at, 1)[0].grant(false);
  }
}

interface ServerContext {
  db: PGlite;
  gate: Gate;
  verifier: ScramVerifier;
  idleInTransactionMs: number;
  onClose(connection: Connection): void;
}

/** One client connection. */
class Connection {
  private inbox: Buffer = Buffer.alloc(0);
  private readonly messages: Buffer[] = [];
  /** startup: before the StartupMessage; auth: in the SCRAM exchange; session: served by PGlite. */
  private phase: 'startup' | 'auth' | 'session' = 'startup';
  private startup: Buffer = Buffer.alloc(0);
  private user = '';
  private readonly scram: ScramExchange;
  private authTimer: NodeJS.Timeout | null = null;
  private sentServerFirst = false;
  /** The running pump, if any. */
  private pumping: Promise<void> | null = null;
  private closed = false;
  /** The backend's status after this connection's last exchange: idle unless in a transaction. */
  private status = STATUS_IDLE;
  /** True between a message and the ReadyForQuery that completes its exchange. */
  private midExchange = false;
  private idleTimer: NodeJS.Timeout | null = null;
  private readonly scanner = new ReadyScanner();

  constructor(
    private readonly socket: net.Socket,
    private readonly ctx: ServerContext,
  ) {
    this.scram = new ScramExchange(ctx.verifier);
    socket.setNoDelay(true);
    this.authTimer = setTimeout(() => this.refuse('08006', 'authentication took too long'), AUTHENTICATION_TIMEOUT_MS);
    this.authTimer.unref();
    socket.on('data', (data: Buffer) => this.receive(data));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
  }

  private receive(data: Buffer): void {
    if (this.closed) return;
    this.clearIdleTimer();
    this.inbox = this.inbox.length === 0 ? data : Buffer.concat([this.inbox, data]);
    while (!this.closed) {
      if (this.phase === 'startup') {
        if (this.inbox.length < 8) break;
        const length = this.inbox.readInt32BE(0);
        if (length < 8 || length > 10_000) return this.close();
        if (this.inbox.length < length) break;
        const code = this.inbox.readInt32BE(4);
        const message = this.inbox.subarray(0, length);
        this.inbox = this.inbox.subarray(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.socket.write('N');
        } else if (code === CANCEL_REQUEST) {
          // PGlite has no backend process to signal; the protocol expects no answer.
          return this.close();
        } else if (code === PROTOCOL_3) {
          // Kept for PGlite until the client has authenticated.
          this.startup = Buffer.from(message);
          this.user = startupUser(this.startup);
          this.phase = 'auth';
          this.socket.write(authentication(10, Buffer.from('SCRAM-SHA-256\0\0', 'utf8')));
        } else {
          return this.close();
        }
        continue;
      }
      if (this.inbox.length < 5) break;
      const length = 1 + this.inbox.readInt32BE(1);
      if (length < 5 || (this.phase === 'auth' && length > 10_000)) return this.close();
      if (this.inbox.length < length) break;
      const message = Buffer.from(this.inbox.subarray(0, length));
      this.inbox = this.inbox.subarray(length);
      if (this.phase === 'auth') this.authenticate(message);
      else this.messages.push(message);
    }
    this.schedule();
  }

  /** One step of the SCRAM exchange; the last hands the connection (its StartupMessage) to PGlite. */
  private authenticate(message: Buffer): void {
    if (message[0] === TERMINATE) return this.close();
    if (message[0] !== PASSWORD_MESSAGE) {
      return this.refuse('08P01', `expected SASL response, got message type ${message[0]}`);
    }
    let data = message.subarray(5);
    if (!this.sentServerFirst) {
      // SASLInitialResponse: the mechanism's name, then the length of the client-first-message.
      const nameEnd = data.indexOf(0);
      if (nameEnd < 0 || data.subarray(0, nameEnd).toString('utf8') !== 'SCRAM-SHA-256' || data.length < nameEnd + 5) {
        return this.refuseAuthentication();
      }
      data = data.subarray(nameEnd + 5);
      const serverFirst = this.scram.first(data.toString('utf8'));
      if (serverFirst === null) return this.refuseAuthentication();
      this.sentServerFirst = true;
      this.socket.write(authentication(11, Buffer.from(serverFirst, 'utf8')));
      return;
    }
    const serverFinal = this.scram.final(data.toString('utf8'));
    // The user is checked last, so that a wrong user and a wrong password look the same.
    if (serverFinal === null || !safeEqual(this.user, USER)) return this.refuseAuthentication();
    this.clearAuthTimer();
    this.socket.write(authentication(12, Buffer.from(serverFinal, 'utf8')));
    this.phase = 'session';
    this.messages.unshift(this.startup);
  }

  private refuseAuthentication(): void {
    this.refuse('28P01', `password authentication failed for user "${this.user}"`);
  }

  /** Ends the connection with a FATAL ErrorResponse the client gets before the close. */
  private refuse(code: string, message: string): void {
    if (this.closed) return;
    this.close(errorResponse('FATAL', code, message));
  }

  private clearAuthTimer(): void {
    if (this.authTimer !== null) clearTimeout(this.authTimer);
    this.authTimer = null;
  }

  private schedule(): void {
    if (this.pumping !== null || this.closed) return;
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.closed) return;
      // Messages that arrived as the pump finished, or an open transaction waiting for more.
      if (this.messages.length > 0) this.schedule();
      else if (this.ctx.gate.isHeldBy(this)) this.armIdleTimer();
    });
  }

  /** Runs this connection's queued messages, holding the gate as the class comment describes. */
  private async pump(): Promise<void> {
    try {
      while (!this.closed && this.messages.length > 0) {
        if (!(await this.ctx.gate.acquire(this)) || this.closed) break;
        const message = this.messages.shift()!;
        if (message[0] === TERMINATE) {
          this.close();
          break;
        }
        this.midExchange = true;
        const status = await this.execute(message, true);
        if (status === null) continue; // more messages belong to this exchange
        this.midExchange = false;
        this.status = status;
        // Between exchanges, outside a transaction: let whoever waits go first.
        if (status === STATUS_IDLE && (this.messages.length === 0 || this.ctx.gate.waiters > 0)) {
          this.ctx.gate.release(this);
        }
      }
    } catch {
      // PGlite failed: close this connection (its client sees the connection end), which ends its
      // exchange and releases the gate for everyone else.
      this.close();
    }
  }

  /**
   * Sends one message to the backend and, when `forward`, its answer to the client. Returns the
   * status of the ReadyForQuery that ended the exchange, or null if the answer had none.
   */
  private async execute(message: Buffer, forward: boolean): Promise<number | null> {
    this.scanner.reset();
    await this.ctx.db.runExclusive(() =>
      this.ctx.db.execProtocolRawStream(new Uint8Array(message), {
        onRawData: (data: Uint8Array) => {
          this.scanner.feed(data);
          if (forward && !this.closed && this.socket.writable) this.socket.write(Buffer.from(data));
        },
      }),
    );
    return this.scanner.status;
  }

  /** Holding the gate in a transaction with nothing to run: close after the idle limit. */
  private armIdleTimer(): void {
    this.clearIdleTimer();
    if (this.ctx.idleInTransactionMs <= 0) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.ctx.gate.isHeldBy(this) && this.pumping === null && this.messages.length === 0) {
        this.refuse('25P03', 'terminating connection due to idle-in-transaction timeout (embedded database)');
      }
    }, this.ctx.idleInTransactionMs);
    this.idleTimer.unref();
  }

  private clearIdleTimer(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  /**
   * Ends the connection, after sending `farewell` if given; if it held the backend, ends its
   * exchange and transaction first.
   */
  close(farewell?: Buffer): void {
    if (this.closed) return;
    this.closed = true;
    this.clearIdleTimer();
    this.clearAuthTimer();
    this.messages.length = 0;
    // Destroying at once could drop the farewell still in the socket's buffer.
    if (farewell) this.socket.end(farewell, () => this.socket.destroy());
    else this.socket.destroy();
    this.ctx.gate.leave(this);
    void this.cleanUp();
  }

  private async cleanUp(): Promise<void> {
    // Let a message in flight finish before touching the backend.
    await this.pumping;
    if (this.ctx.gate.isHeldBy(this)) {
      try {
        if (this.midExchange) this.status = (await this.execute(SYNC, false)) ?? this.status;
        if (this.status !== STATUS_IDLE) await this.execute(ROLLBACK, false);
      } catch {
        // The backend itself failed; there is nothing more to undo from here.
      } finally {
        this.ctx.gate.release(this);
      }
    }
    this.ctx.onClose(this);
  }
}

export interface WireServerOptions {
  db: PGlite;
  /** Most client connections at once; more are refused with SQLSTATE 53300. */
  maxConnections: number;
  /** Close a connection idle inside a transaction for this long (ms); 0 never. Default 30 s. */
  idleInTransactionMs?: number;
  /**
   * A private folder (mode 0700, nothing in it listening) to serve in, on a Unix socket
   * `<socketDir>/.s.PGSQL.5432` of mode 0600; without it, an ephemeral port on 127.0.0.1.
   */
  socketDir?: string;
}

export interface WireServer {
  /** The connection string: the user, this start's password, and the socket's folder or `127.0.0.1:port`. */
  url: string;
  /** The socket's path or `127.0.0.1:port`, for logs (no password). */
  address: string;
  /** Connections open now. */
  connections(): number;
  /** Closes every connection (rolling back their transactions) and stops listening. */
  stop(): Promise<void>;
}

/** Starts serving `db` on a Unix socket in `socketDir`, or else on an ephemeral loopback port. */
export async function serveOverWire(options: WireServerOptions): Promise<WireServer> {
  // 256 bits in hex: nothing in it needs escaping in a URL, and SASLprep leaves it alone.
  const password = crypto.randomBytes(32).toString('hex');
  const open = new Set<Connection>();
  const ctx: ServerContext = {
    db: options.db,
    gate: new Gate(),
    verifier: scramVerifier(password),
    idleInTransactionMs: options.idleInTransactionMs ?? 30_000,
    onClose: (connection) => open.delete(connection),
  };
  const server = net.createServer((socket) => {
    if (open.size >= options.maxConnections) {
      socket.end(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
      return;
    }
    open.add(new Connection(socket, ctx));
  });
  const socketPath = options.socketDir === undefined ? null : path.join(options.socketDir, SOCKET_FILE);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    const listening = (): void => {
      server.off('error', reject);
      resolve();
    };
    if (socketPath === null) server.listen(0, '127.0.0.1', listening);
    else server.listen(socketPath, listening);
  });
  let url: string;
  let address: string;
  if (socketPath === null) {
    address = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
    url = `postgres://${USER}:${password}@${address}/postgres`;
  } else {
    // The folder is private already; the socket's own mode is a second lock on the same door.
    fs.chmodSync(socketPath, 0o600);
    address = socketPath;
    // pg and libpq read a host that is a path (percent-encoded in a URL) as a socket folder.
    url = `postgres://${USER}:${password}@${encodeURIComponent(options.socketDir!)}/postgres`;
  }
  return {
    url,
    address,
    connections: () => open.size,
    async stop() {
      const closing = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of open) connection.close();
      // Let the connections' clean-ups (Sync, ROLLBACK) reach the backend before it is closed
      // (at most a few seconds: a backend that hangs must not hang the shutdown).
      const deadline = Date.now() + 5_000;
      while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      await closing;
    },
  };
}
