import { definePolicy, signedIn } from '../../lib/policy';

/** Accounts' sign-in side: signing up, in and out and resetting a password are open to guests (no rule). */
export const authPolicy = definePolicy('auth', {
  /** Changing one's password and deleting one's account: any member, on their own account only. */
  account: signedIn,
});
