// Notifications end to end: who gets which (replies, likes, news, other), never for oneself, none
// with the preference off, one like notification per comment and liker; reading and marking read
// is the owner's alone, over GraphQL and REST.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import {
  LIKE,
  MARK_ALL,
  MARK_READ,
  NOTIFICATIONS,
  UNREAD,
  communitySuite,
  type Member,
  type NotificationView,
} from '../../comments/__tests__/community-suite';
import { NOTIFICATION_MESSAGES } from '../notifications.rules';
import { NotificationsService } from '../notifications.service';

const suite = communitySuite();

const listOf = async (m: Member) =>
  (await expectData<{ nodes: NotificationView[] }>(m.b, NOTIFICATIONS, { first: 50 }, 'notifications')).nodes;
const unreadOf = (m: Member) => expectData<number>(m.b, UNREAD, {}, 'unreadNotificationCount');
const notifications = () =>
  new NotificationsService(suite.server.db.dataSource.manager, { events: suite.server.app.events });
const setNotifications = (m: Member, on: boolean) =>
  sql(suite.server, `UPDATE users SET notifications = $2 WHERE id = $1`, [m.id, on]);

describe('notification rules', () => {
  it('tells the author of a reply and of a like, with who and where; never for themselves', async () => {
    const ada = await suite.newUser('ada');
    const bob = await suite.newUser('bob');
    const newsId = await suite.newsItem();
    const [{ slug }] = await sql<{ slug: string }>(suite.server, `SELECT slug FROM news_item WHERE id = $1`, [newsId]);
    const mine = await suite.post(ada, newsId, 'Ada says');
    await suite.post(ada, newsId, 'Ada answers herself', mine.id);
    await expectData(ada.b, LIKE, { commentId: mine.id, isLike: true });
    expect(await listOf(ada)).toEqual([]);

    const reply = await suite.post(bob, newsId, 'Bob answers', mine.id);
    await expectData(bob.b, LIKE, { commentId: mine.id, isLike: true });
    const list = await listOf(ada);
    expect(list.map((n) => n.type)).toEqual(['COMMENT_LIKE', 'COMMENT_REPLY']);
    expect(list[1]).toMatchObject({
      message: `${bob.username} replied to your comment`,
      isRead: false,
      newsId,
      newsSlug: slug,
      commentId: reply.id,
      relatedUser: { username: bob.username },
    });
    expect(list[0]).toMatchObject({ message: `${bob.username} liked your comment`, commentId: mine.id });
    expect(await unreadOf(ada)).toBe(2);
    expect(await listOf(bob)).toEqual([]);
  });

  it('names a renamed actor by the new name, and a deleted one nowhere: not in lists, not in the table', async () => {
    const ada = await suite.newUser('ada');
    const eve = await suite.newUser('eve');
    const newsId = await suite.newsItem();
    const mine = await suite.post(ada, newsId, 'Ada says');
    await suite.post(eve, newsId, 'Eve answers', mine.id);
    await expectData(eve.b, LIKE, { commentId: mine.id, isLike: true });
    const renamed = `${eve.username.slice(0, 14)}_new`;
    await expectData(eve.b, 'mutation U($u: String!) { updateUsername(username: $u) { username } }', { u: renamed });
    expect((await listOf(ada)).map((n) => n.message)).toEqual([
      `${renamed} liked your comment`,
      `${renamed} replied to your comment`,
    ]);

    await expectData(eve.b, 'mutation { deleteAccount }');
    const list = await listOf(ada);
    expect(list.map((n) => [n.message, n.relatedUser])).toEqual([
      ['Someone liked your comment', null],
      ['Someone replied to your comment', null],
    ]);
    const stored = await sql<{ message: string }>(
      suite.server,
      `SELECT message FROM notification WHERE "userId" = $1 ORDER BY "createdAt"`,
      [ada.id],
    );
    expect(stored.map((r) => r.message).join(' ')).not.toMatch(new RegExp(`${eve.username}|${renamed}`));
  });

  it('sends one like notification per comment and liker, however often they toggle, and none for dislikes', async () => {
    const ada = await suite.newUser('ada');
    const bob = await suite.newUser('bob');
    const carol = await suite.newUser('carol');
    const comment = await suite.post(ada, await suite.newsItem(), 'Like me');
    for (const isLike of [true, true, true, false, true]) {
      await expectData(bob.b, LIKE, { commentId: comment.id, isLike });
    }
    await expectData(carol.b, LIKE, { commentId: comment.id, isLike: false });
    const list = await listOf(ada);
    expect(list.map((n) => [n.type, n.relatedUser?.username])).toEqual([['COMMENT_LIKE', bob.username]]);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => expectData(carol.b, LIKE, { commentId: comment.id, isLike: i % 2 === 0 })),
    );
    // Carol's first like click (whatever the order) finds no like of hers: exactly one more notification.
    const likes = (await listOf(ada)).filter((n) => n.type === 'COMMENT_LIKE');
    expect(likes.map((n) => n.relatedUser?.username).sort()).toEqual([bob.username, carol.username].sort());
  });

  it('sends nothing personal to a user whose notifications preference is off', async () => {
    const ada = await suite.newUser('quiet');
    const bob = await suite.newUser('loud');
    await setNotifications(ada, false);
    const newsId = await suite.newsItem();
    const mine = await suite.post(ada, newsId, 'Do not disturb');
    await suite.post(bob, newsId, 'Reply anyway', mine.id);
    await expectData(bob.b, LIKE, { commentId: mine.id, isLike: true });
    expect(await notifications().notify(ada.id, 'Price drop: RTX 4060 now $279')).toBe(false);
    expect(
      await notifications().notifyNewsArrived([{ id: newsId, title: 'News', source: 'AMD', publishedAt: new Date() }]),
    ).toBeGreaterThan(0);
    expect(await listOf(ada)).toEqual([]);
    expect(await unreadOf(ada)).toBe(0);
    await setNotifications(ada, true);
    expect(await notifications().notify(ada.id, 'Price drop: RTX 4060 now $279')).toBe(true);
    expect((await listOf(ada)).map((n) => [n.type, n.message, n.relatedUser])).toEqual([
      ['OTHER', 'Price drop: RTX 4060 now $279', null],
    ]);
  });

  it('tells every user with notifications on about new news items, in one statement, newest five per batch', async () => {
    const on = await suite.newUser('newson');
    const off = await suite.newUser('newsoff');
    await setNotifications(off, false);
    const items: { id: string; title: string; source: string; publishedAt: Date }[] = [];
    for (let i = 0; i < 7; i += 1) {
      const id = await suite.newsItem(`Item ${i}`);
      items.push({ id, title: `Item ${i}`, source: 'NVIDIA', publishedAt: new Date(Date.UTC(2026, 0, i + 1)) });
    }
    const run = await suite.sqlOf(() => notifications().notifyNewsArrived(items));
    expect(run.statements.filter((s) => /INSERT/i.test(s))).toHaveLength(1);
    const mine = (await listOf(on)).filter((n) => n.type === 'NEWS');
    expect(mine.map((n) => n.message).sort()).toEqual(
      ['Item 2', 'Item 3', 'Item 4', 'Item 5', 'Item 6'].map((t) => `New from NVIDIA: ${t}`),
    );
    expect(mine.every((n) => n.newsId !== null && n.newsSlug !== null && n.relatedUser === null)).toBe(true);
    expect((await listOf(off)).filter((n) => n.type === 'NEWS')).toEqual([]);
    expect(await notifications().notifyNewsArrived([])).toBe(0);
  });
});

describe('reading and marking read', () => {
  it('marks one and then all read, over GraphQL and REST', async () => {
    const ada = await suite.newUser('mark');
    for (let i = 0; i < 4; i += 1) await notifications().notify(ada.id, `Alert ${i}`);
    const list = await listOf(ada);
    expect(list.map((n) => n.message)).toEqual(['Alert 3', 'Alert 2', 'Alert 1', 'Alert 0']);
    expect(await expectData(ada.b, MARK_READ, { id: list[0].id }, 'markNotificationRead')).toEqual({
      id: list[0].id,
      isRead: true,
    });
    expect(await unreadOf(ada)).toBe(3);
    const rest = await ada.b.send('patch', `/api/notifications/${list[1].id}/read`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: list[1].id, isRead: true, type: 'other', message: 'Alert 2' });
    expect((await ada.b.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });
    const restList = await ada.b.get('/api/notifications?first=2');
    expect(restList.body.map((n: { message: string }) => n.message)).toEqual(['Alert 3', 'Alert 2']);
    expect(await expectData(ada.b, MARK_ALL, {}, 'markAllNotificationsRead')).toBe(2);
    expect((await ada.b.send('patch', '/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect(await unreadOf(ada)).toBe(0);
    expect((await ada.b.get('/api/notifications?first=lots')).status).toBe(400);
  });
});

describe('who may read and mark notifications', () => {
  it('gives a guest UNAUTHENTICATED (REST 401) on every call', async () => {
    const guest = browser(suite.server);
    const calls: [string, Record<string, unknown>][] = [
      [NOTIFICATIONS, {}],
      [UNREAD, {}],
      [MARK_READ, { id: '00000000-0000-4000-8000-000000000000' }],
      [MARK_ALL, {}],
    ];
    for (const [call, variables] of calls) {
      expect(await expectRefusal(guest, call, variables)).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    for (const res of [
      await guest.get('/api/notifications'),
      await guest.get('/api/notifications/unread-count'),
      await guest.send('patch', '/api/notifications/00000000-0000-4000-8000-000000000000/read'),
      await guest.send('patch', '/api/notifications/read-all'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
    }
  });

  it.each(['user', 'moderator', 'admin'] as const)(
    'shows a %s only their own, and answers NOT_FOUND for marking anyone else’s',
    async (role) => {
      const owner = await suite.newUser('owner');
      const other = await suite.newUser('other', role);
      await notifications().notify(owner.id, 'Private to the owner');
      const [mine] = await listOf(owner);
      expect(await listOf(other)).toEqual([]);
      expect((await other.b.get('/api/notifications')).body).toEqual([]);
      expect(await expectRefusal(other.b, MARK_READ, { id: mine.id })).toEqual({
        code: 'NOT_FOUND',
        message: NOTIFICATION_MESSAGES.notFound,
      });
      const rest = await other.b.send('patch', `/api/notifications/${mine.id}/read`);
      expect(rest.status).toBe(404);
      expect(await expectData(other.b, MARK_ALL, {}, 'markAllNotificationsRead')).toBe(0);
      expect(await unreadOf(owner)).toBe(1);
      expect((await listOf(owner))[0].isRead).toBe(false);
    },
  );
});
