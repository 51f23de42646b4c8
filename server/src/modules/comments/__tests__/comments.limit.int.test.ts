// The per-account limit on posting comments: past it, RATE_LIMITED (429 with Retry-After), never a 500.
import { browser, signUp, type Browser } from '../../../test/accounts';
import { expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { POST } from './community-suite';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { limits: { commentPerUser: { points: 3, durationSeconds: 3600 } } });
});

afterAll(async () => {
  await server.close();
});

it('refuses comments past commentPerUser from one account, and counts other accounts apart', async () => {
  const [{ id: newsId }] = await sql<{ id: string }>(
    server,
    `INSERT INTO news_item (slug, source, title, "publishedAt") VALUES ('limit-item', 'Intel', 'Limits', now()) RETURNING id`,
  );
  const post = (b: Browser, content: string) => b.send('post', `/api/news/${newsId}/comments`, { content });
  const ada = browser(server);
  await signUp(ada, 'limitada');
  for (let i = 0; i < 3; i += 1) expect((await post(ada, `Comment ${i}`)).status).toBe(201);
  const refused = await post(ada, 'One too many');
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^You are posting comments too quickly\. Please try again/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const graphql = await expectRefusal(ada, POST, { newsId, content: 'Still too many', parentId: null });
  expect(graphql.code).toBe('RATE_LIMITED');

  const bob = browser(server);
  await signUp(bob, 'limitbob');
  expect((await post(bob, 'Another account')).status).toBe(201);
  const [{ count }] = await sql<{ count: number }>(
    server,
    `SELECT "commentCount" AS count FROM news_item WHERE id = $1`,
    [newsId],
  );
  expect(count).toBe(4);
});
