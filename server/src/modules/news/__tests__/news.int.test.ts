// News end to end on a real database: the seed, the list (cursor pages, source filter, a fixed number
// of statements), one item, the stats, and the one-view-per-visitor-and-day rule over GraphQL and REST.
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import request from 'supertest';
import { browser, signUp } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { seedNews } from '../../../db/seed/news.data';
import { seedNewsItems } from '../news.seed';
import { VISITOR_COOKIE } from '../../../lib/visitor-cookie';
import { NEWS_BAD_CURSOR, NEWS_NOT_FOUND } from '../news.rules';

let server: TestServer;
const now = { value: new Date('2026-11-20T10:00:00.000Z') };

beforeAll(async () => {
  server = await startTestServer(
    {},
    { clock: { now: () => now.value }, limits: { newsViewPerIp: { points: 10_000, durationSeconds: 3600 } } },
  );
});

afterAll(async () => {
  await server.close();
});

const ITEM_FIELDS = `id slug source sourceLabel title excerpt description content tags imageUrl imageAlt sourceUrl
  publishedAt createdAt views commentCount`;
const NEWS = `query News($source: NewsSource, $first: Int, $after: String) {
  news(source: $source, first: $first, after: $after) { nodes { ${ITEM_FIELDS} } endCursor hasNextPage totalCount } }`;
const ITEM = `query Item($id: ID, $slug: String) { newsItem(id: $id, slug: $slug) { id slug views } }`;
const STATS = `{ newsStats { totalViews totalComments latestUpdate sources { source sourceLabel count } } }`;
const VIEW = `mutation View($newsId: ID!) { recordNewsView(newsId: $newsId) { id views } }`;

interface Item {
  id: string;
  slug: string;
  source: string;
  sourceLabel: string;
  title: string;
  imageUrl: string | null;
  imageAlt: string | null;
  sourceUrl: string | null;
  publishedAt: string;
  views: number;
  tags: string[];
}
interface Conn {
  nodes: Item[];
  endCursor: string | null;
  hasNextPage: boolean;
  totalCount: number;
}

const guest = () => ({ graphql: server.graphql });

async function firstItem(): Promise<Item> {
  const page = await expectData<Conn>(guest(), NEWS, { first: 1 }, 'news');
  return page.nodes[0];
}

/** A guest with its own visitor cookie (taken from the first answer that sets one). */
function visitor() {
  let cookie: string | null = null;
  const remember = (res: request.Response) => {
    const set = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    if (set) cookie = set.split(';')[0];
    return res;
  };
  const withCookie = (req: request.Test) => (cookie ? req.set('Cookie', cookie) : req);
  return {
    get cookie() {
      return cookie;
    },
    graphql: async (query: string, variables?: Record<string, unknown>) =>
      remember(
        await withCookie(
          server.http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables }),
        ),
      ),
    view: async (id: string) => remember(await withCookie(server.http.post(`/api/news/${id}/view`))),
  };
}

describe('the seed', () => {
  it('loads at least 16 items of ours over the four sources, with local illustrations, and is idempotent', async () => {
    const rows = await sql<{ source: string; n: number }>(
      server,
      `SELECT "source", count(*)::int AS n FROM "news_item" GROUP BY "source"`,
    );
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(seedNews.length);
    expect(seedNews.length).toBeGreaterThanOrEqual(16);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['NVIDIA', 'AMD', 'Intel', 'X']));
    const page = await expectData<Conn>(guest(), NEWS, { first: 100 }, 'news');
    for (const item of page.nodes) {
      expect(item.imageUrl).toMatch(/^\/images\/news\/[a-z0-9-]+\.svg$/);
      expect(item.imageAlt).toBeTruthy();
      // A vendor's newsroom, or nothing for X: our X items summarise no single post, and x.com's home page is no source.
      if (item.source === 'X') expect(item.sourceUrl).toBeNull();
      else expect(item.sourceUrl).toMatch(/^https:\/\//);
    }
    expect(await seedNewsItems(server.db.dataSource.manager)).toBe(0);
    const [{ n }] = await sql<{ n: number }>(server, `SELECT count(*)::int AS n FROM "news_item"`);
    expect(n).toBe(seedNews.length);
  });
});

describe('news list', () => {
  it('pages newest first with cursors, and counts the whole list', async () => {
    const seen: Item[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Conn = await expectData<Conn>(guest(), NEWS, { first: 5, after }, 'news');
      expect(page.totalCount).toBe(seedNews.length);
      seen.push(...page.nodes);
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(seen).toHaveLength(seedNews.length);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seedNews.length);
    const times = seen.map((i) => Date.parse(i.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by source (INTEL is stored and labelled Intel)', async () => {
    const page = await expectData<Conn>(guest(), NEWS, { source: 'INTEL', first: 50 }, 'news');
    const expected = seedNews.filter((n) => n.source === 'Intel').length;
    expect(page.totalCount).toBe(expected);
    expect(page.nodes).toHaveLength(expected);
    for (const item of page.nodes) {
      expect(item.source).toBe('INTEL');
      expect(item.sourceLabel).toBe('Intel');
    }
  });

  it('costs one SQL statement whatever the page size', async () => {
    const spy = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      const counts: number[] = [];
      for (const first of [1, 5, 100]) {
        spy.mockClear();
        await expectData<Conn>(guest(), NEWS, { first }, 'news');
        counts.push(spy.mock.calls.filter(([text]) => String(text).includes('news_item')).length);
      }
      expect(counts).toEqual([1, 1, 1]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a cursor that is not the news list’s, and an out-of-range page size', async () => {
    expect(await expectRefusal(guest(), NEWS, { after: 'bm90LWEtY3Vyc29y' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: NEWS_BAD_CURSOR,
    });
    expect((await expectRefusal(guest(), NEWS, { first: 0 })).code).toBe('BAD_USER_INPUT');
    expect((await expectRefusal(guest(), NEWS, { first: 101 })).code).toBe('BAD_USER_INPUT');
    // first: null (or left out) means the default page of 20.
    expect((await expectData<Conn>(guest(), NEWS, { first: null }, 'news')).nodes).toHaveLength(
      Math.min(20, seedNews.length),
    );
  });
});

describe('one item and the stats', () => {
  it('finds an item by id or slug; null for an unknown id, BAD_USER_INPUT for a malformed one', async () => {
    const item = await firstItem();
    expect(await expectData(guest(), ITEM, { id: item.id }, 'newsItem')).toMatchObject({ slug: item.slug });
    expect(await expectData(guest(), ITEM, { slug: item.slug }, 'newsItem')).toMatchObject({ id: item.id });
    expect(await expectData(guest(), ITEM, { id: '00000000-0000-4000-8000-000000000000' }, 'newsItem')).toBeNull();
    expect(await expectRefusal(guest(), ITEM, { id: 'not-a-uuid' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'id must be a RigForge id (a UUID, as the API gives them).',
    });
    expect((await expectRefusal(guest(), ITEM, {})).code).toBe('BAD_USER_INPUT');
  });

  it('sums views and comments and counts every source', async () => {
    await sql(server, `UPDATE "news_item" SET "commentCount" = 2 WHERE "slug" = $1`, [seedNews[0].slug]);
    const stats = await expectData<{
      totalViews: number;
      totalComments: number;
      latestUpdate: string;
      sources: { source: string; sourceLabel: string; count: number }[];
    }>(guest(), STATS, undefined, 'newsStats');
    const [totals] = await sql<{ views: number; comments: number }>(
      server,
      `SELECT sum("views")::int AS views, sum("commentCount")::int AS comments FROM "news_item"`,
    );
    expect(stats.totalViews).toBe(totals.views);
    expect(stats.totalComments).toBe(totals.comments);
    expect(stats.totalComments).toBeGreaterThanOrEqual(2);
    const newest = seedNews
      .map((n) => n.publishedAt)
      .sort()
      .at(-1);
    expect(stats.latestUpdate).toBe(newest);
    expect(stats.sources.map((s) => [s.source, s.sourceLabel])).toEqual([
      ['NVIDIA', 'NVIDIA'],
      ['AMD', 'AMD'],
      ['INTEL', 'Intel'],
      ['X', 'X'],
    ]);
    expect(stats.sources.reduce((s, c) => s + c.count, 0)).toBe(seedNews.length);
  });
});

describe('views', () => {
  it('counts a guest once per day: the cookie is set, a reload does not count, another visitor does', async () => {
    const item = await firstItem();
    const a = visitor();
    const first = await a.graphql(VIEW, { newsId: item.id });
    expect(first.body.data.recordNewsView.views).toBe(item.views + 1);
    const setCookie = ([] as string[]).concat(first.headers['set-cookie'] ?? []).join('\n');
    expect(setCookie).toMatch(new RegExp(`${VISITOR_COOKIE}=[A-Za-z0-9_-]{32}`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // The same visitor again, over either transport: no change, and no new cookie.
    const again = await a.graphql(VIEW, { newsId: item.id });
    expect(again.body.data.recordNewsView.views).toBe(item.views + 1);
    expect(again.headers['set-cookie']).toBeUndefined();
    const rest = await a.view(item.id);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ id: item.id, views: item.views + 1 });
    // Another visitor counts.
    const b = visitor();
    expect((await b.view(item.id)).body.views).toBe(item.views + 2);
    // The next UTC day the first visitor counts again.
    now.value = new Date('2026-11-21T00:00:01.000Z');
    try {
      expect((await a.view(item.id)).body.views).toBe(item.views + 3);
      expect((await a.view(item.id)).body.views).toBe(item.views + 3);
    } finally {
      now.value = new Date('2026-11-20T10:00:00.000Z');
    }
  });

  it('counts a signed-in user once whatever their cookie', async () => {
    const item = (await expectData<Conn>(guest(), NEWS, { first: 2 }, 'news')).nodes[1];
    const user = browser(server);
    await signUp(user, 'viewer');
    const one = await user.send('post', `/api/news/${item.id}/view`);
    expect(one.status).toBe(200);
    expect(one.body.views).toBe(item.views + 1);
    expect((await user.graphql(VIEW, { newsId: item.id })).body.data.recordNewsView.views).toBe(item.views + 1);
    const [{ n }] = await sql<{ n: number }>(server, `SELECT count(*)::int AS n FROM "news_view" WHERE "newsId" = $1`, [
      item.id,
    ]);
    expect(n).toBe(1);
  });

  it('stays exact under concurrency: one visitor many times, many visitors once each', async () => {
    const item = (await expectData<Conn>(guest(), NEWS, { first: 3 }, 'news')).nodes[2];
    const a = visitor();
    await a.view(item.id);
    await Promise.all(Array.from({ length: 12 }, () => a.view(item.id)));
    const others = Array.from({ length: 10 }, () => visitor());
    await Promise.all(others.map((v) => v.view(item.id)));
    const [row] = await sql<{ views: number }>(server, `SELECT "views" FROM "news_item" WHERE "id" = $1`, [item.id]);
    expect(row.views).toBe(item.views + 11);
    const [{ n }] = await sql<{ n: number }>(server, `SELECT count(*)::int AS n FROM "news_view" WHERE "newsId" = $1`, [
      item.id,
    ]);
    expect(n).toBe(11);
  });

  it('answers 404 / NOT_FOUND for an unknown or malformed id, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR 1=1 --", '%00']) {
      const res = await server.http.post(`/api/news/${encodeURIComponent(id)}/view`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(NEWS_NOT_FOUND);
    }
    // REST keeps the spec's 404; GraphQL answers a malformed id as it does everywhere.
    expect(await expectRefusal(guest(), VIEW, { newsId: 'nope' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'newsId must be a RigForge id (a UUID, as the API gives them).',
    });
  });
});

describe('GET /api/news', () => {
  it('answers the SPEC §3 fields with ISO dates, newest first, and filters by source in any case', async () => {
    const res = await server.http.get('/api/news');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seedNews.length);
    const [item] = res.body as Record<string, unknown>[];
    for (const key of [
      'id',
      'slug',
      'source',
      'title',
      'excerpt',
      'content',
      'description',
      'tags',
      'imageUrl',
      'createdAt',
      'views',
      'commentCount',
    ]) {
      expect(item).toHaveProperty(key);
    }
    expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const amd = await server.http.get('/api/news?source=amd');
    expect(amd.status).toBe(200);
    expect(amd.body.length).toBe(seedNews.filter((n) => n.source === 'AMD').length);
    expect(new Set((amd.body as { source: string }[]).map((n) => n.source))).toEqual(new Set(['AMD']));
    expect((await server.http.get('/api/news?source=Intel')).body.length).toBe(
      seedNews.filter((n) => n.source === 'Intel').length,
    );
    expect((await server.http.get('/api/news?limit=3')).body).toHaveLength(3);
  });

  it('refuses an unknown source or a bad limit with 400', async () => {
    const bad = await server.http.get('/api/news?source=Acme');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/source must be one of/);
    expect((await server.http.get('/api/news?limit=0')).status).toBe(400);
    expect((await server.http.get('/api/news?limit=x')).status).toBe(400);
  });
});
