import { roleAtLeast } from '@rigforge/common';
import { forbidden } from '../../lib/errors';
import { definePolicy, signedIn, type Actor } from '../../lib/policy';
import { COMMENT_MESSAGES } from './comments.rules';

const moderates = (actor: Actor): boolean => roleAtLeast(actor.role, 'moderator');

/** Comments: reading threads is open to everyone (no rule); writing is for members. */
export const commentsPolicy = definePolicy('comments', {
  /** Posting, rating, and asking to delete a comment: any member. */
  use: signedIn,
  /** Moderation (removing anyone's comment): moderators and admins. */
  moderate: { allow: moderates },
  /** Deleting one comment: its author, or a moderator or admin; anyone else FORBIDDEN. */
  delete: {
    allow: (actor, comment: { readonly userId: string | null }) => actor.id === comment.userId || moderates(actor),
    refused: () => forbidden(COMMENT_MESSAGES.notYours),
  },
});
