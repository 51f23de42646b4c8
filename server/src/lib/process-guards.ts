import type { EventEmitter } from 'node:events';
import type { Logger } from './logger';

/**
 * What the process does with errors no code caught, as log lines rather than Node's bare stderr:
 * - a promise rejected with nobody listening is a bug in one piece of background work (a request's
 *   or a timer's): it is logged at error with its stack, and the process keeps serving every other
 *   request instead of going down with it (Node's default);
 * - an exception thrown with nothing to catch it may have left anything half done: it is logged at
 *   fatal and the process exits with 1, for the supervisor or the operator to start it again.
 */
export function installProcessGuards(
  target: Pick<EventEmitter, 'on'>,
  logger: Logger,
  exit: (code: number) => void,
): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error({ err: reason }, 'a promise was rejected and nothing handled it (a bug); the server goes on');
  });
  target.on('uncaughtException', (err: unknown) => {
    logger.fatal({ err }, 'an exception nothing caught (a bug): stopping');
    exit(1);
  });
}
