// Every refusal is coded, in its transport's shape, with the right status, and logged once at the
// right level; the expensive requests of issue 12 are refused before they run, while /healthz answers.
import net from 'node:net';
import type request from 'supertest';
import { listen } from '../test/live';
import { captureLogs, startTestServer, type CapturedLogs, type TestServer } from '../test/server';

let server: TestServer;
let logs: CapturedLogs;

beforeAll(async () => {
  logs = captureLogs();
  server = await startTestServer({ LOG_LEVEL: 'info' }, {}, logs);
});

afterAll(async () => {
  await server?.close();
});

const many = (count: number, selection: (i: number) => string) =>
  `{ ${Array.from({ length: count }, (_, i) => selection(i)).join(' ')} }`;

const ALL_COMPONENT_FIELDS = `fragment All on Component {
  id slug name type brand priceCents originalPriceCents rating reviewCount inStock imageUrl releaseYear
  partNumbers specsComplete valueScore powerEfficiency
  specs { key label value } keySpecs { key label value } sources { id name licence url }
  performance { cpuSingle cpuMulti gpu1080p gpu1440p gpu4k } retailerIds { amazonAsin neweggItem bestBuySku }
}`;

const postGraphql = (body: unknown, id?: string) => {
  const req = server.http.post('/graphql').set('Content-Type', 'application/json');
  if (id) req.set('X-Request-Id', id);
  return req.send(body as object);
};

/** The request's log lines, found by its X-Request-Id. */
const linesOf = (id: string) =>
  logs.lines().filter((line) => (line.req as { id?: unknown } | undefined)?.id === id || line.reqId === id);

/** Apollo's standard codes: BAD_REQUEST (not a GraphQL request), GRAPHQL_PARSE_FAILED, GRAPHQL_VALIDATION_FAILED (a limit), BAD_USER_INPUT (a value). */
type RefusalCode = 'BAD_REQUEST' | 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT';

function expectGraphqlRefusal(res: request.Response, status: number, code: RefusalCode) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.body as { errors?: { message: unknown; extensions?: { code?: unknown } }[]; data?: unknown };
  expect(body.data).toBeUndefined();
  expect(body.errors?.length).toBeGreaterThanOrEqual(1);
  expect(typeof body.errors?.[0].message).toBe('string');
  expect(body.errors?.[0].extensions?.code).toBe(code);
}

function expectRestRefusal(res: request.Response, status: number, code = 'BAD_USER_INPUT') {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(Object.keys(res.body as object).sort()).toEqual(['code', 'message']);
  expect((res.body as { code: string }).code).toBe(code);
}

describe('the cost limit', () => {
  it('answers 400, not 500, for a query over it', async () => {
    const fields =
      'id slug title description category budget difficulty estimatedTime views excerpt content tags components { type name }';
    const res = await server.graphql(many(10, (i) => `g${i}: buildGuides { ${fields} }`));
    expectGraphqlRefusal(res, 400, 'GRAPHQL_VALIDATION_FAILED');
    expect((res.body as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^This query costs \d+ points; the limit is 25000\. Ask for fewer fields or items\.$/,
    );
  });

  it('counts the page size: components(first: 60) with every field, a few times over, is refused', async () => {
    const query = `${many(5, (i) => `c${i}: components(first: 60) { nodes { ...All } }`)} ${ALL_COMPONENT_FIELDS}`;
    expectGraphqlRefusal(await server.graphql(query), 400, 'GRAPHQL_VALIDATION_FAILED');
    // One page of it is within the limit.
    const one = await server.graphql(`{ components(first: 60) { nodes { ...All } } } ${ALL_COMPONENT_FIELDS}`);
    expect(one.status).toBe(200);
    expect((one.body as { data: { components: { nodes: unknown[] } } }).data.components.nodes).toHaveLength(60);
  });
});

describe('issue 12: requests that could stall the server are refused before they run', () => {
  const attacks: [string, () => Promise<request.Response>, number, RefusalCode][] = [
    [
      '1,000 aliased __schema',
      () => server.graphql(many(1000, (i) => `s${i}: __schema { types { name } }`)),
      400,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      '1,000 aliased buildGuides',
      () => server.graphql(many(1000, (i) => `a${i}: buildGuides { title }`)),
      400,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      '999 aliased componentSuggestions',
      () => server.graphql(many(999, (i) => `s${i}: componentSuggestions(q: "ryzen")`)),
      400,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      '20 aliased componentSuggestions',
      () => server.graphql(many(20, (i) => `s${i}: componentSuggestions(q: "r")`)),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'two __schema',
      () => server.graphql('{ __schema { queryType { name } } again: __schema { queryType { name } } }'),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'nested introspection',
      () => server.graphql('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }'),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      '500 repeated directives',
      () => server.graphql(`{ __typename ${'@a '.repeat(500)}}`),
      400,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'a huge body',
      () => postGraphql({ query: '{ __typename }', variables: { x: 'x'.repeat(200_000) } }),
      413,
      'BAD_REQUEST',
    ],
  ];

  it.each(attacks)('%s: a coded 4xx', async (_name, send, status, code) => {
    expectGraphqlRefusal(await send(), status, code);
  });

  it('keeps /healthz answering while they are refused', async () => {
    let running = true;
    const health: number[] = [];
    const probe = (async () => {
      while (running) health.push((await server.http.get('/healthz')).status);
    })();
    const refused = await Promise.all(attacks.flatMap(([, send]) => [send(), send()]));
    running = false;
    await probe;
    expect(refused.every((res) => res.status >= 400 && res.status < 500)).toBe(true);
    expect(health.length).toBeGreaterThanOrEqual(1);
    expect(health.every((status) => status === 200)).toBe(true);
  });

  it('lets the standard introspection query through', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const res = await server.graphql(getIntrospectionQuery());
    expect(res.status).toBe(200);
    expect((res.body as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length).toBeGreaterThan(20);
  });
});

describe('malformed requests get a coded answer in their transport’s shape', () => {
  it('/graphql: oversized, malformed or non-JSON bodies and wrong methods', async () => {
    expectGraphqlRefusal(await postGraphql({ query: '{ __typename }', pad: 'x'.repeat(200_000) }), 413, 'BAD_REQUEST');
    expectGraphqlRefusal(
      await server.http.post('/graphql').set('Content-Type', 'application/json').send('{bad'),
      400,
      'BAD_REQUEST',
    );
    expectGraphqlRefusal(
      await server.http.post('/graphql').set('Content-Type', 'text/plain').send('{ me { id } }'),
      415,
      'BAD_REQUEST',
    );
    expectGraphqlRefusal(
      await server.http
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', 'br2')
        .send('{}'),
      415,
      'BAD_REQUEST',
    );
    expectGraphqlRefusal(
      await server.http.put('/graphql').set('Content-Type', 'application/json').send({}),
      405,
      'BAD_REQUEST',
    );
    expectGraphqlRefusal(await server.graphql('{ me { '), 400, 'GRAPHQL_PARSE_FAILED');
  });

  it('/api: oversized, malformed or non-JSON bodies, unknown routes and wrong methods', async () => {
    const big = await server.http
      .post('/api/budget-calculator')
      .set('Content-Type', 'application/json')
      .send({ budget: 1000, pad: 'x'.repeat(200_000) });
    expectRestRefusal(big, 413);
    expect((big.body as { message: string }).message).toBe('The request body is too large: at most 100 KB.');
    const malformed = await server.http
      .post('/api/budget-calculator')
      .set('Content-Type', 'application/json')
      .send('{bad');
    expectRestRefusal(malformed, 400);
    expect((malformed.body as { message: string }).message).toBe('The request body is not valid JSON.');
    expectRestRefusal(
      await server.http.post('/api/budget-calculator').set('Content-Type', 'text/plain').send('budget=1000'),
      415,
    );
    expectRestRefusal(await server.http.get('/api/nope'), 404, 'NOT_FOUND');
    const wrongMethod = await server.http.put('/api/components').send({});
    expectRestRefusal(wrongMethod, 405);
    expect(wrongMethod.headers.allow).toBe('GET, HEAD');
    expect((await server.http.delete('/api/budget-calculator')).headers.allow).toBe('POST');
  });
});

describe('variables of the wrong type', () => {
  // Found by the fuzz suite: {"v0": 1e400} (JSON.parse reads Infinity) for `$v0: PartType`, after the same
  // query with {"v0": null}, whose cost the limit had already cached (JSON.stringify writes Infinity as
  // null), failed at execution and was answered INTERNAL_SERVER_ERROR with an error log line.
  it('answers a variable of the wrong type found at execution BAD_USER_INPUT, logged at warn', async () => {
    const query = 'query Kinds($v0: PartType) { componentBrandCounts(type: $v0) { count } }';
    expect((await postGraphql({ query, variables: { v0: null } })).status).toBe(200);
    const res = await server.http
      .post('/graphql')
      .set('Content-Type', 'application/json')
      .set('X-Request-Id', 'infinite-enum')
      .send(`{"query":${JSON.stringify(query)},"variables":{"v0":1e400}}`);
    expectGraphqlRefusal(res, 400, 'BAD_USER_INPUT');
    expect((res.body as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Variable "\$v0" got invalid value/,
    );
    expect(linesOf('infinite-enum').map((line) => line.level)).toEqual([40]);
  });
});

describe('requests Node’s HTTP parser refuses get a coded answer too', () => {
  /** Writes raw bytes to the server and reads the whole answer (the server closes the connection). */
  async function rawExchange(bytes: Buffer): Promise<{ status: number; type: string; body: unknown }> {
    const url = new URL(await listen(server.app.httpServer));
    const text = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head, body] = text.split('\r\n\r\n');
    return {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
      type: /content-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
      body: JSON.parse(body) as unknown,
    };
  }
  const request = (target: string) =>
    Buffer.concat([Buffer.from('GET '), Buffer.from(target, 'latin1'), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]);

  // Found by the fuzz suite: GET /api/components/<byte 0xE9> got Node's bare "400 Bad Request", with no body or code.
  it('a byte that is not ASCII in the path: 400, { code, message } under /api, GraphQL’s errors on /graphql', async () => {
    const rest = await rawExchange(request('/api/components/\u00e9'));
    expect(rest).toMatchObject({ status: 400, type: 'application/json; charset=utf-8' });
    expect(rest.body).toEqual({
      code: 'BAD_USER_INPUT',
      message:
        'The request could not be read: its request line or headers are malformed (the path must be ASCII, with other characters percent-encoded).',
    });
    const graphql = await rawExchange(request('/graphql?query=\u00e9'));
    expect(graphql.status).toBe(400);
    expect(graphql.body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
  });

  // Found by the fuzz suite: a 30 KB path (5,000 percent-encoded combining marks) got a bare 431.
  it('headers over 16 KB: 431 with a code', async () => {
    const res = await rawExchange(request(`/api/comments/${'%CC%81'.repeat(5_000)}/like`));
    expect(res).toMatchObject({
      status: 431,
      body: { code: 'BAD_USER_INPUT', message: 'The request line and headers are too large: at most 16 KB.' },
    });
  });
});

describe('logging', () => {
  it('logs a client’s mistake as one warn line, without a stack', async () => {
    const id = 'directives-500';
    const res = await postGraphql({ query: `{ __typename ${'@a '.repeat(500)}}` }, id);
    expect(res.status).toBe(400);
    const lines = linesOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe(40);
    expect(lines[0].err).toBeUndefined();
    expect(lines[0].graphqlErrorCount).toBeLessThanOrEqual(11);
    expect((lines[0].graphqlErrors as { code: string }[])[0]).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      message: 'This operation uses 500 directives; the limit is 20.',
    });
  });

  it('logs syntax errors, oversized bodies and unknown routes once, at warn', async () => {
    await postGraphql({ query: '{ me { ' }, 'syntax');
    await postGraphql({ query: '{ __typename }', pad: 'x'.repeat(200_000) }, 'huge');
    await server.http.get('/api/nope').set('X-Request-Id', 'unknown-route');
    for (const id of ['syntax', 'huge', 'unknown-route']) {
      const lines = linesOf(id);
      expect(lines).toHaveLength(1);
      expect(lines[0].level).toBe(40);
      expect(lines[0].err).toBeUndefined();
    }
  });

  it('logs a GraphQL answer with a domain error once, at info, with its code', async () => {
    await postGraphql({ query: '{ savedBuild(id: "00000000-0000-0000-0000-000000000000") { id } }' }, 'guest-build');
    const lines = linesOf('guest-build');
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe(30);
    expect((lines[0].graphqlErrors as { code: string }[])[0].code).toBe('UNAUTHENTICATED');
  });
});
