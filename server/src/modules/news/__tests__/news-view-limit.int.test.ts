// The per-address limit on recorded news views: past it, RATE_LIMITED (429 with Retry-After), not a 500.
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true' },
    { limits: { newsViewPerIp: { points: 3, durationSeconds: 3600 } } },
  );
});

afterAll(async () => {
  await server.close();
});

it('refuses views past newsViewPerIp from one address, and counts other addresses apart', async () => {
  const list = await server.http.get('/api/news?limit=1');
  const id = (list.body as { id: string }[])[0].id;
  const view = (ip: string) => server.http.post(`/api/news/${id}/view`).set('X-Forwarded-For', ip);
  for (let i = 0; i < 3; i += 1) expect((await view('198.51.100.7')).status).toBe(200);
  const refused = await view('198.51.100.7');
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^Too many news views recorded from your network\. Please try again/);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await view('198.51.100.8')).status).toBe(200);
  const graphql = await server.http
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('X-Forwarded-For', '198.51.100.7')
    .send({ query: `mutation($id: ID!) { recordNewsView(newsId: $id) { views } }`, variables: { id } });
  expect(graphql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
});
