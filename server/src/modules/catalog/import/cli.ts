// npm run catalog:import -- --source <buildcores|pc-part-dataset> <dir>
import 'reflect-metadata';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../../config';
import { openDatabase } from '../../../db';
import { DataDirLockedError } from '../../../db/embedded';
import { createLogger } from '../../../lib/logger';
import { BUILDCORES_CATEGORIES } from './buildcores.map';
import { importBuildcores } from './buildcores.import';
import { PC_PART_CATEGORIES } from './pc-part-dataset.map';
import { importPcPartDataset } from './pc-part-dataset.import';
import { formatReport, Progress } from './report';

const SOURCES = {
  buildcores: { files: Object.keys(BUILDCORES_CATEGORIES), run: importBuildcores },
  'pc-part-dataset': { files: Object.keys(PC_PART_CATEGORIES), run: importPcPartDataset },
} as const;
export type Source = keyof typeof SOURCES;

export const USAGE = `Usage: npm run catalog:import -- --source <buildcores|pc-part-dataset> <dir>

  --source buildcores       BuildCores OpenDB JSON Lines (CPU.jsonl, GPU.jsonl, ...): specs, retailer SKUs
  --source pc-part-dataset  PC Part Dataset JSON Lines (cpu.jsonl, video-card.jsonl, ...): USD prices

Import buildcores first, then pc-part-dataset. The catalog goes to DATABASE_URL, or without it to the
embedded database in DATA_DIR (stop a server using the same DATA_DIR first).`;

export type Command = { source: Source; dir: string } | { help: true } | { error: string };

function isSource(value: string): value is Source {
  return Object.hasOwn(SOURCES, value);
}

/** The command line → what to import, from where (relative to `cwd`); or what is wrong with it. */
export function parseArgs(args: readonly string[], cwd: string): Command {
  let source: string | undefined;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    if (arg === '--source') {
      source = args[i + 1];
      i += 1;
    } else if (arg.startsWith('--source=')) source = arg.slice('--source='.length);
    else if (arg.startsWith('-')) return { error: `Unknown option ${arg}.` };
    else rest.push(arg);
  }
  if (source === undefined || source === '') return { error: 'Missing --source.' };
  if (!isSource(source)) return { error: `Unknown source "${source}": use buildcores or pc-part-dataset.` };
  if (rest.length !== 1) return { error: rest.length === 0 ? 'Missing the data folder.' : 'Give one data folder.' };
  return { source, dir: path.resolve(cwd, rest[0]) };
}

/** What is wrong with a data folder for a source, or null when it holds at least one of its files. */
export function folderProblem(source: Source, dir: string): string | null {
  if (!existsSync(dir)) return `No such folder: ${dir}`;
  if (!statSync(dir).isDirectory()) return `Not a folder: ${dir}`;
  const files = SOURCES[source].files.map((name) => `${name}.jsonl`);
  if (!files.some((file) => existsSync(path.join(dir, file)))) {
    return `${dir} holds none of the ${source} files (${files.join(', ')}).`;
  }
  return null;
}

async function main(): Promise<number> {
  const started = performance.now();
  // npm runs scripts from the repository root; a relative folder is meant from where npm was run.
  const command = parseArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
  if ('help' in command) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const problem = 'error' in command ? command.error : folderProblem(command.source, command.dir);
  if (problem !== null || 'error' in command) {
    process.stderr.write(`${problem}\n\n${USAGE}\n`);
    return 2;
  }

  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  // Only warnings unless LOG_LEVEL asks for more: the summary is the output.
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
  let db;
  try {
    db = await openDatabase(config, logger);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(
      err instanceof DataDirLockedError ? `${message}\n` : `Could not open the database: ${message}\n`,
    );
    return 1;
  }
  try {
    const { source, dir } = command;
    const report = await db.dataSource.transaction((manager) => SOURCES[source].run(manager, dir, new Progress()));
    const lines = formatReport(report, source === 'pc-part-dataset');
    const total = (performance.now() - started) / 1000;
    lines[lines.length - 1] += ` (${total.toFixed(1)} s in all, with the database start-up)`;
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`Import failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`Import failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
