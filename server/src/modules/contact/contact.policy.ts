import { roleAtLeast } from '@rigforge/common';
import { definePolicy } from '../../lib/policy';

/** Contact: anyone (a guest too) sends a message (no rule); only admins read and handle them. */
export const contactPolicy = definePolicy('contact', {
  /** Reading contact messages and marking them handled: admins. */
  readMessages: { allow: (actor) => roleAtLeast(actor.role, 'admin') },
});
