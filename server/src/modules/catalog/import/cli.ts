// npm run catalog:import -- --source <buildcores|pc-part-dataset> <dir>
import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../../config';
import { openDatabase } from '../../../db';
import { DataDirLockedError } from '../../../db/embedded';
import { createLogger } from '../../../lib/logger';
import { folderProblem, parseArgs, USAGE, type Source } from './args';
import { importBuildcores } from './buildcores.import';
import { importPcPartDataset } from './pc-part-dataset.import';
import { formatReport, Progress } from './report';

const RUNS: Record<Source, typeof importBuildcores> = {
  buildcores: importBuildcores,
  'pc-part-dataset': importPcPartDataset,
};

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
    const report = await db.dataSource.transaction((manager) => RUNS[source](manager, dir, new Progress()));
    // Fresh planner statistics, so that filtered lists and suggestions pick their indexes at once
    // (the embedded database has no autovacuum to do it later).
    await db.dataSource.query('ANALYZE "component"');
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
