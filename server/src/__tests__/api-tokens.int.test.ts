// Personal access tokens (issue 33 item 1) against the whole app: created, listed and revoked in a
// cookie session; presented as `Authorization: Bearer` on /graphql (POST and GET, no CSRF header),
// on /api and on graphql-ws; scopes, session-only operations, the per-token rate limit, every
// refusal, and two users' tokens kept apart. On the embedded database, or TEST_DATABASE_URL.
import crypto from 'node:crypto';
import type request from 'supertest';
import { API_TOKEN_MESSAGES, SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { createApp } from '../app';
import { openDatabase } from '../db';
import { TOKEN_ENDED } from '../graphql/live-sockets';
import { createLogger } from '../lib/logger';
import { browser, signUp, type Browser } from '../test/accounts';
import { expectData, expectRefusal, sql, type GraphQLCaller, type Variables } from '../test/graphql';
import { listen, rawSocket, type RawSocket, type WsMessage } from '../test/live';
import { startTestServer, type TestServer } from '../test/server';
import { API_TOKEN_REFUSALS } from '../modules/api-tokens/api-tokens.rules';

/** Requests one token may make per minute in this suite (the default is 120). */
const PER_MINUTE = 30;

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer(
    // Guests' answers are kept, to show that a token's request is never answered from them; the
    // periodic socket check is slowed to a minute, to show that revocation closes sockets at once.
    { GUEST_CACHE_TTL_MS: '60000', WS_SESSION_CHECK_MS: '60000' },
    {
      limits: {
        signUpPerIp: { points: 1000, durationSeconds: 3600 },
        apiTokenRequests: { points: PER_MINUTE, durationSeconds: 60 },
      },
    },
  );
  url = await listen(server.app.httpServer);
});

afterAll(async () => {
  if (server.app.httpServer.listening) await new Promise((resolve) => server.app.httpServer.close(resolve));
  await server.close();
});

const TOKEN_FIELDS = 'id name scopes createdAt lastUsedAt expiresAt expired';
const CREATE = `mutation C($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret token { ${TOKEN_FIELDS} } } }`;
const LIST = `{ myApiTokens { ${TOKEN_FIELDS} } }`;
const REVOKE = 'mutation R($id: ID!) { revokeApiToken(id: $id) }';
const ME = '{ me { id username } }';
const SECRET = /^rf_pat_[A-Za-z0-9_-]{43}$/;

type Scope = 'READ' | 'WRITE';
interface Listed {
  id: string;
  name: string;
  scopes: Scope[];
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}
interface Created {
  secret: string;
  token: Listed;
}

/** A signed-in browser and its account. */
async function member(prefix = 'tok'): Promise<{ b: Browser; id: string; username: string }> {
  const b = browser(server);
  const account = await signUp(b, prefix);
  return { b, id: account.id, username: account.username };
}

function create(b: Browser, scopes: Scope[] = ['READ', 'WRITE'], name = 'script', expiresInDays?: number) {
  return expectData<Created>(b, CREATE, { input: { name, scopes, expiresInDays } }, 'createApiToken');
}

/** A script holding a token: GraphQL by POST and GET, REST, each with `Authorization: Bearer <secret>`. */
interface Script extends GraphQLCaller {
  get(path: string): request.Test;
  send(method: 'post' | 'patch' | 'delete', path: string, body?: object): request.Test;
}

function script(secret: string, header = `Bearer ${secret}`): Script {
  return {
    graphql: (query: string, variables?: Variables) =>
      server.http.post('/graphql').set('Authorization', header).send({ query, variables }),
    get: (path) => server.http.get(path).set('Authorization', header),
    send: (method, path, body) =>
      server.http[method](path)
        .set('Authorization', header)
        .send(body ?? {}),
  };
}

const UNKNOWN_SECRET = `rf_pat_${crypto.randomBytes(32).toString('base64url')}`;

/** An answer's status and its one GraphQL error's code and message (a stack trace beside them in tests is left out). */
function refusedWith(res: request.Response): { status: number; code: string; message: string } {
  const errors = res.body.errors as { message: string; extensions: { code: string } }[];
  expect(errors).toHaveLength(1);
  return { status: res.status, code: errors[0].extensions.code, message: errors[0].message };
}

describe('managing tokens in a cookie session', () => {
  it('creates a token, shows its secret once, lists it without the secret, and revokes it', async () => {
    const { b, id } = await member();
    const before = Date.now();
    const created = await create(b, ['READ'], '  CI on the NAS  ', 30);
    expect(created.secret).toMatch(SECRET);
    expect(created.token).toMatchObject({
      name: 'CI on the NAS',
      scopes: ['READ'],
      lastUsedAt: null,
      expired: false,
    });
    const days = (Date.parse(created.token.expiresAt ?? '') - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    // Only the secret's SHA-256 is stored; nothing in the row is the secret.
    const [row] = await sql<Record<string, unknown>>(server, 'SELECT * FROM "api_token" WHERE "userId" = $1', [id]);
    expect(row.tokenHash).toBe(crypto.createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(7));

    const second = await create(b, ['WRITE', 'READ'], 'deploy');
    expect(second.token).toMatchObject({ scopes: ['READ', 'WRITE'], expiresAt: null, expired: false });
    expect(second.secret).not.toBe(created.secret);

    // Listed newest first, never with a secret: the list has no such field.
    const listed = await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens');
    expect(listed).toEqual([second.token, created.token]);
    const asked = await b.graphql('{ myApiTokens { secret } }');
    expect(asked.status).toBe(400);
    expect(asked.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    expect(await expectData(b, REVOKE, { id: created.token.id }, 'revokeApiToken')).toBe(true);
    expect((await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens')).map((t) => t.id)).toEqual([second.token.id]);
    expect(await expectRefusal(b, REVOKE, { id: created.token.id })).toEqual({
      code: 'NOT_FOUND',
      message: API_TOKEN_MESSAGES.notFound,
    });
    expect(await expectRefusal(b, REVOKE, { id: 'not-a-uuid' })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'id must be a RigForge id (a UUID, as the API gives them).',
    });
  });

  it('refuses a blank or long name, no scope and an expiry out of range; guests are refused', async () => {
    const { b } = await member();
    const refused = (input: Record<string, unknown>) => expectRefusal(b, CREATE, { input });
    expect(await refused({ name: '   ', scopes: ['READ'] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: API_TOKEN_MESSAGES.nameRequired,
    });
    expect(await refused({ name: 'x'.repeat(61), scopes: ['READ'] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: API_TOKEN_MESSAGES.nameTooLong,
    });
    expect(await refused({ name: 'ok', scopes: [] })).toEqual({
      code: 'BAD_USER_INPUT',
      message: API_TOKEN_MESSAGES.scopesRequired,
    });
    for (const expiresInDays of [0, 366]) {
      expect(await refused({ name: 'ok', scopes: ['READ'], expiresInDays })).toEqual({
        code: 'BAD_USER_INPUT',
        message: API_TOKEN_MESSAGES.expiryRange,
      });
    }
    expect((await refused({ name: 'ok', scopes: ['ADMIN'] })).code).toBe('BAD_USER_INPUT');
    for (const operation of [LIST, REVOKE]) {
      expect(await expectRefusal(server, operation, { id: crypto.randomUUID() })).toEqual({
        code: 'UNAUTHENTICATED',
        message: SIGN_IN_REQUIRED_MESSAGE,
      });
    }
    expect(await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens')).toEqual([]);
  });

  it('holds at most 20 tokens per account, expired ones included', async () => {
    const { b } = await member();
    const first = await create(b, ['READ'], 'token 1', 1);
    await sql(server, `UPDATE "api_token" SET "expiresAt" = now() - interval '1 day' WHERE "id" = $1`, [
      first.token.id,
    ]);
    for (let n = 2; n <= 20; n += 1) await create(b, ['READ'], `token ${n}`);
    expect(await expectRefusal(b, CREATE, { input: { name: 'one more', scopes: ['READ'] } })).toEqual({
      code: 'CONFLICT',
      message: API_TOKEN_MESSAGES.tooMany,
    });
    const listed = await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens');
    expect(listed).toHaveLength(20);
    expect(listed.find((t) => t.id === first.token.id)?.expired).toBe(true);
    // Revoking one frees its place.
    await expectData(b, REVOKE, { id: first.token.id });
    expect((await create(b, ['READ'], 'one more')).secret).toMatch(SECRET);
  });
});

describe('two users’ tokens never cross', () => {
  it('lists, revokes and acts as its own user only', async () => {
    const ada = await member('ada');
    const bob = await member('bob');
    const adas = await create(ada.b);
    const bobs = await create(bob.b);

    expect((await expectData<Listed[]>(ada.b, LIST, undefined, 'myApiTokens')).map((t) => t.id)).toEqual([
      adas.token.id,
    ]);
    // Ada cannot revoke Bob's token: it looks missing, and keeps working.
    expect(await expectRefusal(ada.b, REVOKE, { id: bobs.token.id })).toEqual({
      code: 'NOT_FOUND',
      message: API_TOKEN_MESSAGES.notFound,
    });
    expect(await expectData(script(bobs.secret), ME, undefined, 'me')).toEqual({ id: bob.id, username: bob.username });
    expect(await expectData(script(adas.secret), ME, undefined, 'me')).toEqual({ id: ada.id, username: ada.username });

    // Bob's private build, written with his token, is not Ada's to read with hers.
    const build = await expectData<{ id: string }>(
      script(bobs.secret),
      'mutation($input: SavedBuildInput!) { createSavedBuild(input: $input) { id } }',
      {
        input: {
          title: 'Bob’s secret build',
          components: [{ partType: 'CPU', name: 'Custom CPU', priceCents: 10000 }],
        },
      },
      'createSavedBuild',
    );
    const query = 'query($id: ID!) { savedBuild(id: $id) { id title } }';
    expect((await expectRefusal(script(adas.secret), query, { id: build.id })).code).toBe('NOT_FOUND');
    expect(await expectData(script(bobs.secret), query, { id: build.id }, 'savedBuild')).toEqual({
      id: build.id,
      title: 'Bob’s secret build',
    });
  });
});

describe('Authorization: Bearer on /graphql', () => {
  it('signs a POST in as the token’s user, private reads included, with no cookie and no CSRF header', async () => {
    const { b, id } = await member();
    const { secret } = await create(b, ['READ']);
    const res = await server.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('Authorization', `Bearer ${secret}`)
      .send({
        query: '{ me { id } mySavedBuilds { totalCount } notifications { nodes { id } } unreadNotificationCount }',
      });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        me: { id },
        mySavedBuilds: { totalCount: 0 },
        notifications: { nodes: [] },
        unreadNotificationCount: 0,
      },
      extensions: { cost: expect.any(Object) },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('takes a GET without the preflight header that a GET without a token needs', async () => {
    const { b, id } = await member();
    const { secret } = await create(b, ['READ']);
    const withToken = await server.http.get('/graphql').query({ query: ME }).set('Authorization', `Bearer ${secret}`);
    expect(withToken.status).toBe(200);
    expect(withToken.body.data.me.id).toBe(id);
    // CSRF prevention is unchanged for everyone else.
    expect((await server.http.get('/graphql').query({ query: ME })).status).toBe(400);
  });

  it('is never answered from the guests’ kept answers', async () => {
    const { b, id } = await member();
    const { secret } = await create(b, ['READ']);
    const query = '{ me { id } guides(first: 1) { totalCount } }';
    for (let i = 0; i < 2; i += 1) expect((await server.graphql(query)).body.data.me).toBeNull();
    expect((await server.graphql(query)).headers['x-guest-cache']).toBe('hit');
    const res = await script(secret).graphql(query);
    expect(res.body.data.me).toEqual({ id });
    expect(res.headers['x-guest-cache']).toBeUndefined();
  });

  it('records the last use at most once a minute', async () => {
    const { b } = await member();
    const { secret, token } = await create(b, ['READ']);
    const lastUsed = async () =>
      (
        await sql<{ lastUsedAt: Date | null }>(server, 'SELECT "lastUsedAt" FROM "api_token" WHERE "id" = $1', [
          token.id,
        ])
      )[0].lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await expectData(script(secret), ME);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await expectData(script(secret), ME);
    expect(await lastUsed()).toEqual(first);
    await sql(server, `UPDATE "api_token" SET "lastUsedAt" = now() - interval '2 minutes' WHERE "id" = $1`, [token.id]);
    const old = await lastUsed();
    await expectData(script(secret), ME);
    expect((await lastUsed())!.getTime()).toBeGreaterThan(old!.getTime());
    const listed = await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens');
    expect(listed[0].lastUsedAt).toBe((await lastUsed())!.toISOString());
  });

  it('runs queries with read, mutations with write, and refuses the missing scope with 403 before anything runs', async () => {
    const { b } = await member();
    const reader = script((await create(b, ['READ'])).secret);
    const writer = script((await create(b, ['WRITE'])).secret);
    const both = script((await create(b, ['READ', 'WRITE'])).secret);
    const write = 'mutation { updatePreferences(newsletter: true) { preferences { newsletter } } }';

    expect(refusedWith(await reader.graphql(write))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: API_TOKEN_REFUSALS.missingScope('write', 'a mutation'),
    });
    expect(
      (await expectData<{ me: { preferences: { newsletter: boolean } } }>(b, '{ me { preferences { newsletter } } }'))
        .me,
    ).toEqual({ preferences: { newsletter: false } });

    expect(refusedWith(await writer.graphql(ME))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: API_TOKEN_REFUSALS.missingScope('read', 'a query'),
    });

    expect(await expectData(writer, write, undefined, 'updatePreferences')).toEqual({
      preferences: { newsletter: true },
    });
    expect(await expectData(both, ME, undefined, 'me')).toBeTruthy();
  });

  it('refuses what needs the cookie session: signing in, up or out, the password, deletion and tokens', async () => {
    const { b, id } = await member();
    const token = await create(b, ['READ', 'WRITE']);
    const holder = script(token.secret);
    for (const [operation, variables] of [
      [LIST, undefined],
      [CREATE, { input: { name: 'from a token', scopes: ['READ'] } }],
      [REVOKE, { id: token.token.id }],
      ['mutation { deleteAccount }', undefined],
      ['mutation { changePassword(currentPassword: "Tr1cky-Pangolin", newPassword: "Another-Pangolin9") }', undefined],
      ['mutation { signOut }', undefined],
      ['mutation { signIn(email: "x@example.com", password: "Tr1cky-Pangolin") { id } }', undefined],
      [
        'mutation { signUp(email: "y@example.com", username: "yyyyy", password: "Tr1cky-Pangolin9") { id } }',
        undefined,
      ],
      // Beside an allowed field, the whole operation is refused: nothing of it runs.
      ['mutation { updatePreferences(newsletter: true) { id } deleteAccount }', undefined],
    ] as const) {
      expect([operation, refusedWith(await holder.graphql(operation, variables))]).toEqual([
        operation,
        { status: 403, code: 'FORBIDDEN', message: API_TOKEN_REFUSALS.sessionOnly },
      ]);
    }
    expect((await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens')).map((t) => t.id)).toEqual([token.token.id]);
    expect(await expectData(b, ME, undefined, 'me')).toMatchObject({ id });
  });

  it('lets the token win over a session cookie sent beside it, which is neither read nor changed', async () => {
    const ada = await member('ada');
    const bob = await member('bob');
    const { secret } = await create(bob.b, ['READ', 'WRITE']);
    const res = await server.http
      .post('/graphql')
      .set('Cookie', `rigforge.sid=${ada.b.sessionId}`)
      .set('Authorization', `Bearer ${secret}`)
      .send({ query: ME });
    expect(res.body.data.me.id).toBe(bob.id);
    expect(res.headers['set-cookie']).toBeUndefined();
    const signOut = await server.http
      .post('/graphql')
      .set('Cookie', `rigforge.sid=${ada.b.sessionId}`)
      .set('Authorization', `Bearer ${secret}`)
      .send({ query: 'mutation { signOut }' });
    expect(signOut.status).toBe(403);
    // Ada's session is as it was.
    expect(await expectData(ada.b, ME, undefined, 'me')).toMatchObject({ id: ada.id });
  });
});

describe('REST with a token', () => {
  it('reads with read, writes with write, and refuses the session-only calls', async () => {
    const { b, id, username } = await member();
    const reader = script((await create(b, ['READ'])).secret);
    const writer = script((await create(b, ['READ', 'WRITE'])).secret);

    const user = await reader.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ id, username });
    expect((await reader.get('/api/notifications')).body).toEqual([]);
    expect((await reader.get('/api/saved-builds')).status).toBe(200);

    const refused = await reader.send('patch', '/api/auth/user', { username: 'renamed1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      code: 'FORBIDDEN',
      message: API_TOKEN_REFUSALS.missingScope('write', 'a REST PATCH'),
    });

    const renamed = await writer.send('patch', '/api/auth/user', { username: 'renamed1' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe('renamed1');

    for (const [method, path] of [
      ['delete', '/api/user/delete-account'],
      ['post', '/api/user/change-password'],
      ['post', '/api/auth/sign-out'],
      ['post', '/api/auth/sign-in'],
      ['post', '/api/auth/sign-up'],
    ] as const) {
      const res = await writer.send(method, path, {});
      expect([path, res.status, res.body]).toEqual([
        path,
        403,
        { code: 'FORBIDDEN', message: API_TOKEN_REFUSALS.sessionOnly },
      ]);
    }
    expect(await expectData(b, ME, undefined, 'me')).toMatchObject({ id });
  });
});

describe('refusals', () => {
  const unauthenticated = (message: string) => ({ code: 'UNAUTHENTICATED', message });

  it('refuses a present but bad Authorization with 401 on GraphQL POST and GET and on REST, never as a guest', async () => {
    const { b } = await member();
    const revoked = await create(b, ['READ']);
    await expectData(b, REVOKE, { id: revoked.token.id });
    const expired = await create(b, ['READ'], 'old', 1);
    await sql(server, `UPDATE "api_token" SET "expiresAt" = now() - interval '1 day' WHERE "id" = $1`, [
      expired.token.id,
    ]);
    const [{ expiresAt }] = await sql<{ expiresAt: Date }>(
      server,
      'SELECT "expiresAt" FROM "api_token" WHERE "id" = $1',
      [expired.token.id],
    );
    const cases: [header: string, message: string, error: string][] = [
      ['Bearer', API_TOKEN_REFUSALS.malformedHeader, 'invalid_request'],
      [`Basic ${Buffer.from('me:pw').toString('base64')}`, API_TOKEN_REFUSALS.malformedHeader, 'invalid_request'],
      ['garbage', API_TOKEN_REFUSALS.malformedHeader, 'invalid_request'],
      [`Bearer ${revoked.secret} ${revoked.secret}`, API_TOKEN_REFUSALS.malformedHeader, 'invalid_request'],
      ['Bearer garbage', API_TOKEN_REFUSALS.notAToken, 'invalid_request'],
      [`Bearer ${UNKNOWN_SECRET}`, API_TOKEN_REFUSALS.unknown, 'invalid_token'],
      [`Bearer ${revoked.secret}`, API_TOKEN_REFUSALS.unknown, 'invalid_token'],
      [`Bearer ${expired.secret}`, API_TOKEN_REFUSALS.expired(expiresAt), 'invalid_token'],
    ];
    for (const [header, message, error] of cases) {
      const caller = script('', header);
      const post = await caller.graphql(ME);
      const get = await caller.get(`/graphql?query=${encodeURIComponent(ME)}`);
      const rest = await caller.get('/api/auth/user');
      for (const res of [post, get, rest]) {
        expect([header, res.status]).toEqual([header, 401]);
        expect(res.headers['www-authenticate']).toBe(`Bearer realm="RigForge", error="${error}"`);
      }
      for (const res of [post, get]) {
        expect(res.body).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
      }
      expect(rest.body).toEqual(unauthenticated(message));
    }
  });

  it('refuses a token in the URL, even beside a good header, telling to use the header', async () => {
    const { b } = await member();
    const { secret } = await create(b, ['READ']);
    const inQuery = { code: 'BAD_USER_INPUT', message: API_TOKEN_REFUSALS.inQuery };
    const graphqlPost = await server.http.post(`/graphql?access_token=${secret}`).send({ query: ME });
    const graphqlGet = await server.http
      .get('/graphql')
      .query({ query: ME, token: secret })
      .set('apollo-require-preflight', 'true');
    const both = await script(secret).get(`/graphql?query=${encodeURIComponent(ME)}&access_token=${secret}`);
    const rest = await server.http.get(`/api/auth/user?access_token=${secret}`);
    const restToken = await server.http.get(`/api/notifications?token=${secret}`);
    for (const res of [graphqlPost, graphqlGet, both]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [{ message: inQuery.message, extensions: { code: inQuery.code } }] });
    }
    for (const res of [rest, restToken]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(inQuery);
    }
  });
});

describe('the per-token rate limit', () => {
  it(`answers RATE_LIMITED with retryAfter past ${PER_MINUTE} requests a minute, per token`, async () => {
    const { b } = await member();
    const busy = script((await create(b, ['READ'])).secret);
    const other = script((await create(b, ['READ'])).secret);
    for (let i = 0; i < PER_MINUTE; i += 1) {
      const res = i % 2 === 0 ? await busy.graphql('{ __typename }') : await busy.get('/api/auth/user');
      expect(res.status).toBe(200);
    }
    const refused = await busy.graphql(ME);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.errors[0]).toEqual({
      message: expect.stringMatching(/^Too many requests with this API token\. Please try again in .+\.$/),
      extensions: { code: 'RATE_LIMITED', retryAfter },
    });
    const rest = await busy.get('/api/auth/user');
    expect(rest.status).toBe(429);
    expect(rest.body.code).toBe('RATE_LIMITED');
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same account has its own count.
    expect((await other.graphql(ME)).status).toBe(200);
  });
});

describe('graphql-ws with a token', () => {
  const COUNT = 'subscription { unreadNotificationCount }';
  const ADDED = 'subscription A($newsId: ID!) { commentAdded(newsId: $newsId) { content author { username } } }';
  const isNext = (m: WsMessage) => m.type === 'next';

  async function newsItem(): Promise<string> {
    const [row] = await sql<{ id: string }>(
      server,
      `INSERT INTO news_item (slug, source, title, excerpt, content, "publishedAt")
       VALUES ($1, 'AMD', 'Tokens', 'excerpt', 'content', now()) RETURNING id`,
      [`tokens-${crypto.randomUUID()}`],
    );
    return row.id;
  }

  /** How long until the socket closes as a revoked token's (throws past `withinMs`). */
  async function closesAfter(socket: RawSocket, since: number, withinMs = 3000): Promise<number> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still open ${withinMs} ms after its token ended`)), withinMs);
    });
    try {
      expect(await Promise.race([socket.closed, timeout])).toEqual(TOKEN_ENDED);
    } finally {
      clearTimeout(timer);
    }
    return Date.now() - since;
  }

  it('signs in by connection_init’s authorization or the upgrade header; subscriptions work', async () => {
    const { b, username } = await member();
    const { secret } = await create(b, ['READ', 'WRITE']);
    const newsId = await newsItem();
    const byPayload = await rawSocket(url, { payload: { authorization: `Bearer ${secret}` } });
    const byHeader = await rawSocket(url, { authorization: `Bearer ${secret}` });
    try {
      for (const socket of [byPayload, byHeader]) {
        expect(socket.acknowledged).toBe(true);
        socket.send({ id: 'count', type: 'subscribe', payload: { query: COUNT } });
        await socket.waitFor(isNext);
        expect(socket.messages.find(isNext)?.payload).toEqual({ data: { unreadNotificationCount: 0 } });
        socket.send({ id: 'added', type: 'subscribe', payload: { query: ADDED, variables: { newsId } } });
      }
      // Give the subscriptions a moment to be registered, then post with the token.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expectData(
        script(secret),
        'mutation($newsId: ID!) { postComment(newsId: $newsId, content: "Posted by a script") { id } }',
        { newsId },
      );
      for (const socket of [byPayload, byHeader]) {
        await socket.waitFor((m) => isNext(m) && m.id === 'added');
        expect(socket.messages.find((m) => m.id === 'added')?.payload).toEqual({
          data: { commentAdded: { content: 'Posted by a script', author: { username } } },
        });
      }
    } finally {
      byPayload.close();
      byHeader.close();
    }
  });

  it('closes a socket whose token is refused with 4401 and the reason', async () => {
    const { b } = await member();
    const revoked = await create(b, ['READ']);
    await expectData(b, REVOKE, { id: revoked.token.id });
    for (const [options, reason] of [
      [{ payload: { authorization: 'Bearer' } }, API_TOKEN_REFUSALS.malformedHeader],
      [{ payload: { authorization: 42 } }, API_TOKEN_REFUSALS.malformedHeader],
      [{ authorization: 'Basic abc' }, API_TOKEN_REFUSALS.malformedHeader],
      [{ payload: { authorization: 'Bearer nope' } }, API_TOKEN_REFUSALS.notAToken],
      [{ payload: { authorization: `Bearer ${UNKNOWN_SECRET}` } }, API_TOKEN_REFUSALS.unknown],
      [{ authorization: `Bearer ${revoked.secret}` }, API_TOKEN_REFUSALS.unknown],
    ] as const) {
      const socket = await rawSocket(url, options);
      expect(socket.acknowledged).toBe(false);
      expect(await socket.closed).toEqual({ code: 4401, reason });
    }
  });

  it('refuses a subscription to a token without the read scope', async () => {
    const { b } = await member();
    const socket = await rawSocket(url, {
      payload: { authorization: `Bearer ${(await create(b, ['WRITE'])).secret}` },
    });
    try {
      socket.send({ id: 'count', type: 'subscribe', payload: { query: COUNT } });
      await socket.waitFor((m) => m.type === 'error');
      expect(socket.messages.find((m) => m.type === 'error')?.payload).toEqual([
        { message: API_TOKEN_REFUSALS.missingScope('read', 'a subscription'), extensions: { code: 'FORBIDDEN' } },
      ]);
    } finally {
      socket.close();
    }
  });

  it('closes the token’s sockets at once when it is revoked, and only its own', async () => {
    const { b } = await member();
    const revoked = await create(b, ['READ'], 'revoked');
    const kept = await create(b, ['READ'], 'kept');
    const gone = await rawSocket(url, { payload: { authorization: `Bearer ${revoked.secret}` } });
    const stays = await rawSocket(url, { payload: { authorization: `Bearer ${kept.secret}` } });
    const started = Date.now();
    await expectData(b, REVOKE, { id: revoked.token.id });
    const ms = await closesAfter(gone, started);
    process.stdout.write(`token revoked -> its socket closed after ${ms} ms (periodic check: 60 s)\n`);
    stays.send({ id: 'count', type: 'subscribe', payload: { query: COUNT } });
    await stays.waitFor(isNext);
    stays.close();
  });

  it('closes the token’s sockets at once when the account is deleted', async () => {
    const { b } = await member();
    const { secret } = await create(b, ['READ']);
    const socket = await rawSocket(url, { authorization: `Bearer ${secret}` });
    expect(socket.acknowledged).toBe(true);
    const started = Date.now();
    await expectData(b, 'mutation { deleteAccount }');
    await closesAfter(socket, started);
    expect((await script(secret).graphql(ME)).status).toBe(401);
  });

  const crossInstance = process.env.TEST_DATABASE_URL ? it : it.skip;

  crossInstance('closes a socket on one process when its token is revoked on the other', async () => {
    const logger = createLogger('silent');
    const db = await openDatabase(server.config, logger);
    const second = await createApp(server.config, db, logger);
    try {
      const { b } = await member();
      const token = await create(b, ['READ']);
      const socket = await rawSocket(await listen(second.httpServer), {
        payload: { authorization: `Bearer ${token.secret}` },
      });
      expect(socket.acknowledged).toBe(true);
      const started = Date.now();
      await expectData(b, REVOKE, { id: token.token.id });
      const ms = await closesAfter(socket, started);
      process.stdout.write(`token revoked on one process -> socket on the other closed after ${ms} ms\n`);
    } finally {
      if (second.httpServer.listening) await new Promise((resolve) => second.httpServer.close(resolve));
      await second.close();
      await db.close();
    }
  });
});

describe('several sessions creating at once, and hostile names', () => {
  it('never passes the limit of 20 however many creates race, and answers the rest CONFLICT, not 500', async () => {
    const { b } = await member('race');
    const other = browser(server);
    other.sessionId = b.sessionId;
    const answers = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        (i % 2 === 0 ? b : other).graphql(CREATE, { input: { name: `t${i}`, scopes: ['READ'] } }),
      ),
    );
    const made = answers.filter((res) => res.body.data?.createApiToken);
    const refused = answers.filter((res) => !res.body.data?.createApiToken);
    expect(answers.every((res) => res.status < 500)).toBe(true);
    expect(made).toHaveLength(20);
    expect(refused.every((res) => res.body.errors[0].extensions.code === 'CONFLICT')).toBe(true);
    expect(await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens')).toHaveLength(20);
  });

  it.each(['nul\u0000name', 'half \ud83d pair'])('refuses the name %j before anything is written', async (name) => {
    const { b } = await member('hostile');
    const res = await b.graphql(CREATE, { input: { name, scopes: ['READ'] } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await expectData<Listed[]>(b, LIST, undefined, 'myApiTokens')).toEqual([]);
  });
});
