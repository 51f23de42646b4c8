import type { AuthChecker } from 'type-graphql';
import type { AnyPolicy } from '../lib/policy';
import type { GraphQLContext } from '../modules/context';
import { MODULES } from '../modules';

/** Every module's policy by its domain (a module definition's `policy`). */
const POLICIES = new Map<string, AnyPolicy>(MODULES.flatMap((m) => (m.policy ? [[m.policy.domain, m.policy]] : [])));

/**
 * type-graphql's check behind `@Authorized('<domain>.<action>')` (written `policy.Allowed(action)`):
 * the domain's policy answers, before the resolver runs: a guest gets UNAUTHENTICATED, a user the
 * rule refuses gets its refusal (FORBIDDEN).
 */
export const authChecker: AuthChecker<GraphQLContext, string> = ({ context }, keys) => {
  if (keys.length === 0) throw new Error('@Authorized() names no policy action: use policy.Allowed(action)');
  for (const key of keys) {
    const [domain, action] = key.split('.');
    const policy = POLICIES.get(domain);
    if (!policy || action === undefined) throw new Error(`No policy answers "${key}"`);
    policy.authorizeFree(context.user, action);
  }
  return true;
};
