import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { createStaticData, type ListName, type Row } from '../data';
import { createDemoSession, DEMO_MESSAGES, DEMO_USER_KEY } from '../demo-auth';
import { staticErrors } from '../errors';
import { createStaticExecutor } from '../link';
import {
  combinedSearch,
  componentMatches,
  filterByCategory,
  filterBySource,
  filterComponents,
  page,
  sortComponents,
} from '../resolvers';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8');

const cpu = (id: string, over: Row = {}): Row => ({
  id,
  slug: `cpu-${id}`,
  name: `Chip ${id}`,
  type: 'CPU',
  brand: 'AMD',
  priceCents: 20000,
  rating: 4,
  inStock: true,
  specs: [{ key: 'socket', label: 'Socket', value: 'AM5' }],
  ...over,
});

const LISTS: Record<ListName, Row[]> = {
  components: [
    cpu('1', { priceCents: 10000, rating: 4.5 }),
    cpu('2', { brand: 'Intel', priceCents: 30000, specs: [{ key: 'socket', label: 'Socket', value: 'LGA1700' }] }),
    cpu('3', { type: 'GPU', brand: 'NVIDIA', name: 'GeForce RTX 4070', priceCents: 55000, rating: 4.8, specs: [] }),
  ],
  guides: [
    {
      id: 'g1',
      slug: 'budget-build',
      title: 'Budget Build',
      category: 'Budget',
      content: 'A cheap rig',
      tags: ['value'],
    },
    { id: 'g2', slug: 'high-end', title: 'High End', category: 'High-End', content: 'Fast', tags: ['4k'] },
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

describe('static filters (docs/requirements.md §7 Static deployment)', () => {
  const rows = LISTS.components;
  it('filters components by type, brand, and minimum and maximum price', () => {
    expect(filterComponents(rows, { type: 'CPU' }).map((r) => r.id)).toEqual(['1', '2']);
    expect(filterComponents(rows, { brands: ['intel'] }).map((r) => r.id)).toEqual(['2']);
    expect(filterComponents(rows, { minPriceCents: 20000 }).map((r) => r.id)).toEqual(['2', '3']);
    expect(filterComponents(rows, { maxPriceCents: 30000 }).map((r) => r.id)).toEqual(['1', '2']);
    expect(
      filterComponents(rows, { type: 'CPU', minPriceCents: 15000, maxPriceCents: 40000 }).map((r) => r.id),
    ).toEqual(['2']);
  });
  it('component search matches name, type, brand and any spec value, ignoring case', () => {
    expect(componentMatches(rows[2], 'rtx')).toBe(true);
    expect(componentMatches(rows[2], 'gpu')).toBe(true);
    expect(componentMatches(rows[1], 'INTEL')).toBe(true);
    expect(componentMatches(rows[1], 'lga1700')).toBe(true);
    expect(componentMatches(rows[0], 'lga1700')).toBe(false);
  });
  it('sorts by rating by default and by price', () => {
    expect(sortComponents(rows, 'RATING').map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(sortComponents(rows, 'PRICE_ASC').map((r) => r.id)).toEqual(['1', '2', '3']);
  });
  it('filters guides and articles by category ignoring case, and news by source', () => {
    expect(filterByCategory(LISTS.guides, 'budget').map((r) => r.id)).toEqual(['g1']);
    expect(filterByCategory(LISTS.articles, 'GUIDES').map((r) => r.id)).toEqual(['a1']);
    expect(filterByCategory(LISTS.guides, null)).toHaveLength(2);
    expect(filterBySource(LISTS.news, 'NVIDIA').map((r) => r.id)).toEqual(['n2']);
  });
  it('combined search lowercases the term over title, content, description, excerpt and tags', () => {
    const found = combinedSearch({ articles: LISTS.articles, news: LISTS.news, guides: LISTS.guides }, 'ZEN');
    expect(found.news.map((r) => r.id)).toEqual(['n1']);
    expect(combinedSearch({ articles: LISTS.articles, news: [], guides: [] }, 'how MUCH').articles).toHaveLength(1);
    expect(combinedSearch({ articles: [], news: LISTS.news, guides: [] }, 'drivers').news.map((r) => r.id)).toEqual([
      'n2',
    ]);
    expect(combinedSearch({ articles: [], news: [], guides: LISTS.guides }, '4K').guides.map((r) => r.id)).toEqual([
      'g2',
    ]);
  });
  it('pages with an offset cursor and refuses bad sizes', () => {
    const p1 = page(rows, 2, null, '/api/components');
    expect(p1).toMatchObject({ totalCount: 3, hasNextPage: true, endCursor: '2' });
    expect(page(rows, 2, p1.endCursor, '/api/components').nodes.map((r) => r.id)).toEqual(['3']);
    expect(() => page(rows, 0, null, '/api/components')).toThrow('Invalid query parameters for /api/components');
    expect(() => page(rows, 2, 'x', '/api/components')).toThrow('Invalid query parameters for /api/components');
  });
});

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

  it('answers the components connection with filters', async () => {
    const res = await run('{ components(type: CPU, brands: ["AMD"], first: 5) { totalCount nodes { id name } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({ components: { totalCount: 1, nodes: [{ id: '1', name: 'Chip 1' }] } });
  });
  it('finds a component by id and the others by slug', async () => {
    const res = await run(
      '{ component(id: "2") { name } buildGuide(slug: "high-end") { title } article(slug: "thermal-paste") { title } newsItem(slug: "nv-news") { title } }',
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
      '{ guides(category: "high-end") { nodes { slug } } articles(category: "guides") { slug } news(source: AMD) { totalCount } componentBrands }',
    );
    expect(res.data).toEqual({
      guides: { nodes: [{ slug: 'high-end' }] },
      articles: [{ slug: 'thermal-paste' }],
      news: { totalCount: 1 },
      componentBrands: ['AMD', 'Intel', 'NVIDIA'],
    });
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
    const res = await run('{ compareComponents(ids: ["1", "2"]) { a { id } rows { key a b better } } }');
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
