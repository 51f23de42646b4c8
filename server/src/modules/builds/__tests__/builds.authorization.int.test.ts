// Saved builds end to end: who may do what. A guest is told to sign in; anyone but the owner is
// answered as if the build did not exist, moderators and admins included.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser, type Browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { BUILD_NOT_FOUND } from '../builds.policy';
import {
  CLONE,
  CREATE,
  DELETE,
  MINE,
  ONE,
  REGENERATE,
  UNKNOWN_ID,
  UPDATE,
  quickBuild,
  type Page,
  type Saved,
  buildsSuite,
} from './builds-suite';

const suite = buildsSuite();
const { newUser } = suite;

// --- Who may do what ----------------------------------------------------------------------------

describe('authorization', () => {
  it('gives a guest UNAUTHENTICATED (401 on REST) on every signed-in operation, and leaves the build alone', async () => {
    const owner = await newUser('owned');
    const build = await quickBuild(owner.b, { title: 'Not yours' });
    const guest = browser(suite.server);
    const calls: [string, Record<string, unknown>][] = [
      [MINE, { first: 5 }],
      [ONE, { id: build.id }],
      [CREATE, { input: { components: [{ type: 'CPU', name: 'x', price: 1 }] } }],
      [UPDATE, { id: build.id, title: 'Hijacked' }],
      [DELETE, { id: build.id }],
      [REGENERATE, { id: build.id }],
      [CLONE, { token: build.shareToken }],
    ];
    for (const [call, variables] of calls) {
      expect(await expectRefusal(guest, call, variables)).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    const rest = [
      await guest.get('/api/saved-builds'),
      await guest.send('post', '/api/saved-builds', { components: [{ type: 'CPU', name: 'x', price: 1 }] }),
      await guest.send('patch', `/api/saved-builds/${build.id}`, { title: 'Hijacked' }),
      await guest.send('delete', `/api/saved-builds/${build.id}`),
    ];
    for (const res of rest) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
    }
    expect(await expectData<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });
  it('answers another user, a moderator and an admin exactly as for a build that does not exist', async () => {
    const owner = await newUser('victim');
    const build = await quickBuild(owner.b, { title: 'Mine alone', description: 'Private notes' });
    const other = await newUser('other');
    const moderator = await newUser('mod');
    const admin = await newUser('admin');
    await sql(suite.server, `UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.id]);
    await sql(suite.server, `UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    expect((await moderator.b.get('/api/auth/user')).body.role).toBe('moderator');
    expect((await admin.b.get('/api/auth/user')).body.role).toBe('admin');

    /** Every answer a caller gets for the by-id operations on `id`: GraphQL code and message, REST status and body. */
    const answers = async (b: Browser, id: string) => [
      await expectRefusal(b, ONE, { id }),
      await expectRefusal(b, UPDATE, { id, title: 'Hijacked', isPublic: true }),
      await expectRefusal(b, UPDATE, { id, description: null }),
      await expectRefusal(b, DELETE, { id }),
      await expectRefusal(b, REGENERATE, { id }),
      await b.send('patch', `/api/saved-builds/${id}`, { title: 'Hijacked' }).then((r) => [r.status, r.body]),
      await b.send('delete', `/api/saved-builds/${id}`).then((r) => [r.status, r.body]),
    ];
    // The yardstick: what the owner gets for an id that names nothing.
    const missing = await answers(owner.b, UNKNOWN_ID);
    const notFound = { code: 'NOT_FOUND', message: BUILD_NOT_FOUND };
    expect(missing).toEqual([notFound, notFound, notFound, notFound, notFound, [404, notFound], [404, notFound]]);
    // A malformed id is the caller's mistake over GraphQL (the same for every caller); REST keeps its 404.
    const malformed = { code: 'BAD_USER_INPUT', message: 'id must be a RigForge id (a UUID, as the API gives them).' };
    expect(await answers(owner.b, 'not-a-uuid')).toEqual([
      malformed,
      malformed,
      malformed,
      malformed,
      malformed,
      [404, notFound],
      [404, notFound],
    ]);

    for (const intruder of [other, moderator, admin]) {
      // The same words for someone else's build as for no build at all: nothing says it exists.
      expect(await answers(intruder.b, build.id)).toEqual(missing);
      expect(await answers(intruder.b, UNKNOWN_ID)).toEqual(missing);
      // Their own lists never show it.
      const mine = await expectData<Page>(intruder.b, MINE, { first: 50 }, 'mySavedBuilds');
      expect(mine.nodes.map((n) => n.id)).not.toContain(build.id);
      const list = await intruder.b.get('/api/saved-builds');
      expect(list.status).toBe(200);
      expect(list.body.map((n: { id: string }) => n.id)).not.toContain(build.id);
    }
    // Nothing changed.
    expect(await expectData<Saved>(owner.b, ONE, { id: build.id }, 'savedBuild')).toEqual(build);
  });
});
