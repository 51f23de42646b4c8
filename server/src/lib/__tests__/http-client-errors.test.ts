import { clientErrorResponse } from '../http-client-errors';

const parserError = (code: string, rawPacket?: Buffer) => Object.assign(new Error('Parse Error'), { code, rawPacket });

/** The status line and the JSON body of a raw answer. */
function parts(raw: string): { statusLine: string; body: unknown } {
  const [head, body] = raw.split('\r\n\r\n');
  expect(head).toContain('Connection: close');
  expect(head).toContain(`Content-Length: ${Buffer.byteLength(body)}`);
  return { statusLine: head.split('\r\n')[0], body: JSON.parse(body) as unknown };
}

describe('clientErrorResponse', () => {
  it('answers a malformed request 400 with { code, message }', () => {
    const { statusLine, body } = parts(
      clientErrorResponse(parserError('HPE_INVALID_CHARACTER', Buffer.from('GET /api/x\xe9 HTTP/1.1', 'latin1'))),
    );
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('keeps Node’s statuses for headers too large (431) and a request that took too long (408)', () => {
    expect(parts(clientErrorResponse(parserError('HPE_HEADER_OVERFLOW'))).statusLine).toBe(
      'HTTP/1.1 431 Request Header Fields Too Large',
    );
    expect(parts(clientErrorResponse(parserError('ERR_HTTP_REQUEST_TIMEOUT'))).statusLine).toBe(
      'HTTP/1.1 408 Request Timeout',
    );
  });

  // Found by the fuzz suite: a HEAD request with a 30 KB path got the 431's body, which a HEAD answer may not have.
  it('sends no body to a HEAD request', () => {
    const raw = clientErrorResponse(
      parserError('HPE_HEADER_OVERFLOW', Buffer.from(`HEAD /api/saved-builds/${'%F0%9F%91%8D'.repeat(3_000)}`)),
    );
    expect(raw.endsWith('\r\n\r\n')).toBe(true);
    expect(raw).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('answers in GraphQL’s shape for /graphql, and without a readable request line in the REST shape', () => {
    const graphql = parts(
      clientErrorResponse(parserError('HPE_INVALID_HEADER_TOKEN', Buffer.from('POST /graphql HTTP/1.1\r\nBad Header'))),
    );
    expect(graphql.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
    expect(parts(clientErrorResponse(parserError('HPE_INVALID_METHOD', Buffer.from('\x00\x01')))).body).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
