import type { AuthChecker } from 'type-graphql';
import { isRole, roleAtLeast, SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import type { User } from '../modules/users/user.entity';
import type { GraphQLContext } from './context';
import { AppError } from './errors';

export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

/** UNAUTHENTICATED with the docs/requirements.md §6 sign-in-required message; the REST shim answers it with 401. */
export const signInRequired = (): AppError => new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(user: User | null | undefined): User {
  if (!user) throw signInRequired();
  return user;
}

/**
 * type-graphql's check behind @Authorized(): a guest gets UNAUTHENTICATED; with roles, the user
 * needs at least one of them (roles are ordered, so 'moderator' admits admins too), else FORBIDDEN.
 */
export const authChecker: AuthChecker<GraphQLContext, string> = ({ context }, roles) => {
  const user = requireUser(context.user);
  if (roles.length === 0) return true;
  if (roles.some((role) => isRole(role) && roleAtLeast(user.role, role))) return true;
  throw new AppError('FORBIDDEN', FORBIDDEN_MESSAGE);
};
