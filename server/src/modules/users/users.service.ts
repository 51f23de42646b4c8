import { QueryFailedError, type EntityManager } from 'typeorm';
import { AUTH_MESSAGES, normalizeEmail } from '@rigforge/common';
import { systemClock, type Clock } from '../../lib/clock';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { CommentsService } from '../comments/comments.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Role, Theme, User, type UserPreferences } from './user.entity';
import { usersPolicy } from './users.policy';

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
}

export interface PreferencesPatch {
  theme?: Theme | null;
  notifications?: boolean | null;
  newsletter?: boolean | null;
}

/** Who changes a role: the operator at the command line, with the database in hand, or a signed-in admin. */
export const OPERATOR = 'operator';
export type RoleChanger = User | typeof OPERATOR;

/** The unique index a duplicate hit, as a CONFLICT with a clear message; anything else is rethrown. */
function conflictFor(err: unknown): AppError | null {
  if (!(err instanceof QueryFailedError)) return null;
  const { code, constraint } = err.driverError as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'UQ_users_email') return conflict(AUTH_MESSAGES.emailTaken);
  if (constraint === 'UQ_users_username') return conflict(AUTH_MESSAGES.usernameTaken);
  return null;
}

/** Accounts: lookups, profile and preference changes, roles and deletion. */
export class UsersService {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock = systemClock,
  ) {}

  private get repo() {
    return this.manager.getRepository(User);
  }

  byId(id: string): Promise<User | null> {
    return this.repo.findOne({ where: { id } });
  }

  /** Several accounts in one query (DataLoaders); unknown ids are simply absent. */
  byIds(ids: readonly string[]): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.repo
      .createQueryBuilder('u')
      .where('u.id IN (:...ids)', { ids: [...new Set(ids)] })
      .getMany();
  }

  /** E-mail addresses are compared regardless of case (index UQ_users_email is on lower(email)). */
  byEmail(email: string): Promise<User | null> {
    return this.repo
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email: normalizeEmail(email) })
      .getOne();
  }

  /** Throws CONFLICT when the e-mail or the username (either regardless of case) is taken. */
  async create(input: NewUser): Promise<User> {
    const user = this.repo.create({
      email: normalizeEmail(input.email),
      username: input.username.trim(),
      passwordHash: input.passwordHash,
      role: Role.user,
      preferences: { theme: Theme.dark, notifications: true, newsletter: false, themeUpdatedAt: null },
    });
    try {
      return await this.repo.save(user);
    } catch (err) {
      throw conflictFor(err) ?? err;
    }
  }

  /** Changes only `user`'s own username; CONFLICT when someone else has it. */
  async updateUsername(user: User, username: string): Promise<User> {
    user.username = username.trim();
    try {
      await this.repo.update({ id: user.id }, { username: user.username });
    } catch (err) {
      throw conflictFor(err) ?? err;
    }
    return this.reload(user.id);
  }

  /** Changes the preferences the patch gives (at least one: the edge's UpdatePreferencesArgs). */
  async updatePreferences(user: User, patch: PreferencesPatch): Promise<User> {
    const changes: Partial<UserPreferences> = {};
    if (patch.theme != null) {
      changes.theme = patch.theme;
      changes.themeUpdatedAt = this.clock.now();
    }
    if (patch.notifications != null) changes.notifications = patch.notifications;
    if (patch.newsletter != null) changes.newsletter = patch.newsletter;
    await this.repo.update({ id: user.id }, { preferences: changes });
    return this.reload(user.id);
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.repo.update({ id: userId }, { passwordHash });
  }

  /**
   * Promotes or demotes the account with this e-mail, on behalf of `by`: a signed-in admin, who may
   * not change their own role (usersPolicy: FORBIDDEN), or the operator at the command line (npm run user:role).
   */
  async setRole(email: string, role: Role, by: RoleChanger): Promise<User> {
    if (by !== OPERATOR) usersPolicy.authorize(by, 'setRoleOf', { changedBy: by.email, email });
    const user = await this.byEmail(email);
    if (!user) throw notFound(`No account with the email address ${normalizeEmail(email)}`);
    if (user.role !== role) await this.repo.update({ id: user.id }, { role });
    return this.reload(user.id);
  }

  /**
   * Deletes the account row. Rows of other tables go by their foreign keys on users.id (README
   * "Account deletion"): CASCADE for private data such as reset tokens, notifications and comment
   * likes, SET NULL for public content such as comments. The like and dislike counts of the comments
   * the user rated drop in the same transaction.
   */
  async delete(userId: string): Promise<void> {
    await this.manager.transaction(async (tx) => {
      await CommentsService.forgetRatingsOf(tx, userId);
      await NotificationsService.forgetActor(tx, userId);
      await tx.getRepository(User).delete({ id: userId });
    });
  }

  private async reload(id: string): Promise<User> {
    const user = await this.byId(id);
    if (!user) throw notFound('This account no longer exists');
    return user;
  }
}
