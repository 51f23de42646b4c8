import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db';
import { createApp, type App, type DepsOverrides } from '../app';
import { createLogger } from '../lib/logger';
import { startEmbeddedProcess, type EmbeddedProcess } from './embedded';

export interface TestServer {
  app: App;
  db: Database;
  config: AppConfig;
  http: ReturnType<typeof request>;
  /** POST /graphql with the headers Apollo's CSRF prevention expects. */
  graphql(query: string, variables?: Record<string, unknown>): Promise<request.Response>;
  close(): Promise<void>;
}

/** Empties a real test database so every suite starts from migrations. */
async function resetDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

/** Log lines written by a test server, parsed (pass `logs.stream` to `startTestServer`). */
export interface CapturedLogs {
  stream: { write(line: string): void };
  lines(): Record<string, unknown>[];
}

export function captureLogs(): CapturedLogs {
  const written: string[] = [];
  return {
    stream: { write: (line) => void written.push(line) },
    lines: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/**
 * Boots the whole app against a fresh database: the real PostgreSQL named by TEST_DATABASE_URL
 * (emptied first), or else a new embedded one in a temporary folder. The embedded database runs in
 * a child process because PGlite's WebAssembly does not load inside jest's sandbox; the app talks
 * to it over the pg driver exactly as it does in `npm start`. With `logs`, log lines (at LOG_LEVEL,
 * silent unless set) go there.
 */
export async function startTestServer(
  env: NodeJS.ProcessEnv = {},
  depsOverrides: DepsOverrides = {},
  logs?: Pick<CapturedLogs, 'stream'>,
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-test-'));
  let embedded: EmbeddedProcess | null = null;
  let url = process.env.TEST_DATABASE_URL;
  if (url) await resetDatabase(url);
  else {
    embedded = await startEmbeddedProcess(path.join(dataDir, 'db'));
    url = embedded.url;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CLIENT_DIST: 'none',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    // Suites change data behind the app's back and count statements: guests' answers are not
    // reused unless a suite asks (graphql/__tests__/guest-cache.int.test.ts).
    GUEST_CACHE_TTL_MS: '0',
    ...env,
  });
  const logger = createLogger(config.logLevel, logs?.stream);
  const db = await openDatabase(config, logger);
  const app = await createApp(config, db, logger, depsOverrides);
  const http = request(app.httpServer);
  return {
    app,
    db,
    config,
    http,
    graphql: (query, variables) =>
      http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables }),
    async close() {
      await app.close();
      await db.close();
      await embedded?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
