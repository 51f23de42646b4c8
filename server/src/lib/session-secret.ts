import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from './logger';

/**
 * The configured secret, or one generated once and kept (mode 600) in the data folder. On a
 * shared database several instances may run, and each would sign with its own secret: warn then.
 */
export function resolveSessionSecret(
  configured: string | null,
  dataDir: string,
  logger: Logger,
  sharedDatabase: boolean,
): string {
  if (configured !== null) return configured;
  const file = path.join(dataDir, 'session-secret');
  logger[sharedDatabase ? 'warn' : 'info'](
    { file },
    'SESSION_SECRET is not set: using a generated secret kept in the data folder. Set SESSION_SECRET (the same on every instance) when running more than one.',
  );
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
