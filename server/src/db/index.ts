import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Logger } from '../lib/logger';
import { createDataSource } from './data-source';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded';
import { seedDatabase } from './seed';

export interface Database {
  dataSource: DataSource;
  /** The pg connection string, for the session store. */
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

/** Connects (starting the embedded database when there is no DATABASE_URL), migrates and seeds. */
export async function openDatabase(config: AppConfig, logger: Logger, seed = true): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (url === null) {
    // The session store keeps a small pool of its own beside TypeORM's.
    embedded = await startEmbeddedDatabase(config.dataDir, config.dbPoolSize + 4, logger);
    url = embedded.url;
  }
  const dataSource = createDataSource({ url, poolSize: config.dbPoolSize });
  try {
    await dataSource.initialize();
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
    if (seed) {
      const seeded = await seedDatabase(dataSource.manager);
      if (
        seeded.guidesInserted +
          seeded.newsInserted +
          seeded.articlesInserted +
          seeded.partsInserted +
          seeded.partsUpdated >
        0
      ) {
        logger.info(seeded, 'seed content loaded');
      }
    }
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw err;
  }
  return {
    dataSource,
    url,
    embedded: embedded !== null,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
