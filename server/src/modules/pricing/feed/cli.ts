// npm run prices:import -- [--retailer amazon|newegg|bestbuy] <file.csv|file.json>
import 'reflect-metadata';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../../../lib/clock';
import { openForCli, runCli } from '../cli-db';
import { parseRetailer, type Retailer } from '../pricing.rules';
import { importFeed } from './feed.import';

const USAGE = `Usage: npm run prices:import -- [--retailer amazon|newegg|bestbuy] <feed.csv|feed.json>
Imports a retailer's product feed (columns: docs/pricing.md "Feed columns").`;

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  let retailer: Retailer | null = null;
  const files: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--help' || args[i] === '-h') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (args[i] === '--retailer') {
      retailer = parseRetailer(args[i + 1] ?? '');
      if (retailer === null) {
        process.stderr.write(`--retailer must be amazon, newegg or bestbuy\n\n${USAGE}\n`);
        return 2;
      }
      i += 1;
    } else files.push(args[i]);
  }
  if (files.length !== 1) {
    process.stderr.write(`Give one feed file.\n\n${USAGE}\n`);
    return 2;
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  const format = /\.json$/i.test(file) ? 'json' : /\.csv$/i.test(file) ? 'csv' : null;
  if (!existsSync(file) || format === null) {
    process.stderr.write(
      `${existsSync(file) ? 'The feed must be a .csv or .json file' : `No file ${file}`}\n\n${USAGE}\n`,
    );
    return 2;
  }
  const opened = await openForCli();
  if ('error' in opened) {
    process.stderr.write(`${opened.error}\n`);
    return 1;
  }
  const { db, logger } = opened;
  try {
    const text = readFileSync(file, 'utf8');
    const report = await db.dataSource.transaction((manager) =>
      importFeed(manager, text, format, { retailer, clock: systemClock, logger }),
    );
    if ('error' in report) {
      process.stderr.write(`${report.error}\n`);
      return 1;
    }
    for (const s of report.skipped.slice(0, 20))
      process.stdout.write(`skipped ${format === 'csv' ? 'line' : 'offer'} ${s.at}: ${s.reason}\n`);
    if (report.skipped.length > 20) process.stdout.write(`... and ${report.skipped.length - 20} more skipped\n`);
    process.stdout.write(
      `${report.rows} offers read: ${report.imported} imported, ${report.unchanged} unchanged, ${report.skipped.length} skipped; ` +
        `${report.matched} matched to catalog parts, ${report.nameOnly} kept by name; ${report.alertsFired} price alerts fired.\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (require.main === module) runCli(main);
