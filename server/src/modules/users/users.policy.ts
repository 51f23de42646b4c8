import { normalizeEmail, roleAtLeast } from '@rigforge/common';
import { forbidden } from '../../lib/errors';
import { definePolicy, signedIn } from '../../lib/policy';

/** E-mail addresses name the same account regardless of case and surrounding spaces. */
const isSameEmail = (a: string, b: string): boolean =>
  normalizeEmail(a).toLowerCase() === normalizeEmail(b).toLowerCase();

export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';

/** Accounts: each member changes only their own settings; admins change others' roles. */
export const usersPolicy = definePolicy('users', {
  /** Changing one's own username and preferences: any member (the operation is always on the actor). */
  use: signedIn,
  /** Changing roles at all: admins. */
  manageRoles: { allow: (actor) => roleAtLeast(actor.role, 'admin') },
  /** Changing the role of the account with `email` (for an admin, `manageRoles`): never one's own. */
  setRoleOf: {
    allow: (_actor, change: { readonly changedBy: string; readonly email: string }) =>
      !isSameEmail(change.changedBy, change.email),
    refused: () => forbidden(OWN_ROLE_MESSAGE),
  },
});
