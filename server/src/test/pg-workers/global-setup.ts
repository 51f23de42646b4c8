// jest globalSetup of the server project: with TEST_DATABASE_URL, a database per worker (databases.ts).
import type { GlobalConfig } from 'jest';
import { RUN_DATABASE_VARIABLE, resetWorkerDatabases } from './databases';

export default async function globalSetup(config: GlobalConfig): Promise<void> {
  const runUrl = process.env[RUN_DATABASE_VARIABLE] ?? process.env.TEST_DATABASE_URL;
  if (!runUrl) return;
  // The workers inherit this process's environment: setup-file.ts reads the run's URL from here.
  process.env[RUN_DATABASE_VARIABLE] = runUrl;
  await resetWorkerDatabases(runUrl, Math.max(1, config.maxWorkers), true);
}
