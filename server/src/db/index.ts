import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../lib/logger';
import type { AnswerTimeout } from './answer-timeout';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { seedDatabase } from './seed';

export interface Database {
  dataSource: DataSource;
  /** The pg connection string, for the session store. */
  url: string;
  embedded: boolean;
  /**
   * On a real server, how long a pooled connection may wait for an answer before it is ended as lost
   * (answer-timeout.ts): 0 (no limit) until the caller sets it, so that start-up's migrations are
   * never cut short. Pools made beside TypeORM's (the session store's) share it. Null on the embedded
   * database, which runs in this process: no network to lose, and its waits are its queue.
   */
  answerTimeout: AnswerTimeout | null;
  close(): Promise<void>;
}

/** The advisory lock key under which one process at a time migrates and seeds a shared database. */
export const MIGRATION_LOCK_KEY = 0x52_46_4d_47; // 'RFMG'

/**
 * Runs `work` holding a PostgreSQL advisory lock on a connection of its own (outside the pool, so
 * a pool of one still has its connection for the work): several instances starting at once on one
 * database migrate and seed one after the other instead of racing to create the same tables. The
 * lock goes with the connection, also when a process dies holding it.
 */
export async function withMigrationLock<T>(url: string, logger: Logger, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  client.on('error', (err) => logger.warn({ err }, 'migration lock connection error'));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (!rows[0].locked) {
      logger.info('another process is migrating the database: waiting for it');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/**
 * Connects (starting the embedded database when there is no DATABASE_URL), migrates and seeds. On a
 * real server the migrations and the seed run under withMigrationLock: one process at a time.
 */
export async function openDatabase(config: AppConfig, logger: Logger, seed = true): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (url === null) {
    // The session store keeps a small pool of its own beside TypeORM's.
    embedded = await startEmbeddedDatabase(config.dataDir, config.dbPoolSize + 4, logger);
    url = embedded.url;
  }
  const answerTimeout = embedded ? null : { ms: 0 };
  const dataSource = createDataSource({ url, poolSize: config.dbPoolSize, answerTimeout: answerTimeout ?? undefined });
  try {
    await dataSource.initialize();
    const prepare = async (): Promise<void> => {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
      if (!seed) return;
      const seeded = await seedDatabase(dataSource.manager);
      if (Object.values(seeded).some((count) => count > 0)) logger.info(seeded, 'seed content loaded');
    };
    // The embedded database has one owner (its data folder's lock): nothing to wait for.
    if (embedded) await prepare();
    else await withMigrationLock(url, logger, prepare);
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    dataSource,
    url,
    embedded: embedded !== null,
    answerTimeout,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
