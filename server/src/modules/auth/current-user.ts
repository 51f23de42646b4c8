import { createParameterDecorator } from 'type-graphql';
import { signInRequired } from '../../lib/policy';
import type { GraphQLContext } from '../context';

/**
 * A resolver parameter: the signed-in user, whom the method's `policy.Allowed(action)` has already
 * admitted (the policy decides; this only hands the user over, and refuses a guest should a method
 * lack its policy check).
 */
export function CurrentUser() {
  return createParameterDecorator<GraphQLContext>(({ context }) => {
    if (!context.user) throw signInRequired();
    return context.user;
  });
}
