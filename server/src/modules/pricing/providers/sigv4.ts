// AWS Signature Version 4 (https://docs.aws.amazon.com/IAM/latest/UserGuide/reference_sigv-create-signed-request.html),
// with node:crypto: what Amazon's Product Advertising API 5.0 requires of every request.
import crypto from 'node:crypto';

export interface SignInput {
  method: string;
  /** The URL path, e.g. /paapi5/getitems. */
  path: string;
  /** The query string's pairs (none for PA-API). */
  query?: Record<string, string>;
  /** Headers to sign; `host` must be among them. Names in any case. */
  headers: Record<string, string>;
  body: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
  /** The request's time; x-amz-date is derived from it. */
  date: Date;
}

const sha256 = (data: string): string => crypto.createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, data: string): Buffer =>
  crypto.createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it. */
const encode = (text: string): string =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** 2015-08-30T12:36:00.000Z → 20150830T123600Z. */
export const amzDate = (date: Date): string =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The headers to send: the given ones plus x-amz-date and Authorization. */
export function signRequest(input: SignInput): Record<string, string> {
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers['x-amz-date'] = stamp;
  const names = Object.keys(headers).sort();
  const canonicalQuery = Object.entries(input.query ?? {})
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonical = [
    input.method.toUpperCase(),
    input.path.split('/').map(encode).join('/') || '/',
    canonicalQuery,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    sha256(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretKey}`, day), input.region), input.service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
