import { SIGN_IN_REQUIRED_MESSAGE, type Role } from '@rigforge/common';
import { Authorized } from 'type-graphql';
import { AppError, forbidden } from './errors';

/** FORBIDDEN's message for an action a role does not admit (docs/requirements.md §6). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that.';

/** UNAUTHENTICATED with the docs/requirements.md §6 sign-in-required message; REST answers it with 401. */
export const signInRequired = (): AppError => new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);

/** Who acts: a signed-in user. A guest (null) may do none of a policy's actions. */
export interface Actor {
  readonly id: string;
  readonly role: Role;
}

/** One action's rule: who may, on what, and what a signed-in user who may not is told. */
export interface ActionRule<R> {
  /** Whether a signed-in actor may act (on `resource`, for an action on one thing). */
  readonly allow: (actor: Actor, resource: R) => boolean;
  /**
   * The refusal (default FORBIDDEN with FORBIDDEN_MESSAGE). NOT_FOUND where another user's things
   * must look exactly like missing ones.
   */
  readonly refused?: () => AppError;
}

/** What a policy's rules table may hold. */
export type PolicyRules = Record<string, ActionRule<never>>;

type ResourceOf<Rule> = Rule extends ActionRule<infer R> ? R : never;

/** The resource argument of an action: none for an action that takes none (its rule reads only the actor). */
type ResourceArgs<Rule> = unknown extends ResourceOf<Rule> ? [] : [resource: ResourceOf<Rule>];

/** The actions of a policy that take no resource: the ones a transport checks before the service runs. */
export type FreeAction<Rules extends PolicyRules> = {
  [A in keyof Rules & string]: unknown extends ResourceOf<Rules[A]> ? A : never;
}[keyof Rules & string];

/**
 * A domain's authorization, read in one file (`<module>.policy.ts`): `can(user, action, resource)`
 * answers, `authorize` answers or throws the spec's error (UNAUTHENTICATED for a guest, the rule's
 * refusal for a signed-in user) and gives back the user, signed in.
 */
export interface Policy<Domain extends string = string, Rules extends PolicyRules = PolicyRules> {
  readonly domain: Domain;
  can<A extends keyof Rules & string>(
    user: Actor | null | undefined,
    action: A,
    ...resource: ResourceArgs<Rules[A]>
  ): boolean;
  authorize<U extends Actor, A extends keyof Rules & string>(
    user: U | null | undefined,
    action: A,
    ...resource: ResourceArgs<Rules[A]>
  ): U;
  /**
   * The GraphQL edge: `@Authorized('<domain>.<action>')` for an action without a resource, which
   * graphql/auth-checker.ts answers with this policy's `authorize`.
   */
  Allowed(action: FreeAction<Rules>): ReturnType<typeof Authorized>;
}

/** Any domain's policy, as the module definitions hold them. */
export interface AnyPolicy {
  readonly domain: string;
  /** `authorize` of an action that takes no resource; throws for one this policy does not define. */
  authorizeFree(user: Actor | null | undefined, action: string): Actor;
}

/** Makes a domain's policy from its rules table. */
export function definePolicy<const Domain extends string, const Rules extends PolicyRules>(
  domain: Domain,
  rules: Rules,
): Policy<Domain, Rules> & AnyPolicy {
  const ruleOf = (action: string): ActionRule<unknown> => {
    if (!Object.hasOwn(rules, action)) throw new Error(`The ${domain} policy has no action "${action}"`);
    return rules[action] as ActionRule<unknown>;
  };
  const allows = (user: Actor, action: string, resource: readonly unknown[]): boolean =>
    ruleOf(action).allow(user, resource[0]);
  function authorize<U extends Actor>(user: U | null | undefined, action: string, ...resource: unknown[]): U {
    if (!user) throw signInRequired();
    if (allows(user, action, resource)) return user;
    throw ruleOf(action).refused?.() ?? forbidden(FORBIDDEN_MESSAGE);
  }
  return {
    domain,
    can: (user, action, ...resource) => !!user && allows(user, action, resource),
    authorize,
    authorizeFree: (user, action) => authorize(user, action),
    Allowed: (action) => Authorized(`${domain}.${action}`),
  };
}

/** A members-only action: any signed-in user may (a guest gets UNAUTHENTICATED). */
export const signedIn: ActionRule<unknown> = { allow: () => true };
