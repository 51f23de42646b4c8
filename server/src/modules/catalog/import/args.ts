// The catalog:import command line: what to import and from where.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILDCORES_CATEGORIES } from './buildcores.map';
import { PC_PART_CATEGORIES } from './pc-part-dataset.map';

/** Each source and the category files (without .jsonl) its folder holds. */
const SOURCES = {
  buildcores: Object.keys(BUILDCORES_CATEGORIES),
  'pc-part-dataset': Object.keys(PC_PART_CATEGORIES),
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
  const files = SOURCES[source].map((name) => `${name}.jsonl`);
  if (!files.some((file) => existsSync(path.join(dir, file)))) {
    return `${dir} holds none of the ${source} files (${files.join(', ')}).`;
  }
  return null;
}
