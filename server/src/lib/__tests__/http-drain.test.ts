import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { trackHttpConnections, type HttpDrain } from '../http-drain';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function get(port: number, agent: http.Agent, path = '/'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

describe('trackHttpConnections', () => {
  let server: http.Server;
  let drain: HttpDrain;
  let port: number;
  /** Requests the handler holds until the test lets them go. */
  let held: (() => void)[];
  let onHeld: () => void;

  beforeEach(async () => {
    held = [];
    onHeld = () => undefined;
    server = http.createServer((req, res) => {
      const answer = (): void => void res.end(`answered ${req.url}`);
      if (req.url?.startsWith('/hold')) {
        held.push(answer);
        onHeld();
      } else answer();
    });
    // An idle time no test run reaches: closing idle connections is not what these tests time.
    drain = trackHttpConnections(server, { idleMs: 60_000 });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterEach(() => {
    server.closeAllConnections();
    server.close();
  });

  it('answers a request written on an idle keep-alive connection as the drain starts, then closes it', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const first = await get(port, agent, '/first');
    expect(first.connection).toBe('keep-alive');

    // Written on the same connection in this tick, so the server has not read it when the drain
    // starts: the connection looks idle. http's own close() (Node >= 19) destroys it: ECONNRESET.
    const second = get(port, agent, '/second');
    const drained = drain.drain();

    await expect(second).resolves.toEqual({ status: 200, connection: 'close', body: 'answered /second' });
    await drained;
    expect(server.listening).toBe(false);
    agent.destroy();
  });

  it('finishes requests in flight, each with Connection: close, and refuses new connections', async () => {
    const agents = [0, 1, 2].map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const answers = agents.map((agent, i) => get(port, agent, `/hold?${i}`));
    await new Promise<void>((resolve) => {
      onHeld = () => void (held.length === 3 && resolve());
    });

    let drained = false;
    const draining = drain.drain().then(() => (drained = true));
    await expect(get(port, new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(drained).toBe(false);

    for (const answer of held) answer();
    const results = await Promise.all(answers);
    expect(results.map((r) => [r.status, r.connection])).toEqual([
      [200, 'close'],
      [200, 'close'],
      [200, 'close'],
    ]);
    await draining;
    expect(drained).toBe(true);
    for (const agent of agents) agent.destroy();
  });

  it('resolves at once when the server does not listen', async () => {
    const idle = http.createServer();
    await expect(trackHttpConnections(idle).drain()).resolves.toBeUndefined();
  });
});
