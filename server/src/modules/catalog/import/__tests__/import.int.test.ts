import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { seedPart } from '../../../../test/seed-parts';
import { startTestServer, type TestServer } from '../../../../test/server';
import { CatalogWriter } from '../../catalog.writer';
import { importBuildcores } from '../buildcores.import';
import { importPcPartDataset } from '../pc-part-dataset.import';
import { Progress, skippedCount, type CategoryReport, type ImportReport } from '../report';

const FIXTURES = path.join(__dirname, '..', '__fixtures__');
const BUILDCORES = path.join(FIXTURES, 'opendb-sample');
const PC_PARTS = path.join(FIXTURES, 'price-sample');
const quiet = () => new Progress({ isTTY: false, write: () => true });

/** A hand-curated part, which imports must leave as it is. */
const CURATED = seedPart('cpu-amd-ryzen-5-5600x');

let server: TestServer;
let manager: EntityManager;

beforeAll(async () => {
  server = await startTestServer();
  manager = server.db.dataSource.manager;
  // Start from a catalog of one curated part, whatever the seed catalog holds today.
  await manager.query('DELETE FROM "component"');
  const writer = await CatalogWriter.open(manager);
  await writer.write([{ part: CURATED, source: 'seed', sourceId: 'cpu-amd-ryzen-5-5600x' }]);
});

afterAll(async () => {
  await server.close();
});

function category(report: ImportReport, name: string): CategoryReport {
  const found = report.categories.find((c) => c.category === name);
  if (!found) throw new Error(`no ${name} in the report`);
  return found;
}

function total(
  report: ImportReport,
  key: 'inserted' | 'updated' | 'pricesSet' | 'pricesWithdrawn' | 'removed',
): number {
  return report.categories.reduce((sum, c) => sum + c[key], 0);
}

interface Row {
  name: string;
  priceCents: number | null;
  sources: string[];
}

async function part(type: string, name: string): Promise<Row | undefined> {
  const rows: Row[] = await manager.query(
    `SELECT "name", "priceCents", "sources" FROM "component" WHERE "type" = $1 AND "name" = $2`,
    [type, name],
  );
  return rows[0];
}

async function snapshot(): Promise<unknown[]> {
  return manager.query(
    `SELECT "id", "name", "priceCents", "sources", "contentHash", "updatedAt" FROM "component" ORDER BY "id"`,
  );
}

describe('catalog import of the fixtures', () => {
  it('pc-part-dataset before buildcores: adds the priced parts it can, and keeps the curated price', async () => {
    const report = await importPcPartDataset(manager, PC_PARTS, quiet());
    const cpu = category(report, 'cpu');
    expect(cpu).toMatchObject({ read: 7, priced: 4, matched: 1, curated: 1, malformed: 2 });
    expect(report.malformed).toEqual([
      { file: 'cpu.jsonl', line: 5, error: 'price is not a number' },
      { file: 'cpu.jsonl', line: 6, error: expect.stringMatching(/^bad JSON/) },
      { file: 'memory.jsonl', line: 6, error: 'not a PC Part Dataset part (no name)' },
    ]);
    expect(cpu.skipped.get('no catalog match, and CPU listings have no socket or memory type to add one with')).toBe(3);
    expect(category(report, 'memory')).toMatchObject({ priced: 4, inserted: 0 });
    expect(category(report, 'internal-hard-drive').inserted).toBe(4);
    expect(await part('Storage', 'Samsung 990 Pro 2 TB M.2 2280 NVMe SSD')).toEqual({
      name: 'Samsung 990 Pro 2 TB M.2 2280 NVMe SSD',
      priceCents: 16999,
      sources: ['pc-part-dataset'],
    });
    expect((await part('CPU', 'AMD Ryzen 5 5600X'))?.priceCents).toBe(CURATED.priceCents);
  });

  it('buildcores: imports the parts it can represent, skips the rest with reasons, reports malformed lines', async () => {
    const report = await importBuildcores(manager, BUILDCORES, quiet());
    expect(report.malformed).toEqual([
      { file: 'CPU.jsonl', line: 7, error: expect.stringMatching(/^bad JSON/) },
      { file: 'CPU.jsonl', line: 8, error: 'not a BuildCores part (no opendb_id or metadata.name)' },
      { file: 'CPU.jsonl', line: 10, error: 'not a JSON object' },
    ]);
    const cpu = category(report, 'CPU');
    // The second record with one name is a twin of the first, merged into it.
    expect(cpu).toMatchObject({ read: 9, inserted: 3, malformed: 3, merged: 1 });
    expect(Object.fromEntries(cpu.skipped)).toEqual({
      'DDR3 memory only': 1,
      "socket FM2+ is outside the catalog's sockets": 1,
    });
    expect(report.categories.map((c) => [c.category, c.inserted, skippedCount(c)])).toEqual([
      ['CPU', 3, 2],
      ['GPU', 3, 0],
      ['Motherboard', 2, 2],
      ['RAM', 2, 3],
      ['Storage', 3, 2],
      ['PSU', 3, 1],
      ['PCCase', 2, 2],
      ['CPUCooler', 2, 0],
    ]);
    const [cpuRow] = await manager.query(
      `SELECT "socket", "memoryTypes", "specsComplete", "sources", "amazonAsin", "priceCents" FROM "component"
       WHERE "name" = 'Intel Core i5-14400F'`,
    );
    expect(cpuRow).toEqual({
      socket: 'LGA1700',
      memoryTypes: ['DDR4', 'DDR5'],
      specsComplete: true,
      sources: ['buildcores'],
      amazonAsin: 'B0TESTCPU2',
      priceCents: null,
    });
  });

  it('pc-part-dataset after buildcores: prices the matching parts and folds its own copies into them', async () => {
    const report = await importPcPartDataset(manager, PC_PARTS, quiet());
    // The lower of two listings for one CPU; a kit priced through the part number in a listing's name.
    expect((await part('CPU', 'AMD Ryzen 7 9700X'))?.priceCents).toBe(30950);
    expect((await part('RAM', 'Corsair Vengeance RGB Black DDR5-6000 CL30 32GB (2x16GB)'))?.priceCents).toBe(10150);
    expect((await part('RAM', 'Corsair Vengeance RGB White DDR5-6000 CL30 32GB (2x16GB)'))?.priceCents).toBe(10999);
    expect(
      await part('Storage', 'Samsung 990 Pro 2TB SSD M.2-2280 PCIe 4.0 x4 NVMe Internal Solid State Drive'),
    ).toEqual(expect.objectContaining({ priceCents: 16999, sources: ['buildcores', 'pc-part-dataset'] }));
    // Its stand-alone copy from the first run is gone; a drive BuildCores does not have stays.
    expect(await part('Storage', 'Samsung 990 Pro 2 TB M.2 2280 NVMe SSD')).toBeUndefined();
    expect((await part('Storage', 'Samsung 990 Pro 1 TB M.2 2280 NVMe SSD'))?.priceCents).toBe(10499);
    expect((await part('CPU', 'AMD Ryzen 5 5600X'))?.priceCents).toBe(CURATED.priceCents);

    expect(report.categories.map((c) => [c.category, c.priced, c.matched, c.pricesSet, c.removed, c.inserted])).toEqual(
      [
        ['cpu', 4, 3, 1, 0, 0],
        ['video-card', 4, 2, 2, 3, 0],
        ['motherboard', 3, 2, 2, 0, 0],
        ['memory', 4, 3, 2, 0, 0],
        ['internal-hard-drive', 4, 3, 3, 3, 0],
        ['power-supply', 3, 3, 3, 3, 0],
        ['case', 3, 2, 2, 2, 0],
        ['cpu-cooler', 2, 2, 2, 2, 0],
      ],
    );
    expect(category(report, 'memory').skipped.get('several different catalog parts fit')).toBe(1);
    expect(category(report, 'video-card').skipped.get('close to a catalog part, but not certainly the same')).toBe(1);
    expect(category(report, 'motherboard').skipped.get("socket AM3+/AM3 is outside the catalog's sockets")).toBe(1);
  });

  it('re-running either import changes nothing', async () => {
    const before = await snapshot();
    const buildcores = await importBuildcores(manager, BUILDCORES, quiet());
    const prices = await importPcPartDataset(manager, PC_PARTS, quiet());
    for (const report of [buildcores, prices]) {
      for (const key of ['inserted', 'updated', 'pricesSet', 'pricesWithdrawn', 'removed'] as const) {
        expect({ source: report.source, key, count: total(report, key) }).toEqual({
          source: report.source,
          key,
          count: 0,
        });
      }
    }
    expect(category(buildcores, 'GPU')).toMatchObject({ read: 3, unchanged: 3 });
    expect(category(prices, 'internal-hard-drive')).toMatchObject({ matched: 3, unchanged: 4 });
    expect(await snapshot()).toEqual(before);
  });
});
