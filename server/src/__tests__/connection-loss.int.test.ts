// The app's PostgreSQL connections are killed (pg_terminate_backend) while requests run: every
// answer is a success or a coded 503, never a 500, and the app recovers on its own; a write that was
// answered with its id is there, and the sessions (kept in the database) survive. This needs a
// real server: the embedded database is one in-process session with no backends to terminate.
import { Client } from 'pg';
import type request from 'supertest';
import { isConnectionLoss } from '../lib/db-errors';
import { browser, ME, signUp, type Browser } from '../test/accounts';
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

  /** A 503 answer carries the coded refusal and the retry hint (GraphQL and REST alike). */
  function expectCodedRefusal(res: request.Response): void {
    const body = res.body as { code?: string; errors?: { extensions: { code: string; retryAfter: number } }[] };
    expect(res.headers['retry-after']).toBe('5');
    if (res.request.url.includes('/api/')) expect(body.code).toBe('UPSTREAM_UNAVAILABLE');
    else expect(body.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', retryAfter: 5 });
  }

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
    for (const res of answers.filter((r) => r.status === 503)) expectCodedRefusal(res);
    // The pools replace the dead connections: the next requests succeed.
    const after = await Promise.all(load());
    expect(after.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  });

  it('keeps every answered write and every session while its backends are killed mid-write', async () => {
    const POST = `mutation Post($newsId: ID!, $content: String!) { postComment(newsId: $newsId, content: $content) { id } }`;
    const THREAD = `query Thread($newsId: ID!) { comments(newsId: $newsId) { nodes { id } } newsItem(id: $newsId) { commentCount } }`;
    const news = (await server.graphql('{ news(first: 1) { nodes { id } } }')).body as {
      data: { news: { nodes: { id: string }[] } };
    };
    const newsId = news.data.news.nodes[0].id;
    const users: { b: Browser; id: string }[] = [];
    for (let i = 0; i < 4; i += 1) {
      const b = browser(server);
      users.push({ b, id: (await signUp(b, 'lost')).id });
    }
    const answered: string[] = [];
    const answers: request.Response[] = [];
    let terminated = 0;
    for (let round = 0; round < 6; round += 1) {
      // Each comment is a transaction (the item's count, then the row): a kill can land between them.
      const batch = users.flatMap(({ b }) => [
        b.graphql(POST, { newsId, content: `Round ${round}: a clean comment.` }),
        b.graphql(ME),
      ]);
      terminated += await terminateAppBackends();
      for (const res of await Promise.all(batch)) {
        answers.push(res);
        const id = (res.body as { data?: { postComment?: { id: string } | null } }).data?.postComment?.id;
        if (res.status === 200 && id) answered.push(id);
      }
    }
    expect(terminated).toBeGreaterThan(0);
    expect(answers.map((res) => res.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(answers.filter((res) => res.status === 200 && res.body.errors)).toEqual([]);
    for (const res of answers.filter((r) => r.status === 503)) expectCodedRefusal(res);

    // Right after: writes go through, every session is still signed in, every answered comment is
    // there and the item's count matches its thread.
    for (const { b, id } of users) {
      const posted = await b.graphql(POST, { newsId, content: 'After the storm.' });
      expect(posted.status).toBe(200);
      answered.push((posted.body as { data: { postComment: { id: string } } }).data.postComment.id);
      expect(((await b.graphql(ME)).body as { data: { me: { id: string } | null } }).data.me?.id).toBe(id);
    }
    const thread = (await server.graphql(THREAD, { newsId })).body as {
      data: { comments: { nodes: { id: string }[] }; newsItem: { commentCount: number } };
    };
    const shown = new Set(thread.data.comments.nodes.map((c) => c.id));
    expect(answered.filter((id) => !shown.has(id))).toEqual([]);
    expect(thread.data.newsItem.commentCount).toBe(shown.size);
  });

  it('reports a transaction whose connection was terminated between two statements as a lost connection', async () => {
    // TypeORM releases the transaction's query runner when its connection fails; the transaction's
    // next statement (through its EntityManager) and its COMMIT then throw TypeORM's "released"
    // errors rather than the connection's, and these must be told apart from our own faults too.
    const failures: unknown[] = [];
    const outcome = await server.db.dataSource
      .transaction(async (tx) => {
        const [{ pid }] = (await tx.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        while (!tx.queryRunner?.isReleased) await new Promise((resolve) => setTimeout(resolve, 10));
        await tx.query('SELECT 1').catch((err: unknown) => failures.push(err));
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    failures.push(outcome);
    expect(failures.map((err) => (err as Error).name)).toEqual([
      'QueryRunnerProviderAlreadyReleasedError',
      'QueryRunnerAlreadyReleasedError',
    ]);
    expect(failures.map(isConnectionLoss)).toEqual([true, true]);
  });
});
