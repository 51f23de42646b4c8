// Real-PostgreSQL runs with several jest workers (docs/testing.md): every suite empties the one
// database it is given, so each worker gets a database of its own, named after TEST_DATABASE_URL's
// with the worker's number (`rigforge_ci_w1`, `rigforge_ci_w2`, ...), made before the run and dropped
// after it. TEST_DATABASE_URL keeps naming the run's own database, which the workers' are made beside.
import { Client } from 'pg';

/** The variable holding the run's database while TEST_DATABASE_URL names the worker's. */
export const RUN_DATABASE_VARIABLE = 'RIGFORGE_TEST_RUN_DATABASE_URL';

/** The worker's database: the run's URL with the worker's number added to the database name. */
export function workerDatabaseUrl(runUrl: string, worker: number): string {
  const url = new URL(runUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]{0,58}$/.test(name)) {
    throw new Error(`TEST_DATABASE_URL must name a database (lowercase letters, digits, _): "${name}"`);
  }
  url.pathname = `/${name}_w${worker}`;
  return url.toString();
}

/** Drops each worker's database and, with `create`, makes it again, empty (through the server's `postgres` database). */
export async function resetWorkerDatabases(runUrl: string, workers: number, create: boolean): Promise<void> {
  const admin = new URL(runUrl);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    for (let worker = 1; worker <= workers; worker += 1) {
      const name = new URL(workerDatabaseUrl(runUrl, worker)).pathname.slice(1);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      if (create) await client.query(`CREATE DATABASE "${name}"`);
    }
  } finally {
    await client.end();
  }
}
