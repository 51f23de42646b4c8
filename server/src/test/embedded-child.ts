// Runs the embedded database in its own process for the test suites (PGlite's WebAssembly does not
// load inside jest's module sandbox). Prints one JSON line { url } or { error }, then stays up
// until its stdin closes or it gets SIGTERM, and stops the database cleanly.
//
//   embedded-child <data-dir> [max-connections] [idle-in-transaction-ms]
import { startEmbeddedDatabase } from '../db/embedded';
import { createLogger } from '../lib/logger';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stdout.write(`${JSON.stringify({ error: 'usage: embedded-child <data-dir>' })}\n`);
  process.exit(2);
}

const maxConnections = Number(process.argv[3] ?? 32);
const idleInTransactionMs = process.argv[4] === undefined ? undefined : Number(process.argv[4]);

startEmbeddedDatabase(dataDir, maxConnections, createLogger('silent'), idleInTransactionMs)
  .then((db) => {
    process.stdout.write(`${JSON.stringify({ url: db.url })}\n`);
    const stop = (): void => {
      db.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
    process.on('SIGTERM', stop);
  })
  .catch((err: unknown) => {
    process.stdout.write(`${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`);
    process.exit(1);
  });
