import { defineModule } from '../module';
import { usersModule } from '../users/users.module';
import { ApiToken } from './api-token.entity';
import { ApiTokensResolver } from './api-tokens.resolver';
import { API_TOKEN_LIMITS } from './api-tokens.rules';
import { ApiTokensService } from './api-tokens.service';
import { apiTokensPolicy } from './api-tokens.policy';
import { ApiTokens1765700000000 } from './migrations/1765700000000-ApiTokens';

/**
 * Personal access tokens (docs/api.md "Sign in from a script"): created, listed and revoked by their
 * owner in a browser session; presented by scripts as `Authorization: Bearer <token>` (bearer.ts).
 * Nothing a guest sees changes.
 */
export const apiTokensModule = defineModule({
  name: 'apiTokens',
  policy: apiTokensPolicy,
  entities: [ApiToken],
  migrations: [ApiTokens1765700000000],
  resolvers: [ApiTokensResolver],
  service: (scope) => new ApiTokensService(scope.manager, scope.deps, scope.service(usersModule)),
  limits: API_TOKEN_LIMITS,
  guestNeutralMutations: ['createApiToken', 'revokeApiToken'],
  events: ['credentials-ended'],
});
