// CORS for browser apps on other origins (config CORS_ORIGINS): the listed origins get their origin
// echoed with credentials on /graphql and /api, and their preflights answered; any other origin,
// and every origin when the list is empty (the default), gets no CORS headers.
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
        'access-control-allow-headers': 'Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name',
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
});
