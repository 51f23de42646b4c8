import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { createLogger } from '../lib/logger';

/**
 * The least-privileged role docker compose makes for the app (deploy/postgres/app-role.sql, run by
 * psql as the postgres image's init script does): the app migrates, seeds and works as it, and
 * as it cannot do what the superuser could (issue 27). On a real PostgreSQL only (TEST_DATABASE_URL,
 * whose user must be a superuser); it makes and drops scratch databases and roles of its own.
 */

const SQL_FILE = path.resolve(__dirname, '..', '..', '..', 'deploy', 'postgres', 'app-role.sql');
const serverUrl = process.env.TEST_DATABASE_URL;
const psqlAvailable = spawnSync('psql', ['--version']).status === 0;
const run = serverUrl && psqlAvailable ? describe : describe.skip;

/** `url` on another database, and as another user when given. */
function on(url: string, database: string, user?: { name: string; password: string }): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (user) {
    u.username = user.name;
    u.password = user.password;
  }
  return u.toString();
}

async function admin<T>(work: (client: Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new Client({ connectionString: on(serverUrl!, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs app-role.sql on `database` as the init script does; returns psql's exit status and stderr. */
function applyRoleSql(database: string, role: string, password: string): { status: number | null; stderr: string } {
  const result = spawnSync(
    'psql',
    ['-v', 'ON_ERROR_STOP=1', '-v', `app_role=${role}`, '-v', `app_password=${password}`, '-q', '-f', SQL_FILE],
    { ...psqlTarget(database), encoding: 'utf8' },
  );
  return { status: result.status, stderr: result.stderr };
}

function psqlTarget(database: string): { env: NodeJS.ProcessEnv } {
  const u = new URL(serverUrl!);
  return {
    env: {
      ...process.env,
      PGHOST: decodeURIComponent(u.hostname),
      PGPORT: u.port || '5432',
      PGUSER: decodeURIComponent(u.username),
      PGPASSWORD: decodeURIComponent(u.password),
      PGDATABASE: database,
    },
  };
}

/** Migrates and seeds `url` as the app does at start, then closes. */
async function startAppOn(url: string): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-role-'));
  try {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, DATA_DIR: dataDir, CLIENT_DIST: 'none' });
    const db = await openDatabase(config, createLogger('silent'));
    await db.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The SQLSTATE `sql` fails with as `client`'s user, or 'ok'. */
async function outcome(client: Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'ok';
  } catch (err) {
    return (err as { code?: string }).code ?? String(err);
  }
}

run('the app role docker compose makes (deploy/postgres/app-role.sql)', () => {
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const fresh = { db: `rf_role_fresh_${suffix}`, role: `rf_app_fresh_${suffix}` };
  const upgraded = { db: `rf_role_old_${suffix}`, role: `rf_app_old_${suffix}` };
  const password = crypto.randomBytes(24).toString('hex');

  beforeAll(async () => {
    await admin(async (c) => {
      for (const { db } of [fresh, upgraded]) await c.query(`CREATE DATABASE "${db}"`);
    });
  });

  afterAll(async () => {
    await admin(async (c) => {
      for (const { db, role } of [fresh, upgraded]) {
        await c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
        await c.query(`DROP ROLE IF EXISTS "${role}"`);
      }
    });
  });

  it('on a new database: the app migrates, seeds and runs as the role, which owns every table', async () => {
    expect(applyRoleSql(fresh.db, fresh.role, password)).toEqual({ status: 0, stderr: '' });
    const url = on(serverUrl!, fresh.db, { name: fresh.role, password });
    await startAppOn(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<Record<string, boolean>>(
        `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
           FROM pg_roles WHERE rolname = current_user`,
      );
      expect(rows[0]).toEqual({
        rolsuper: false,
        rolcreaterole: false,
        rolcreatedb: false,
        rolreplication: false,
        rolbypassrls: false,
      });
      const owners = await client.query<{ tableowner: string; n: number }>(
        `SELECT tableowner, count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' GROUP BY 1`,
      );
      expect(owners.rows).toEqual([{ tableowner: fresh.role, n: expect.any(Number) as number }]);
      expect(owners.rows[0].n).toBeGreaterThan(10);
      // What a superuser could do and the app's role cannot (42501: insufficient privilege).
      expect(await outcome(client, 'SELECT rolpassword FROM pg_authid')).toBe('42501');
      expect(await outcome(client, `CREATE ROLE "${fresh.role}_x"`)).toBe('42501');
      expect(await outcome(client, 'CREATE DATABASE "rf_role_never"')).toBe('42501');
      expect(await outcome(client, `COPY (SELECT 1) TO PROGRAM 'true'`)).toBe('42501');
      expect(await outcome(client, `SELECT pg_read_file('/etc/passwd')`)).toBe('42501');
    } finally {
      await client.end();
    }
    // Other roles may no longer connect to the app's database by default.
    const { rows } = await admin((c) =>
      c.query<{ allowed: boolean }>(`SELECT has_database_privilege('public', $1, 'CONNECT') AS allowed`, [fresh.db]),
    );
    expect(rows[0].allowed).toBe(false);
  });

  it('on a database an older setup migrated as the superuser: hands the objects over, and later migrations can change them', async () => {
    await startAppOn(on(serverUrl!, upgraded.db));
    expect(applyRoleSql(upgraded.db, upgraded.role, password)).toEqual({ status: 0, stderr: '' });
    const url = on(serverUrl!, upgraded.db, { name: upgraded.role, password });
    await startAppOn(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const foreign = await client.query(
        `SELECT c.relname FROM pg_class c
          WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm')
            AND pg_get_userbyid(c.relowner) <> current_user
         UNION ALL
         SELECT p.proname FROM pg_proc p
          WHERE p.pronamespace = 'public'::regnamespace AND pg_get_userbyid(p.proowner) <> current_user
            AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
      );
      expect(foreign.rows).toEqual([]);
      // What a future migration would do.
      expect(await outcome(client, 'ALTER TABLE "comment" ADD COLUMN "role_test" int')).toBe('ok');
      expect(await outcome(client, 'ALTER TABLE "comment" DROP COLUMN "role_test"')).toBe('ok');
    } finally {
      await client.end();
    }
  });
});
