// jest setupFiles of the server project: TEST_DATABASE_URL names this worker's own database.
import { RUN_DATABASE_VARIABLE, workerDatabaseUrl } from './databases';

const runUrl = process.env[RUN_DATABASE_VARIABLE];
if (runUrl) process.env.TEST_DATABASE_URL = workerDatabaseUrl(runUrl, Number(process.env.JEST_WORKER_ID ?? '1'));
