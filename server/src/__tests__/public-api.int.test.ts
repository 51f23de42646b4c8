// What a third-party client relies on (issue 33): ids a normalised cache can trust (Apollo Client's
// default InMemoryCache, no type policies), global object identification (`node`, `nodes`), partial
// data beside a failing root field or mutation, HTTP caching of GET answers, and each answer's cost.
import { ApolloClient, ApolloLink, InMemoryCache, gql, type TypedDocumentNode } from '@apollo/client';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { browser, signUp } from '../test/accounts';
import { expectData } from '../test/graphql';
import { startTestServer, type TestServer } from '../test/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** Apollo Client with its default cache, over the test server (no network: supertest). */
function apolloClient(): ApolloClient {
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        server
          .graphql(print(operation.query), operation.variables)
          .then((res) => {
            observer.next(res.body as ApolloLink.Result);
            observer.complete();
          })
          .catch((err: unknown) => observer.error(err));
      }),
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

interface Part {
  id: string;
  componentId: string;
  name: string;
  reason: string;
  locked: boolean;
}
interface Check {
  id: string;
  rule: string;
  status: string;
  message: string;
}

const GENERATED: TypedDocumentNode<{ generatePartsFromUseCases: { parts: Part[] } }> = gql`
  query Generated($budgetCents: Int) {
    generatePartsFromUseCases(uses: [GAMING], budgetCents: $budgetCents, strictBudget: true) {
      parts {
        id
        componentId
        name
        reason
        locked
      }
    }
  }
`;
const COMPLETED: TypedDocumentNode<{ completeBuild: { parts: Part[] } }> = gql`
  query Completed($request: BuilderRequestInput!) {
    completeBuild(request: $request) {
      parts {
        id
        componentId
        name
        reason
        locked
      }
    }
  }
`;
const CHECK: TypedDocumentNode<{ checkCompatibility: { checks: Check[] } }> = gql`
  query Check($partIds: [ID!]!) {
    checkCompatibility(partIds: $partIds) {
      checks {
        id
        rule
        status
        message
      }
    }
  }
`;

describe('ids a default cache can trust', () => {
  it('keeps a generated build’s parts apart from the same catalog parts in another answer', async () => {
    const client = apolloClient();
    const generated = await client.query({ query: GENERATED, variables: { budgetCents: 150000 } });
    const parts = generated.data?.generatePartsFromUseCases.parts ?? [];
    const cpu = parts.find((p) => /ryzen|core|intel|amd/i.test(p.name)) ?? parts[0];
    // The same CPU, locked, with the planner's words for a kept part.
    const completed = await client.query({
      query: COMPLETED,
      variables: { request: { budgetCents: 150000, uses: ['GAMING'], parts: [{ id: cpu.componentId }] } },
    });
    const kept = completed.data?.completeBuild.parts.find((p) => p.componentId === cpu.componentId);
    expect(kept?.locked).toBe(true);
    expect(kept?.id).not.toBe(cpu.id);
    // Read back from the cache, the first build still says what it said.
    const again = client.readQuery({ query: GENERATED, variables: { budgetCents: 150000 } });
    expect(again?.generatePartsFromUseCases.parts).toEqual(parts);
    expect(again?.generatePartsFromUseCases.parts.find((p) => p.componentId === cpu.componentId)?.locked).toBe(false);
  });

  it('keeps two compatibility reports’ messages for the same rule apart', async () => {
    const client = apolloClient();
    const build = await expectData<{ parts: { componentId: string; type: string }[] }>(
      server,
      '{ generatePartsFromUseCases(uses: [GAMING], budgetCents: 150000, strictBudget: true) { parts { componentId type } } }',
      {},
      'generatePartsFromUseCases',
    );
    const ids = build.parts.map((p) => p.componentId);
    const cpuAndBoard = build.parts
      .filter((p) => p.type === 'CPU' || p.type === 'Motherboard')
      .map((p) => p.componentId);
    const whole = await client.query({ query: CHECK, variables: { partIds: ids } });
    const pair = await client.query({ query: CHECK, variables: { partIds: cpuAndBoard } });
    const wholeChecks = whole.data?.checkCompatibility.checks ?? [];
    const pairChecks = pair.data?.checkCompatibility.checks ?? [];
    // The same rule says different things of different parts, under different ids.
    const differing = wholeChecks.filter((c) => pairChecks.some((d) => d.rule === c.rule && d.message !== c.message));
    expect(differing.length).toBeGreaterThan(0);
    for (const c of differing) expect(pairChecks.find((d) => d.rule === c.rule)?.id).not.toBe(c.id);
    expect(client.readQuery({ query: CHECK, variables: { partIds: ids } })?.checkCompatibility.checks).toEqual(
      wholeChecks,
    );
  });
});

describe('node(id:) and nodes(ids:)', () => {
  const NODE = `query N($id: ID!) { node(id: $id) { __typename id ... on Component { name } ... on BuildGuide { slug }
    ... on Article { slug } ... on NewsItem { title } ... on SavedBuild { title } } }`;

  it('finds a component, a guide, an article and a news item by id alone', async () => {
    const ids = await expectData<{
      components: { nodes: { id: string; name: string }[] };
      guides: { nodes: { id: string; slug: string }[] };
      articles: { nodes: { id: string; slug: string }[] };
      news: { nodes: { id: string; title: string }[] };
    }>(
      server,
      '{ components(first: 1) { nodes { id name } } guides(first: 1) { nodes { id slug } } articles(first: 1) { nodes { id slug } } news(first: 1) { nodes { id title } } }',
    );
    const cases: [string, string, Record<string, string>][] = [
      ['Component', ids.components.nodes[0].id, { name: ids.components.nodes[0].name }],
      ['BuildGuide', ids.guides.nodes[0].id, { slug: ids.guides.nodes[0].slug }],
      ['Article', ids.articles.nodes[0].id, { slug: ids.articles.nodes[0].slug }],
      ['NewsItem', ids.news.nodes[0].id, { title: ids.news.nodes[0].title }],
    ];
    for (const [typename, id, fields] of cases) {
      expect(await expectData(server, NODE, { id }, 'node')).toEqual({ __typename: typename, id, ...fields });
    }
    const many = await expectData<({ id: string } | null)[]>(
      server,
      'query M($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [cases[1][1], '00000000-0000-4000-8000-000000000000', cases[0][1]] },
      'nodes',
    );
    expect(many).toEqual([{ id: cases[1][1] }, null, { id: cases[0][1] }]);
  });

  it('shows a saved build to its owner, and to others only when it is public', async () => {
    const owner = browser(server);
    await signUp(owner, 'node-owner');
    const other = browser(server);
    await signUp(other, 'node-other');
    const create = `mutation C($input: SavedBuildInput!) { createSavedBuild(input: $input) { id } }`;
    const input = { title: 'Quiet box', components: [{ partType: 'CPU', name: 'Test CPU', priceCents: 20000 }] };
    const build = await expectData<{ id: string }>(owner, create, { input }, 'createSavedBuild');
    expect(await expectData(owner, NODE, { id: build.id }, 'node')).toEqual({
      __typename: 'SavedBuild',
      id: build.id,
      title: 'Quiet box',
    });
    expect(await expectData(other, NODE, { id: build.id }, 'node')).toBeNull();
    expect(await expectData(server, NODE, { id: build.id }, 'node')).toBeNull();
    await expectData(owner, 'mutation P($id: ID!) { updateSavedBuild(id: $id, isPublic: true) { id } }', {
      id: build.id,
    });
    expect(await expectData(other, NODE, { id: build.id }, 'node')).toMatchObject({ __typename: 'SavedBuild' });
  });

  it('costs each id it looks up, so aliases cannot stack thousands of lookups into one request', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const one = await server.graphql('query M($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(one.status).toBe(200);
    expect(one.body.extensions.cost.requested).toBeGreaterThan(60 * 200);
    const aliased = await server.graphql(
      'query M($ids: [ID!]!) { a: nodes(ids: $ids) { id } b: nodes(ids: $ids) { id } c: nodes(ids: $ids) { id } }',
      { ids },
    );
    expect(aliased.status).toBe(400);
    expect(aliased.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers null for an id of nothing and BAD_USER_INPUT for a malformed one', async () => {
    expect(await expectData(server, NODE, { id: '00000000-0000-4000-8000-000000000000' }, 'node')).toBeNull();
    const res = await server.graphql(NODE, { id: '/..//' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });
});

describe('partial data', () => {
  it('keeps the first mutation’s result when a second one fails', async () => {
    const b = browser(server);
    await signUp(b, 'partial-mutation');
    const res = await b.graphql(
      `mutation { first: updatePreferences(newsletter: true) { id } second: deleteSavedBuild(id: "00000000-0000-4000-8000-000000000000") }`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.first).toEqual({ id: expect.any(String) });
    expect(res.body.data.second).toBeNull();
    expect(res.body.errors.map((e: { path: string[] }) => e.path)).toEqual([['second']]);
  });

  it('gives a guest the public roots beside null signed-in-only ones', async () => {
    const res = await server.graphql('{ unreadNotificationCount newsStats { totalViews } me { id } }');
    expect(res.body.data).toEqual({
      unreadNotificationCount: null,
      newsStats: { totalViews: expect.any(Number) },
      me: null,
    });
    expect(res.body.errors[0]).toMatchObject({
      path: ['unreadNotificationCount'],
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});

describe('HTTP caching and cost', () => {
  const get = (query: string) => server.http.get('/graphql').query({ query }).set('Apollo-Require-Preflight', 'true');

  it('lets a guest’s GET answer be kept publicly for a short time, varying by Cookie and Authorization', async () => {
    const res = await get('{ guides(first: 1) { totalCount } }');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toEqual(expect.stringContaining('Cookie'));
    expect(res.headers.vary).toEqual(expect.stringContaining('Authorization'));
  });

  it('keeps a member’s GET answer private, and an answer with errors out of every cache', async () => {
    const b = browser(server);
    await signUp(b, 'cache-member');
    const mine = await server.http
      .get('/graphql')
      .query({ query: '{ me { id } }' })
      .set('Apollo-Require-Preflight', 'true')
      .set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`);
    expect(mine.body.data.me).toEqual({ id: expect.any(String) });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const failed = await get('{ savedBuild(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('answers request errors 200 to a client that accepts only application/json, 400 otherwise (GraphQL over HTTP)', async () => {
    const post = (accept?: string) => {
      const req = server.http.post('/graphql').set('Content-Type', 'application/json');
      return (accept ? req.set('Accept', accept) : req).send({ query: '{ nope ' });
    };
    const legacy = await post('application/json');
    expect(legacy.status).toBe(200);
    expect(legacy.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect((await post('application/graphql-response+json, application/json;q=0.9')).status).toBe(400);
    expect((await post()).status).toBe(400);
    const invalid = await server.http.post('/graphql').set('Accept', 'application/json').send({ query: '{ nope }' });
    expect(invalid.status).toBe(200);
    expect(invalid.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('reports what the operation cost and the limit', async () => {
    const res = await server.graphql('{ guides(first: 5) { nodes { title } } }');
    expect(res.body.extensions.cost).toEqual({ requested: expect.any(Number), limit: 25000 });
    expect(res.body.extensions.cost.requested).toBeGreaterThan(10);
  });
});
