// Live updates over graphql-ws: the unread count and new comments reach open subscriptions, signed
// in by the session cookie; and with TEST_DATABASE_URL, across two app processes on one PostgreSQL.
import { SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { createApp, type App } from '../app';
import { openDatabase, type Database } from '../db';
import { createLogger } from '../lib/logger';
import { expectData } from '../test/graphql';
import { listen, liveClient, subscribe } from '../test/live';
import { LIKE, communitySuite } from '../modules/comments/__tests__/community-suite';
import { ONLY_SUBSCRIPTIONS_MESSAGE } from '../graphql/subscriptions';

const suite = communitySuite();

const COUNT = 'subscription { unreadNotificationCount }';
const ADDED = `subscription A($newsId: ID!) { commentAdded(newsId: $newsId) { id content parentId author { username } } }`;

afterAll(async () => {
  if (suite.server.app.httpServer.listening) {
    await new Promise((resolve) => suite.server.app.httpServer.close(resolve));
  }
});

describe('one app process', () => {
  it('pushes the unread count: now, after a reply and a like, and after marking all read', async () => {
    const url = await listen(suite.server.app.httpServer);
    const ada = await suite.newUser('live');
    const bob = await suite.newUser('live');
    const newsId = await suite.newsItem();
    const mine = await suite.post(ada, newsId, 'Watch this');
    const client = liveClient(url, ada.b.sessionId);
    const live = subscribe<{ unreadNotificationCount: number }>(client, COUNT);
    try {
      expect((await live.next()).data).toEqual({ unreadNotificationCount: 0 });
      await suite.post(bob, newsId, 'A reply', mine.id);
      expect((await live.next()).data).toEqual({ unreadNotificationCount: 1 });
      await expectData(bob.b, LIKE, { commentId: mine.id, isLike: true });
      expect((await live.next()).data).toEqual({ unreadNotificationCount: 2 });
      await expectData(ada.b, 'mutation { markAllNotificationsRead }');
      expect((await live.next()).data).toEqual({ unreadNotificationCount: 0 });
    } finally {
      await live.stop();
      await client.dispose();
    }
  });

  it('pushes new comments and replies on the open item only, to guests too', async () => {
    const url = await listen(suite.server.app.httpServer);
    const ada = await suite.newUser('feed');
    const watched = await suite.newsItem();
    const other = await suite.newsItem();
    const client = liveClient(url, null);
    const live = subscribe<{ commentAdded: { id: string; content: string; author: { username: string } } }>(
      client,
      ADDED,
      {
        newsId: watched,
      },
    );
    try {
      // Give the subscription a moment to be registered before the first event.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await suite.post(ada, other, 'Elsewhere');
      const posted = await suite.post(ada, watched, 'Here');
      const { data } = await live.next();
      expect(data?.commentAdded).toEqual({
        id: posted.id,
        content: 'Here',
        parentId: null,
        author: { username: ada.username },
      });
    } finally {
      await live.stop();
      await client.dispose();
    }
  });

  it('refuses the unread count to a guest, queries over the socket, and pages on another site', async () => {
    const url = await listen(suite.server.app.httpServer);
    const guest = liveClient(url, null);
    try {
      const refused = await subscribe(guest, COUNT).next();
      expect(refused.errors?.[0]).toMatchObject({
        message: SIGN_IN_REQUIRED_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const query = await subscribe(guest, '{ unreadNotificationCount }').next();
      expect(query.errors?.[0].message).toBe(ONLY_SUBSCRIPTIONS_MESSAGE);
    } finally {
      await guest.dispose();
    }
    const ada = await suite.newUser('xsite');
    const foreign = liveClient(url, ada.b.sessionId, 'https://evil.example');
    try {
      await expect(subscribe(foreign, COUNT).next(3000)).rejects.toBeDefined();
    } finally {
      await foreign.dispose();
    }
  });

  // Found by the fuzz suite: `subscription { unreadNotificationCount(noSuchArgument: 1) }` was answered
  // INTERNAL_SERVER_ERROR "Something went wrong" (graphql-js's errors carry no code over the socket).
  it.each([
    [
      'an unknown argument',
      'subscription { unreadNotificationCount(noSuchArgument: 1) }',
      {},
      /Unknown argument/,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    ['a syntax error', 'subscription { unreadNotificationCount', {}, /Syntax Error/, 'GRAPHQL_PARSE_FAILED'],
    [
      'a missing variable',
      'subscription($n: ID!) { commentAdded(newsId: $n) { id } }',
      {},
      /Variable "\$n" of required type "ID!" was not provided/,
      'BAD_USER_INPUT',
    ],
    [
      'a variable of the wrong type',
      'subscription($n: ID!) { commentAdded(newsId: $n) { id } }',
      { n: [1] },
      /ID cannot/,
      'BAD_USER_INPUT',
    ],
  ])(
    'refuses %s as the caller’s mistake, with graphql-js’s message',
    async (_what, query, variables, message, code) => {
      const url = await listen(suite.server.app.httpServer);
      const guest = liveClient(url, null);
      try {
        const refused = await subscribe(guest, query, variables).next();
        expect(refused.errors?.[0].extensions?.code).toBe(code);
        expect(refused.errors?.[0].message).toMatch(message);
      } finally {
        await guest.dispose();
      }
    },
  );

  it("never pushes another user's notifications", async () => {
    const url = await listen(suite.server.app.httpServer);
    const ada = await suite.newUser('own');
    const bob = await suite.newUser('own');
    const newsId = await suite.newsItem();
    const bobs = await suite.post(bob, newsId, 'Bob');
    const client = liveClient(url, ada.b.sessionId);
    const live = subscribe<{ unreadNotificationCount: number }>(client, COUNT);
    try {
      expect((await live.next()).data).toEqual({ unreadNotificationCount: 0 });
      // A notification for Bob does not reach Ada's subscription.
      await suite.post(ada, newsId, 'Ada replies', bobs.id);
      await expect(live.next(700)).rejects.toThrow(/no subscription result/);
    } finally {
      await live.stop();
      await client.dispose();
    }
  });
});

const crossInstance = process.env.TEST_DATABASE_URL ? describe : describe.skip;

crossInstance('two app processes on one PostgreSQL', () => {
  let second: { app: App; db: Database } | undefined;

  beforeAll(async () => {
    const { config } = suite.server;
    const logger = createLogger('silent');
    const db = await openDatabase(config, logger);
    second = { app: await createApp(config, db, logger), db };
  });

  afterAll(async () => {
    if (!second) return;
    if (second.app.httpServer.listening) await new Promise((resolve) => second!.app.httpServer.close(resolve));
    await second.app.close();
    await second.db.close();
  });

  it('delivers a notification made on one instance to a subscription on the other', async () => {
    const url = await listen(second!.app.httpServer);
    const ada = await suite.newUser('cross');
    const bob = await suite.newUser('cross');
    const newsId = await suite.newsItem();
    const mine = await suite.post(ada, newsId, 'Across processes');
    const client = liveClient(url, ada.b.sessionId);
    const count = subscribe<{ unreadNotificationCount: number }>(client, COUNT);
    const comments = subscribe<{ commentAdded: { id: string } }>(client, ADDED, { newsId });
    try {
      expect((await count.next()).data).toEqual({ unreadNotificationCount: 0 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Bob's reply goes to the first instance (suite.server); Ada listens on the second.
      const reply = await suite.post(bob, newsId, 'Heard on the other side', mine.id);
      expect((await count.next()).data).toEqual({ unreadNotificationCount: 1 });
      expect((await comments.next()).data?.commentAdded.id).toBe(reply.id);
    } finally {
      await count.stop();
      await comments.stop();
      await client.dispose();
    }
  });
});
