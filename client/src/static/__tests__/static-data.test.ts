import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { createStaticData, type ListName, type Row } from '../data';
import { createDemoSession, DEMO_MESSAGES, DEMO_USER_KEY } from '../demo-auth';
import { staticErrors } from '../errors';
import { createStaticExecutor } from '../link';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8');

/** A part in its exported shape: the GraphQL fields and the list keys (server/src/cli/export-static.ts). */
const cpu = (n: number, over: Row = {}, keys: Row = {}): Row => {
  const row: Row = {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `cpu-${n}`,
    name: `Chip ${n}`,
    type: 'CPU',
    brand: 'AMD',
    priceCents: 20000,
    rating: 4,
    valueScore: null,
    inStock: true,
    specs: [{ key: 'socket', label: 'Socket', value: 'AM5' }],
    ...over,
  };
  const listKeys = {
    chipsetBrand: null,
    searchText: `${String(row.name)} ${String(row.type)} ${String(row.brand)}`.toLowerCase(),
    socket: 'AM5',
    coolerSockets: null,
    memoryType: null,
    memoryTypes: null,
    formFactor: null,
    vramGb: null,
    psuWattage: null,
    capacityGb: null,
    storageInterface: null,
    coolerType: null,
    specs: { socket: 'AM5' },
    ...keys,
  };
  return { ...row, listKeys };
};
const PART = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const LISTS: Record<ListName, Row[]> = {
  components: [
    cpu(1, { priceCents: 10000, rating: 4.5 }),
    cpu(2, { brand: 'Intel', priceCents: 30000 }, { socket: 'LGA1700', specs: { socket: 'LGA1700' } }),
    cpu(
      3,
      { type: 'GPU', brand: 'ASUS', name: 'GeForce RTX 4070', priceCents: 55000, rating: 4.8, specs: [] },
      { chipsetBrand: 'NVIDIA', socket: null, specs: { chipsetBrand: 'NVIDIA' } },
    ),
  ],
  guides: [
    {
      id: 'g1',
      slug: 'budget-build',
      title: 'Budget Build',
      category: 'Budget',
      content: 'A cheap rig',
      tags: ['value'],
      createdAt: '2026-01-02T00:00:00.000Z',
      listKeys: { position: 0 },
    },
    {
      id: 'g2',
      slug: 'high-end',
      title: 'High End',
      category: 'High-End',
      content: 'Fast',
      tags: ['4k'],
      createdAt: null,
      listKeys: { position: 1 },
    },
  ],
  articles: [
    {
      id: 'a1',
      slug: 'thermal-paste',
      title: 'Thermal paste',
      category: 'Guides',
      content: 'Apply a pea',
      excerpt: 'How much',
      tags: [],
      publishedAt: '2026-01-03T00:00:00.000Z',
    },
  ],
  news: [
    {
      id: 'n1',
      slug: 'amd-news',
      title: 'AMD launch',
      source: 'AMD',
      sourceLabel: 'AMD',
      description: 'New chips',
      tags: ['Zen'],
      content: '',
      publishedAt: '2026-01-04T00:00:00.000Z',
    },
    {
      id: 'n2',
      slug: 'nv-news',
      title: 'GPU drivers',
      source: 'NVIDIA',
      sourceLabel: 'NVIDIA',
      description: 'Drivers',
      tags: [],
      content: '',
      publishedAt: '2026-01-05T00:00:00.000Z',
    },
  ],
};

function fakeFetch(status = 200, statusText = 'OK') {
  const calls: string[] = [];
  const fetchFn = (url: string) => {
    calls.push(url);
    const name = url.replace(/^.*data\//, '').replace('.json', '') as ListName;
    return Promise.resolve({ ok: status === 200, status, statusText, json: () => Promise.resolve(LISTS[name]) });
  };
  return { calls, fetchFn };
}

describe('static data', () => {
  it('fetches each list once and keeps it', async () => {
    const { calls, fetchFn } = fakeFetch();
    const data = createStaticData('/', fetchFn);
    await data.list('guides');
    await data.list('guides');
    expect(calls).toEqual(['/data/guides.json']);
  });
  it("says 'Failed to fetch {url}: {status text}' and logs it", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const data = createStaticData('/base/', fakeFetch(404, 'Not Found').fetchFn);
    await expect(data.list('news')).rejects.toThrow('Failed to fetch /base/data/news.json: Not Found');
    expect(error).toHaveBeenCalledWith('Failed to fetch /base/data/news.json: Not Found');
    error.mockRestore();
  });
});

describe('the static schema executor', () => {
  beforeEach(() => localStorage.clear());
  const run = (query: string, variables?: Record<string, unknown>) =>
    createStaticExecutor(
      sdl,
      createStaticData('/', fakeFetch().fetchFn),
      createDemoSession(() => 1_700_000_000_000),
    )(parse(query), variables);

  it('answers the components connection with filters (the shared list code, @rigforge/common lists)', async () => {
    const res = await run('{ components(type: CPU, brands: ["AMD"], first: 5) { totalCount nodes { id name } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ components: { totalCount: 1, nodes: [{ id: PART(1), name: 'Chip 1' }] } });
    const ids = async (args: string) =>
      (
        (await run(`{ components(${args}) { nodes { id } } }`)).data?.components as { nodes: { id: string }[] }
      ).nodes.map((n) => n.id);
    expect(await ids('brands: ["nvidia"]')).toEqual([PART(3)]);
    expect(await ids('minPriceCents: 20000, maxPriceCents: 30000')).toEqual([PART(2)]);
    expect(await ids('socket: "LGA1700"')).toEqual([PART(2)]);
    expect(await ids('text: "RTX"')).toEqual([PART(3)]);
    expect(await ids('sort: PRICE_ASC')).toEqual([PART(1), PART(2), PART(3)]);
  });
  it('pages by the server’s cursors and refuses a cursor of another sort', async () => {
    const page1 = await run('{ components(first: 2) { totalCount hasNextPage endCursor nodes { id } } }');
    const p1 = page1.data?.components as { endCursor: string; hasNextPage: boolean; nodes: { id: string }[] };
    expect(p1.nodes.map((n) => n.id)).toEqual([PART(3), PART(1)]);
    expect(p1.hasNextPage).toBe(true);
    const page2 = await run(
      'query($after: String) { components(first: 2, after: $after) { hasNextPage nodes { id } } }',
      {
        after: p1.endCursor,
      },
    );
    expect(page2.data).toEqual({ components: { hasNextPage: false, nodes: [{ id: PART(2) }] } });
    const wrong = await run('query($after: String) { components(sort: NAME, after: $after) { totalCount } }', {
      after: p1.endCursor,
    });
    expect(wrong.errors?.[0].message).toBe('Invalid query parameters for /api/components');
    expect(wrong.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
  it('finds a component by id and the others by slug', async () => {
    const res = await run(
      '{ component(id: "00000000-0000-4000-8000-000000000002") { name } buildGuide(slug: "high-end") { title } article(slug: "thermal-paste") { title } newsItem(slug: "nv-news") { title } }',
    );
    expect(res.data).toEqual({
      component: { name: 'Chip 2' },
      buildGuide: { title: 'High End' },
      article: { title: 'Thermal paste' },
      newsItem: { title: 'GPU drivers' },
    });
  });
  it('lists guides by category, articles, news by source, and the brands', async () => {
    const res = await run(
      '{ guides(category: "high-end") { nodes { slug } } articles(category: "guides") { nodes { slug } } news(source: AMD) { totalCount } componentBrands }',
    );
    expect(res.data).toEqual({
      guides: { nodes: [{ slug: 'high-end' }] },
      articles: { nodes: [{ slug: 'thermal-paste' }] },
      news: { totalCount: 1 },
      componentBrands: ['AMD', 'ASUS', 'Intel', 'NVIDIA'],
    });
  });
  it('answers the server-held lists as empty connections, in the same shape', async () => {
    const page =
      '{ totalCount nodes { id } edges { cursor } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } }';
    const res = await run(`{ publicBuilds ${page} myPriceAlerts ${page} notifications ${page} }`);
    const empty = {
      totalCount: 0,
      nodes: [],
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    };
    expect(res.data).toEqual({ publicBuilds: empty, myPriceAlerts: empty, notifications: empty });
  });
  it('searches in four groups', async () => {
    const res = await run('{ search(q: "amd") { totalCount groups { kind totalCount hits { slug } } } }');
    const groups = (res.data?.search as { groups: { kind: string; totalCount: number }[] }).groups;
    expect(groups.map((g) => [g.kind, g.totalCount])).toEqual([
      ['ARTICLES', 0],
      ['NEWS', 1],
      ['GUIDES', 0],
      ['COMPONENTS', 1],
    ]);
  });
  it('compares two components', async () => {
    const res = await run(
      `{ compareComponents(ids: ["${PART(1)}", "${PART(2)}"]) { a { id } rows { key a b better } } }`,
    );
    const rows = (res.data?.compareComponents as { rows: { key: string; better: string | null }[] }).rows;
    expect(rows.find((r) => r.key === 'price')?.better).toBe('A');
  });
  it("says 'Unknown endpoint: {key}' for a read it has no data for", async () => {
    const res = await run('{ contactMessages { totalCount } }');
    expect(res.errors?.[0].message).toBe(staticErrors.unknownEndpoint('/api/contactMessages'));
    expect(res.errors?.[0].message).toBe('Unknown endpoint: /api/contactMessages');
  });
  it("says 'Invalid query parameters for {key}' for bad arguments", async () => {
    const res = await run('{ components(first: 500) { totalCount } }');
    expect(res.errors?.[0].message).toBe('Invalid query parameters for /api/components');
  });
  it('refuses every server change', async () => {
    const res = await run(
      'mutation { sendContactMessage(name: "a", email: "a@b.c", subject: "s", message: "m") { id } }',
    );
    expect(res.errors?.[0].message).toBe(
      'Server mutations not supported in static deployment: POST /api/sendContactMessage',
    );
  });
  it('signs in a demo user kept in browser storage; me reads it back', async () => {
    expect((await run('{ me { id } }')).data).toEqual({ me: null });
    const res = await run(
      'mutation { signIn(email: "ada@example.com", password: "x", rememberMe: false) { id username role preferences { notifications newsletter theme themeUpdatedAt } } }',
    );
    expect(res.data).toEqual({
      signIn: {
        id: 'demo-user-1',
        username: 'ada',
        role: 'user',
        preferences: { notifications: true, newsletter: false, theme: 'dark', themeUpdatedAt: null },
      },
    });
    expect(JSON.parse(localStorage.getItem(DEMO_USER_KEY) ?? '{}')).toMatchObject({ id: 'demo-user-1', role: 'user' });
    expect((await run('{ me { username } }')).data).toEqual({ me: { username: 'ada' } });
    await run('mutation { signOut }');
    expect((await run('{ me { id } }')).data).toEqual({ me: null });
  });
});

describe('demo accounts (docs/requirements.md §4/§5)', () => {
  beforeEach(() => localStorage.clear());
  const demo = createDemoSession(() => 1_700_000_000_000);
  it('requires e-mail and password to sign in', () => {
    expect(() => demo.signIn('', 'x')).toThrow('Email and password are required');
    expect(() => demo.signIn('a@b.c', '')).toThrow(DEMO_MESSAGES.signInRequired);
  });
  it('requires every field to sign up, and gives a timestamp id and the role user', () => {
    expect(() => demo.signUp('', 'a@b.c', 'x')).toThrow('All fields are required');
    expect(demo.signUp('neo', 'neo@b.c', 'pw')).toMatchObject({
      id: 'demo-user-1700000000000',
      username: 'neo',
      role: 'user',
    });
  });
  it('never resets a password', () => {
    expect(demo.resetPassword('a@b.c')).toBe(
      'In demo mode, password reset is not available. Use any email/password to sign in.',
    );
  });
});
