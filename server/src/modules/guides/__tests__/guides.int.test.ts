import { GUIDE_BAD_CURSOR } from '@rigforge/common';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { seedGuides } from '../../../db/seed/guides.data';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const GUIDES = `query Guides($category: String) {
  buildGuides(category: $category) { id slug title category budget difficulty estimatedTime views imageUrl createdAt tags components { name category price } }
}`;

describe('buildGuides over GraphQL', () => {
  it('lists every seeded guide in display order', async () => {
    const guides = await expectData<{ slug: string; category: string }[]>(server, GUIDES, {}, 'buildGuides');
    const slugs = guides.map((g) => g.slug);
    const expected = [...seedGuides].sort((a, b) => a.position - b.position).map((g) => g.slug);
    expect(slugs).toEqual(expected);
    expect(guides.slice(0, 3).map((g) => g.category)).toEqual(['Budget', 'Mid-Range', 'High-End']);
  });

  it('filters by category regardless of case', async () => {
    const res = await server.graphql(GUIDES, { category: 'mid-range' });
    expect(res.body.data.buildGuides).toHaveLength(1);
    expect(res.body.data.buildGuides[0].category).toBe('Mid-Range');
    const none = await server.graphql(GUIDES, { category: 'Nonexistent' });
    expect(none.body.data.buildGuides).toEqual([]);
  });

  it('pages with limit and offset, and refuses limits out of range', async () => {
    const page = await server.graphql(`{ buildGuides(limit: 2, offset: 1) { category } }`);
    expect(page.body.data.buildGuides.map((g: { category: string }) => g.category)).toEqual(['Mid-Range', 'High-End']);
    expect(await expectRefusal(server, `{ buildGuides(limit: 101) { slug } }`)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'limit must be at most 100',
    });
    const negative = await expectRefusal(server, `{ buildGuides(offset: -1) { slug } }`);
    expect(negative.message).toBe('offset must not be negative');
  });

  it('refuses an over-long category with BAD_USER_INPUT', async () => {
    expect(await expectRefusal(server, GUIDES, { category: 'x'.repeat(41) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Category must be at most 40 characters',
    });
  });

  it('finds one guide by slug, and null for an unknown slug', async () => {
    const slug = seedGuides[0].slug;
    const q = `query($slug: String!) { buildGuide(slug: $slug) { slug title content } }`;
    const res = await server.graphql(q, { slug });
    expect(res.body.data.buildGuide.slug).toBe(slug);
    expect(res.body.data.buildGuide.content.length).toBeGreaterThan(500);
    const missing = await server.graphql(q, { slug: 'no-such-guide' });
    expect(missing.body.data.buildGuide).toBeNull();
    expect((await expectRefusal(server, q, { slug: 'Bad Slug!' })).code).toBe('BAD_USER_INPUT');
  });
});

const PAGE = `query Page($category: String, $first: Int, $after: String) {
  guides(category: $category, first: $first, after: $after) {
    totalCount endCursor hasNextPage
    nodes { slug category budget budgetCents components { category type price priceCents } }
  }
}`;

interface GuidePage {
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
  nodes: { slug: string; budget: number; budgetCents: number; components: Record<string, unknown>[] }[];
}

/** Every page of `guides`, `first` at a time. */
async function allPages(first: number, category?: string): Promise<GuidePage[]> {
  const pages: GuidePage[] = [];
  let after: string | null = null;
  do {
    const page: GuidePage = await expectData<GuidePage>(server, PAGE, { category, first, after }, 'guides');
    pages.push(page);
    after = page.hasNextPage ? page.endCursor : null;
  } while (after);
  return pages;
}

describe('guides, the cursor connection', () => {
  const displayOrder = [...seedGuides].sort((a, b) => a.position - b.position).map((g) => g.slug);

  it('pages through every guide in display order, with the total on each page', async () => {
    const pages = await allPages(4);
    expect(pages.map((p) => p.nodes.length)).toEqual([4, seedGuides.length - 4]);
    expect(pages.flatMap((p) => p.nodes.map((g) => g.slug))).toEqual(displayOrder);
    expect(pages.map((p) => p.totalCount)).toEqual([seedGuides.length, seedGuides.length]);
    expect(pages.at(-1)).toMatchObject({ hasNextPage: false });
    const one = await allPages(1, 'MID-RANGE');
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ totalCount: 1, hasNextPage: false });
  });

  it('orders equal positions newest first, undated last, then by slug, across page boundaries', async () => {
    const extra = [
      { slug: 'zz-tie-b', createdAt: '2030-01-01T00:00:00.000Z' },
      { slug: 'zz-tie-a', createdAt: '2030-01-01T00:00:00.000Z' },
      { slug: 'zz-undated', createdAt: null },
      { slug: 'zz-newest', createdAt: '2031-06-01T12:00:00.123Z' },
    ];
    const sql = server.db.dataSource;
    for (const g of extra) {
      await sql.query(
        `INSERT INTO build_guide (slug, position, title, description, excerpt, content, category, "budgetCents", difficulty, "estimatedTime", "createdAt")
         VALUES ($1, 99, $1, 'd', 'e', 'c', 'Budget', 70000, 'beginner', 2, $2)`,
        [g.slug, g.createdAt],
      );
    }
    try {
      const paged = (await allPages(1)).flatMap((p) => p.nodes.map((g) => g.slug));
      expect(paged).toEqual([...displayOrder, 'zz-newest', 'zz-tie-a', 'zz-tie-b', 'zz-undated']);
      const listed = await server.graphql(`{ buildGuides { slug } }`);
      expect(listed.body.data.buildGuides.map((g: { slug: string }) => g.slug)).toEqual(paged);
    } finally {
      await sql.query(`DELETE FROM build_guide WHERE slug LIKE 'zz-%'`);
    }
  });

  it('gives money in cents and the part kind as type, beside the deprecated fields', async () => {
    const [page] = await allPages(1);
    const guide = page.nodes[0];
    expect(guide.budgetCents).toBe(guide.budget * 100);
    for (const part of guide.components) {
      expect(part.priceCents).toBe((part.price as number) * 100);
      expect(part.type).toBe(part.category);
    }
  });

  it('refuses malformed cursors, cursors of other lists and page sizes out of range', async () => {
    const components = await server.graphql(`{ components(first: 1) { endCursor } }`);
    const foreign = components.body.data.components.endCursor;
    for (const after of ['nope', foreign, Buffer.from('["guides",[1,2],"Bad Slug"]').toString('base64url')]) {
      expect(await expectRefusal(server, PAGE, { first: 2, after })).toEqual({
        code: 'BAD_USER_INPUT',
        message: GUIDE_BAD_CURSOR,
      });
    }
    expect((await expectRefusal(server, PAGE, { first: 101 })).message).toBe('first must be at most 100');
  });

  // Found by the fuzz suite: the endCursor of guides(first: 24) with its position replaced by
  // 2147483648 (or 4.5, or 9007199254740993) reached SQL as an integer and answered 500.
  it.each(['2147483648', '4.5', '9007199254740993', '-1e308'])(
    'refuses a cursor whose position is %s, not a whole number an integer column holds',
    async (position) => {
      const after = Buffer.from(`["guides",[${position},-1770112800000],"mid-range-1440p-gaming-pc"]`).toString(
        'base64url',
      );
      expect(await expectRefusal(server, PAGE, { first: 2, after })).toEqual({
        code: 'BAD_USER_INPUT',
        message: GUIDE_BAD_CURSOR,
      });
    },
  );

  it('marks the offset list deprecated in the schema', async () => {
    const res = await server.graphql(
      `{ __type(name: "Query") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }`,
    );
    const field = res.body.data.__type.fields.find((f: { name: string }) => f.name === 'buildGuides');
    expect(field).toMatchObject({ isDeprecated: true });
    expect(field.deprecationReason).toContain('guides');
  });
});

describe('GraphQL hardening', () => {
  it('gives malformed queries GRAPHQL_VALIDATION_FAILED', async () => {
    expect((await expectRefusal(server, '{ buildGuides { nope } }')).code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('keeps introspection working', async () => {
    const schema = await expectData<{ queryType: { name: string } }>(
      server,
      '{ __schema { queryType { name } types { name fields { name type { ofType { ofType { name } } } } } } }',
      {},
      '__schema',
    );
    expect(schema.queryType.name).toBe('Query');
  });

  it('keeps CSRF prevention on for simple GET requests', async () => {
    const res = await server.http.get('/graphql').query({ query: '{ buildGuides { slug } }' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/build-guides', () => {
  it('returns the required list shape', async () => {
    const res = await server.http.get('/api/build-guides');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seedGuides.length);
    const guide = res.body[0];
    expect(Object.keys(guide).sort()).toEqual(
      [
        'budget',
        'category',
        'components',
        'content',
        'createdAt',
        'description',
        'difficulty',
        'estimatedTime',
        'excerpt',
        'id',
        'imageUrl',
        'slug',
        'tags',
        'title',
        'views',
      ].sort(),
    );
    expect(typeof guide.budget).toBe('number');
    expect(guide.components[0]).toHaveProperty('name');
    expect(guide.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('filters by category and validates it', async () => {
    const res = await server.http.get('/api/build-guides').query({ category: 'BUDGET' });
    expect(res.body.map((g: { category: string }) => g.category)).toEqual(['Budget']);
    const bad = await server.http.get('/api/build-guides?category=a&category=b');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Query parameter "category" must be given once, as text',
    });
  });

  it('pages with limit and offset, and refuses bad numbers', async () => {
    const res = await server.http.get('/api/build-guides?limit=3');
    expect(res.body).toHaveLength(3);
    const bad = await server.http.get('/api/build-guides?limit=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('limit must be a whole number');
    const zero = await server.http.get('/api/build-guides?limit=0');
    expect(zero.body).toEqual({ code: 'BAD_USER_INPUT', message: 'limit must be at least 1' });
  });

  it('answers one guide by slug, or 404', async () => {
    const ok = await server.http.get(`/api/build-guides/${seedGuides[1].slug}`);
    expect(ok.body.slug).toBe(seedGuides[1].slug);
    const missing = await server.http.get('/api/build-guides/no-such-guide');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await server.http.get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });
});

describe('operations', () => {
  it('reports health and readiness', async () => {
    expect((await server.http.get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await server.http.get('/readyz')).status).toBe(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await server.http.get('/healthz').set('X-Request-Id', 'abc-123');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('compresses responses for clients that accept it', async () => {
    const res = await server.http.get('/api/build-guides').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('has the session store table, and sets no cookie for a visitor who has no session', async () => {
    const tables = await sql<{ t: string | null }>(server, `SELECT to_regclass('public.session') AS t`);
    expect(tables[0].t).toBe('session');
    const res = await server.http.get('/api/build-guides');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('re-running the seed changes nothing', async () => {
    const { seedDatabase } = await import('../../../db/seed');
    const again = await seedDatabase(server.db.dataSource.manager);
    expect(again.guidesInserted).toBe(0);
    const count = await sql<{ n: number }>(server, 'SELECT count(*)::int AS n FROM build_guide');
    expect(count[0].n).toBe(seedGuides.length);
  });
});

describe('readiness without a database', () => {
  it('answers 503 from /readyz while /healthz stays up', async () => {
    await server.db.dataSource.destroy();
    const ready = await server.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'unavailable', message: 'The database is not reachable' });
    expect((await server.http.get('/healthz')).status).toBe(200);
  });
});
