import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

export interface EmbeddedProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const SERVER_ROOT = path.resolve(__dirname, '..', '..');

export interface EmbeddedOptions {
  /** Most connections at once (default 32). */
  maxConnections?: number;
  /** The wire server's idle-in-transaction limit in ms (default: the app's). */
  idleInTransactionMs?: number;
  /** Variables added to the child's environment (e.g. TMPDIR, where a socket goes when the data folder's path is too long). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts the embedded database (the app's own startEmbeddedDatabase) in a child process, on
 * `dataDir` as it is (a missing folder gets a new database).
 */
export function spawnEmbedded(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedProcess> {
  const args = [String(options.maxConnections ?? 32)];
  if (options.idleInTransactionMs !== undefined) args.push(String(options.idleInTransactionMs));
  const child = spawn(
    process.execPath,
    ['-r', '@swc-node/register', path.join(__dirname, 'embedded-child.ts'), dataDir, ...args],
    {
      cwd: SERVER_ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        SWC_NODE_PROJECT: path.join(SERVER_ROOT, 'tsconfig.json'),
        ...options.env,
      },
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    child.once('exit', (code) => reject(new Error(`embedded database process exited early (${code})`)));
    lines.once('line', (line) => {
      const message = JSON.parse(line) as { url?: string; error?: string };
      if (!message.url) {
        reject(new Error(message.error ?? 'embedded database failed to start'));
        return;
      }
      resolve({
        url: message.url,
        child,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) {
              done();
              return;
            }
            child.once('exit', () => done());
            child.stdin!.end();
          }),
      });
    });
  });
}

const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  }
).dependencies['@electric-sql/pglite'];

/**
 * A freshly initialised, empty data folder, made once per machine and PGlite version and then
 * copied: initdb takes seconds, a copy a few milliseconds.
 */
async function emptyTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `rigforge-pglite-template-${PGLITE_VERSION}`);
  if (fs.existsSync(path.join(template, 'pg', 'PG_VERSION'))) return template;
  const building = fs.mkdtempSync(`${template}-building-`);
  const db = await spawnEmbedded(building);
  await db.stop();
  try {
    fs.renameSync(building, template);
  } catch {
    // Another test worker made it first.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A new embedded database in `dataDir`, started from a copy of the empty template. */
export async function startEmbeddedProcess(dataDir: string, options?: EmbeddedOptions): Promise<EmbeddedProcess> {
  fs.cpSync(await emptyTemplate(), dataDir, { recursive: true });
  return spawnEmbedded(dataDir, options);
}
