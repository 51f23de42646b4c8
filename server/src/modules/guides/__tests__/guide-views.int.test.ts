// Guide views on a fresh install: every seed guide starts at 0 and counts real views, one per visitor,
// guide and UTC day (as news views), the signed-in user by account, exact under concurrency.
import request from 'supertest';
import { browser, signUp } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { VISITOR_COOKIE } from '../../../lib/visitor-cookie';
import { seedGuides } from '../../../db/seed/guides.data';

let server: TestServer;
const now = { value: new Date('2026-11-20T10:00:00.000Z') };

beforeAll(async () => {
  server = await startTestServer(
    {},
    { clock: { now: () => now.value }, limits: { guideViewPerIp: { points: 10_000, durationSeconds: 3600 } } },
  );
});
afterAll(() => server?.close());

const GUIDE = `query G($slug: String!) { buildGuide(slug: $slug) { id slug views } }`;
const VIEW = `mutation V($slug: String!) { recordGuideView(slug: $slug) { id slug views } }`;

function visitor() {
  let cookie: string | null = null;
  return {
    graphql: async (query: string, variables?: Record<string, unknown>) => {
      const req = server.http.post('/graphql').set('Content-Type', 'application/json');
      const res: request.Response = await (cookie ? req.set('Cookie', cookie) : req).send({ query, variables });
      const set = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
      if (set) cookie = set.split(';')[0];
      return res;
    },
  };
}

const views = async (slug: string) =>
  (await expectData<{ views: number }>({ graphql: server.graphql }, GUIDE, { slug }, 'buildGuide')).views;

describe('guide views', () => {
  it('start at zero for every seed guide', async () => {
    const rows = await sql<{ slug: string; views: number }>(
      server,
      `SELECT slug, views FROM build_guide ORDER BY slug`,
    );
    expect(rows).toHaveLength(seedGuides.length);
    expect(rows.filter((r) => r.views !== 0)).toEqual([]);
  });

  it('count a visitor once per guide and day; another visitor, or the next day, counts again', async () => {
    const slug = seedGuides[0].slug;
    const a = visitor();
    const first = await a.graphql(VIEW, { slug });
    expect(first.body.data.recordGuideView).toMatchObject({ slug, views: 1 });
    expect((await a.graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(1);
    expect(await views(slug)).toBe(1);
    expect((await visitor().graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(2);
    now.value = new Date('2026-11-21T00:00:01.000Z');
    try {
      expect((await a.graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(3);
      expect((await a.graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(3);
    } finally {
      now.value = new Date('2026-11-20T10:00:00.000Z');
    }
    // The other guides are untouched.
    expect(await views(seedGuides[1].slug)).toBe(0);
  });

  it('count a signed-in user once whatever their cookie', async () => {
    const slug = seedGuides[1].slug;
    const user = browser(server);
    await signUp(user, 'guidereader');
    expect((await user.graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(1);
    expect((await user.graphql(VIEW, { slug })).body.data.recordGuideView.views).toBe(1);
    const [{ n }] = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM guide_view v JOIN build_guide g ON g.id = v."guideId" WHERE g.slug = $1`,
      [slug],
    );
    expect(n).toBe(1);
  });

  it('stay exact under concurrency: one visitor many times, many visitors once each', async () => {
    const slug = seedGuides[2].slug;
    const a = visitor();
    await a.graphql(VIEW, { slug });
    await Promise.all(Array.from({ length: 8 }, () => a.graphql(VIEW, { slug })));
    expect(await views(slug)).toBe(1);
    await Promise.all(Array.from({ length: 8 }, () => visitor().graphql(VIEW, { slug })));
    expect(await views(slug)).toBe(9);
  });

  it('refuse an unknown or malformed slug', async () => {
    expect((await expectRefusal({ graphql: server.graphql }, VIEW, { slug: 'no-such-guide' })).code).toBe('NOT_FOUND');
    expect((await expectRefusal({ graphql: server.graphql }, VIEW, { slug: 'Not A Slug' })).code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
