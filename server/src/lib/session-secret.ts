import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

/** What the secret store needs of the database: one statement at a time (TypeORM's DataSource has it). */
export interface SecretStore {
  query(text: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The configured secret, or else one generated once and kept in the database (table app_secret),
 * so that every instance on one database signs and reads the same cookies. The first instance to
 * start stores it; the others read it. A secret an older version kept in the data folder
 * (DATA_DIR/session-secret) is the one stored, so that upgrading signs no one out.
 */
export async function resolveSessionSecret(
  configured: string | null,
  dataDir: string,
  logger: Logger,
  store: SecretStore,
): Promise<string> {
  if (configured !== null) return configured;
  const candidate = legacySecret(path.join(dataDir, 'session-secret')) ?? crypto.randomBytes(48).toString('base64url');
  await store.query(
    `INSERT INTO "app_secret" ("name", "value") VALUES ('session', $1) ON CONFLICT ("name") DO NOTHING`,
    [candidate],
  );
  const rows = (await store.query(`SELECT "value" FROM "app_secret" WHERE "name" = 'session'`)) as {
    value: string;
  }[];
  logger.info(
    'SESSION_SECRET is not set: using the generated secret kept in the database (table app_secret), shared by every instance on it.',
  );
  return rows[0].value;
}

/** The secret a version before the app_secret table generated into the data folder, if any. */
function legacySecret(file: string): string | null {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    return existing.length >= 32 ? existing : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return null;
  }
}
