// The suggestions on the seed catalog (issue 31 item 5): ranked by relevance and spread across
// chipsets and brands, the same through GraphQL, REST and the combined search, and the same as the
// shared ranking (rankSuggestions, @rigforge/common) run over every row in memory.
import { SUGGESTION_LIMIT, suggestionsOf, type SuggestionRow } from '@rigforge/common';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;
let catalog: SuggestionRow[];

beforeAll(async () => {
  server = await startTestServer();
  catalog = await sql<SuggestionRow>(
    server,
    `SELECT "name", "slug", "type", "brand", "priceCents", "releaseYear", "chipset", "searchText",
            CASE WHEN "type" = 'GPU' THEN "specs"->>'chipsetBrand' END AS "chipsetBrand"
       FROM "component"`,
  );
});

afterAll(async () => {
  await server.close();
});

const SUGGEST = `query S($q: String!, $limit: Int) { componentSuggestions(q: $q, limit: $limit) }`;
const suggest = (q: string, limit?: number): Promise<string[]> =>
  expectData<string[]>(server, SUGGEST, { q, limit }, 'componentSuggestions');
const SEARCH = `query($q: String!, $limit: Int) { search(q: $q, limit: $limit) { groups { kind hits { title } } } }`;

/** The seed row of a suggested name. */
const rowOf = (name: string): SuggestionRow => {
  const row = catalog.find((r) => r.name === name);
  if (!row) throw new Error(`no part named ${name}`);
  return row;
};

describe('suggestions on the seed catalog', () => {
  it('"rtx" spans several chipsets and board makers, not eight cards of one brand', async () => {
    const names = await suggest('rtx');
    expect(names).toHaveLength(SUGGESTION_LIMIT);
    const rows = names.map(rowOf);
    expect(rows.every((r) => r.type === 'GPU' && /rtx/i.test(r.name))).toBe(true);
    expect(new Set(rows.map((r) => r.chipset)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((r) => r.brand)).size).toBeGreaterThanOrEqual(3);
    // More than 8 cards match, and one brand alone could have filled the list.
    const matching = catalog.filter((r) => r.searchText.includes('rtx'));
    expect(matching.length).toBeGreaterThan(SUGGESTION_LIMIT);
    // The newest flagship first, by its chipset maker's own card.
    expect(names[0]).toBe('NVIDIA GeForce RTX 5090 Founders Edition');
  });

  it('puts the cards of a model the text names first', async () => {
    const [first, ...rest] = (await suggest('rtx 4070')).map(rowOf);
    expect(first.chipset).toBe('GeForce RTX 4070');
    expect(rest.every((r) => r.chipset !== 'GeForce RTX 4070')).toBe(true);
    const [fe, ...partners] = (await suggest('RTX 5090')).map(rowOf);
    expect(fe.name).toBe('NVIDIA GeForce RTX 5090 Founders Edition');
    expect(partners.map((r) => r.brand).sort()).toEqual(['ASUS', 'MSI']);
    const boards = (await suggest('b650')).map(rowOf);
    expect(boards[0].chipset).toBe('AMD B650');
    expect(new Set(boards.slice(0, 4).map((r) => r.brand)).size).toBe(4);
  });

  it.each([
    'rtx',
    'RTX 40',
    'rtx 4070',
    'radeon',
    'b650',
    '7600',
    'ryzen',
    'am5',
    'gold',
    'msi',
    'co',
    'a',
    'zz-nothing',
  ])('answers %j as the shared ranking over every row does', async (q) => {
    expect(await suggest(q)).toEqual(suggestionsOf(catalog, q));
  });

  it('answers a smaller limit with the start of the list, and the same through REST and the combined search', async () => {
    const full = await suggest('rtx');
    for (const limit of [1, 3, 5]) expect(await suggest('rtx', limit)).toEqual(full.slice(0, limit));
    const rest = await server.http.get('/api/components/search').query({ q: 'rtx', limit: 8 }).expect(200);
    expect(rest.body).toEqual(full);
    const searched = await expectData<{ groups: { kind: string; hits: { title: string }[] }[] }>(
      server,
      SEARCH,
      { q: 'rtx', limit: 8 },
      'search',
    );
    expect(searched.groups.find((g) => g.kind === 'COMPONENTS')?.hits.map((h) => h.title)).toEqual(full);
  });

  it.each(['%', '_', '%_%', '/..//', '\\', '.*', '(rtx', '[a-z]', '^$', "'; --", '🙂', 'x'.repeat(100)])(
    'matches %s literally, without an error',
    async (q) => {
      expect(await suggest(q)).toEqual(suggestionsOf(catalog, q));
      const rest = await server.http.get('/api/components/search').query({ q }).expect(200);
      expect(rest.body).toEqual(suggestionsOf(catalog, q));
    },
  );

  it('refuses NUL characters and lone surrogates with BAD_USER_INPUT, never a 500', async () => {
    for (const q of ['rtx\u0000', 'rtx\uD83D', '\uDE42rtx']) {
      expect((await expectRefusal(server, SUGGEST, { q })).code).toBe('BAD_USER_INPUT');
    }
    const nul = await server.http.get('/api/components/search').query({ q: 'rtx\u0000' });
    expect(nul.status).toBe(400);
    // A lone surrogate in a URL is invalid UTF-8, which the query parser keeps as its escapes: plain text.
    const lone = await server.http.get('/api/components/search?q=rtx%ED%A0%BD').expect(200);
    expect(lone.body).toEqual([]);
  });
});
