// npm run prices:import-history -- <snapshots dir> [--current <current snapshot dir>]
import 'reflect-metadata';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { openForCli, runCli } from '../cli-db';
import { formatHistoryReport, importPriceHistory, snapshotDates, type HistoryProgress } from './history.import';

const USAGE = `Usage: npm run prices:import-history -- <dir> [--current <dir>]
Loads the dated PC Part Dataset snapshots in <dir> (folders named YYYY-MM-DD) as price history, and
records the current snapshot's prices (from the catalog import) dated by <current>/SOURCE_COMMIT
(default: the pc-part-dataset folder beside <dir>).`;

/** cli-progress on a terminal; a line per category otherwise. */
function progressBar(): HistoryProgress {
  if (!process.stderr.isTTY) {
    let label = '';
    let total = 0;
    return {
      start: (l, t) => {
        label = l;
        total = t;
      },
      update: () => undefined,
      finish: () => process.stderr.write(`${label}: ${total} listings\n`),
    };
  }
  const bar = new SingleBar(
    { format: '{label} [{bar}] {value}/{total}', stream: process.stderr },
    Presets.shades_classic,
  );
  let total = 0;
  return {
    start: (label, t) => {
      total = t;
      bar.start(t, 0, { label: label.padEnd(32) });
    },
    update: (done) => bar.update(done),
    finish: () => {
      bar.update(total);
      bar.stop();
    },
  };
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const at = args.indexOf('--current');
  const current = at >= 0 ? args[at + 1] : undefined;
  const rest = at >= 0 ? args.filter((_, i) => i !== at && i !== at + 1) : args;
  if (rest.length !== 1 || (at >= 0 && current === undefined)) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const dir = path.resolve(cwd, rest[0]);
  if (!existsSync(dir) || !statSync(dir).isDirectory() || snapshotDates(dir).length === 0) {
    process.stderr.write(`${dir} holds no snapshot folders (YYYY-MM-DD).\n\n${USAGE}\n`);
    return 2;
  }
  const currentDir =
    current !== undefined ? path.resolve(cwd, current) : path.join(path.dirname(dir), 'pc-part-dataset');
  const opened = await openForCli();
  if ('error' in opened) {
    process.stderr.write(`${opened.error}\n`);
    return 1;
  }
  const { db } = opened;
  try {
    const report = await db.dataSource.transaction((manager) =>
      importPriceHistory(manager, dir, { currentDir, progress: progressBar() }),
    );
    await db.dataSource.query('ANALYZE "price_observation"');
    process.stdout.write(`${formatHistoryReport(report).join('\n')}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Import failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

if (require.main === module) runCli(main);
