import crypto from 'node:crypto';
import type { EntityManager } from 'typeorm';
import {
  AUTH_MESSAGES,
  escapeHtml,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  RESET_TOKEN_TTL_MINUTES,
} from '@rigforge/common';
import { badInput } from '../../lib/errors';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { AuthDeps } from './auth.deps';
import { AuthRateLimiter } from './rate-limits';
import type { PasswordHasher } from './password';
import { newPasswordProblem } from './password-policy';
import { PasswordResetToken } from './reset-token.entity';
import { endSessionsOf } from './session';

/** 256 bits of randomness per reset token. */
const RESET_TOKEN_BYTES = 32;
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/**
 * A reset request answers after at least this long whether or not the account exists, so that the
 * time of the answer does not tell (the lookup and the token insert take a few milliseconds; the
 * mail is sent after the answer).
 */
export const RESET_REQUEST_MIN_MS = 300;

/** Each hasher's dummy hash (see AuthService.dummyHash); services are made per request, this lives on. */
const dummyHashes = new WeakMap<PasswordHasher, Promise<string>>();

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The services accounts work with (modules/auth/auth.module.ts). */
export interface AuthServices {
  users: UsersService;
  /** Runs work in one transaction, with the users service over it. */
  inTransaction<T>(work: (manager: EntityManager, users: UsersService) => Promise<T>): Promise<T>;
}

/** Sign-up, sign-in, password reset and change, account deletion: the rules of accounts. */
export class AuthService {
  private readonly limits: AuthRateLimiter;
  private readonly users: UsersService;
  private readonly inTransaction: AuthServices['inTransaction'];

  constructor(
    private readonly manager: EntityManager,
    private readonly deps: AuthDeps,
    services: AuthServices,
  ) {
    this.limits = new AuthRateLimiter(deps.limiter);
    this.users = services.users;
    this.inTransaction = services.inTransaction;
  }

  /** The full new-password rule (common's rules, then no common password), as BAD_USER_INPUT. */
  private checkNewPassword(password: string, userInputs: string[]): void {
    const problem = newPasswordProblem(password, userInputs);
    if (problem !== null) throw badInput(problem);
  }

  async signUp(input: { email: string; username: string; password: string }, ip: string): Promise<User> {
    await this.limits.signUp(ip);
    this.checkNewPassword(input.password, [input.email, input.username]);
    const passwordHash = await this.deps.hasher.hash(input.password);
    return this.users.create({ email: input.email, username: input.username, passwordHash });
  }

  /**
   * The user for these credentials, or BAD_USER_INPUT 'Invalid email or password'. An unknown e-mail
   * costs the same hash as a wrong password, so that timing does not reveal which accounts exist.
   */
  async signIn(input: { email: string; password: string }, ip: string): Promise<User> {
    const email = normalizeEmail(input.email);
    await this.limits.signInAttempt(email, ip);
    const user = input.password.length > PASSWORD_MAX_LENGTH ? null : await this.users.byEmail(email);
    const hash = user?.passwordHash ?? (await this.dummyHash());
    const ok = await this.deps.hasher.verify(hash, input.password);
    if (!user || !ok) throw badInput(AUTH_MESSAGES.invalidCredentials);
    await this.limits.signInSucceeded(email, ip);
    if (this.deps.hasher.needsRehash(user.passwordHash)) {
      await this.users.setPasswordHash(user.id, await this.deps.hasher.hash(input.password));
    }
    return user;
  }

  /**
   * The hash an unknown e-mail's password is checked against: made once per hasher (one per
   * process), on first use, so that afterwards an unknown e-mail costs one verification, as a
   * known one does. A failed hash is forgotten and made again next time.
   */
  private dummyHash(): Promise<string> {
    const { hasher } = this.deps;
    let dummy = dummyHashes.get(hasher);
    if (dummy === undefined) {
      dummy = hasher.hash(this.deps.randomBytes(16).toString('hex'));
      dummyHashes.set(hasher, dummy);
      dummy.catch(() => dummyHashes.delete(hasher));
    }
    return dummy;
  }

  /**
   * Sends a reset link when the account exists. The answer is the same message either way and
   * comes after at least RESET_REQUEST_MIN_MS; the mail goes out in the background.
   */
  async requestPasswordReset(email: string, ip: string): Promise<string> {
    await this.limits.resetRequest(email, ip);
    await Promise.all([this.issueResetToken(email), this.deps.sleep(RESET_REQUEST_MIN_MS)]);
    return AUTH_MESSAGES.resetRequested;
  }

  private async issueResetToken(email: string): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user) return;
    const token = this.deps.randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    const expiresAt = new Date(this.deps.clock.now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000);
    await this.manager
      .getRepository(PasswordResetToken)
      .insert({ userId: user.id, tokenHash: hashToken(token), expiresAt });
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    const greeting = `Hi ${user.username},`;
    const body = [
      'Someone (hopefully you) asked to reset the password of your RigForge account. Open this link to choose a new password:',
      link,
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for this, ignore this email: your password stays as it is.`,
    ];
    this.deps.mailer
      .send({
        to: user.email,
        subject: 'Reset your RigForge password',
        text: [greeting, ...body, '- RigForge'].join('\n\n'),
        html: [greeting, body[0], `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`, body[2], '- RigForge']
          .map((p) => `<p>${p.startsWith('<a') ? p : escapeHtml(p)}</p>`)
          .join('\n'),
      })
      .catch((err: unknown) => this.deps.logger.error({ err }, 'could not send the password reset mail'));
  }

  /**
   * Sets a new password with a reset token: valid only once and within RESET_TOKEN_TTL_MINUTES.
   * Every other reset link of the user stops working and every session of the user ends.
   */
  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.limits.resetPassword(ip);
    if (token.trim() === '') throw badInput(AUTH_MESSAGES.resetTokenInvalid);
    if (!RESET_TOKEN_PATTERN.test(token)) throw badInput(AUTH_MESSAGES.resetTokenExpired);
    const tokens = this.manager.getRepository(PasswordResetToken);
    const row = await tokens.findOne({ where: { tokenHash: hashToken(token) } });
    const now = this.deps.clock.now();
    if (!row || row.usedAt !== null || row.expiresAt.getTime() <= now.getTime()) {
      throw badInput(AUTH_MESSAGES.resetTokenExpired);
    }
    const user = await this.users.byId(row.userId);
    if (!user) throw badInput(AUTH_MESSAGES.resetTokenExpired);
    this.checkNewPassword(password, [user.email, user.username]);
    const passwordHash = await this.deps.hasher.hash(password);
    await this.inTransaction(async (manager, users) => {
      // Claim the token atomically: of two concurrent uses, only one updates the row.
      const claimed = await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: now })
        .where('id = :id AND "usedAt" IS NULL', { id: row.id })
        .execute();
      if (claimed.affected !== 1) throw badInput(AUTH_MESSAGES.resetTokenExpired);
      await manager
        .createQueryBuilder()
        .update(PasswordResetToken)
        .set({ usedAt: now })
        .where('"userId" = :userId AND "usedAt" IS NULL', { userId: user.id })
        .execute();
      await users.setPasswordHash(user.id, passwordHash);
      await endSessionsOf(manager, user.id);
    });
  }

  /**
   * Changes the signed-in user's password; their other sessions end, this one stays. Each attempt
   * counts against the account's and the address's limits before the current password is hashed:
   * past them, RATE_LIMITED without a hash (the hashes of sign-ins keep their turn).
   */
  async changePassword(
    user: User,
    input: { currentPassword: string; newPassword: string },
    currentSessionId: string,
    ip: string,
  ): Promise<void> {
    await this.limits.changePasswordAttempt(user.id, ip);
    const ok = await this.deps.hasher.verify(user.passwordHash, input.currentPassword);
    if (!ok) throw badInput(AUTH_MESSAGES.currentPasswordWrong);
    await this.limits.changePasswordSucceeded(user.id);
    if (input.newPassword === input.currentPassword) throw badInput(AUTH_MESSAGES.newPasswordSameAsCurrent);
    this.checkNewPassword(input.newPassword, [user.email, user.username]);
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    await this.inTransaction(async (manager, users) => {
      await users.setPasswordHash(user.id, passwordHash);
      await endSessionsOf(manager, user.id, currentSessionId);
    });
  }

  /**
   * Deletes the account (its reset tokens and API tokens go with it) and ends all its sessions, in
   * one transaction; then its open subscription sockets, on every process, are closed.
   */
  async deleteAccount(user: User): Promise<void> {
    await this.inTransaction(async (manager, users) => {
      await endSessionsOf(manager, user.id);
      await users.delete(user.id);
    });
    this.deps.events.publish({ kind: 'credentials-ended' });
  }
}
