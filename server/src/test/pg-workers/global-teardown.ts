// jest globalTeardown of the server project: drops the workers' databases global-setup.ts made.
import type { GlobalConfig } from 'jest';
import { RUN_DATABASE_VARIABLE, resetWorkerDatabases } from './databases';

export default async function globalTeardown(config: GlobalConfig): Promise<void> {
  const runUrl = process.env[RUN_DATABASE_VARIABLE];
  if (runUrl) await resetWorkerDatabases(runUrl, Math.max(1, config.maxWorkers), false);
}
