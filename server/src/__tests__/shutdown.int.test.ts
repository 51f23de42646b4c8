// Stopping the app (SIGTERM: index.ts calls app.close(), then closes the database) answers every
// request already sent, reading the database, before anything it needs is closed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../test/server';

const QUERY = JSON.stringify({ query: '{ guides(first: 3) { nodes { slug } } }' });

interface Answer {
  status: number;
  connection: string | undefined;
  json: { data?: { guides?: { nodes: { slug: string }[] } }; errors?: unknown[] };
}

function answerOf(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          json: JSON.parse(body) as Answer['json'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function post(port: number, agent: http.Agent): http.ClientRequest {
  return http.request({
    host: '127.0.0.1',
    port,
    path: '/graphql',
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(QUERY) },
  });
}

describe('shutdown', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer();
    const httpServer = server.app.httpServer;
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    port = (httpServer.address() as AddressInfo).port;
  });

  afterAll(() => server.close());

  it('answers the requests in flight from the database, tells their clients to reconnect, and refuses new ones', async () => {
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const warm = post(port, keepAlive);
    const warmAnswer = answerOf(warm);
    warm.end(QUERY);
    expect((await warmAnswer).connection).toBe('keep-alive');

    // Two requests whose bodies are still on their way when the app is told to stop: one on the
    // kept-alive connection, one on a new connection.
    const fresh = new http.Agent();
    const started = new Promise<void>((resolve) => {
      let seen = 0;
      const onRequest = (): void => {
        seen += 1;
        if (seen === 2) {
          server.app.httpServer.off('request', onRequest);
          resolve();
        }
      };
      server.app.httpServer.on('request', onRequest);
    });
    const inFlight = [post(port, keepAlive), post(port, fresh)];
    const answers = inFlight.map(answerOf);
    for (const req of inFlight) req.write(QUERY.slice(0, 10));
    await started;

    let closed = false;
    const closing = server.app.close().then(() => (closed = true));
    await expect(answerOf(post(port, new http.Agent()).end(QUERY))).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    expect(closed).toBe(false);

    for (const req of inFlight) req.end(QUERY.slice(10));
    for (const answer of await Promise.all(answers)) {
      expect(answer.status).toBe(200);
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data?.guides?.nodes.length).toBeGreaterThan(0);
      expect(answer.connection).toBe('close');
    }
    await closing;
    expect(closed).toBe(true);
    keepAlive.destroy();
  });
});
