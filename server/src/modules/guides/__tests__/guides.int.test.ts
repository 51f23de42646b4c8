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
    const res = await server.graphql(GUIDES);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const slugs = res.body.data.buildGuides.map((g: { slug: string }) => g.slug);
    const expected = [...seedGuides].sort((a, b) => a.position - b.position).map((g) => g.slug);
    expect(slugs).toEqual(expected);
    expect(res.body.data.buildGuides.slice(0, 3).map((g: { category: string }) => g.category)).toEqual([
      'Budget',
      'Mid-Range',
      'High-End',
    ]);
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
    const tooMany = await server.graphql(`{ buildGuides(limit: 101) { slug } }`);
    expect(tooMany.body.errors[0]).toMatchObject({
      message: 'limit must be at most 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const negative = await server.graphql(`{ buildGuides(offset: -1) { slug } }`);
    expect(negative.body.errors[0].message).toBe('offset must not be negative');
  });

  it('refuses an over-long category with BAD_USER_INPUT', async () => {
    const res = await server.graphql(GUIDES, { category: 'x'.repeat(41) });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toBe('Category must be at most 40 characters');
  });

  it('finds one guide by slug, and null for an unknown slug', async () => {
    const slug = seedGuides[0].slug;
    const q = `query($slug: String!) { buildGuide(slug: $slug) { slug title content } }`;
    const res = await server.graphql(q, { slug });
    expect(res.body.data.buildGuide.slug).toBe(slug);
    expect(res.body.data.buildGuide.content.length).toBeGreaterThan(500);
    const missing = await server.graphql(q, { slug: 'no-such-guide' });
    expect(missing.body.data.buildGuide).toBeNull();
    const bad = await server.graphql(q, { slug: 'Bad Slug!' });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('GraphQL hardening', () => {
  it('gives malformed queries BAD_USER_INPUT', async () => {
    const res = await server.graphql('{ buildGuides { nope } }');
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('keeps introspection working', async () => {
    const res = await server.graphql(
      '{ __schema { queryType { name } types { name fields { name type { ofType { ofType { name } } } } } } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('keeps CSRF prevention on for simple GET requests', async () => {
    const res = await server.http.get('/graphql').query({ query: '{ buildGuides { slug } }' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/build-guides', () => {
  it("returns the SPEC's list shape", async () => {
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
    const tables = await server.db.dataSource.query(`SELECT to_regclass('public.session') AS t`);
    expect(tables[0].t).toBe('session');
    const res = await server.http.get('/api/build-guides');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('re-running the seed changes nothing', async () => {
    const { seedDatabase } = await import('../../../db/seed');
    const again = await seedDatabase(server.db.dataSource.manager);
    expect(again.guidesInserted).toBe(0);
    const count = await server.db.dataSource.query('SELECT count(*)::int AS n FROM build_guide');
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
