import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { isConnectionLoss } from '../../lib/db-errors';
import { startEmbeddedProcess, type EmbeddedProcess } from '../../test/embedded';
import { clientWithAnswerTimeout } from '../answer-timeout';
import { SOCKET_FILE } from '../pglite-wire';

/**
 * A loopback proxy in front of the database that can go silent: connections stay open, bytes in
 * either direction are held (a dropped network, a hung server).
 */
async function silentableProxy(dbUrl: string): Promise<{ url: string; silence(): void; close(): Promise<void> }> {
  const target = new URL(dbUrl);
  // The embedded database listens on a Unix socket in its data folder: its URL's host is that folder.
  const socketDir = decodeURIComponent(target.hostname);
  const connectUpstream = (): net.Socket =>
    socketDir.startsWith('/')
      ? net.connect(path.join(socketDir, SOCKET_FILE))
      : net.connect(Number(target.port), target.hostname);
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = connectUpstream();
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.on('data', (chunk) => void (silent || upstream.write(chunk)));
    upstream.on('data', (chunk) => void (silent || client.write(chunk)));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: proxyPort } = server.address() as net.AddressInfo;
  const url = new URL(target.pathname, `postgres://127.0.0.1:${proxyPort}`);
  url.username = target.username;
  url.password = target.password;
  return {
    url: url.toString(),
    silence: () => {
      silent = true;
    },
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('clientWithAnswerTimeout', () => {
  let dir: string;
  let db: EmbeddedProcess;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-answer-timeout-'));
    db = await startEmbeddedProcess(path.join(dir, 'db'));
  });

  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps idle connections, and ends one whose server stops answering as a lost connection', async () => {
    const proxy = await silentableProxy(db.url);
    const limit = { ms: 300 };
    const pool = new Pool({ connectionString: proxy.url, max: 1, Client: clientWithAnswerTimeout(limit) });
    try {
      const client = await pool.connect();
      // A checked-out client reports a broken connection to its user (TypeORM listens the same way).
      const clientErrors: Error[] = [];
      client.on('error', (err) => clientErrors.push(err));
      expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      // Idle for longer than the limit: nothing is due, nothing is ended.
      await new Promise((resolve) => setTimeout(resolve, 800));
      await client.query('BEGIN');
      expect((await client.query<{ two: number }>('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);

      proxy.silence();
      const lost = await client.query('SELECT 3').then(
        () => null,
        (err: unknown) => err,
      );
      expect(lost).toBeInstanceOf(Error);
      expect(isConnectionLoss(lost)).toBe(true);
      expect(clientErrors.map((err) => err.message)).toEqual(['The database did not answer within 300 ms']);
      // The pool is told the connection is broken, so it never hands it (and its transaction) out again.
      client.release(lost as Error);
      expect(pool.totalCount).toBe(0);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });

  it('has no limit while it is 0, and applies one set later', async () => {
    const proxy = await silentableProxy(db.url);
    const limit = { ms: 0 };
    const pool = new Pool({ connectionString: proxy.url, max: 1, Client: clientWithAnswerTimeout(limit) });
    try {
      const client = await pool.connect();
      client.on('error', () => undefined);
      proxy.silence();
      let settled = false;
      const pending = client.query('SELECT 1').then(
        () => (settled = true),
        () => (settled = true),
      );
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(settled).toBe(false);
      limit.ms = 200;
      await pending;
      expect(settled).toBe(true);
      client.release(true);
    } finally {
      await pool.end();
      await proxy.close();
    }
  });
});
