import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config';

export type { Logger };

/** Structured JSON logs on stdout, or on `destination` (tests capture them). */
export function createLogger(level: LogLevel, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'rigforge' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
  };
  return destination ? pino(options, destination) : pino(options);
}
