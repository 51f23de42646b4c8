// Who may do what with comments, over GraphQL and REST: guests read only; authors delete their
// own; moderators and admins remove anyone's; another user is refused (403) and changes nothing.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser } from '../../../test/accounts';
import { expectData, expectRefusal } from '../../../test/graphql';
import { COMMENT_MESSAGES } from '../comments.rules';
import { DELETE, LIKE, POST, communitySuite, type Member } from './community-suite';

const suite = communitySuite();

describe('guests', () => {
  it('read threads but get UNAUTHENTICATED (REST 401) on everything else', async () => {
    const ada = await suite.newUser('auth');
    const newsId = await suite.newsItem();
    const comment = await suite.post(ada, newsId, 'Hello');
    const guest = browser(suite.server);
    const [read] = await suite.thread(guest, newsId);
    expect(read).toMatchObject({ id: comment.id, viewerLike: null, viewerCanDelete: false, viewerIsModerator: false });

    const calls: [string, Record<string, unknown>][] = [
      [POST, { newsId, content: 'guest' }],
      [LIKE, { commentId: comment.id, isLike: true }],
      [DELETE, { commentId: comment.id }],
    ];
    for (const [call, variables] of calls) {
      expect(await expectRefusal(guest, call, variables)).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    const rest = [
      await guest.send('post', `/api/news/${newsId}/comments`, { content: 'guest' }),
      await guest.get(`/api/comments/${comment.id}/user-like`),
      await guest.send('post', `/api/comments/${comment.id}/like`, { isLike: true }),
      await guest.send('delete', `/api/comments/${comment.id}`),
    ];
    for (const res of rest) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
      expect(res.body.message).toMatch(/^401.*Unauthorized/);
    }
    expect((await guest.get(`/api/news/${newsId}/comments`)).status).toBe(200);
    expect(await suite.thread(ada.b, newsId)).toHaveLength(1);
    expect(await suite.commentCount(newsId)).toBe(1);
  });
});

describe('deleting a comment', () => {
  let author: Member;
  let other: Member;
  let moderator: Member;
  let admin: Member;
  beforeAll(async () => {
    author = await suite.newUser('author');
    other = await suite.newUser('other');
    moderator = await suite.newUser('moder', 'moderator');
    admin = await suite.newUser('admin', 'admin');
  });

  it('tells each viewer whether they may delete, and whether that is a moderation removal', async () => {
    const newsId = await suite.newsItem();
    await suite.post(author, newsId, 'Mine');
    const seen = async (m: Member) => {
      const [c] = await suite.thread(m.b, newsId);
      return { canDelete: c.viewerCanDelete, moderator: c.viewerIsModerator };
    };
    expect(await seen(author)).toEqual({ canDelete: true, moderator: false });
    expect(await seen(other)).toEqual({ canDelete: false, moderator: false });
    expect(await seen(moderator)).toEqual({ canDelete: true, moderator: true });
    expect(await seen(admin)).toEqual({ canDelete: true, moderator: true });
  });

  it.each([
    ['GraphQL', 'author'],
    ['GraphQL', 'moderator'],
    ['GraphQL', 'admin'],
    ['REST', 'author'],
    ['REST', 'moderator'],
    ['REST', 'admin'],
  ] as const)('over %s, the %s may', async (transport, who) => {
    const actor = { author, moderator, admin }[who];
    const newsId = await suite.newsItem();
    const comment = await suite.post(author, newsId, `Delete me (${who})`);
    if (transport === 'GraphQL') {
      expect(await expectData<boolean>(actor.b, DELETE, { commentId: comment.id }, 'deleteComment')).toBe(true);
    } else {
      const res = await actor.b.send('delete', `/api/comments/${comment.id}`);
      expect(res.status).toBe(204);
    }
    expect(await suite.thread(author.b, newsId)).toEqual([]);
    expect(await suite.commentCount(newsId)).toBe(0);
  });

  it('refuses another user with FORBIDDEN (403) over both transports, and changes nothing', async () => {
    const newsId = await suite.newsItem();
    const comment = await suite.post(author, newsId, 'Not yours');
    expect(await expectRefusal(other.b, DELETE, { commentId: comment.id })).toEqual({
      code: 'FORBIDDEN',
      message: COMMENT_MESSAGES.notYours,
    });
    const res = await other.b.send('delete', `/api/comments/${comment.id}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FORBIDDEN', message: COMMENT_MESSAGES.notYours });
    expect(await suite.thread(author.b, newsId)).toHaveLength(1);
    expect(await suite.commentCount(newsId)).toBe(1);
  });

  it('answers NOT_FOUND (404) for unknown ids; over GraphQL a malformed one is BAD_USER_INPUT', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await expectRefusal(admin.b, DELETE, { commentId: id })).code).toBe(
        id === 'nope' ? 'BAD_USER_INPUT' : 'NOT_FOUND',
      );
      expect((await admin.b.send('delete', `/api/comments/${id}`)).status).toBe(404);
    }
  });
});

describe('likes over REST', () => {
  it('records, reads back and clears a choice; bad input is a 400', async () => {
    const ada = await suite.newUser('likes');
    const bob = await suite.newUser('likes');
    const newsId = await suite.newsItem();
    const comment = await suite.post(ada, newsId, 'Rate me');
    expect((await bob.b.get(`/api/comments/${comment.id}/user-like`)).body).toBeNull();
    const liked = await bob.b.send('post', `/api/comments/${comment.id}/like`, { isLike: true });
    expect(liked.status).toBe(200);
    expect(liked.body).toMatchObject({ isLike: true, likes: 1, dislikes: 0 });
    expect((await bob.b.get(`/api/comments/${comment.id}/user-like`)).body).toEqual({ isLike: true });
    const switched = await bob.b.send('post', `/api/comments/${comment.id}/like`, { isLike: false });
    expect(switched.body).toMatchObject({ isLike: false, likes: 0, dislikes: 1 });
    const cleared = await bob.b.send('post', `/api/comments/${comment.id}/like`, { isLike: false });
    expect(cleared.body).toMatchObject({ isLike: null, likes: 0, dislikes: 0 });
    expect((await bob.b.get(`/api/comments/${comment.id}/user-like`)).body).toBeNull();
    expect((await bob.b.send('post', `/api/comments/${comment.id}/like`, { isLike: 'yes' })).status).toBe(400);
    expect((await bob.b.get(`/api/comments/00000000-0000-4000-8000-000000000000/user-like`)).status).toBe(404);
  });
});
