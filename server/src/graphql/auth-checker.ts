import type { AuthChecker } from 'type-graphql';
import { isRole, roleAtLeast } from '@rigforge/common';
import { forbidden } from '../lib/errors';
import type { GraphQLContext } from '../modules/context';
import { FORBIDDEN_MESSAGE, requireUser } from '../modules/auth/current-user';

/**
 * type-graphql's check behind @Authorized(): a guest gets UNAUTHENTICATED; with roles, the user
 * needs at least one of them (roles are ordered, so 'moderator' admits admins too), else FORBIDDEN.
 */
export const authChecker: AuthChecker<GraphQLContext, string> = ({ context }, roles) => {
  const user = requireUser(context.user);
  if (roles.length === 0) return true;
  if (roles.some((role) => isRole(role) && roleAtLeast(user.role, role))) return true;
  throw forbidden(FORBIDDEN_MESSAGE);
};
