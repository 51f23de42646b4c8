// A PGlite database served over the PostgreSQL wire protocol on a loopback port, behind a password
// made at each start (in the URL it prints), in its own process, for the benchmarks: the app server
// and the raw baseline then both reach the same database through the ordinary pg driver. Prints
// `PGLITE_URL=<url>` once it is listening and closes the database cleanly on SIGTERM / SIGINT. It
// uses the app's own wire server (server/dist/db/pglite-wire.js, so the server must be built),
// which keeps each connection's exchanges and transactions together.
//
//   node bench/lib/pglite-server.mjs <data-dir> [max-connections]
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createRequire } from 'node:module';

const { serveOverWire } = createRequire(import.meta.url)('../../server/dist/db/pglite-wire.js');

const dataDir = process.argv[2];
const maxConnections = Number(process.argv[3] ?? 32);
if (!dataDir) {
  console.error('usage: node bench/lib/pglite-server.mjs <data-dir> [max-connections]');
  process.exit(2);
}

// The folders it creates are the owner's alone (0700), as the app's are (server/src/db/embedded.ts).
process.umask(0o077);
const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
const server = await serveOverWire({ db, maxConnections });
console.log(`PGLITE_URL=${server.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  try {
    await server.stop();
    await db.close();
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
