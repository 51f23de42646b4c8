// The app's PostgreSQL connections are killed (pg_terminate_backend) while requests run: every
// answer is a success or a coded 503, never a 500, and the app recovers on its own. This needs a
// real server: the embedded database is one in-process session with no backends to terminate.
import { Client } from 'pg';
import type request from 'supertest';
import { startTestServer, type TestServer } from '../test/server';

const url = process.env.TEST_DATABASE_URL;
const onRealPostgres = url ? describe : describe.skip;

onRealPostgres('a lost database connection (real PostgreSQL)', () => {
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    // No catalog cache, so every read reaches the database.
    server = await startTestServer({ CATALOG_CACHE_TTL_MS: '0' });
    admin = new Client({ connectionString: url });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await server?.close();
  });

  /** Terminates every other backend of the test database: the app's pool and session store. */
  async function terminateAppBackends(): Promise<number> {
    const { rows } = await admin.query<{ terminated: boolean }>(
      `SELECT pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.terminated).length;
  }

  const load = (): Promise<request.Response>[] => [
    server.http.get('/api/components?limit=5'),
    server.http.get('/api/build-guides'),
    server.http.get('/api/components/search?q=ryzen'),
    server.graphql('{ components(first: 5) { nodes { id name } totalCount } }'),
    server.graphql('{ buildGuides(limit: 3) { slug } componentBrands }'),
  ];

  it('answers 2xx or a coded 503 while its backends are killed, then recovers', async () => {
    let terminated = 0;
    const answers: request.Response[] = [];
    for (let round = 0; round < 6; round += 1) {
      const batch = [...load(), ...load(), ...load()];
      terminated += await terminateAppBackends();
      answers.push(...(await Promise.all(batch)));
    }
    expect(terminated).toBeGreaterThan(0);
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const res of answers.filter((r) => r.status === 503)) {
      const body = res.body as { code?: string; errors?: { extensions: { code: string; retryAfter: number } }[] };
      if (res.request.url.includes('/api/')) {
        expect(body.code).toBe('UPSTREAM_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('5');
      } else {
        expect(body.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 5 });
        expect(res.headers['retry-after']).toBe('5');
      }
    }
    // The pools replace the dead connections: the next requests succeed.
    const after = await Promise.all(load());
    expect(after.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  });
});
