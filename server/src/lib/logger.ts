import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/** Structured JSON logs on stdout. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'rigforge' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  });
}
