import net from 'node:net';
import { Client, type ClientConfig, type Connection } from 'pg';

/**
 * How long a database connection may wait for an answer, in ms (0: no limit). Read at every check,
 * so the limit can be set once start-up (migrations, which may legitimately run long) is over.
 */
export interface AnswerTimeout {
  ms: number;
}

const CHECK_EVERY_MS = 250;

/** The error a connection ends with when its server stopped answering: a lost connection (db-errors.ts). */
export function answerTimeoutError(ms: number): Error {
  return Object.assign(new Error(`The database did not answer within ${ms} ms`), { code: 'ETIMEDOUT' });
}

/**
 * Ends `connection` when it has sent a request and heard nothing back for `limit.ms`: a server that
 * stopped answering without closing the socket (a dropped network, a hung server or proxy). Ending
 * the socket fails the waiting query as a lost connection, and the pool discards the connection.
 *
 * pg's own `query_timeout` is not enough: it fails the caller but keeps the connection waiting for
 * the lost answer, and hands it back to the pool with that statement (and maybe its open transaction)
 * still pending, for the next user to inherit. An idle connection is never ended here.
 */
function watch(connection: Connection, limit: AnswerTimeout): void {
  const stream = connection.stream;
  if (!(stream instanceof net.Socket)) return;
  // Bytes sent when the last exchange ended (ReadyForQuery): more sent since means an answer is due.
  let answeredUpTo = 0;
  let sent = 0;
  let lastSign = Date.now();
  stream.on('data', () => {
    lastSign = Date.now();
  });
  connection.on('readyForQuery', () => {
    answeredUpTo = stream.bytesWritten;
  });
  const timer = setInterval(() => {
    const written = stream.bytesWritten;
    if (written !== sent) {
      sent = written;
      lastSign = Date.now();
    }
    if (limit.ms > 0 && written > answeredUpTo && Date.now() - lastSign > limit.ms) {
      clearInterval(timer);
      stream.destroy(answerTimeoutError(limit.ms));
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  stream.once('close', () => clearInterval(timer));
}

/** A pg Client class (for a Pool's `Client` option) whose connections are watched as `watch` describes. */
export function clientWithAnswerTimeout(limit: AnswerTimeout): typeof Client {
  return class AnswerTimedClient extends Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      watch(this.connection, limit);
    }
  };
}
