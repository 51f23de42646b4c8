// TypeORM DataSource for the migration CLI (npm run db:migrate / db:revert) against DATABASE_URL.
// The app itself applies migrations at start, on the embedded database and a real server alike.
import 'reflect-metadata';
import { loadConfig } from './server/src/config';
import { createDataSource } from './server/src/db/data-source';

const config = loadConfig();
if (config.databaseUrl === null) {
  throw new Error('The migration CLI needs DATABASE_URL (the embedded database is migrated by `npm start`).');
}

export default createDataSource({ url: config.databaseUrl, poolSize: 2 });
