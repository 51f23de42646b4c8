// Issue 31, "Nothing invented": a part's stock and list price come only from a source that gives
// them (a retailer feed), never from the seed. Unknown is null over GraphQL and REST, and the
// stock filter keeps only parts a feed's offers show in (or out of) stock.
import { createLogger } from '../../../lib/logger';
import { expectData, sql } from '../../../test/graphql';
import { seedPart } from '../../../test/seed-parts';
import { startTestServer, type TestServer } from '../../../test/server';
import { importFeed } from '../../pricing/feed/feed.import';

let server: TestServer;

beforeAll(async () => {
  // No cached catalog reads: the feed import below changes stock behind the app's back.
  server = await startTestServer({ CATALOG_CACHE_TTL_MS: '0' });
});

afterAll(async () => {
  await server?.close();
});

const LIST = `query ($inStock: Boolean, $type: PartType) {
  components(inStock: $inStock, type: $type, first: 60) { totalCount nodes { name inStock originalPriceCents } }
}`;
type Page = {
  totalCount: number;
  nodes: { name: string; inStock: boolean | null; originalPriceCents: number | null }[];
};
const list = (variables: Record<string, unknown>) => expectData<Page>(server, LIST, variables, 'components');

const IN = { slug: 'cpu-amd-ryzen-5-7600', name: seedPart('cpu-amd-ryzen-5-7600').name };
const OUT = { slug: 'gpu-nvidia-geforce-rtx-4060', name: seedPart('gpu-nvidia-geforce-rtx-4060').name };

describe('without a retailer feed', () => {
  it('answers stock and list price as unknown (null) over GraphQL, for every seed part', async () => {
    const page = await list({ type: 'CPU' });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(page.nodes.filter((n) => n.inStock !== null || n.originalPriceCents !== null)).toEqual([]);
    const [counts] = await sql<{ known: string }>(
      server,
      `SELECT count(*) FILTER (WHERE "inStock" IS NOT NULL OR "originalPriceCents" IS NOT NULL) AS known FROM component`,
    );
    expect(Number(counts.known)).toBe(0);
  });

  it('keeps the REST shape of /api/components, with inStock and originalPrice null', async () => {
    const res = await server.http.get('/api/components?type=cpu&limit=5');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    for (const c of res.body as Record<string, unknown>[]) {
      expect(c).toEqual(
        expect.objectContaining({ price: expect.stringMatching(/^\d+\.\d{2}$/), inStock: null, originalPrice: null }),
      );
      expect(Object.keys(c)).toEqual(expect.arrayContaining(['inStock', 'originalPrice']));
    }
    const one = await server.http.get(`/api/components/${IN.slug}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ name: IN.name, inStock: null, originalPrice: null });
  });

  it('finds nothing in stock or out of stock: no part has stock data', async () => {
    expect((await list({ type: 'GPU', inStock: true })).totalCount).toBe(0);
    expect((await list({ type: 'GPU', inStock: false })).totalCount).toBe(0);
  });
});

describe('with a retailer feed', () => {
  beforeAll(async () => {
    const feed = [
      'retailer,name,price,list_price,in_stock,url,observed_at',
      `newegg,${IN.name},179.99,229.99,yes,https://www.newegg.com/p/1,2026-03-01T08:00:00Z`,
      `amazon,${IN.name},181.00,,no,https://www.amazon.com/dp/1,2026-03-01T08:00:00Z`,
      `newegg,${OUT.name},299.99,,no,https://www.newegg.com/p/2,2026-03-01T08:00:00Z`,
    ].join('\n');
    const report = await importFeed(server.db.dataSource.manager, feed, 'csv', {
      retailer: null,
      clock: { now: () => new Date('2026-03-01T09:00:00Z') },
      logger: createLogger('silent'),
    });
    expect(report).toMatchObject({ rows: 3, matched: 3 });
  });

  it('"In stock only" keeps the parts a feed shows in stock at one retailer at least', async () => {
    const page = await list({ inStock: true });
    expect(page.nodes.map((n) => n.name)).toEqual([IN.name]);
    expect(page.nodes[0].inStock).toBe(true);
    expect((await list({ inStock: false })).nodes.map((n) => n.name)).toEqual([OUT.name]);
  });

  it('answers the feed stock over REST, and still no invented list price on the part', async () => {
    const res = await server.http.get(`/api/components/${IN.slug}`);
    expect(res.body).toMatchObject({ inStock: true, originalPrice: null });
    expect((await server.http.get(`/api/components/${OUT.slug}`)).body).toMatchObject({ inStock: false });
  });

  it('keeps the feed stock when the seed is written again', async () => {
    const { seedCatalog } = await import('../../../db/seed/catalog');
    await sql(server, `UPDATE component SET "contentHash" = 'stale' WHERE slug = $1`, [IN.slug]);
    await seedCatalog(server.db.dataSource.manager);
    const [row] = await sql<{ inStock: boolean | null }>(server, `SELECT "inStock" FROM component WHERE slug = $1`, [
      IN.slug,
    ]);
    expect(row.inStock).toBe(true);
  });
});
