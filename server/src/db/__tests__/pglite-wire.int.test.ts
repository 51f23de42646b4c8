import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedProcess, type EmbeddedProcess } from '../../test/embedded';

/**
 * The embedded database's wire server on its own (pglite-wire.ts): what keeps one connection from
 * wedging the others. Always runs on the embedded database, whatever the suite's database is.
 */

const MAX_CONNECTIONS = 4;
const IDLE_IN_TRANSACTION_MS = 300;

describe('the embedded database wire server', () => {
  let dir: string;
  let db: EmbeddedProcess;
  const open: Client[] = [];

  async function connect(): Promise<Client> {
    const client = new Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    open.push(client);
    return client;
  }

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-wire-'));
    db = await startEmbeddedProcess(path.join(dir, 'db'), {
      maxConnections: MAX_CONNECTIONS,
      idleInTransactionMs: IDLE_IN_TRANSACTION_MS,
    });
  });

  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.end().catch(() => undefined)));
  });

  afterAll(async () => {
    await db?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves several busy connections at once, each answered with its own results', async () => {
    const clients = await Promise.all([connect(), connect(), connect()]);
    const answers = await Promise.all(
      clients.map(async (c, ci) => {
        const got: string[] = [];
        for (let qi = 0; qi < 20; qi += 1) {
          const { rows } = await c.query<{ who: string }>('SELECT $1::text || $2::text AS who', [`c${ci}`, `q${qi}`]);
          got.push(rows[0].who);
        }
        return got;
      }),
    );
    expect(answers).toEqual(clients.map((_, ci) => Array.from({ length: 20 }, (__, qi) => `c${ci}q${qi}`)));
  });

  it('makes the others wait for an open transaction, then rolls it back when its client idles too long', async () => {
    const holder = await connect();
    const other = await connect();
    await holder.query('CREATE TABLE IF NOT EXISTS wire_idle (n int)');
    await holder.query('BEGIN');
    await holder.query('INSERT INTO wire_idle VALUES (1)');
    const ended = new Promise<Error>((resolve) => holder.once('error', resolve));
    // Waits behind the open transaction; runs once the idle holder is closed and rolled back.
    const { rows } = await other.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_idle');
    expect(rows[0].n).toBe(0);
    expect((await ended).message).toMatch(/idle-in-transaction timeout|terminated|ended/);
  });

  it('refuses connections over the limit with SQLSTATE 53300, and serves again once one closes', async () => {
    const clients = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => connect()));
    const extra = new Client({ connectionString: db.url });
    extra.on('error', () => undefined);
    await expect(extra.connect()).rejects.toMatchObject({ code: '53300' });
    await clients[0].end();
    open.splice(open.indexOf(clients[0]), 1);
    // The server notices the close asynchronously.
    let again: Client | null = null;
    for (let attempt = 0; attempt < 50 && again === null; attempt += 1) {
      again = await connect().catch(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return null;
      });
    }
    expect(again).not.toBeNull();
    expect((await again!.query('SELECT 1 AS one')).rows[0].one).toBe(1);
  });

  it('ends a vanished client’s half-sent exchange so the next connection is not confused by it', async () => {
    const a = await connect();
    // Parse and Bind without Sync, then the client disappears.
    const stream = (a as unknown as { connection: { stream: { write(b: Buffer): void; destroy(): void } } }).connection
      .stream;
    const body = Buffer.concat([Buffer.from('\0SELECT $1::int\0', 'utf8'), Buffer.from([0, 0])]);
    const parse = Buffer.concat([Buffer.from('P'), Buffer.alloc(4), body]);
    parse.writeInt32BE(body.length + 4, 1);
    stream.write(parse);
    stream.destroy();
    const b = await connect();
    expect((await b.query<{ v: number }>('SELECT $1::int + 1 AS v', [41])).rows[0].v).toBe(42);
  });
});
