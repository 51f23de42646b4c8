// npm run user:role -- <email> <role>: promotes or demotes an account, on the embedded database
// (DATA_DIR) or on DATABASE_URL, like the server would open it.
import 'reflect-metadata';
import { isRole, ROLES, validateEmail } from '@rigforge/common';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db';
import { DataDirLockedError } from '../db/embedded';
import { AppError } from '../lib/errors';
import { createLogger } from '../lib/logger';
import { Role } from '../modules/users/user.entity';
import { OPERATOR, UsersService } from '../modules/users/users.service';

const USAGE = `Usage: npm run user:role -- <email> <role>   (role: ${ROLES.join(', ')})`;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  const [email, role] = process.argv.slice(2);
  if (!email || !role || process.argv.length > 4) fail(USAGE, 2);
  if (validateEmail(email) !== null) fail(`"${email}" is not an email address.\n${USAGE}`, 2);
  if (!isRole(role)) fail(`Unknown role "${role}": use ${ROLES.join(', ')}.`, 2);

  let config;
  try {
    config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  let db;
  try {
    db = await openDatabase(config, createLogger(config.logLevel), false);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      fail(`${err.message}\nThe embedded database admits one process at a time: stop the server, then run this again.`);
    }
    fail(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`);
  }
  let message: string;
  let failed = false;
  try {
    const users = new UsersService(db.dataSource.manager);
    const before = await users.byEmail(email);
    const after = await users.setRole(email, Role[role], OPERATOR);
    message =
      before?.role === after.role
        ? `${after.email} already has the role ${after.role}.`
        : `${after.email} (${after.username}) is now ${after.role} (was ${before?.role ?? 'unknown'}).`;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    message = `${err.message}.`;
    failed = true;
  } finally {
    // Closing cleanly keeps the embedded database's folder consistent.
    await db.close();
  }
  (failed ? process.stderr : process.stdout).write(`${message}\n`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err: unknown) => fail(`user:role failed: ${err instanceof Error ? err.message : String(err)}`));
