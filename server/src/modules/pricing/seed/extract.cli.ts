// npm run prices:extract-seed [-- <data dir>]: writes dataset-extract.jsonl, the small extract of the public
// datasets the seed catalog ships with (README.md beside it): each seed part's dated PC Part Dataset
// prices, matched with the history importer's own rules (matchSnapshot), and its retailer ids from
// BuildCores OpenDB, matched with the same MatchIndex. Reads <data dir> (default ../shared/data).
import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { partSlug, MatchIndex } from '@rigforge/common';
import { seedParts } from '../../../db/seed/catalog';
import { readBuildcoresRetailerIds } from './extract.buildcores';
import { matchSnapshot, snapshotDates, sourceCommitDate } from '../history/history.import';
import { SEED_PRICES_FILE, formatSeedPriceLine, type SeedPriceLine } from './seed-prices';

const quiet = { start: () => undefined, update: () => undefined, finish: () => undefined };

async function main(): Promise<number> {
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, process.argv[2] ?? '../shared/data');
  const historyDir = path.join(dataDir, 'pc-part-dataset-history');
  const currentDir = path.join(dataDir, 'pc-part-dataset');
  if (!existsSync(historyDir) || !existsSync(currentDir)) {
    process.stderr.write(`${dataDir} lacks pc-part-dataset-history/ or pc-part-dataset/\n`);
    return 2;
  }
  const parts = seedParts().map((part) => ({ ...part, id: partSlug(part.type, part.name) }));
  const index = new MatchIndex(parts);
  const history = new Map<string, [string, number][]>(parts.map((p) => [p.id, []]));

  const currentDate = sourceCommitDate(readFileSync(path.join(currentDir, 'SOURCE_COMMIT'), 'utf8'));
  if (currentDate === null) throw new Error(`${currentDir}/SOURCE_COMMIT has no commit date`);
  const snapshots = [
    ...snapshotDates(historyDir).map((date) => ({ date, folder: path.join(historyDir, date) })),
    { date: currentDate, folder: currentDir },
  ];
  for (const { date, folder } of snapshots) {
    const { report, prices } = await matchSnapshot(folder, date, index, quiet);
    for (const [id, cents] of prices) history.get(id)?.push([date, cents]);
    process.stderr.write(`${date}: ${report.matched} listings matched, ${prices.size} seed parts priced\n`);
  }

  const retailers = await readBuildcoresRetailerIds(path.join(dataDir, 'buildcores-open-db'), index);
  const lines: SeedPriceLine[] = [];
  for (const part of parts) {
    const points = history.get(part.id) ?? [];
    const ids = retailers.get(part.id);
    if (points.length === 0 && ids === undefined) continue;
    lines.push({ slug: part.id, history: points, ...ids });
  }
  const out = path.join(__dirname, SEED_PRICES_FILE);
  writeFileSync(out, lines.map(formatSeedPriceLine).join(''));
  const withHistory = lines.filter((l) => l.history.length > 0);
  process.stdout.write(
    `${out}: ${parts.length} seed parts; ${withHistory.length} with price history ` +
      `(${withHistory.reduce((n, l) => n + l.history.length, 0)} points, ` +
      `${withHistory.filter((l) => l.history.length >= 10).length} with 10 or more); ` +
      `Amazon ${lines.filter((l) => l.amazonAsin).length}, Newegg ${lines.filter((l) => l.neweggItem).length}, ` +
      `Best Buy ${lines.filter((l) => l.bestBuySku).length} product ids\n`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
