import type { Request } from 'express';

/** The caller's address for rate limits (Express applies TRUST_PROXY to it). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
