import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import { MODULES } from '../modules';
import { migrations } from './migrations';
import { clientWithAnswerTimeout, type AnswerTimeout } from './answer-timeout';

/** Every module's entities (modules/index.ts). */
export const entities = MODULES.flatMap((module) => module.entities ?? []);

/**
 * The migrations before module definitions (db/migrations, several modules' tables each), then every
 * module's own; TypeORM runs them in the order of their timestamps.
 */
const allMigrations = [...migrations, ...MODULES.flatMap((module) => module.migrations ?? [])];

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  /** Optional TypeORM logger, e.g. to count queries in tests and benchmarks. */
  logger?: TypeOrmLogger;
  /** Ends pooled connections whose server stops answering (answer-timeout.ts); none by default. */
  answerTimeout?: AnswerTimeout;
}

/** The TypeORM data source over the pg driver, for the embedded database and a real server alike. */
export function createDataSource({ url, poolSize, logger, answerTimeout }: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: allMigrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: logger ? ['query'] : false,
    logger,
    extra: {
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      ...(answerTimeout ? { Client: clientWithAnswerTimeout(answerTimeout) } : {}),
    },
  });
}
