import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../lib/logger';
import { serveOverWire } from './pglite-wire';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by another RigForge process (pid ${pid}). ` +
        'Stop that process first, or point DATA_DIR at another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's lock file, or throws DataDirLockedError when a live process holds it. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'rigforge.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // A stale lock left by a process that died: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data under `dataDir/pg` and serves it on a loopback port, so that TypeORM,
 * the session store and everything else use the ordinary pg driver. The wire server (pglite-wire.ts)
 * keeps each connection's exchanges and transactions together, so any number of pooled connections
 * behave as they would against a real server, one at a time.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  maxConnections: number,
  logger: Logger,
  idleInTransactionMs?: number,
): Promise<EmbeddedDatabase> {
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    const pgDir = path.join(dataDir, 'pg');
    const fresh = !fs.existsSync(pgDir);
    const db = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
    const server = await serveOverWire({ db, maxConnections, idleInTransactionMs });
    const url = `postgres://postgres:postgres@${server.address}/postgres`;
    logger.info({ dataDir: pgDir, fresh }, 'embedded PostgreSQL started');
    let stopped = false;
    return {
      url,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await server.stop();
          await db.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}
