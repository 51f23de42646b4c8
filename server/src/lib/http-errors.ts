import type { ErrorCode } from '@rigforge/common';

/** A request refused as the caller's mistake: the status, our code and a message for the caller. */
export interface RequestRefusal {
  status: number;
  code: ErrorCode;
  message: string;
}

type BodyRefusal = Omit<RequestRefusal, 'code'>;

/** Body-parser's error types, with what the caller should hear. */
const BODY_ERRORS: Record<string, (limit: number) => BodyRefusal> = {
  'entity.too.large': (limit) => ({
    status: 413,
    message: `The request body is too large: at most ${Math.floor(limit / 1024)} KB.`,
  }),
  'entity.parse.failed': () => ({ status: 400, message: 'The request body is not valid JSON.' }),
  'entity.verify.failed': () => ({ status: 400, message: 'The request body could not be verified.' }),
  'encoding.unsupported': () => ({ status: 415, message: 'The request body’s Content-Encoding is not supported.' }),
  'charset.unsupported': () => ({ status: 415, message: 'The request body’s charset is not supported; use UTF-8.' }),
  'request.aborted': () => ({ status: 400, message: 'The request body was cut short.' }),
  'request.size.invalid': () => ({ status: 400, message: 'The request body is shorter than its Content-Length.' }),
  'stream.encoding.set': () => ({ status: 400, message: 'The request body could not be read.' }),
};

/**
 * The caller's mistake behind an Express error, when it is one: body-parser's errors (malformed
 * JSON, a body over the limit, an unsupported encoding) and any other error marked with a 4xx
 * status. Null for everything else (our faults).
 */
export function requestRefusal(err: unknown): RequestRefusal | null {
  if (typeof err !== 'object' || err === null) return null;
  const { type, status, limit, expose, message } = err as {
    type?: unknown;
    status?: unknown;
    limit?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) return { code: 'BAD_USER_INPUT', ...known(typeof limit === 'number' ? limit : 0) };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      status,
      code: status === 404 ? 'NOT_FOUND' : 'BAD_USER_INPUT',
      message: expose === true && typeof message === 'string' ? message : 'Bad request.',
    };
  }
  return null;
}

/** True for a JSON media type (`application/json`, `application/graphql-response+json`, with parameters). */
export function isJsonContentType(contentType: string): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}
