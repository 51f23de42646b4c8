import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorCode } from '@rigforge/common';
import type { Logger } from './logger';

/** What Node's HTTP parser refused, as the caller should hear it. */
interface ParserRefusal {
  status: number;
  reason: string;
  message: string;
}

/** Node's parser error codes with their own status (everything else is a malformed request, 400). */
const REFUSALS: Record<string, ParserRefusal> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request line and headers are too large: at most 16 KB.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request did not arrive in time.',
  },
};

const MALFORMED: ParserRefusal = {
  status: 400,
  reason: 'Bad Request',
  message:
    'The request could not be read: its request line or headers are malformed (the path must be ASCII, with other characters percent-encoded).',
};

/** The method and target of a raw request (its first line), when they can be read. */
function requestLineOf(rawPacket: unknown): { method: string; target: string } {
  const line = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 2048).toString('latin1') : '';
  const [, method = '', target = ''] = /^([A-Z]+) (\S+)/.exec(line) ?? [];
  return { method, target };
}

/**
 * The answer to a request Node's HTTP parser refused before the app saw it (a byte that is not
 * ASCII in the path, a malformed header, headers over 16 KB), as a complete HTTP response: the
 * status Node would send, with our code and a message in the transport's shape (GraphQL's errors
 * for /graphql, `{ code, message }` elsewhere; no body for HEAD), and `Connection: close`.
 */
export function clientErrorResponse(err: NodeJS.ErrnoException & { rawPacket?: unknown }): string {
  const refusal = (err.code !== undefined && REFUSALS[err.code]) || MALFORMED;
  const { method, target } = requestLineOf(err.rawPacket);
  const graphql = target === '/graphql' || target.startsWith('/graphql?');
  // On /graphql a request that cannot be read is Apollo's BAD_REQUEST; the REST shim keeps BAD_USER_INPUT.
  const code: ErrorCode = graphql ? 'BAD_REQUEST' : 'BAD_USER_INPUT';
  const body = JSON.stringify(
    graphql ? { errors: [{ message: refusal.message, extensions: { code } }] } : { code, message: refusal.message },
  );
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    method === 'HEAD' ? '' : body,
  ].join('\r\n');
}

/**
 * Answers requests Node's HTTP parser refuses with a coded JSON refusal (`clientErrorResponse`)
 * instead of Node's bare status line, and logs them at warn (a caller's mistake).
 */
export function answerClientErrors(server: http.Server, logger: Logger): void {
  server.on('clientError', (err: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    logger.warn({ code: err.code, reason: err.message }, 'unreadable HTTP request refused');
    socket.end(clientErrorResponse(err));
  });
}
