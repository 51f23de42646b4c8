// A fresh install: the pricing module's seed loads the extract's dated prices and retailer ids, so
// the six popular parts have real history and product links without an import; a second seed adds nothing.
import { seedDatabase } from '../../../../db/seed';
import { expectData, sql } from '../../../../test/graphql';
import { startTestServer, type TestServer } from '../../../../test/server';
import { seedPriceLines } from '../seed-prices';

const HISTORY = `query H($id: ID!) { priceHistory(componentId: $id, days: null) { points { retailer priceCents observedAt } } }`;
const POPULAR = [
  'AMD Ryzen 5 7600',
  'NVIDIA GeForce RTX 4060',
  'Corsair Vengeance 16GB (2x8GB) DDR5-5600 CL36',
  'Samsung 970 EVO Plus 1TB NVMe SSD',
  'MSI B650M Pro WiFi',
  'Corsair CV650 80+ Bronze',
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the seed price history', () => {
  it('holds every point of the extract, as PC Part Dataset observations naming no retailer', async () => {
    const [{ n }] = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM price_observation WHERE source = 'pc-part-dataset' AND retailer IS NULL`,
    );
    expect(n).toBe(seedPriceLines().reduce((sum, l) => sum + l.history.length, 0));
  });

  it('draws each popular part with real dated points', async () => {
    const found: Record<string, { points: number; first: string; last: string }> = {};
    for (const name of POPULAR) {
      const rows = await sql<{ id: string; slug: string }>(
        server,
        `SELECT id, slug FROM component WHERE lower(name) = lower($1)`,
        [name],
      );
      if (rows.length === 0) continue;
      const { points } = await expectData<{ points: { observedAt: string }[] }>(
        server,
        HISTORY,
        { id: rows[0].id },
        'priceHistory',
      );
      const line = seedPriceLines().find((l) => l.slug === rows[0].slug);
      expect(points.map((p) => p.observedAt.slice(0, 10))).toEqual(line?.history.map(([day]) => day) ?? []);
      found[name] = {
        points: points.length,
        first: points[0]?.observedAt.slice(0, 10),
        last: points.at(-1)?.observedAt.slice(0, 10) ?? '',
      };
    }
    expect(found).toMatchSnapshot();
  });

  it('sets the retailer ids of the extract, and a second seed changes nothing', async () => {
    const [{ n }] = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM component WHERE "amazonAsin" IS NOT NULL`,
    );
    expect(n).toBe(seedPriceLines().filter((l) => l.amazonAsin).length);
    const again = await seedDatabase(server.db.dataSource.manager);
    expect(again).toMatchObject({ partsUpdated: 0, pricePointsInserted: 0, retailerIdsSet: 0 });
  });

  it("gives the six popular parts' widget a row per retailer: its product page from the shipped id, else a search; no price", async () => {
    const PRICING = `query P($name: String!) { pricing(componentName: $name) { offers { retailer } links { retailer url productPage } unavailable } }`;
    const rows: Record<string, string[]> = {};
    for (const name of POPULAR) {
      const answer = await expectData<{
        offers: unknown[];
        links: { retailer: string; url: string; productPage: boolean }[];
        unavailable: boolean;
      }>(server, PRICING, { name }, 'pricing');
      expect(answer.offers).toEqual([]);
      expect(answer.unavailable).toBe(false);
      rows[name] = answer.links.map((l) => `${l.retailer} ${l.productPage ? 'product' : 'search'} ${l.url}`);
    }
    expect(rows).toMatchSnapshot();
  });
});
