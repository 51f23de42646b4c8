import { usersModule } from '../users/users.module';
import { defineModule } from '../module';
import { authRouter } from './auth.router';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { AUTH_LIMITS } from './rate-limits';
import { PasswordResetToken } from './reset-token.entity';
import { authPolicy } from './auth.policy';

/**
 * Accounts: sign-up, sign-in, sessions, password reset and change, deletion. Deleting an account
 * removes its comments' names and its public builds, so that mutation drops every guest view.
 */
export const authModule = defineModule({
  name: 'auth',
  policy: authPolicy,
  entities: [PasswordResetToken],
  resolvers: [AuthResolver],
  rest: authRouter,
  service: (scope) =>
    new AuthService(scope.manager, scope.deps, {
      users: scope.service(usersModule),
      inTransaction: (work) => scope.transaction((tx) => work(tx.manager, tx.service(usersModule))),
    }),
  limits: AUTH_LIMITS,
  guestNeutralMutations: ['signIn', 'signOut', 'signUp', 'requestPasswordReset', 'resetPassword', 'changePassword'],
  events: ['credentials-ended'],
});
