import { Client } from 'pg';
import type request from 'supertest';
import { browser, signUp, type Browser } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/server';

/**
 * Ten signed-in users reading and writing at once, with transactions running beside them: on the
 * embedded database this used to mix the users' protocol messages (500s, lost sessions, one user's
 * request answered with another user's account). No answer may carry another user's data, every
 * session must survive, and nothing may answer 5xx. Runs on whichever database the suite uses.
 */

const USERS = 10;
const ROUNDS = 6;

interface Member {
  b: Browser;
  id: string;
  email: string;
  created: string[];
}

const BUILD = (title: string) => ({
  title,
  description: 'concurrency',
  components: [
    { type: 'CPU', name: 'Test CPU', price: 199.99 },
    { type: 'GPU', name: 'Test GPU', price: 499.99 },
    { type: 'RAM', name: 'Test RAM', price: 89.99 },
  ],
});

const MY_BUILDS = `{ mySavedBuilds(first: 60) { nodes { id title } } me { id email } }`;

describe('the database under concurrent users', () => {
  let server: TestServer;
  const members: Member[] = [];
  const statuses: number[] = [];
  const mixUps: string[] = [];

  const track = (res: request.Response): request.Response => {
    statuses.push(res.status);
    return res;
  };

  beforeAll(async () => {
    server = await startTestServer({}, { limits: { signUpPerIp: { points: 100, durationSeconds: 3600 } } });
    for (let i = 0; i < USERS; i += 1) {
      const b = browser(server);
      const account = await signUp(b, `conc${i}`);
      members.push({ b, id: account.id, email: account.email, created: [] });
    }
  });

  afterAll(async () => {
    await server?.close();
  });

  async function reader(m: Member): Promise<void> {
    for (let round = 0; round < ROUNDS * 2; round += 1) {
      const res = track(await m.b.get('/api/auth/user'));
      const body = res.body as { email?: string } | null;
      if (res.status !== 200 || body?.email !== m.email) {
        mixUps.push(`GET /api/auth/user for ${m.email}: ${res.status} ${JSON.stringify(body)}`);
      }
      const gql = track(await m.b.graphql(MY_BUILDS));
      const data = gql.body.data as { me: { email: string } | null; mySavedBuilds: { nodes: { title: string }[] } };
      if (data?.me?.email !== m.email) mixUps.push(`me for ${m.email}: ${JSON.stringify(gql.body).slice(0, 300)}`);
      for (const node of data?.mySavedBuilds?.nodes ?? []) {
        if (!node.title.startsWith(`${m.email} `)) mixUps.push(`${m.email} was shown ${node.title}`);
      }
    }
  }

  async function writer(m: Member): Promise<void> {
    for (let round = 0; round < ROUNDS; round += 1) {
      const res = track(await m.b.send('post', '/api/saved-builds', BUILD(`${m.email} #${round}`)));
      if (res.status === 201) {
        m.created.push(res.body.id as string);
        const patched = track(
          await m.b.send('patch', `/api/saved-builds/${res.body.id}`, { description: `edited ${round}` }),
        );
        if (patched.status !== 200) mixUps.push(`PATCH for ${m.email}: ${patched.status}`);
      } else {
        mixUps.push(`POST for ${m.email}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
  }

  /**
   * A transaction that writes a row, waits, and rolls back: no other connection may ever see the
   * row, and no other connection's statement may run inside it.
   */
  async function rolledBackWrites(): Promise<void> {
    for (let round = 0; round < ROUNDS; round += 1) {
      await server.db.dataSource
        .transaction(async (manager) => {
          // Columns named: the generated "searchVector" column may not be given a value.
          await manager.query(
            `INSERT INTO build_guide ("slug", "position", "title", "description", "excerpt", "content", "tags",
               "category", "budgetCents", "difficulty", "estimatedTime", "views", "imageUrl", "components", "createdAt")
             SELECT 'uncommitted-' || $1::text, "position", "title", "description", "excerpt", "content", "tags",
               "category", "budgetCents", "difficulty", "estimatedTime", "views", "imageUrl", "components", "createdAt"
             FROM build_guide g LIMIT 1`,
            [String(round)],
          );
          await manager.query('SELECT pg_sleep(0.02)');
          throw new Error('roll back');
        })
        .catch((err: unknown) => {
          if (!(err instanceof Error) || err.message !== 'roll back') throw err;
        });
    }
  }

  async function uncommittedNeverSeen(): Promise<void> {
    for (let round = 0; round < ROUNDS * 3; round += 1) {
      const res = track(await members[round % USERS].b.get('/api/build-guides?limit=100'));
      const slugs = (res.body as { slug: string }[]).map((g) => g.slug);
      const leaked = slugs.filter((s) => s.startsWith('uncommitted-'));
      if (leaked.length > 0) mixUps.push(`an uncommitted row was visible: ${leaked.join(', ')}`);
    }
  }

  it('never answers with another user’s data, keeps every session and answers no 5xx', async () => {
    await Promise.all([
      ...members.map((m) => reader(m)),
      ...members.slice(0, 8).map((m) => writer(m)),
      rolledBackWrites(),
      uncommittedNeverSeen(),
    ]);

    expect(mixUps).toEqual([]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(USERS * ROUNDS * 4);

    // Every session survived, and each user's builds are exactly the ones they created.
    for (const m of members) {
      const me = await m.b.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect((me.body as { id: string }).id).toBe(m.id);
      const list = await m.b.get('/api/saved-builds');
      const ids = (list.body as { id: string }[]).map((b) => b.id).sort();
      expect(ids).toEqual([...m.created].sort());
    }
    const [{ count }] = (await server.db.dataSource.query(
      `SELECT count(*)::int AS count FROM build_guide WHERE slug LIKE 'uncommitted-%'`,
    )) as { count: number }[];
    expect(count).toBe(0);
  });

  it('keeps a transaction to the connection that opened it, and rolls back one whose client vanished', async () => {
    const a = new Client({ connectionString: server.db.url });
    const b = new Client({ connectionString: server.db.url });
    await Promise.all([a.connect(), b.connect()]);
    try {
      await a.query('BEGIN');
      await a.query(`CREATE TEMP TABLE IF NOT EXISTS conc_probe (n int)`);
      await a.query('INSERT INTO conc_probe VALUES (1)');
      // b's statement waits for a's transaction instead of running inside it.
      const bStatus = b.query(
        `SELECT current_setting('transaction_isolation') AS iso, now() = statement_timestamp() AS fresh`,
      );
      const inTx = await a.query('SELECT count(*)::int AS n FROM conc_probe');
      expect(inTx.rows[0].n).toBe(1);
      // a's client goes away mid-transaction: the transaction is rolled back and b runs.
      a.on('error', () => undefined);
      (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      const res = await bStatus;
      // Outside a transaction, now() is the statement's own time: b did not join a's transaction.
      expect(res.rows[0].fresh).toBe(true);
      const after = await b.query(
        `SELECT count(*)::int AS n FROM pg_class WHERE relname = 'conc_probe' AND relpersistence = 't' AND pg_table_is_visible(oid)`,
      );
      expect(after.rows[0].n).toBe(0);
    } finally {
      await b.end();
      await a.end().catch(() => undefined);
    }
  });

  it('lets other connections through after a failed statement inside an extended-protocol exchange', async () => {
    const c = new Client({ connectionString: server.db.url });
    await c.connect();
    try {
      await expect(c.query('SELECT $1::int / 0 AS boom', [1])).rejects.toThrow(/division by zero/);
      const others = await Promise.all(
        Array.from({ length: 5 }, () => server.db.dataSource.query('SELECT 1 AS one') as Promise<{ one: number }[]>),
      );
      expect(others.map((r) => r[0].one)).toEqual([1, 1, 1, 1, 1]);
      expect((await c.query('SELECT 2 AS two')).rows[0].two).toBe(2);
    } finally {
      await c.end();
    }
  });
});
