// Guests' query answers are reused for other guests for GUEST_CACHE_TTL_MS (graphql/guest-cache.ts):
// never for a signed-in user, a mutation, an answer with errors; dropped by this process's writes
// that change what guests see, kept by those that do not; a counted news view drops those showing counts.
import { setTimeout as delay } from 'node:timers/promises';
import request from 'supertest';
import { VISITOR_COOKIE } from '../../lib/visitor-cookie';
import { browser, signUp, type Browser } from '../../test/accounts';
import { expectData, expectRefusal, sql } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';

const TTL_MS = 1500;

let server: TestServer;
let member: Browser;
let item: { id: string; slug: string; title: string };

beforeAll(async () => {
  server = await startTestServer({ GUEST_CACHE_TTL_MS: String(TTL_MS) });
  member = browser(server);
  await signUp(member, 'guestcache');
  [item] = await sql<{ id: string; slug: string; title: string }>(
    server,
    'SELECT id, slug, title FROM news_item ORDER BY "publishedAt" DESC LIMIT 1',
  );
});

afterAll(async () => {
  await server?.close();
});

/** A guest with the visitor cookie of the news view rule (one view per visitor, item and day). */
function cookieVisitor() {
  const http = request(server.app.httpServer);
  let cookie: string | null = null;
  const run = async (req: request.Test) => {
    const res = await (cookie ? req.set('Cookie', cookie) : req);
    const set = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    if (set) cookie = set.split(';')[0];
    return res;
  };
  return {
    graphql: (query: string, variables: Record<string, unknown>) =>
      run(http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables })),
    post: (path: string) => run(http.post(path).send({})),
  };
}

/** The item's title; each test asks under its own operation name, so that tests keep no answers for each other. */
const titleQuery = (name: string) => `query ${name}($id: ID) { newsItem(id: $id) { id title } }`;
const COMMENTS = 'query Thread($newsId: ID!) { comments(newsId: $newsId) { nodes { id content } } }';

/** Renames the item behind the app's back (as another instance or an import would). */
const rename = (title: string) => sql(server, 'UPDATE news_item SET title = $1 WHERE id = $2', [title, item.id]);

const guestTitle = async (name: string) =>
  (await expectData<{ title: string }>(server, titleQuery(name), { id: item.id }, 'newsItem')).title;

describe('the guest answer cache', () => {
  it("answers a guest's repeat of a query from memory until the lifetime ends; members always see the database", async () => {
    await rename('Kept title');
    expect(await guestTitle('Lifetime')).toBe('Kept title');
    await rename('Changed title');
    // Another guest's identical query: the kept answer.
    expect(await guestTitle('Lifetime')).toBe('Kept title');
    // The same query with other variables, or another text, is another answer.
    const bySlug = await expectData<{ title: string }>(
      server,
      'query BySlug($slug: String) { newsItem(slug: $slug) { title } }',
      { slug: item.slug },
      'newsItem',
    );
    expect(bySlug.title).toBe('Changed title');
    // A signed-in user is never answered from it.
    expect(
      (await expectData<{ title: string }>(member, titleQuery('Lifetime'), { id: item.id }, 'newsItem')).title,
    ).toBe('Changed title');
    await delay(TTL_MS + 200);
    expect(await guestTitle('Lifetime')).toBe('Changed title');
  });

  it('keeps answers after a write guests cannot see (a repeat news view), drops them after one they can (a comment)', async () => {
    const viewer = cookieVisitor();
    const view = 'mutation View($id: ID!) { recordNewsView(newsId: $id) { id } }';
    // The counted view's event reaches this process's own subscriber too (on PostgreSQL through NOTIFY,
    // a moment later): wait for it, so that it does not drop the answer kept below.
    const heard = server.app.events.subscribe((e) => e.kind === 'news-views');
    await viewer.graphql(view, { id: item.id });
    await heard.next();
    await heard.return?.();
    await rename('Before the comment');
    expect(await guestTitle('Writes')).toBe('Before the comment');
    await rename('After the comment');
    // The same visitor's view again counts nothing: nothing guests see changed.
    await viewer.graphql(view, { id: item.id });
    expect(await guestTitle('Writes')).toBe('Before the comment');

    const { nodes: before } = await expectData<{ nodes: { id: string }[] }>(
      server,
      COMMENTS,
      { newsId: item.id },
      'comments',
    );
    const posted = await expectData<{ id: string }>(
      member,
      'mutation Post($newsId: ID!, $content: String!) { postComment(newsId: $newsId, content: $content) { id } }',
      { newsId: item.id, content: 'Seen by guests at once' },
      'postComment',
    );
    const { nodes: after } = await expectData<{ nodes: { id: string }[] }>(
      server,
      COMMENTS,
      { newsId: item.id },
      'comments',
    );
    expect(after.map((c) => c.id)).toEqual([...before.map((c) => c.id), posted.id]);
    expect(await guestTitle('Writes')).toBe('After the comment');
  });

  it('drops the answers that show view counts when a view is counted, so a count never goes backwards', async () => {
    const ITEM_VIEWS = 'query ItemViews($id: ID) { newsItem(id: $id) { id views } }';
    const LIST_VIEWS = 'query ListViews { news(first: 100) { nodes { id views } } }';
    const STATS = 'query QuickStats { newsStats { totalViews } }';
    const itemViews = async () =>
      (await expectData<{ views: number }>(server, ITEM_VIEWS, { id: item.id }, 'newsItem')).views;
    const listViews = async () =>
      (await expectData<{ nodes: { id: string; views: number }[] }>(server, LIST_VIEWS, {}, 'news')).nodes.find(
        (n) => n.id === item.id,
      )?.views;
    const totalViews = async () =>
      (await expectData<{ totalViews: number }>(server, STATS, {}, 'newsStats')).totalViews;
    const [views0, list0, total0] = [await itemViews(), await listViews(), await totalViews()];
    expect(list0).toBe(views0);

    const viewer = cookieVisitor();
    const seen = await viewer.graphql('mutation View($id: ID!) { recordNewsView(newsId: $id) { id views } }', {
      id: item.id,
    });
    const counted = (seen.body as { data: { recordNewsView: { views: number } } }).data.recordNewsView.views;
    expect(counted).toBe(views0 + 1);
    // Every guest at once sees at least the count the view answered: item, list and Quick Stats.
    expect(await itemViews()).toBe(counted);
    expect(await listViews()).toBe(counted);
    expect(await totalViews()).toBe(total0 + 1);

    // Over REST too (another visitor).
    const rest = await cookieVisitor().post(`/api/news/${item.id}/view`);
    expect(rest.body).toEqual({ id: item.id, views: counted + 1 });
    expect(await itemViews()).toBe(counted + 1);
    expect(await totalViews()).toBe(total0 + 2);
  });

  it('does not keep an answer with errors', async () => {
    const id = '6f1c2a4e-0b7d-4c1e-9a55-3d2f8e7b9c10';
    const refused = await expectRefusal(server, COMMENTS, { newsId: id });
    expect(refused.code).toBe('NOT_FOUND');
    await sql(
      server,
      `INSERT INTO news_item (id, slug, source, title, "publishedAt") SELECT $1, 'guest-cache-item', source, title, now()
         FROM news_item WHERE id = $2`,
      [id, item.id],
    );
    expect(await expectData(server, COMMENTS, { newsId: id }, 'comments')).toEqual({ nodes: [] });
  });

  it('drops only what a write changed: a comment keeps the guides and the gallery, a saved build keeps the news', async () => {
    const guides = 'query Narrow { buildGuides(limit: 2) { id title } }';
    const gallery = 'query NarrowGallery { publicBuilds(first: 2) { totalCount } }';
    const guest = (query: string, variables: Record<string, unknown> = {}) =>
      request(server.app.httpServer)
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({ query, variables });
    const cacheOf = async (query: string, variables?: Record<string, unknown>) =>
      (await guest(query, variables)).headers['x-guest-cache'];

    // Kept: the first asks run, the repeats are answered from memory (and say so).
    for (const [query, variables] of [
      [guides, {}],
      [gallery, {}],
      [COMMENTS, { newsId: item.id }],
    ] as const) {
      const first = await guest(query, variables);
      expect(first.body.errors).toBeUndefined();
      expect(await cacheOf(query, variables)).toBe('hit');
    }
    await expectData(
      member,
      'mutation Post($newsId: ID!, $content: String!) { postComment(newsId: $newsId, content: $content) { id } }',
      { newsId: item.id, content: 'Narrow drops' },
      'postComment',
    );
    // The thread is asked again; the guides and the gallery are still kept.
    expect(await cacheOf(COMMENTS, { newsId: item.id })).toBe('miss');
    expect(await cacheOf(guides)).toBe('hit');
    expect(await cacheOf(gallery)).toBe('hit');

    await cacheOf(COMMENTS, { newsId: item.id });
    await expectData(
      member,
      `mutation Save($input: SavedBuildInput!) { createSavedBuild(input: $input) { id } }`,
      {
        input: {
          title: 'Narrow drops',
          budgetCents: 100000,
          isPublic: true,
          components: [{ name: 'A custom case', partType: 'Case', priceCents: 5000 }],
        },
      },
      'createSavedBuild',
    );
    expect(await cacheOf(gallery)).toBe('miss');
    expect(await cacheOf(COMMENTS, { newsId: item.id })).toBe('hit');
    expect(await cacheOf(guides)).toBe('hit');
    // Over REST too: a saved build drops the gallery and keeps the guides; marking notifications read drops nothing.
    await cacheOf(gallery);
    const overRest = await member.send('post', '/api/saved-builds', {
      title: 'Narrow drops over REST',
      isPublic: true,
      components: [{ type: 'Case', name: 'A custom case', price: 50 }],
    });
    expect(overRest.status).toBe(201);
    expect(await cacheOf(gallery)).toBe('miss');
    expect(await cacheOf(guides)).toBe('hit');
    expect((await member.send('patch', '/api/notifications/read-all')).status).toBeLessThan(300);
    expect(await cacheOf(gallery)).toBe('hit');
    expect(await cacheOf(COMMENTS, { newsId: item.id })).toBe('hit');
    // A member's request is never kept nor answered from memory: no header.
    const mine = await member.graphql(guides);
    expect(mine.headers['x-guest-cache']).toBeUndefined();
  });

  it('never answers a mutation from memory', async () => {
    const view = 'mutation View($id: ID!) { recordNewsView(newsId: $id) { id views } }';
    const viewer = browser(server);
    const first = await expectData<{ views: number }>(viewer, view, { id: item.id }, 'recordNewsView');
    await sql(server, 'DELETE FROM news_view WHERE "newsId" = $1', [item.id]);
    const second = await expectData<{ views: number }>(viewer, view, { id: item.id }, 'recordNewsView');
    expect(second.views).toBe(first.views + 1);
  });
});
