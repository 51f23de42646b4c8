import { notFound } from '../errors';
import { FORBIDDEN_MESSAGE, definePolicy, signedIn, type Actor } from '../policy';

const member: Actor = { id: 'u-1', role: 'user' };
const policy = definePolicy('things', {
  use: signedIn,
  own: {
    allow: (actor, thing: { ownerId: string }) => actor.id === thing.ownerId,
    refused: () => notFound('No such thing.'),
  },
  admin: { allow: (actor) => actor.role === 'admin' },
});

describe('definePolicy', () => {
  it('answers can() without throwing: a guest may do nothing', () => {
    expect(policy.can(null, 'use')).toBe(false);
    expect(policy.can(undefined, 'own', { ownerId: 'u-1' })).toBe(false);
    expect(policy.can(member, 'use')).toBe(true);
    expect(policy.can(member, 'own', { ownerId: 'u-1' })).toBe(true);
    expect(policy.can(member, 'own', { ownerId: 'u-2' })).toBe(false);
  });

  it('authorize() gives the user back, or the guest UNAUTHENTICATED, or the rule its refusal', () => {
    expect(policy.authorize(member, 'own', { ownerId: 'u-1' })).toBe(member);
    expect(() => policy.authorize(null, 'use')).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    expect(() => policy.authorize(member, 'own', { ownerId: 'u-2' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND', message: 'No such thing.' }),
    );
    expect(() => policy.authorize(member, 'admin')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE }),
    );
  });

  it('answers the GraphQL auth checker by action name, and refuses a name it does not define', () => {
    expect(policy.authorizeFree(member, 'use')).toBe(member);
    expect(() => policy.authorizeFree(member, 'admin')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => policy.authorizeFree(member, 'toString')).toThrow('The things policy has no action "toString"');
  });
});
