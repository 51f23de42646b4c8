import type { EntityManager } from 'typeorm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_SCOPES,
  API_TOKENS_PER_USER,
  isUuid,
  type ApiTokenScopeName,
} from '@rigforge/common';
import { AppError, conflict, notFound } from '../../lib/errors';
import type { Limiter } from '../../lib/rate-limiter';
import type { AuthDeps } from '../auth/auth.deps';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import { ApiToken } from './api-token.entity';
import {
  API_TOKEN_REFUSALS,
  expiryOf,
  expiryRefusal,
  hashSecret,
  lastUseDue,
  LAST_USED_EVERY_MS,
  newSecret,
  type ApiTokenLimitName,
} from './api-tokens.rules';

/** What the token service needs from the app's dependencies. */
export type ApiTokenDeps = Pick<AuthDeps, 'clock' | 'randomBytes' | 'events'> & {
  limiter: Limiter<ApiTokenLimitName>;
};

/** A new token as its owner asked for it (the name and scopes passed the edge's rules). */
export interface NewApiToken {
  name: string;
  scopes: readonly ApiTokenScopeName[];
  /** null: it never expires. */
  expiresInDays: number | null;
}

/** A token as its owner sees it listed: never the secret's hash. */
export interface ApiTokenView {
  id: string;
  name: string;
  scopes: ApiTokenScopeName[];
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  /** Expired tokens stay listed (and counted) until revoked, so that their owner sees why a script fails. */
  expired: boolean;
}

const viewOf = (token: ApiToken, now: Date): ApiTokenView => ({
  id: token.id,
  name: token.name,
  scopes: token.scopes,
  createdAt: token.createdAt,
  lastUsedAt: token.lastUsedAt,
  expiresAt: token.expiresAt,
  expired: expiryRefusal(token.expiresAt, now) !== null,
});

/** What a request signed in with a token carries: which token, and what it may do. */
export interface TokenCredential {
  id: string;
  scopes: readonly ApiTokenScopeName[];
}

/** A request's token, found: its user (who the request acts as) and the credential. */
export interface TokenSignIn {
  user: User;
  token: TokenCredential;
}

const unauthenticated = (message: string): AppError => new AppError('UNAUTHENTICATED', message);

/**
 * Personal access tokens: their owner creates (the secret is answered once), lists and revokes
 * them; every request that presents one is checked here (authenticate), counted against its
 * token's rate limit and, at most once a minute, recorded as its last use.
 */
export class ApiTokensService {
  constructor(
    private readonly manager: EntityManager,
    private readonly deps: ApiTokenDeps,
    private readonly users: UsersService,
  ) {}

  private get repo() {
    return this.manager.getRepository(ApiToken);
  }

  /** The user's tokens, newest first (never a secret: only hashes are kept). */
  async list(userId: string): Promise<ApiTokenView[]> {
    const tokens = await this.repo.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    const now = this.deps.clock.now();
    return tokens.map((token) => viewOf(token, now));
  }

  /**
   * Creates a token for `user` and answers it with its secret, which is not kept and cannot be read
   * again. At most API_TOKENS_PER_USER per account, counted under a lock on the account's row so
   * that concurrent creations cannot pass it.
   */
  async create(user: User, input: NewApiToken): Promise<{ token: ApiTokenView; secret: string }> {
    const secret = newSecret(this.deps.randomBytes);
    const now = this.deps.clock.now();
    const token = await this.manager.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE`, [user.id]);
      const repo = tx.getRepository(ApiToken);
      if ((await repo.count({ where: { userId: user.id } })) >= API_TOKENS_PER_USER) {
        throw conflict(API_TOKEN_MESSAGES.tooMany);
      }
      return repo.save(
        repo.create({
          userId: user.id,
          name: input.name.trim(),
          tokenHash: hashSecret(secret),
          // In their usual order, each once.
          scopes: API_TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope)),
          lastUsedAt: null,
          expiresAt: expiryOf(now, input.expiresInDays),
        }),
      );
    });
    return { token: viewOf(token, now), secret };
  }

  /**
   * Revokes one of the user's tokens: deleted at once, so its next request is refused; its open
   * subscription sockets, on every app process, are closed (the `credentials-ended` event). Another
   * user's token answers NOT_FOUND like a missing one.
   */
  async revoke(userId: string, id: string): Promise<true> {
    const result = isUuid(id) ? await this.repo.delete({ id, userId }) : { affected: 0 };
    if (!result.affected) throw notFound(API_TOKEN_MESSAGES.notFound);
    this.deps.events.publish({ kind: 'credentials-ended' });
    return true;
  }

  /**
   * The user and token a request's secret (already checked for shape) belongs to; UNAUTHENTICATED
   * for an unknown (or revoked) or expired token. Counts the request against the token's limit
   * (RATE_LIMITED past it) and writes its last use when the previous one is a minute old.
   */
  async authenticate(secret: string): Promise<TokenSignIn> {
    const token = await this.repo.findOne({ where: { tokenHash: hashSecret(secret) } });
    if (!token) throw unauthenticated(API_TOKEN_REFUSALS.unknown);
    const now = this.deps.clock.now();
    const expired = expiryRefusal(token.expiresAt, now);
    if (expired !== null) throw unauthenticated(expired);
    // The account's row goes with its tokens (ON DELETE CASCADE): missing only in a race with its deletion.
    const user = await this.users.byId(token.userId);
    if (!user) throw unauthenticated(API_TOKEN_REFUSALS.unknown);
    await this.countUse(token.id);
    if (lastUseDue(token.lastUsedAt, now)) await this.recordUse(token.id, now);
    return { user, token: { id: token.id, scopes: token.scopes } };
  }

  /** One more request with this token (a subscription started on its socket counts too). */
  countUse(tokenId: string): Promise<void> {
    return this.deps.limiter.consume([['apiTokenRequests', tokenId]]);
  }

  /** Writes the last use, unless another request (in any process) wrote it within the minute. */
  private async recordUse(tokenId: string, now: Date): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update(ApiToken)
      .set({ lastUsedAt: now })
      .where('id = :id AND ("lastUsedAt" IS NULL OR "lastUsedAt" <= :due)', {
        id: tokenId,
        due: new Date(now.getTime() - LAST_USED_EVERY_MS),
      })
      .execute();
  }

  /**
   * Of these token ids, the ones still valid (neither revoked nor expired), each with its user id:
   * one query for all of them (the subscription server checks its sockets' tokens with it).
   */
  async liveTokens(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.repo
      .createQueryBuilder('t')
      .select(['t.id', 't.userId'])
      .where('t.id IN (:...ids)', { ids: [...ids] })
      .andWhere('(t.expiresAt IS NULL OR t.expiresAt > :now)', { now: this.deps.clock.now() })
      .getMany();
    return new Map(rows.map((row) => [row.id, row.userId]));
  }
}
