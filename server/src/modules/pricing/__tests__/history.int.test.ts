// prices:import-history against small fixture snapshots: matched, unmatched and malformed listings,
// two listings of one part on one date, the current snapshot from the catalog, and a re-run.
import path from 'node:path';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  formatHistoryReport,
  importPriceHistory,
  sourceCommitDate,
  type HistoryProgress,
} from '../history/history.import';

const FIXTURES = path.join(__dirname, '__fixtures__');
const HISTORY = `query H($id: ID!, $days: Int) {
  priceHistory(componentId: $id, days: $days) {
    componentId days minCents maxCents averageCents changeCents changePercent
    points { retailer priceCents observedAt }
  }
}`;

interface History {
  componentId: string;
  days: number | null;
  minCents: number | null;
  maxCents: number | null;
  averageCents: number | null;
  changeCents: number | null;
  changePercent: number | null;
  points: { retailer: string | null; priceCents: number; observedAt: string }[];
}

const quiet: HistoryProgress = { start: () => undefined, update: () => undefined, finish: () => undefined };
let server: TestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({}, { clock: { now: () => new Date('2025-08-01T00:00:00Z') } });
  // The importer on a catalog without history: the seed's own (seed/dataset-extract.jsonl) is left out.
  await sql(server, `DELETE FROM price_observation`);
  for (const name of ['AMD Ryzen 5 7600', 'AMD Ryzen 7 7700X']) {
    ids[name] = (await sql<{ id: string }>(server, `SELECT id FROM component WHERE name = $1`, [name]))[0].id;
  }
  // As if the catalog import had priced the 7600 from the current snapshot.
  await sql(
    server,
    `UPDATE component SET sources = array_append(sources, 'pc-part-dataset'), "priceCents" = 18999 WHERE id = $1`,
    [ids['AMD Ryzen 5 7600']],
  );
});
afterAll(() => server?.close());

const run = () =>
  server.db.dataSource.transaction((manager) =>
    importPriceHistory(manager, path.join(FIXTURES, 'history'), {
      currentDir: path.join(FIXTURES, 'current'),
      progress: quiet,
    }),
  );

describe('prices:import-history', () => {
  it('loads each dated snapshot, matched with the catalog rules, the lowest listing per part and date', async () => {
    const report = await run();
    expect(
      report.snapshots.map(({ date, listings, priced, matched, unmatched, malformed, points, inserted }) => ({
        date,
        listings,
        priced,
        matched,
        unmatched,
        malformed,
        points,
        inserted,
      })),
    ).toEqual([
      { date: '2023-07-10', listings: 6, priced: 4, matched: 3, unmatched: 1, malformed: 1, points: 2, inserted: 2 },
      { date: '2023-08-06', listings: 2, priced: 2, matched: 2, unmatched: 0, malformed: 0, points: 2, inserted: 2 },
    ]);
    expect(report.current).toEqual({ date: '2025-07-23', points: 1, inserted: 1 });
    expect(report.pointsInserted).toBe(5);
    expect(report.partsWithHistory).toBe(2);
    expect(report.matchedShare).toBeCloseTo(5 / 6);
    expect(formatHistoryReport(report).at(-1)).toMatch(
      /^Matched 83\.3% of priced listings; 5 new price points; 2 parts have price history/,
    );
    const rows = await sql<{ price: number; day: string }>(
      server,
      `SELECT "priceCents" AS price, to_char("observedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM price_observation
        WHERE "componentId" = $1 ORDER BY "observedAt"`,
      [ids['AMD Ryzen 5 7600']],
    );
    expect(rows).toEqual([
      { price: 22450, day: '2023-07-10' },
      { price: 21999, day: '2023-08-06' },
      { price: 18999, day: '2025-07-23' },
    ]);
  });

  it('adds nothing when run again', async () => {
    const before = await sql<{ n: number }>(server, `SELECT count(*)::int AS n FROM price_observation`);
    const report = await run();
    expect(report.pointsInserted).toBe(0);
    expect(report.snapshots.map((s) => s.points)).toEqual([2, 2]);
    expect(await sql(server, `SELECT count(*)::int AS n FROM price_observation`)).toEqual(before);
  });

  it('reads the current snapshot date from SOURCE_COMMIT', () => {
    expect(sourceCommitDate('c52a04ca9465c83997ed335f7767b09a2005dd26 Wed Jul 23 15:33:03 2025 -0400\n')).toBe(
      '2025-07-23',
    );
    expect(sourceCommitDate('no date here')).toBeNull();
  });
});

describe('priceHistory', () => {
  it('answers the points oldest first with min, max, average and the change', async () => {
    const history = await expectData<History>(server, HISTORY, { id: ids['AMD Ryzen 5 7600'] }, 'priceHistory');
    expect(history).toEqual({
      componentId: ids['AMD Ryzen 5 7600'],
      days: null,
      minCents: 18999,
      maxCents: 22450,
      averageCents: 21149,
      changeCents: -3451,
      changePercent: -15.4,
      points: [
        { retailer: null, priceCents: 22450, observedAt: '2023-07-10T00:00:00.000Z' },
        { retailer: null, priceCents: 21999, observedAt: '2023-08-06T00:00:00.000Z' },
        { retailer: null, priceCents: 18999, observedAt: '2025-07-23T00:00:00.000Z' },
      ],
    });
  });

  it('limits the range to the last days, and has no change with one point', async () => {
    const history = await expectData<History>(
      server,
      HISTORY,
      { id: ids['AMD Ryzen 5 7600'], days: 90 },
      'priceHistory',
    );
    expect(history.points).toHaveLength(1);
    expect(history).toMatchObject({ days: 90, minCents: 18999, changeCents: null, changePercent: null });
  });

  it('answers an empty history for a part never observed, NOT_FOUND for unknown parts and BAD_USER_INPUT for malformed ids and bad ranges', async () => {
    const [other] = await sql<{ id: string }>(server, `SELECT id FROM component WHERE name = 'AMD Ryzen 5 7600X'`);
    expect(await expectData<History>(server, HISTORY, { id: other.id }, 'priceHistory')).toMatchObject({
      points: [],
      minCents: null,
    });
    expect((await expectRefusal(server, HISTORY, { id: '00000000-0000-4000-8000-000000000000' })).code).toBe(
      'NOT_FOUND',
    );
    expect((await expectRefusal(server, HISTORY, { id: 'nope' })).code).toBe('BAD_USER_INPUT');
    expect((await expectRefusal(server, HISTORY, { id: other.id, days: 0 })).code).toBe('BAD_USER_INPUT');
  });
});
