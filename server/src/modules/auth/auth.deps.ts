import crypto from 'node:crypto';
import type { Clock, Sleep } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/mail';
import type { PasswordHasher } from './password';
import type { Limiter } from '../../lib/rate-limiter';
import type { AuthLimitName } from './rate-limits';

/** What the account services need from outside, made once per app and injected so tests control it. */
export interface AuthDeps {
  hasher: PasswordHasher;
  limiter: Limiter<AuthLimitName>;
  mailer: Mailer;
  clock: Clock;
  sleep: Sleep;
  /** Cryptographically random bytes (reset tokens). */
  randomBytes: (size: number) => Buffer;
  /** The site's public origin, for links in e-mails. */
  publicUrl: string;
  /** Where contact-form messages are mailed. */
  supportEmail: string;
  logger: Logger;
  /** Account deletion tells every process to check its open sockets' sessions and tokens now. */
  events: EventBus;
}

export const secureRandomBytes = (size: number): Buffer => crypto.randomBytes(size);
