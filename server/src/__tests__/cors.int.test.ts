// CORS for browser apps on other origins (config CORS_ORIGINS): the listed origins get their origin
// echoed with credentials on /graphql and /api, and their preflights answered; any other origin,
// and every origin when the list is empty (the default), gets no CORS headers, except for a request
// with an API token (Authorization) and its preflight: `*`, never with credentials.
import { asksForAuthorization } from '../lib/cors';
import { browser, signUp } from '../test/accounts';
import { expectData } from '../test/graphql';
import { startTestServer, type TestServer } from '../test/server';

const LISTED = 'https://app.example.com';
const UNLISTED = 'https://evil.example';
const QUERY = { query: '{ __typename }' };

const corsHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));

describe('with CORS_ORIGINS set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CORS_ORIGINS: `${LISTED}, http://localhost:5173` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets a listed origin call /graphql and /api with credentials', async () => {
    const gql = await server.http.post('/graphql').set('Origin', LISTED).send(QUERY);
    expect(gql.status).toBe(200);
    expect(gql.body).toEqual({ data: { __typename: 'Query' }, extensions: { cost: expect.any(Object) } });
    expect(corsHeaders(gql.headers)).toEqual({
      'access-control-allow-origin': LISTED,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'X-Total-Count, X-Next-Cursor, Retry-After',
    });
    expect(gql.headers.vary).toMatch(/Origin/);

    const rest = await server.http.get('/api/auth/user').set('Origin', 'http://localhost:5173');
    expect(rest.status).toBe(200);
    expect(rest.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(rest.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers a listed origin’s preflight', async () => {
    for (const path of ['/graphql', '/api/saved-builds']) {
      const res = await server.http
        .options(path)
        .set('Origin', LISTED)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,apollo-require-preflight');
      expect([path, res.status]).toEqual([path, 204]);
      expect(corsHeaders(res.headers)).toEqual({
        'access-control-allow-origin': LISTED,
        'access-control-allow-credentials': 'true',
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
        'access-control-allow-headers':
          'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name',
        'access-control-max-age': '600',
      });
    }
  });

  it('gives an unlisted origin no CORS headers, and no preflight', async () => {
    const gql = await server.http.post('/graphql').set('Origin', UNLISTED).send(QUERY);
    expect(corsHeaders(gql.headers)).toEqual({});
    expect(gql.headers.vary).toMatch(/Origin/);
    const preflight = await server.http
      .options('/api/saved-builds')
      .set('Origin', UNLISTED)
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.status).not.toBe(204);
    expect(corsHeaders(preflight.headers)).toEqual({});
  });

  it('leaves other paths alone', async () => {
    const res = await server.http.get('/healthz').set('Origin', LISTED);
    expect(res.status).toBe(200);
    expect(corsHeaders(res.headers)).toEqual({});
  });

  it('keeps a listed origin’s credentials when it sends a token', async () => {
    const preflight = await server.http
      .options('/graphql')
      .set('Origin', LISTED)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(LISTED);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
  });

  tokenCors(() => server);
});

/** CORS for API tokens, the same whatever CORS_ORIGINS lists: any other origin, `*`, no credentials. */
function tokenCors(running: () => TestServer): void {
  it('answers any origin’s preflight that asks to send Authorization, without credentials', async () => {
    for (const path of ['/graphql', '/api/saved-builds']) {
      const res = await running()
        .http.options(path)
        .set('Origin', UNLISTED)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'Content-Type, Authorization');
      expect([path, res.status]).toEqual([path, 204]);
      expect(corsHeaders(res.headers)).toEqual({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
        'access-control-allow-headers':
          'Content-Type, Authorization, Apollo-Require-Preflight, X-Apollo-Operation-Name',
        'access-control-max-age': '600',
      });
      expect(res.headers.vary).toMatch(/Origin.*Access-Control-Request-Headers/);
    }
  });

  it('lets any origin read the answer to a request with a token, without credentials', async () => {
    const server = running();
    const b = browser(server);
    const { id } = await signUp(b, 'cors');
    const { secret } = await expectData<{ secret: string }>(
      b,
      'mutation { createApiToken(input: { name: "browser app", scopes: [READ] }) { secret } }',
      undefined,
      'createApiToken',
    );
    const gql = await server.http
      .post('/graphql')
      .set('Origin', UNLISTED)
      .set('Authorization', `Bearer ${secret}`)
      .send({ query: '{ me { id } }' });
    expect(gql.body).toEqual({ data: { me: { id } }, extensions: { cost: expect.any(Object) } });
    const rest = await server.http
      .get('/api/auth/user')
      .set('Origin', UNLISTED)
      .set('Authorization', `Bearer ${secret}`);
    const refused = await server.http.get('/api/auth/user').set('Origin', UNLISTED).set('Authorization', 'Bearer nope');
    expect(refused.status).toBe(401);
    for (const res of [gql, rest, refused]) {
      expect(corsHeaders(res.headers)).toEqual({
        'access-control-allow-origin': '*',
        'access-control-expose-headers': 'X-Total-Count, X-Next-Cursor, Retry-After',
      });
    }
  });

  it('gives the same origin’s requests and preflights without Authorization no CORS headers', async () => {
    const preflight = await running()
      .http.options('/graphql')
      .set('Origin', UNLISTED)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, x-authorization');
    expect(preflight.status).not.toBe(204);
    expect(corsHeaders(preflight.headers)).toEqual({});
  });
}

describe('a preflight asking for Authorization', () => {
  it('names it in Access-Control-Request-Headers, in any case and order', () => {
    expect(asksForAuthorization('authorization')).toBe(true);
    expect(asksForAuthorization('Content-Type, AUTHORIZATION')).toBe(true);
    expect(asksForAuthorization('content-type,x-authorization')).toBe(false);
    expect(asksForAuthorization(undefined)).toBe(false);
  });
});

describe('with CORS_ORIGINS empty (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sends no CORS headers to any origin', async () => {
    const gql = await server.http.post('/graphql').set('Origin', LISTED).send(QUERY);
    expect(gql.status).toBe(200);
    expect(corsHeaders(gql.headers)).toEqual({});
    const preflight = await server.http
      .options('/graphql')
      .set('Origin', LISTED)
      .set('Access-Control-Request-Method', 'POST');
    expect(corsHeaders(preflight.headers)).toEqual({});
  });

  tokenCors(() => server);
});
