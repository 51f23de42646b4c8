// Opening the database for the pricing commands, as the catalog importer does.
import { ConfigError, loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db';
import { DataDirLockedError } from '../../db/embedded';
import { createLogger, type Logger } from '../../lib/logger';

export async function openForCli(): Promise<{ db: Database; logger: Logger } | { error: string }> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) return { error: err.message };
    throw err;
  }
  const logger = createLogger(process.env.LOG_LEVEL ? config.logLevel : 'warn');
  try {
    return { db: await openDatabase(config, logger), logger };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return { error: err instanceof DataDirLockedError ? message : `Could not open the database: ${message}` };
  }
}

/** Runs a command's main and sets the exit code. */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`Failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
