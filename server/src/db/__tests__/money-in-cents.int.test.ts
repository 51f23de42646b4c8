// The MoneyInCents migration on the test database (embedded, or TEST_DATABASE_URL): `down` puts back
// whole-dollar columns, rows written in dollars then, and `up` converts them to cents in place, and
// `down` restores the dollars again. The app's own migrations have already run (up) when it starts.
import { browser, signUp } from '../../test/accounts';
import { expectData, sql } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';
import { MoneyInCents1765100000000 } from '../migrations/1765100000000-MoneyInCents';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function run(step: 'up' | 'down'): Promise<void> {
  const runner = server.db.dataSource.createQueryRunner();
  try {
    await new MoneyInCents1765100000000()[step](runner);
  } finally {
    await runner.release();
  }
}

const columns = async (table: string) =>
  (
    await sql<{ column_name: string }>(
      server,
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name LIKE 'budget%'`,
      [table],
    )
  ).map((c) => c.column_name);

describe('MoneyInCents', () => {
  it('converts whole-dollar budgets and guide part prices to cents, and back', async () => {
    const { id: ownerId } = await signUp(browser(server), 'cents');
    const [guide] = await sql<{ slug: string; budgetCents: number }>(
      server,
      `SELECT slug, "budgetCents" FROM build_guide ORDER BY position LIMIT 1`,
    );
    expect(await columns('saved_build')).toEqual(['budgetCents']);
    expect(guide.budgetCents % 100).toBe(0);

    await run('down');
    expect(await columns('saved_build')).toEqual(['budget']);
    expect(await columns('build_guide')).toEqual(['budget']);
    // The seeded guide is back in whole dollars, its parts priced in `price`.
    const [dollars] = await sql<{ budget: number; components: Record<string, unknown>[] }>(
      server,
      `SELECT budget, components FROM build_guide WHERE slug = $1`,
      [guide.slug],
    );
    expect(dollars.budget).toBe(guide.budgetCents / 100);
    expect(dollars.components.length).toBeGreaterThan(0);
    for (const part of dollars.components) {
      expect(Object.keys(part).sort()).toEqual(['category', 'name', 'price']);
    }

    // Rows as the old schema held them: whole dollars.
    await sql(
      server,
      `INSERT INTO saved_build ("ownerId", title, category, "shareToken", "totalPriceCents", budget)
       VALUES ($1, 'With budget', 'Budget Gaming', 'tok-with-budget', 54321, 1500),
              ($1, 'No budget', 'Budget Gaming', 'tok-no-budget', 100, NULL)`,
      [ownerId],
    );
    await sql(server, `UPDATE build_guide SET budget = 950, components = $2::jsonb WHERE slug = $1`, [
      guide.slug,
      JSON.stringify([
        { category: 'CPU', name: 'A processor', price: 199 },
        { category: 'GPU', name: 'A graphics card', price: 549 },
      ]),
    ]);

    await run('up');
    expect(await columns('saved_build')).toEqual(['budgetCents']);
    expect(
      await sql(
        server,
        `SELECT title, "budgetCents", "totalPriceCents" FROM saved_build WHERE "ownerId" = $1 ORDER BY title`,
        [ownerId],
      ),
    ).toEqual([
      { title: 'No budget', budgetCents: null, totalPriceCents: 100 },
      { title: 'With budget', budgetCents: 150000, totalPriceCents: 54321 },
    ]);
    expect(
      await sql(server, `SELECT "budgetCents", components FROM build_guide WHERE slug = $1`, [guide.slug]),
    ).toEqual([
      {
        budgetCents: 95000,
        components: [
          { category: 'CPU', name: 'A processor', priceCents: 19900 },
          { category: 'GPU', name: 'A graphics card', priceCents: 54900 },
        ],
      },
    ]);

    // Down restores the dollars (a budget in cents rounds to the nearest dollar).
    await sql(server, `UPDATE saved_build SET "budgetCents" = 149960 WHERE "shareToken" = 'tok-with-budget'`);
    await run('down');
    expect(
      await sql(server, `SELECT title, budget FROM saved_build WHERE "ownerId" = $1 ORDER BY title`, [ownerId]),
    ).toEqual([
      { title: 'No budget', budget: null },
      { title: 'With budget', budget: 1500 },
    ]);
    expect(await sql(server, `SELECT budget, components FROM build_guide WHERE slug = $1`, [guide.slug])).toEqual([
      {
        budget: 950,
        components: [
          { category: 'CPU', name: 'A processor', price: 199 },
          { category: 'GPU', name: 'A graphics card', price: 549 },
        ],
      },
    ]);

    // And up again, so that the app's schema is whole for the rest of the file.
    await run('up');
    expect(await columns('build_guide')).toEqual(['budgetCents']);
  });

  it('serves the converted guide through GraphQL and REST: cents, and the deprecated and REST dollars', async () => {
    // The guide the first test rewrote.
    const [row] = await sql<{ slug: string }>(server, `SELECT slug FROM build_guide ORDER BY position LIMIT 1`);
    const guide = await expectData(
      browser(server),
      `query G($slug: String!) { buildGuide(slug: $slug) { budgetCents budget components { priceCents price } } }`,
      { slug: row.slug },
      'buildGuide',
    );
    expect(guide).toEqual({
      budgetCents: 95000,
      budget: 950,
      components: [
        { priceCents: 19900, price: 199 },
        { priceCents: 54900, price: 549 },
      ],
    });
    const rest = await server.http.get(`/api/build-guides/${row.slug}`);
    expect(rest.body.budget).toBe(950);
    expect(rest.body.components).toEqual([
      { category: 'CPU', name: 'A processor', price: 199 },
      { category: 'GPU', name: 'A graphics card', price: 549 },
    ]);
  });
});
