// The session secret when SESSION_SECRET is unset: generated once and kept in the database, so that
// every instance on it (each with its own data folder) signs the same cookies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { resolveSessionSecret } from '../session-secret';
import { startTestServer, type TestServer } from '../../test/server';

let server: TestServer;
let tmp: string;
const logger = createLogger('silent');

beforeAll(async () => {
  server = await startTestServer({ SESSION_SECRET: '' });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-secret-'));
});

afterAll(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const stored = async () =>
  (await server.db.dataSource.query(`SELECT "value" FROM "app_secret" WHERE "name" = 'session'`)) as {
    value: string;
  }[];

describe('the session secret', () => {
  it('is generated once at boot and kept in the database, not in the data folder', async () => {
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0].value.length).toBeGreaterThanOrEqual(32);
    expect(fs.existsSync(path.join(server.config.dataDir, 'session-secret'))).toBe(false);
  });

  it('is the same for another instance with a data folder of its own', async () => {
    const [{ value }] = await stored();
    const other = path.join(tmp, 'other');
    expect(await resolveSessionSecret(null, other, logger, server.db.dataSource)).toBe(value);
    expect(await resolveSessionSecret(null, other, logger, server.db.dataSource)).toBe(value);
    expect(fs.existsSync(other)).toBe(false);
  });

  it('is SESSION_SECRET when set, without touching the stored one', async () => {
    const before = await stored();
    const configured = 'x'.repeat(40);
    expect(await resolveSessionSecret(configured, tmp, logger, server.db.dataSource)).toBe(configured);
    expect(await stored()).toEqual(before);
  });

  it('adopts the secret an older version kept in the data folder, so no one is signed out', async () => {
    await server.db.dataSource.query(`DELETE FROM "app_secret"`);
    const legacy = path.join(tmp, 'legacy');
    fs.mkdirSync(legacy);
    const old = 'an-older-generated-secret-0123456789-abcdef';
    fs.writeFileSync(path.join(legacy, 'session-secret'), `${old}\n`);
    expect(await resolveSessionSecret(null, legacy, logger, server.db.dataSource)).toBe(old);
    expect(await stored()).toEqual([{ value: old }]);
    // Another instance without that file gets the same.
    expect(await resolveSessionSecret(null, path.join(tmp, 'fresh'), logger, server.db.dataSource)).toBe(old);
  });
});
