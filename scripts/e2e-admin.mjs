// Before the browser tests' server starts (client/playwright.config.ts): creates their admin
// account in the fresh embedded database (DATA_DIR), the way `npm run user:role` would promote one.
// The embedded database admits one process at a time, so this runs before the server, not beside it.
// Usage: node scripts/e2e-admin.mjs <email> <username> <password>
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { loadConfig } = require('../server/dist/config');
const { openDatabase } = require('../server/dist/db');
const { createLogger } = require('../server/dist/lib/logger');
const { argon2Hasher } = require('../server/dist/modules/auth/password');
const { Role } = require('../server/dist/modules/users/user.entity');
const { OPERATOR, UsersService } = require('../server/dist/modules/users/users.service');

const [email, username, password] = process.argv.slice(2);
if (!email || !username || !password) {
  process.stderr.write('Usage: node scripts/e2e-admin.mjs <email> <username> <password>\n');
  process.exit(2);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const db = await openDatabase(config, createLogger(config.logLevel), false);
try {
  const users = new UsersService(db.dataSource.manager);
  if (!(await users.byEmail(email))) {
    await users.create({ email, username, passwordHash: await argon2Hasher.hash(password) });
  }
  await users.setRole(email, Role.admin, OPERATOR);
  process.stdout.write(`${email} is an admin for the browser tests.\n`);
} finally {
  await db.close();
}
