import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { createParameterDecorator } from 'type-graphql';
import { AppError } from '../../lib/errors';
import type { GraphQLContext } from '../context';
import type { User } from '../users/user.entity';

export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

/** UNAUTHENTICATED with the docs/requirements.md §6 sign-in-required message; the REST shim answers it with 401. */
export const signInRequired = (): AppError => new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);

/** The signed-in user, or UNAUTHENTICATED. */
export function requireUser(user: User | null | undefined): User {
  if (!user) throw signInRequired();
  return user;
}

/** A resolver parameter: the signed-in user, or UNAUTHENTICATED for a guest. */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => requireUser(context.user));
}
