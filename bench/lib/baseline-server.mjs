// The raw baseline for bench/api.mjs: a bare node:http server that, on every request, reads the
// build guides with pg and answers them as JSON. No framework, no ORM, no GraphQL: the floor the
// app's endpoints are compared with. Prints `BASELINE_PORT=<port>` once listening.
//
//   DATABASE_URL=postgres://... node bench/lib/baseline-server.mjs [pool-size]
import http from 'node:http';
import { Buffer } from 'node:buffer';
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: url, max: Number(process.argv[2] ?? 10) });
pool.on('error', (err) => console.error('pool error', err));
// The columns of the REST answer (not SELECT *: the table also holds a search vector, which would
// double the bytes and make the comparison unequal); the budget in dollars, as REST gives it.
const SQL =
  'SELECT id, slug, title, description, excerpt, content, tags, category, "budgetCents" / 100.0 AS budget, difficulty, "estimatedTime", ' +
  'views, "imageUrl", "createdAt", components FROM build_guide ORDER BY position, "createdAt" DESC';

const server = http.createServer(async (_req, res) => {
  try {
    const { rows } = await pool.query(SQL);
    const body = JSON.stringify(rows);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (err) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(err));
  }
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => console.log(`BASELINE_PORT=${server.address().port}`));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  await pool.end().catch(() => {});
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
