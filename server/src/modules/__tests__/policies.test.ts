// Each domain's policy (modules/<x>/<x>.policy.ts), pure: who may do what, and what the others hear.
import type { Role } from '@rigforge/common';
import type { Actor } from '../../lib/policy';
import { authPolicy } from '../auth/auth.policy';
import { BUILD_NOT_FOUND, buildsPolicy } from '../builds/builds.policy';
import { commentsPolicy } from '../comments/comments.policy';
import { COMMENT_MESSAGES } from '../comments/comments.rules';
import { contactPolicy } from '../contact/contact.policy';
import { notificationsPolicy } from '../notifications/notifications.policy';
import { PRICE_ALERT_NOT_FOUND, pricingPolicy } from '../pricing/pricing.policy';
import { OWN_ROLE_MESSAGE, usersPolicy } from '../users/users.policy';

const as = (id: string, role: Role = 'user'): Actor => ({ id, role });
const ada = as('ada');
const bob = as('bob');
const mod = as('mod', 'moderator');
const admin = as('root', 'admin');
const refusal = (code: string, message?: string) => expect.objectContaining(message ? { code, message } : { code });

describe('members-only actions', () => {
  it.each([
    ['builds', () => buildsPolicy.authorize(null, 'use')],
    ['comments', () => commentsPolicy.authorize(null, 'use')],
    ['notifications', () => notificationsPolicy.authorize(null, 'use')],
    ['pricing', () => pricingPolicy.authorize(null, 'use')],
    ['users', () => usersPolicy.authorize(null, 'use')],
    ['auth', () => authPolicy.authorize(null, 'account')],
  ])('%s: a guest is told to sign in, any member may', (_domain, asGuest) => {
    expect(asGuest).toThrow(refusal('UNAUTHENTICATED'));
  });

  it('admits every signed-in role', () => {
    for (const user of [ada, mod, admin]) {
      expect(buildsPolicy.can(user, 'use')).toBe(true);
      expect(commentsPolicy.can(user, 'use')).toBe(true);
      expect(notificationsPolicy.can(user, 'use')).toBe(true);
      expect(pricingPolicy.can(user, 'use')).toBe(true);
      expect(usersPolicy.can(user, 'use')).toBe(true);
      expect(authPolicy.can(user, 'account')).toBe(true);
    }
  });
});

describe('builds', () => {
  const build = { ownerId: 'ada' };
  it.each(['read', 'change'] as const)('%s: the owner only; anyone else hears NOT_FOUND, admins too', (action) => {
    expect(buildsPolicy.can(ada, action, build)).toBe(true);
    expect(() => buildsPolicy.authorize(bob, action, build)).toThrow(refusal('NOT_FOUND', BUILD_NOT_FOUND));
    expect(buildsPolicy.can(admin, action, build)).toBe(false);
  });
});

describe('comments', () => {
  it('delete: the author, a moderator or an admin; anyone else FORBIDDEN', () => {
    const comment = { userId: 'ada' };
    expect(commentsPolicy.can(ada, 'delete', comment)).toBe(true);
    expect(commentsPolicy.can(mod, 'delete', comment)).toBe(true);
    expect(commentsPolicy.can(admin, 'delete', { userId: null })).toBe(true);
    expect(commentsPolicy.can(bob, 'delete', { userId: null })).toBe(false);
    expect(commentsPolicy.can(null, 'delete', comment)).toBe(false);
    expect(() => commentsPolicy.authorize(bob, 'delete', comment)).toThrow(
      refusal('FORBIDDEN', COMMENT_MESSAGES.notYours),
    );
  });

  it('moderate: moderators and admins', () => {
    expect([ada, mod, admin].map((u) => commentsPolicy.can(u, 'moderate'))).toEqual([false, true, true]);
  });
});

describe('contact', () => {
  it('readMessages: admins only; a moderator is FORBIDDEN', () => {
    expect(contactPolicy.can(admin, 'readMessages')).toBe(true);
    expect(() => contactPolicy.authorize(mod, 'readMessages')).toThrow(refusal('FORBIDDEN'));
    expect(() => contactPolicy.authorize(null, 'readMessages')).toThrow(refusal('UNAUTHENTICATED'));
  });
});

describe('users', () => {
  it('manageRoles: admins only', () => {
    expect([ada, mod, admin].map((u) => usersPolicy.can(u, 'manageRoles'))).toEqual([false, false, true]);
  });

  it("setRoleOf: never one's own account, whatever the e-mail's case and spacing", () => {
    expect(usersPolicy.can(admin, 'setRoleOf', { changedBy: 'root@x.com', email: 'bob@x.com' })).toBe(true);
    expect(() => usersPolicy.authorize(admin, 'setRoleOf', { changedBy: 'root@x.com', email: ' ROOT@x.com ' })).toThrow(
      refusal('FORBIDDEN', OWN_ROLE_MESSAGE),
    );
  });
});

describe('pricing', () => {
  it("alert: the owner only; another user's alert is NOT_FOUND", () => {
    expect(pricingPolicy.can(ada, 'alert', { userId: 'ada' })).toBe(true);
    expect(() => pricingPolicy.authorize(bob, 'alert', { userId: 'ada' })).toThrow(
      refusal('NOT_FOUND', PRICE_ALERT_NOT_FOUND),
    );
  });
});
