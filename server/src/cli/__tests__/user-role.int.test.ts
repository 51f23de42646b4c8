import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from '../../test/graphql';
import { startTestServer, type TestServer } from '../../test/server';
import { browser, signUp } from '../../test/accounts';

// Runs the real `npm run user:role` program (from source) against the test database.
const SERVER_ROOT = path.resolve(__dirname, '..', '..', '..');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

function userRole(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/cli/user-role.ts', ...args], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      SWC_NODE_PROJECT: path.join(SERVER_ROOT, 'tsconfig.json'),
      DATABASE_URL: server.db.url,
      LOG_LEVEL: 'silent',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run user:role', () => {
  it('explains its usage, a bad role and an unknown e-mail', async () => {
    const none = await userRole();
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run user:role -- <email> <role>   (role: user, moderator, admin)');
    const role = await userRole('someone@example.com', 'root');
    expect(role.code).toBe(2);
    expect(role.stderr).toContain('Unknown role "root": use user, moderator, admin.');
    const unknown = await userRole('nobody@example.com', 'admin');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the email address nobody@example.com.');
  });

  it('promotes and demotes an account by its e-mail, regardless of case', async () => {
    const account = await signUp(browser(server), 'promoted');
    const promoted = await userRole(account.email.toUpperCase(), 'moderator');
    expect(promoted.stderr).toBe('');
    expect(promoted.code).toBe(0);
    expect(promoted.stdout).toBe(`${account.email} (${account.username}) is now moderator (was user).\n`);
    const again = await userRole(account.email, 'moderator');
    expect(again.stdout).toBe(`${account.email} already has the role moderator.\n`);
    const rows = await sql(server, 'SELECT role FROM users WHERE id = $1', [account.id]);
    expect(rows).toEqual([{ role: 'moderator' }]);
  });

  it('lets the operator change an admin’s role (only an admin is refused their own, in GraphQL)', async () => {
    const account = await signUp(browser(server), 'operated');
    expect((await userRole(account.email, 'admin')).code).toBe(0);
    const demoted = await userRole(account.email, 'user');
    expect(demoted.stderr).toBe('');
    expect(demoted.stdout).toBe(`${account.email} (${account.username}) is now user (was admin).\n`);
  });
});
