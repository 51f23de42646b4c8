// The shipped extract (seed/dataset-extract.jsonl): seed parts only, real snapshot days, and, where
// the datasets are on this machine (../shared/data), each sampled point re-derived from them with
// the history importer's own matching.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { partSlug, MatchIndex } from '@rigforge/common';
import { seedParts } from '../../../../db/seed/catalog';
import { matchSnapshot, snapshotDates, sourceCommitDate } from '../../history/history.import';
import { parseSeedPrices, seedPriceLines } from '../seed-prices';

const DATA = path.resolve(__dirname, '../../../../../../../shared/data');
const HISTORY_DIR = path.join(DATA, 'pc-part-dataset-history');
const CURRENT_DIR = path.join(DATA, 'pc-part-dataset');
const SNAPSHOT_DAYS = [
  '2023-07-10',
  '2023-08-06',
  '2023-09-12',
  '2023-10-21',
  '2023-11-16',
  '2023-12-17',
  '2024-01-20',
  '2024-02-20',
  '2024-03-27',
  '2024-05-14',
  '2025-07-23',
];
const lines = seedPriceLines();
const withHistory = lines.filter((l) => l.history.length > 0);
const quiet = { start: () => undefined, update: () => undefined, finish: () => undefined };

describe('the seed dataset extract', () => {
  it('holds seed parts only, each once', () => {
    const slugs = new Set(seedParts().map((p) => partSlug(p.type, p.name)));
    expect(lines.filter((l) => !slugs.has(l.slug)).map((l) => l.slug)).toEqual([]);
    expect(new Set(lines.map((l) => l.slug)).size).toBe(lines.length);
  });

  it('dates every point on a snapshot day, at most once per day, oldest first', () => {
    for (const line of withHistory) {
      const days = line.history.map(([day]) => day);
      expect({ slug: line.slug, ok: days.every((d) => SNAPSHOT_DAYS.includes(d)) }).toEqual({
        slug: line.slug,
        ok: true,
      });
      expect(days).toEqual([...new Set(days)].sort());
    }
  });

  it('gives most seed parts a history; 10 or more points to the parts sold since mid-2023', () => {
    // Figures of the extract as shipped (README.md): parts with fewer points were released after
    // July 2023 (RTX 50, Ryzen 9000, Core Ultra…) or missing from some snapshots.
    expect(withHistory.length).toBe(304);
    expect(withHistory.reduce((n, l) => n + l.history.length, 0)).toBe(2263);
    expect(withHistory.filter((l) => l.history.length >= 10).length).toBe(172);
  });

  it('refuses a malformed line', () => {
    expect(() => parseSeedPrices('{"slug":"x","history":[["2023-7-1",100]]}\n')).toThrow(/:1: not a seed price line/);
    expect(() => parseSeedPrices('{"slug":"x","history":[["2023-07-10",-5]]}\n')).toThrow();
    expect(parseSeedPrices('{"slug":"x","history":[],"amazonAsin":"B000000000"}\n')).toEqual([
      { slug: 'x', history: [], amazonAsin: 'B000000000' },
    ]);
  });

  const withData = existsSync(HISTORY_DIR) && existsSync(CURRENT_DIR) ? it : it.skip;
  withData(
    'is re-derived from the datasets by the importer’s matching (a sample of snapshots)',
    async () => {
      const parts = seedParts().map((part) => ({ ...part, id: partSlug(part.type, part.name) }));
      const index = new MatchIndex(parts);
      const current = sourceCommitDate(readFileSync(path.join(CURRENT_DIR, 'SOURCE_COMMIT'), 'utf8'));
      const dates = snapshotDates(HISTORY_DIR);
      const sample = [
        { day: dates[0], folder: path.join(HISTORY_DIR, dates[0]) },
        { day: dates[dates.length - 1], folder: path.join(HISTORY_DIR, dates[dates.length - 1]) },
        { day: current ?? '', folder: CURRENT_DIR },
      ];
      for (const { day, folder } of sample) {
        const { prices } = await matchSnapshot(folder, day, index, quiet);
        const shipped = new Map(
          lines.flatMap((l) => l.history.filter(([d]) => d === day).map(([, cents]) => [l.slug, cents] as const)),
        );
        expect({ day, prices: Object.fromEntries(shipped) }).toEqual({ day, prices: Object.fromEntries(prices) });
      }
    },
    120_000,
  );
});
