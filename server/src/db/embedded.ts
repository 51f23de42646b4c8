import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from '../lib/logger';
import { serveOverWire, SOCKET_FILE } from './pglite-wire';

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
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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

export interface TightenResult {
  /** Files and folders whose group or other permission bits were removed. */
  tightened: number;
  /** Those that could not be changed (owned by another user), by path. */
  failed: string[];
}

/**
 * Removes every group and other permission under `root` (itself included): folders become 0700,
 * files keep only their owner's bits (0600 for the database's). Symbolic links are neither followed
 * nor changed.
 */
export function tightenToOwner(root: string): TightenResult {
  const result: TightenResult = { tightened: 0, failed: [] };
  const visit = (at: string): void => {
    const stat = fs.lstatSync(at);
    if (stat.isSymbolicLink()) return;
    const isDir = stat.isDirectory();
    if ((stat.mode & 0o077) !== 0) {
      try {
        fs.chmodSync(at, isDir ? 0o700 : stat.mode & 0o700);
        result.tightened += 1;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
        result.failed.push(at);
      }
    }
    if (isDir) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  if (fs.existsSync(root)) visit(root);
  return result;
}

/** Longest socket path all platforms take (sun_path holds 104 bytes on macOS, 108 on Linux, with its NUL). */
const MAX_SOCKET_PATH = 103;

/**
 * Where the wire server's Unix socket goes: the data folder itself (private: 0700); when that path
 * is too long for a socket, a new private folder under the system's temporary folder; null where
 * there are no Unix sockets for the pg driver (Windows) or even that path is too long.
 */
function socketFolder(dataDir: string): { dir: string; remove(): void } | null {
  if (process.platform === 'win32') return null;
  const fits = (dir: string): boolean => Buffer.byteLength(path.join(dir, SOCKET_FILE)) <= MAX_SOCKET_PATH;
  if (fits(dataDir)) {
    // A socket file left by a process that died; the data folder's lock says none is using it.
    fs.rmSync(path.join(dataDir, SOCKET_FILE), { force: true });
    return { dir: dataDir, remove: () => undefined };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-pg-')); // mode 0700
  const remove = (): void => fs.rmSync(dir, { recursive: true, force: true });
  if (fits(dir)) return { dir, remove };
  remove();
  return null;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite with its data under `dataDir/pg` and serves it to this process alone, so that
 * TypeORM, the session store and everything else use the ordinary pg driver. The wire server
 * (pglite-wire.ts) keeps each connection's exchanges and transactions together, so any number of
 * pooled connections behave as they would against a real server, one at a time.
 *
 * Only this process can reach the database: it listens on a Unix socket in the private data folder
 * (no TCP port), and it asks every connection for a password made at this start (SCRAM-SHA-256),
 * which only this process knows. Where there is no room for a socket, it listens on 127.0.0.1 with
 * the same password. The data folder and everything in it are the owner's alone (0700 / 0600).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  maxConnections: number,
  logger: Logger,
  idleInTransactionMs?: number,
): Promise<EmbeddedDatabase> {
  // Everything this process creates from now on (folders, the lock, the socket) is the owner's
  // alone. It is process-wide on purpose: nothing RigForge writes is meant for other users.
  process.umask(0o077);
  const releaseLock = acquireDataDirLock(dataDir);
  let socket: { dir: string; remove(): void } | null = null;
  try {
    const before = tightenToOwner(dataDir);
    if (before.tightened > 0 || before.failed.length > 0) {
      logger.warn(
        { dataDir, tightened: before.tightened, failed: before.failed.slice(0, 10) },
        'the data folder was open to other users: its folders are now 0700 and its files 0600',
      );
    }
    const pgDir = path.join(dataDir, 'pg');
    const fresh = !fs.existsSync(pgDir);
    const db = await PGlite.create({ dataDir: pgDir, extensions: { pg_trgm } });
    // PGlite unpacks a new database with files of mode 0666 and rewrites its relcache init files
    // 0644 at each start, whatever the umask (the folders above are private meanwhile).
    tightenToOwner(pgDir);
    socket = socketFolder(dataDir);
    const server = await serveOverWire({ db, maxConnections, idleInTransactionMs, socketDir: socket?.dir });
    if (socket === null) {
      logger.warn(
        { address: server.address },
        'no Unix socket here for the embedded database: it listens on a loopback port, for this process’s password only',
      );
    }
    logger.info({ dataDir: pgDir, fresh, address: server.address }, 'embedded PostgreSQL started');
    let stopped = false;
    const removeSocket = socket?.remove;
    return {
      url: server.url,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await server.stop();
          await db.close();
          tightenToOwner(pgDir);
        } finally {
          removeSocket?.();
          releaseLock();
        }
      },
    };
  } catch (err) {
    socket?.remove();
    releaseLock();
    throw err;
  }
}
