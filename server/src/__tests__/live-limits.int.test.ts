// Issue 27, item 5, written as the attack, at the default limits: a guest's socket flood (50
// sockets from one address, 100 commentAdded subscriptions on each), one comment fanned out to
// every subscription that got through, and sockets kept open after their session ended.
import { SESSION_ENDED, TOO_MANY_SOCKETS, tooManySubscriptionsMessage } from '../graphql/live-sockets';
import { createApp } from '../app';
import { openDatabase } from '../db';
import { createLogger } from '../lib/logger';
import { CommentsService } from '../modules/comments/comments.service';
import { browser, resetToken, SIGN_IN, signUp, waitForMail, type Browser } from '../test/accounts';
import { expectData, sql } from '../test/graphql';
import { listen, rawSocket, type RawSocket, type WsMessage } from '../test/live';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
let url: string;

// Behind a trusted proxy the client address comes from X-Forwarded-For, so one test acts from several.
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true' },
    {
      limits: {
        signUpPerIp: { points: 1000, durationSeconds: 3600 },
        commentPerUser: { points: 1000, durationSeconds: 3600 },
      },
    },
  );
  url = await listen(server.app.httpServer);
});

afterAll(async () => {
  if (server.app.httpServer.listening) await new Promise((resolve) => server.app.httpServer.close(resolve));
  await server.close();
});

/** The documented defaults (docs/notifications.md). */
const MAX_SOCKETS = 20;
const MAX_SUBSCRIPTIONS = 20;
const ADDED = 'subscription A($newsId: ID!) { commentAdded(newsId: $newsId) { id content author { username } } }';
const ADDED_FOR_VIEWER = 'subscription A($newsId: ID!) { commentAdded(newsId: $newsId) { id viewerLike } }';
const COUNT = 'subscription { unreadNotificationCount }';
const POST =
  'mutation P($newsId: ID!, $content: String!, $parentId: ID) { postComment(newsId: $newsId, content: $content, parentId: $parentId) { id } }';

async function newsItem(): Promise<string> {
  const [row] = await sql<{ id: string }>(
    server,
    `INSERT INTO news_item (slug, source, title, excerpt, content, "publishedAt")
     VALUES ($1, 'AMD', 'Live limits', 'excerpt', 'content', now()) RETURNING id`,
    [`live-limits-${Math.random().toString(36).slice(2, 10)}`],
  );
  return row.id;
}

const post = (b: Browser, newsId: string, content: string, parentId: string | null = null) =>
  expectData<{ id: string }>(b, POST, { newsId, content, parentId }, 'postComment');

const isNext = (m: WsMessage) => m.type === 'next';
const errorCode = (m: WsMessage) =>
  m.type === 'error' ? (m.payload as { extensions?: { code?: string } }[])[0]?.extensions?.code : undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('uses the documented defaults', () => {
  expect(server.config.wsMaxSocketsPerIp).toBe(MAX_SOCKETS);
  expect(server.config.wsMaxSubscriptionsPerSocket).toBe(MAX_SUBSCRIPTIONS);
  expect(server.config.wsSessionCheckMs).toBe(2000);
});

describe('the socket flood', () => {
  it('lets 20 of 50 sockets from one address in, 20 subscriptions on each, and reads the comment once', async () => {
    const attacker = '203.0.113.50';
    const newsId = await newsItem();
    const sockets = await Promise.all(Array.from({ length: 50 }, () => rawSocket(url, { ip: attacker })));
    const open = sockets.filter((s) => s.acknowledged);
    const refused = sockets.filter((s) => !s.acknowledged);
    expect(open).toHaveLength(MAX_SOCKETS);
    expect(refused).toHaveLength(50 - MAX_SOCKETS);
    for (const s of refused) expect(await s.closed).toEqual(TOO_MANY_SOCKETS);
    // Another address is not held back by this one.
    const elsewhere = await rawSocket(url, { ip: '198.51.100.50' });
    expect(elsewhere.acknowledged).toBe(true);

    for (const s of [...open, elsewhere]) {
      for (let i = 0; i < 100; i += 1) {
        s.send({ id: `s${i}`, type: 'subscribe', payload: { query: ADDED, variables: { newsId } } });
      }
    }
    for (const s of open) await s.waitFor((m) => errorCode(m) === 'RATE_LIMITED', 100 - MAX_SUBSCRIPTIONS);
    const refusal = open[0].messages.find((m) => m.type === 'error')!;
    expect(refusal.payload).toEqual([
      { message: tooManySubscriptionsMessage(MAX_SUBSCRIPTIONS), extensions: { code: 'RATE_LIMITED' } },
    ]);
    // The refused ones are the last 80: the first 20 run.
    expect(refusal.id).toBe(`s${MAX_SUBSCRIPTIONS}`);
    await pause(300);

    const reads = jest.spyOn(CommentsService.prototype, 'byId');
    const authorReads = jest.spyOn(CommentsService.prototype, 'authors');
    try {
      const ada = browser(server);
      await signUp(ada, 'poster');
      const started = Date.now();
      const posted = await post(ada, newsId, 'One comment, many listeners');
      for (const s of [...open, elsewhere]) await s.waitFor(isNext, MAX_SUBSCRIPTIONS);
      const deliveredMs = Date.now() - started;
      const unrelatedStarted = Date.now();
      await expectData(browser(server), '{ me { id } }');
      const unrelatedMs = Date.now() - unrelatedStarted;

      const deliveries = [...open, elsewhere].reduce((n, s) => n + s.messages.filter(isNext).length, 0);
      expect(deliveries).toBe((MAX_SOCKETS + 1) * MAX_SUBSCRIPTIONS);
      const first = open[0].messages.find(isNext)!;
      expect(first.payload).toEqual({
        data: {
          commentAdded: {
            id: posted.id,
            content: 'One comment, many listeners',
            author: { username: expect.any(String) },
          },
        },
      });
      // The event's comment and its author: read once for all 420 subscriptions.
      expect(reads.mock.calls.filter(([id]) => id === posted.id)).toHaveLength(1);
      expect(authorReads).toHaveBeenCalledTimes(1);
      process.stdout.write(
        `socket flood: ${open.length}/50 sockets in, ${MAX_SUBSCRIPTIONS}/100 subscriptions each; one comment: ${deliveries} deliveries in ${deliveredMs} ms, 1 comment read, 1 author read; an unrelated query then took ${unrelatedMs} ms\n`,
      );
    } finally {
      reads.mockRestore();
      authorReads.mockRestore();
      for (const s of [...open, elsewhere]) s.close();
      await Promise.all([...open, elsewhere].map((s) => s.closed));
    }
    // The address's places are free again once its sockets closed.
    const again = await rawSocket(url, { ip: attacker });
    expect(again.acknowledged).toBe(true);
    again.close();
    await again.closed;
  });

  it("resolves each viewer's own fields: one likes read per signed-in viewer, not per subscription", async () => {
    const newsId = await newsItem();
    const ada = browser(server);
    const adaId = (await signUp(ada, 'viewer')).id;
    const bob = browser(server);
    const bobId = (await signUp(bob, 'viewer')).id;
    const sockets = [
      await rawSocket(url, { sessionId: ada.sessionId }),
      await rawSocket(url, { sessionId: bob.sessionId }),
    ];
    for (const s of sockets) {
      for (let i = 0; i < 5; i += 1)
        s.send({ id: `v${i}`, type: 'subscribe', payload: { query: ADDED_FOR_VIEWER, variables: { newsId } } });
    }
    await pause(300);
    const likeReads = jest.spyOn(CommentsService.prototype, 'viewerLikes');
    try {
      const posted = await post(bob, newsId, 'Mine');
      for (const s of sockets) await s.waitFor(isNext, 5);
      for (const s of sockets) {
        for (const m of s.messages.filter(isNext)) {
          expect(m.payload).toEqual({ data: { commentAdded: { id: posted.id, viewerLike: null } } });
        }
      }
      // Five subscriptions per viewer, one read of the viewer's likes each.
      expect(likeReads.mock.calls.map(([viewerId]) => viewerId).sort()).toEqual([adaId, bobId].sort());
    } finally {
      likeReads.mockRestore();
      for (const s of sockets) s.close();
      await Promise.all(sockets.map((s) => s.closed));
    }
  });
});

/** A signed-in user with an open socket counting their unread notifications (0 at first). */
async function watching(prefix: string) {
  const b = browser(server);
  const account = await signUp(b, prefix);
  const socket = await rawSocket(url, { sessionId: b.sessionId });
  socket.send({ id: 'count', type: 'subscribe', payload: { query: COUNT } });
  await socket.waitFor(isNext);
  expect(socket.messages.find(isNext)?.payload).toEqual({ data: { unreadNotificationCount: 0 } });
  return { b, account, socket };
}

/** How long until the socket closes (throws past `withinMs`); and it must close as SESSION_ENDED. */
async function closesAfter(socket: RawSocket, since: number, withinMs = 5000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still open ${withinMs} ms after its session ended`)), withinMs);
  });
  try {
    expect(await Promise.race([socket.closed, timeout])).toEqual(SESSION_ENDED);
  } finally {
    clearTimeout(timer);
  }
  return Date.now() - since;
}

describe('a socket whose session ended', () => {
  const closeTimes: Record<string, number> = {};

  afterAll(() => {
    process.stdout.write(
      `session ended -> socket closed after: ${Object.entries(closeTimes)
        .map(([how, ms]) => `${how} ${ms} ms`)
        .join(', ')}\n`,
    );
  });

  it('is closed after sign-out and hears no more of the unread count', async () => {
    const { b, socket } = await watching('signout');
    const newsId = await newsItem();
    const mine = await post(b, newsId, 'Reply to me');
    const started = Date.now();
    await expectData(b, 'mutation { signOut }');
    closeTimes['sign-out'] = await closesAfter(socket, started);
    const heard = socket.messages.length;
    const bob = browser(server);
    await signUp(bob, 'replier');
    await post(bob, newsId, 'A reply', mine.id);
    await pause(500);
    expect(socket.messages).toHaveLength(heard);
  });

  it("closes the other sessions' sockets after a password change, and keeps this session's", async () => {
    const laptop = await watching('change');
    const phone = browser(server);
    await expectData(phone, SIGN_IN, { email: laptop.account.email, password: laptop.account.password });
    const phoneSocket = await rawSocket(url, { sessionId: phone.sessionId });
    phoneSocket.send({ id: 'count', type: 'subscribe', payload: { query: COUNT } });
    await phoneSocket.waitFor(isNext);

    const started = Date.now();
    await expectData(
      laptop.b,
      'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
      {
        c: laptop.account.password,
        n: 'Another-Pangolin9',
      },
    );
    closeTimes['password change'] = await closesAfter(phoneSocket, started);
    // The laptop's own socket stays, and still hears its count.
    const newsId = await newsItem();
    const mine = await post(laptop.b, newsId, 'Still here');
    const bob = browser(server);
    await signUp(bob, 'replier');
    await post(bob, newsId, 'A reply', mine.id);
    await laptop.socket.waitFor(isNext, 2);
    expect(laptop.socket.messages.filter(isNext).at(-1)?.payload).toEqual({ data: { unreadNotificationCount: 1 } });
    laptop.socket.close();
    await laptop.socket.closed;
  });

  it('is closed after a password reset', async () => {
    const { account, socket } = await watching('reset');
    await expectData(browser(server), 'mutation($email: String!) { requestPasswordReset(email: $email) }', {
      email: account.email,
    });
    const token = resetToken(await waitForMail(server, account.email));
    const started = Date.now();
    const reset = await expectData<boolean>(
      browser(server),
      'mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }',
      { token, password: 'Reset-Pangolin42' },
      'resetPassword',
    );
    expect(reset).toBe(true);
    closeTimes['reset'] = await closesAfter(socket, started);
  });

  it('is closed after the account is deleted', async () => {
    const { b, socket } = await watching('leaving');
    const started = Date.now();
    await expectData(b, 'mutation { deleteAccount }');
    closeTimes['account deletion'] = await closesAfter(socket, started);
  });
});

const crossInstance = process.env.TEST_DATABASE_URL ? describe : describe.skip;

crossInstance('two app processes on one PostgreSQL', () => {
  it('closes a socket on one process when its session ends on the other', async () => {
    const logger = createLogger('silent');
    const db = await openDatabase(server.config, logger);
    const second = await createApp(server.config, db, logger);
    try {
      const b = browser(server);
      await signUp(b, 'across');
      const socket = await rawSocket(await listen(second.httpServer), { sessionId: b.sessionId });
      expect(socket.acknowledged).toBe(true);
      const started = Date.now();
      // Signed out on the first process; the socket is on the second.
      await expectData(b, 'mutation { signOut }');
      const ms = await closesAfter(socket, started);
      process.stdout.write(`session ended on one process -> socket on the other closed after ${ms} ms\n`);
    } finally {
      if (second.httpServer.listening) await new Promise((resolve) => second.httpServer.close(resolve));
      await second.close();
      await db.close();
    }
  });
});
