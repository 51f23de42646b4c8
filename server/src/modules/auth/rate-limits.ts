import type { LimitTable, Limiter } from '../../lib/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** The account limits (docs/accounts.md#rate-limits): counted before any password is hashed. */
export const AUTH_LIMITS = {
  /** Failed sign-ins for one e-mail from one address; a success clears them. */
  signInPerAccountIp: {
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
    message: 'Too many failed sign-in attempts for this account',
  },
  /** Every sign-in attempt from one address (it caps the hashing work one address can cause). */
  signInPerIp: { points: 100, durationSeconds: 15 * MINUTE, message: 'Too many sign-in attempts from your network' },
  /**
   * Wrong current passwords given to change one account's password, from any session or address;
   * a right one clears them (a stolen session must not become a way to guess the password).
   */
  changePasswordPerUser: {
    points: 10,
    durationSeconds: 15 * MINUTE,
    blockSeconds: 15 * MINUTE,
    message: 'Too many wrong current passwords for this account',
  },
  /** Every password change attempt from one address (each costs a hash, as a sign-in does). */
  changePasswordPerIp: {
    points: 100,
    durationSeconds: 15 * MINUTE,
    message: 'Too many password change attempts from your network',
  },
  /** Reset e-mails asked for one e-mail from one address. */
  resetRequestPerAccountIp: {
    points: 5,
    durationSeconds: HOUR,
    message: 'Too many password reset requests for this email address',
  },
  /** Reset e-mails asked from one address. */
  resetRequestPerIp: {
    points: 20,
    durationSeconds: HOUR,
    message: 'Too many password reset requests from your network',
  },
  /** New passwords set with a reset token from one address. */
  resetPasswordPerIp: {
    points: 20,
    durationSeconds: HOUR,
    message: 'Too many password reset attempts from your network',
  },
  /** Accounts created from one address (SIGNUPS_PER_HOUR sets the count). */
  signUpPerIp: { points: 20, durationSeconds: HOUR, message: 'Too many accounts created from your network' },
} as const satisfies LimitTable;

export type AuthLimitName = keyof typeof AUTH_LIMITS;

/** The account limits as the auth service counts them. */
export class AuthRateLimiter {
  constructor(private readonly limiter: Limiter<AuthLimitName>) {}

  signInAttempt(email: string, ip: string): Promise<void> {
    return this.limiter.consume([
      ['signInPerIp', ip],
      ['signInPerAccountIp', accountKey(email, ip)],
    ]);
  }

  /** A successful sign-in forgets the account's failed attempts from that address. */
  signInSucceeded(email: string, ip: string): Promise<void> {
    return this.limiter.forget('signInPerAccountIp', accountKey(email, ip));
  }

  /** Counted before the current password is checked, so that a refused attempt costs no hash. */
  changePasswordAttempt(userId: string, ip: string): Promise<void> {
    return this.limiter.consume([
      ['changePasswordPerIp', ip],
      ['changePasswordPerUser', userId],
    ]);
  }

  /** The right current password forgets the account's wrong ones. */
  changePasswordSucceeded(userId: string): Promise<void> {
    return this.limiter.forget('changePasswordPerUser', userId);
  }

  resetRequest(email: string, ip: string): Promise<void> {
    return this.limiter.consume([
      ['resetRequestPerIp', ip],
      ['resetRequestPerAccountIp', accountKey(email, ip)],
    ]);
  }

  resetPassword(ip: string): Promise<void> {
    return this.limiter.consume([['resetPasswordPerIp', ip]]);
  }

  signUp(ip: string): Promise<void> {
    return this.limiter.consume([['signUpPerIp', ip]]);
  }
}

function accountKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}
