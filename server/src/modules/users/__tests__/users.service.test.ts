import type { EntityManager } from 'typeorm';
import { Role, User } from '../user.entity';
import { OWN_ROLE_MESSAGE } from '../users.policy';
import { OPERATOR, UsersService } from '../users.service';

/** A manager that fails any query: the rule must refuse before the database is asked anything. */
const noDatabase = new Proxy({} as EntityManager, {
  get: () => {
    throw new Error('the database was used');
  },
});

const admin = Object.assign(new User(), { id: 'u-1', email: 'Ada@Example.com', role: Role.admin });

describe('UsersService.setRole', () => {
  it('refuses an admin changing their own role, whatever the case and spacing of the e-mail', async () => {
    const users = new UsersService(noDatabase);
    for (const email of ['Ada@Example.com', ' ada@example.com ', 'ADA@EXAMPLE.COM']) {
      await expect(users.setRole(email, Role.user, admin)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: OWN_ROLE_MESSAGE,
      });
    }
  });

  it('lets an admin change another account, and the operator any account (it reaches the database)', async () => {
    const users = new UsersService(noDatabase);
    await expect(users.setRole('bob@example.com', Role.moderator, admin)).rejects.toThrow('the database was used');
    await expect(users.setRole('Ada@Example.com', Role.user, OPERATOR)).rejects.toThrow('the database was used');
  });
});
