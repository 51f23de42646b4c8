import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { seedArticles } from '../../../db/seed/articles.data';
import { seedDatabase } from '../../../db/seed';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const ARTICLES = `query($category: String) { articles(category: $category) { nodes { slug category title tags publishedAt } } }`;
const ARTICLE = `query($slug: String!) {
  article(slug: $slug) { slug title description excerpt content tags author readingMinutes publishedAt updatedAt
    related(limit: 3) { slug title } }
}`;

describe('articles over GraphQL', () => {
  it('seeds at least 8 articles with several sections each, newest first', async () => {
    const { nodes: list } = await expectData<{ nodes: { slug: string; publishedAt: string }[] }>(
      server,
      ARTICLES,
      {},
      'articles',
    );
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list.map((a) => a.slug).sort()).toEqual(seedArticles.map((a) => a.slug).sort());
    const dates = list.map((a) => Date.parse(a.publishedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of seedArticles) {
      expect((article.content.match(/^## /gm) ?? []).length).toBeGreaterThanOrEqual(4);
      expect(article.content.length).toBeGreaterThan(2000);
    }
  });

  it('filters by category regardless of case', async () => {
    const { nodes: cooling } = await expectData<{ nodes: { category: string }[] }>(
      server,
      ARTICLES,
      { category: 'cooling' },
      'articles',
    );
    expect(cooling.length).toBe(seedArticles.filter((a) => a.category === 'Cooling').length);
    expect(cooling.every((a) => a.category === 'Cooling')).toBe(true);
    expect(await expectData(server, ARTICLES, { category: 'Nope' }, 'articles')).toEqual({ nodes: [] });
  });

  it('finds one article by slug with reading time and related articles sharing tags', async () => {
    const article = await expectData<{
      slug: string;
      readingMinutes: number;
      related: { slug: string }[];
      author: string;
    }>(server, ARTICLE, { slug: 'how-to-choose-a-power-supply' }, 'article');
    expect(article.slug).toBe('how-to-choose-a-power-supply');
    expect(article.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(article.author).toBe('RigForge Team');
    expect(article.related).toHaveLength(3);
    // The cable article shares the "psu" tag, so it comes first.
    expect(article.related[0].slug).toBe('cable-management-and-12v-2x6-care');
    expect(article.related.map((r) => r.slug)).not.toContain('how-to-choose-a-power-supply');
  });

  it('answers null for an unknown slug and refuses a malformed one', async () => {
    expect(await expectData(server, ARTICLE, { slug: 'no-such-article' }, 'article')).toBeNull();
    expect(await expectRefusal(server, ARTICLE, { slug: 'Not A Slug' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Slug may contain only lowercase letters, digits and hyphens',
    });
  });

  it('seeding again inserts nothing and keeps edits', async () => {
    await sql(server, `UPDATE "article" SET "title" = 'Edited' WHERE "slug" = 'airflow-and-fan-placement'`);
    const again = await seedDatabase(server.db.dataSource.manager);
    expect(again.articlesInserted).toBe(0);
    const [row] = await sql<{ title: string }>(server, `SELECT "title" FROM "article" WHERE "slug" = $1`, [
      'airflow-and-fan-placement',
    ]);
    expect(row.title).toBe('Edited');
  });
});

describe('articles over REST', () => {
  it('lists and reads articles', async () => {
    const list = await server.http.get('/api/articles?category=Power').expect(200);
    expect(list.body.length).toBe(seedArticles.filter((a) => a.category === 'Power').length);
    const one = await server.http.get('/api/articles/memory-speed-and-timings').expect(200);
    expect(one.body).toMatchObject({ slug: 'memory-speed-and-timings', category: 'Memory' });
    expect(one.body.content).toContain('EXPO');
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await server.http.get('/api/articles/no-such-article').expect(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    const bad = await server.http.get('/api/articles/NOT_A_SLUG').expect(400);
    expect(bad.body.code).toBe('BAD_USER_INPUT');
  });
});
