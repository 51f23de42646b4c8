import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from 'pg';
import { spawnEmbedded, startEmbeddedProcess, type EmbeddedProcess } from '../../test/embedded';

/**
 * Who can reach the embedded database and its data folder, written as the attacks (issue 27): a
 * stranger's connection with a wrong user or a wrong password, another user of the machine, the
 * file modes of a new data folder and of one left open by an older version. Always on the embedded
 * database, whatever the suite's database is.
 */

const SERVER_ROOT = path.resolve(__dirname, '..', '..', '..');
const SOCKET = '.s.PGSQL.5432';
const NOBODY = 65534;
const psqlAvailable = spawnSync('psql', ['--version']).status === 0;
const asRoot = process.getuid?.() === 0;

/** Tries a connection and returns how it was refused ({code, message}), or 'connected'. */
async function attempt(config: ConstructorParameters<typeof Client>[0]): Promise<{ code?: string; message: string }> {
  const client = new Client(config);
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.end();
    return { message: 'connected' };
  } catch (err) {
    const { code, message } = err as { code?: string; message: string };
    return { code, message };
  }
}

/** The socket folder or `host:port` a connection string names. */
function hostOf(url: string): { host: string; port: string } {
  const parsed = new URL(url);
  return { host: decodeURIComponent(parsed.hostname), port: parsed.port };
}

/** TCP ports process `pid` listens on (Linux: its socket descriptors against /proc/net/tcp{,6}). */
function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // The descriptor closed while being read.
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && cols[3] === '0A' && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

/** Counts of `<kind> <mode>` under `root` (d: folder, f: file, s: socket), the root included. */
function modesUnder(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const visit = (at: string): void => {
    const stat = fs.lstatSync(at);
    const kind = stat.isDirectory() ? 'd' : stat.isSocket() ? 's' : stat.isSymbolicLink() ? 'l' : 'f';
    const key = `${kind} ${(stat.mode & 0o777).toString(8)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (stat.isDirectory()) for (const name of fs.readdirSync(at)) visit(path.join(at, name));
  };
  visit(root);
  return counts;
}

/** Only owner-only modes: folders 0700, files 0600, sockets 0600. */
function onlyPrivate(counts: Record<string, number>): string[] {
  return Object.keys(counts).filter((key) => !['d 700', 'f 600', 's 600'].includes(key));
}

/** What the attacker found: every folder 0777 and every file 0666. */
function openToEveryone(root: string): void {
  const visit = (at: string): void => {
    const stat = fs.lstatSync(at);
    if (stat.isDirectory()) {
      fs.chmodSync(at, 0o777);
      for (const name of fs.readdirSync(at)) visit(path.join(at, name));
    } else if (stat.isFile()) fs.chmodSync(at, 0o666);
  };
  visit(root);
}

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-access-'));
  // Open to all, so that what keeps a stranger out is the data folder's own mode, not this one's.
  fs.chmodSync(dir, 0o755);
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database’s connections', () => {
  let db: EmbeddedProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = path.join(dir, 'db');
    db = await startEmbeddedProcess(dataDir);
  });

  afterAll(async () => {
    await db?.stop();
  });

  it('listens on a Unix socket of mode 0600 in the 0700 data folder, and on no TCP port', () => {
    expect(hostOf(db.url).host).toBe(dataDir);
    const socket = fs.lstatSync(path.join(dataDir, SOCKET));
    expect(socket.isSocket()).toBe(true);
    expect((socket.mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(dataDir).mode & 0o777).toString(8)).toBe('700');
    if (process.platform === 'linux') expect(listeningTcpPorts(db.child.pid!)).toEqual([]);
  });

  it('serves whoever has the URL it handed out (its user and this start’s password)', async () => {
    expect(await attempt({ connectionString: db.url })).toEqual({ message: 'connected' });
  });

  it('refuses a stranger with a wrong user and password: 28P01', async () => {
    const refused = await attempt({ host: dataDir, user: 'nobody', password: 'wrong', database: 'anything' });
    expect(refused).toEqual({ code: '28P01', message: 'password authentication failed for user "nobody"' });
  });

  it('refuses the right user with a wrong password, the old fixed one included: 28P01', async () => {
    for (const password of ['postgres', 'wrong', 'x'.repeat(64)]) {
      const refused = await attempt({ host: dataDir, user: 'postgres', password, database: 'postgres' });
      expect(refused).toEqual({ code: '28P01', message: 'password authentication failed for user "postgres"' });
    }
    // Still serving its own connections after the refusals.
    expect(await attempt({ connectionString: db.url })).toEqual({ message: 'connected' });
  });

  (psqlAvailable ? it : it.skip)('refuses psql (libpq) with a wrong password, and one with none', () => {
    const wrong = spawnSync('psql', [`host=${dataDir} user=nobody dbname=anything`, '-c', 'SELECT 1'], {
      env: { ...process.env, PGPASSWORD: 'wrong' },
      encoding: 'utf8',
    });
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('FATAL:  password authentication failed for user "nobody"');
    const none = spawnSync('psql', ['-w', `host=${dataDir} user=postgres dbname=postgres`, '-c', 'SELECT 1'], {
      env: { ...process.env, PGPASSWORD: '' },
      encoding: 'utf8',
    });
    expect(none.status).not.toBe(0);
    expect(none.stderr).toMatch(/no password supplied|password authentication failed/);
  });

  (asRoot && psqlAvailable ? it : it.skip)(
    'keeps another user of the machine out of the socket and the files (run as root, the stranger is nobody)',
    () => {
      const asNobody = { uid: NOBODY, gid: NOBODY, encoding: 'utf8' as const, cwd: '/' };
      const psql = spawnSync('psql', [`host=${dataDir} user=postgres dbname=postgres`, '-c', 'SELECT 1'], {
        ...asNobody,
        env: { PATH: process.env.PATH, PGPASSWORD: 'wrong' },
      });
      expect(psql.stderr).toContain('Permission denied');
      const read = spawnSync('cat', [path.join(dataDir, 'pg', 'global', 'pg_control')], asNobody);
      expect(read.status).not.toBe(0);
      expect(read.stderr).toContain('Permission denied');
    },
  );
});

describe('a data folder whose path is too long for a Unix socket', () => {
  // 103 bytes is the longest socket path every platform takes; this folder's socket would be longer.
  const deep = (): string => path.join(dir, 'd'.repeat(60), 'e'.repeat(60));

  it('serves on a socket in a private folder of its own under the temporary folder, removed at stop', async () => {
    const db = await startEmbeddedProcess(deep());
    try {
      const { host } = hostOf(db.url);
      expect(host.startsWith(path.join(os.tmpdir(), 'rigforge-pg-'))).toBe(true);
      expect((fs.statSync(host).mode & 0o777).toString(8)).toBe('700');
      expect((fs.lstatSync(path.join(host, SOCKET)).mode & 0o777).toString(8)).toBe('600');
      expect(await attempt({ connectionString: db.url })).toEqual({ message: 'connected' });
      expect(await attempt({ host, user: 'postgres', password: 'postgres', database: 'postgres' })).toEqual({
        code: '28P01',
        message: 'password authentication failed for user "postgres"',
      });
      await db.stop();
      expect(fs.existsSync(host)).toBe(false);
    } finally {
      await db.stop();
      fs.rmSync(deep(), { recursive: true, force: true });
    }
  });

  it('with no short folder for a socket either, serves 127.0.0.1 to its password only', async () => {
    const longTmp = path.join(dir, 't'.repeat(100));
    fs.mkdirSync(longTmp, { recursive: true });
    const db = await startEmbeddedProcess(deep(), { env: { TMPDIR: longTmp } });
    try {
      const { host, port } = hostOf(db.url);
      expect(host).toBe('127.0.0.1');
      if (process.platform === 'linux') expect(listeningTcpPorts(db.child.pid!)).toEqual([Number(port)]);
      expect(await attempt({ connectionString: db.url })).toEqual({ message: 'connected' });
      // The attack as reported: psql postgres://nobody:wrong@127.0.0.1:<port>/anything
      expect(await attempt({ connectionString: `postgres://nobody:wrong@127.0.0.1:${port}/anything` })).toEqual({
        code: '28P01',
        message: 'password authentication failed for user "nobody"',
      });
      expect(await attempt({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` })).toEqual({
        code: '28P01',
        message: 'password authentication failed for user "postgres"',
      });
    } finally {
      await db.stop();
      fs.rmSync(deep(), { recursive: true, force: true });
    }
  });
});

describe('the data folder’s modes', () => {
  it('a new data folder is 0700 with files 0600, even when the process starts with umask 000', async () => {
    const fresh = path.join(dir, 'fresh');
    const previous = process.umask(0);
    let db: EmbeddedProcess;
    try {
      db = await spawnEmbedded(fresh);
    } finally {
      process.umask(previous);
    }
    try {
      const counts = modesUnder(fresh);
      expect(onlyPrivate(counts)).toEqual([]);
      expect(counts['f 600']).toBeGreaterThan(900);
    } finally {
      await db.stop();
    }
    // Also what it leaves behind.
    expect(onlyPrivate(modesUnder(fresh))).toEqual([]);
  });

  it('`npm start` tightens a folder an older version left open to everyone, says so, and keeps strangers out', async () => {
    const old = path.join(dir, 'old');
    const seeded = await startEmbeddedProcess(old);
    await seeded.stop();
    openToEveryone(old);
    expect(modesUnder(old)['f 666']).toBeGreaterThan(900);

    const app = await bootEntry(old, { TRUST_PROXY: 'true' });
    try {
      const tightened = app.logs.find((l) => l.msg?.startsWith('the data folder was open to other users'));
      expect(tightened).toMatchObject({ level: 40, dataDir: old });
      expect(tightened?.tightened).toBeGreaterThan(900);
      expect(onlyPrivate(modesUnder(old))).toEqual([]);
      // Its only TCP port is the web server's.
      if (process.platform === 'linux') expect(listeningTcpPorts(app.child.pid!)).toEqual([app.port]);
      const refused = await attempt({ host: old, user: 'nobody', password: 'wrong', database: 'anything' });
      expect(refused).toEqual({ code: '28P01', message: 'password authentication failed for user "nobody"' });
      // TRUST_PROXY=true lets clients choose their address: said at start (item 9).
      expect(app.logs.find((l) => l.msg?.startsWith('TRUST_PROXY=true'))).toMatchObject({ level: 40 });
    } finally {
      await app.stop();
    }
    expect(onlyPrivate(modesUnder(old))).toEqual([]);
  });
});

interface Booted {
  child: ChildProcessWithoutNullStreams;
  port: number;
  logs: { level?: number; msg?: string; [key: string]: unknown }[];
  stop(): Promise<void>;
}

/** Boots the real entry point (src/index.ts) on the embedded database in `dataDir`, as `npm start` does. */
function bootEntry(dataDir: string, env: NodeJS.ProcessEnv): Promise<Booted> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      SWC_NODE_PROJECT: path.join(SERVER_ROOT, 'tsconfig.json'),
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      CLIENT_DIST: 'none',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const logs: Booted['logs'] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr}`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as Booted['logs'][number];
      logs.push(entry);
      if (entry.msg?.startsWith('RigForge is listening') && typeof entry.port === 'number') {
        resolve({
          child,
          port: entry.port,
          logs,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
  });
}
