import { notFound } from '../../lib/errors';
import { definePolicy, signedIn, type Actor } from '../../lib/policy';

export const BUILD_NOT_FOUND = 'Saved build not found.';

const ownsIt = (actor: Actor, build: { readonly ownerId: string }): boolean => actor.id === build.ownerId;
/** Another user's build answers exactly like a missing one. */
const hidden = () => notFound(BUILD_NOT_FOUND);

/**
 * Saved builds: members save and keep builds; a build by id is its owner's alone. Reading by share
 * link and the public gallery are open to everyone (no rule).
 */
export const buildsPolicy = definePolicy('builds', {
  /** Saving, listing one's own builds, cloning a shared one, and asking for one of one's builds: any member. */
  use: signedIn,
  /** Reading a private build by id: its owner. */
  read: { allow: ownsIt, refused: hidden },
  /** Changing, re-sharing or deleting a build: its owner. */
  change: { allow: ownsIt, refused: hidden },
});
