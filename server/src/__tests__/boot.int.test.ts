import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

// Boots the real entry point (src/index.ts) on the embedded database, as `npm start` does.
const SERVER_ROOT = path.resolve(__dirname, '..', '..');

interface Booted {
  child: ChildProcessWithoutNullStreams;
  port: number;
  stderr: () => string;
}

function boot(dataDir: string): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
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
    },
  });
}

function collect(child: ChildProcessWithoutNullStreams): () => string {
  let text = '';
  child.stderr.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return () => text;
}

function startServer(dataDir: string): Promise<Booted> {
  const child = boot(dataDir);
  const stderr = collect(child);
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr()}`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string; port?: number };
      if (entry.msg?.startsWith('RigForge is listening') && entry.port) resolve({ child, port: entry.port, stderr });
    });
  });
}

function exitOf(child: ChildProcessWithoutNullStreams): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-boot-'));
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on the embedded database', () => {
  it('starts on a fresh folder, refuses a second process, stops cleanly and starts again with its data', async () => {
    const first = await startServer(dataDir);
    const ready = await fetch(`http://127.0.0.1:${first.port}/readyz`);
    expect(ready.status).toBe(200);
    const guides = (await (await fetch(`http://127.0.0.1:${first.port}/api/build-guides`)).json()) as unknown[];
    expect(guides.length).toBeGreaterThanOrEqual(6);
    expect(fs.existsSync(path.join(dataDir, 'rigforge.lock'))).toBe(true);

    const second = boot(dataDir);
    const secondErr = collect(second);
    expect(await exitOf(second)).toBe(1);
    expect(secondErr()).toContain(`The embedded database in ${dataDir} is already in use by another RigForge process`);

    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'rigforge.lock'))).toBe(false);

    const again = await startServer(dataDir);
    const after = (await (await fetch(`http://127.0.0.1:${again.port}/api/build-guides`)).json()) as unknown[];
    expect(after).toHaveLength(guides.length);
    again.child.kill('SIGINT');
    expect(await exitOf(again.child)).toBe(0);
  });

  it('comes back from kill -9 with every acknowledged write and session, taking over the stale lock', async () => {
    const crashDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-crash-'));
    try {
      const first = await startServer(crashDir);
      const base = `http://127.0.0.1:${first.port}`;
      const json = { 'Content-Type': 'application/json' };
      const signUp = await fetch(`${base}/api/auth/sign-up`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: 'crash@example.com', username: 'crash_test', password: 'Tr1cky-Pangolin' }),
      });
      expect(signUp.status).toBe(201);
      const user = (await signUp.json()) as { id: string };
      const cookie = signUp.headers.getSetCookie()[0].split(';')[0];
      const signedIn = { ...json, Cookie: cookie };
      const build = await fetch(`${base}/api/saved-builds`, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({
          title: 'Before the crash',
          components: [{ type: 'CPU', name: 'AMD Ryzen 5 7600', price: 199.99 }],
        }),
      });
      expect(build.status).toBe(201);
      const buildId = ((await build.json()) as { id: string }).id;
      const [item] = (await (await fetch(`${base}/api/news?limit=1`)).json()) as { id: string }[];
      const comment = await fetch(`${base}/api/news/${item.id}/comments`, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({ content: 'Written just before the crash.' }),
      });
      expect(comment.status).toBe(201);
      const commentId = ((await comment.json()) as { id: string }).id;

      // The answers are in: kill the process (and its PGlite) without a chance to flush or unlock.
      first.child.kill('SIGKILL');
      await exitOf(first.child);
      expect(fs.readFileSync(path.join(crashDir, 'rigforge.lock'), 'utf8')).toBe(String(first.child.pid));

      const again = await startServer(crashDir);
      const after = `http://127.0.0.1:${again.port}`;
      const me = (await (await fetch(`${after}/api/auth/user`, { headers: { Cookie: cookie } })).json()) as {
        id: string;
      } | null;
      expect(me?.id).toBe(user.id);
      const builds = (await (await fetch(`${after}/api/saved-builds`, { headers: { Cookie: cookie } })).json()) as {
        id: string;
      }[];
      expect(builds.map((b) => b.id)).toEqual([buildId]);
      const thread = (await (await fetch(`${after}/api/news/${item.id}/comments`)).json()) as { id: string }[];
      expect(thread.map((c) => c.id)).toContain(commentId);
      again.child.kill('SIGTERM');
      expect(await exitOf(again.child)).toBe(0);
    } finally {
      fs.rmSync(crashDir, { recursive: true, force: true });
    }
  });

  it('explains bad configuration and exits', async () => {
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/index.ts'], {
      cwd: SERVER_ROOT,
      env: { ...process.env, NODE_OPTIONS: '', SWC_NODE_PROJECT: path.join(SERVER_ROOT, 'tsconfig.json'), PORT: 'abc' },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
  });
});
