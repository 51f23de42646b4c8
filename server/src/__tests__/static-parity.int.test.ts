// The static deployment answers the client's GraphQL operations as the server does (issue 28 item 4).
// One list of operations (every page's queries: the component list with each filter, sort and page 2
// by endCursor, a part's page, the comparison, brands, suggestions, guides, articles, news with source
// and paging, the combined search), and the connections' whole shape (edges with cursors, pageInfo,
// backward paging with last/before, the paging refusals) in documents of their own, runs against the app on the seed database and against the static
// link (client/src/static) over what `npm run build:static` exports from that same database
// (cli/static-export.ts), and the answers must be equal. The planner's operations have their own
// suite (modules/planner/__tests__/static-planner.int.test.ts).
//
// What is legitimately different, and normalised here (docs/static-deployment.md "Limits"):
// - Error messages: the static site says 'Invalid query parameters for {key}' (SPEC §8), the server
//   names the problem; the error code (BAD_USER_INPUT) and the path are compared.
// - The combined search's articles, news and guides groups: the server ranks by PostgreSQL full-text
//   search (English stemming, ts_rank_cd, ts_headline snippets), which the browser does not have;
//   the static site matches the text as a substring. Only the query text and the components group
//   (the suggestions, shared code) are compared.
import fs from 'node:fs';
import path from 'node:path';
import { parse, print, type DocumentNode, type ExecutionResult } from 'graphql';
import { startTestServer, type TestServer } from '../test/server';
import { exportStatic, type StaticExport } from '../cli/static-export';

// The client's modules, loaded by path (the server's TypeScript project stops at server/src); its
// operations are the documents codegen writes beside each .graphql file.
const clientSrc = path.resolve(__dirname, '../../../client/src');
const client = (file: string): unknown => jest.requireActual(path.resolve(clientSrc, file));
const documents = Object.assign(
  {},
  ...(fs.readdirSync(clientSrc, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.generated.ts'))
    .map((file) => client(file)),
) as Record<string, DocumentNode>;
const doc = (name: string): DocumentNode => {
  const found = documents[`${name}Document`];
  if (!found) throw new Error(`No client operation ${name}`);
  return found;
};
type Executor = (document: DocumentNode, variables?: Record<string, unknown>) => Promise<ExecutionResult>;
const { createStaticExecutor } = client('static/link') as {
  createStaticExecutor: (sdl: string, data: unknown, demo: unknown) => Executor;
};

let server: TestServer;
let runStatic: Executor;
let exported: StaticExport;

interface Answer {
  data: unknown;
  errors?: { code: unknown; path: unknown }[];
}

/** The comparable part of an answer: data, and each error's code and path (messages differ by design). */
const comparable = (res: {
  data?: unknown;
  errors?: readonly { extensions?: Record<string, unknown>; path?: unknown }[];
}): Answer => ({
  data: res.data ?? null,
  ...(res.errors?.length
    ? { errors: res.errors.map((e) => ({ code: e.extensions?.code ?? null, path: e.path ?? null })) }
    : {}),
});

/** A connection as the client's documents select it: its pageInfo's forward half. */
interface Paged {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function both(name: string, variables: Record<string, unknown> = {}): Promise<[Answer, Answer]> {
  return bothOf(doc(name), variables);
}

async function bothOf(document: DocumentNode, variables: Record<string, unknown>): Promise<[Answer, Answer]> {
  const res = await server.graphql(print(document), variables);
  const fromServer = comparable(JSON.parse(JSON.stringify(res.body)) as Answer & { errors?: never });
  const fromStatic = comparable(JSON.parse(JSON.stringify(await runStatic(document, variables))) as never);
  return [fromServer, fromStatic];
}

beforeAll(async () => {
  server = await startTestServer();
  const sdl = fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8');
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const res = await server.graphql(query, variables);
    const body = res.body as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data ?? {};
  };
  // Through JSON, as the browser reads the files.
  exported = JSON.parse(JSON.stringify(await exportStatic(graphql, server.db.dataSource.manager, sdl))) as StaticExport;
  const data = {
    list: (name: keyof StaticExport) => Promise.resolve(exported[name]),
    file: (name: keyof StaticExport) => Promise.resolve(exported[name]),
  };
  const demo = { currentUser: () => null };
  runStatic = createStaticExecutor(sdl, data, demo);
}, 180_000);

afterAll(async () => {
  await server.close();
});

const list = (over: Record<string, unknown> = {}) => ({ sort: 'RATING', first: 24, ...over });

const componentCases: [string, Record<string, unknown>][] = [
  ['the first page', list()],
  ['graphics cards', list({ type: 'GPU' })],
  ['NVIDIA: its own parts and every card with its chipset', list({ brands: ['NVIDIA'] })],
  ['graphics cards by chipset maker, any case', list({ type: 'GPU', brands: ['nvidia', ' AMD '] })],
  ['a board maker', list({ brands: ['ASUS'], sort: 'NAME' })],
  ['a price range in cents', list({ minPriceCents: 10000, maxPriceCents: 40000, sort: 'PRICE_ASC' })],
  ['in stock, most expensive first', list({ inStock: true, sort: 'PRICE_DESC' })],
  ['out of stock', list({ inStock: false })],
  ['the search text', list({ text: 'ryzen', sort: 'VALUE' })],
  ['a spec value in the search text', list({ text: 'ddr5' })],
  ['a socket (CPUs, boards and coolers that fit it)', list({ socket: 'AM5' })],
  ['a memory type', list({ memoryType: 'DDR5', sort: 'NAME' })],
  ['a form factor', list({ formFactor: 'ATX' })],
  ['video memory', list({ minVramGb: 12 })],
  ['wattage', list({ minWattage: 750 })],
  ['capacity', list({ minCapacityGb: 1000 })],
  ['a storage interface', list({ storageInterface: 'NVMe' })],
  ['a cooler type', list({ coolerType: 'Liquid' })],
  ['nothing found', list({ text: 'no such part anywhere' })],
  ['several filters, cheapest first', list({ type: 'CPU', brands: ['AMD'], maxPriceCents: 50000, sort: 'PRICE_ASC' })],
];

describe('the components list', () => {
  it.each(componentCases)('%s', async (_name, variables) => {
    const [fromServer, fromStatic] = await both('Components', variables);
    expect(fromServer.errors).toBeUndefined();
    expect(fromStatic).toEqual(fromServer);
  });

  it.each(['RATING', 'PRICE_ASC', 'PRICE_DESC', 'VALUE', 'NAME'])(
    'every page of the %s order, following endCursor',
    async (sort) => {
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const [fromServer, fromStatic] = await both('Components', list({ sort, first: 60, after }));
        expect(fromStatic).toEqual(fromServer);
        const page = (fromServer.data as { components: Paged }).components.pageInfo;
        pages += 1;
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(pages).toBeGreaterThan(1);
    },
  );

  it('page 2 of a filtered list', async () => {
    const [first] = await both('Components', list({ type: 'CPU', first: 5, sort: 'PRICE_ASC' }));
    const after = (first.data as { components: Paged }).components.pageInfo.endCursor;
    const [fromServer, fromStatic] = await both(
      'Components',
      list({ type: 'CPU', first: 5, sort: 'PRICE_ASC', after }),
    );
    expect(fromStatic).toEqual(fromServer);
  });

  it('the builder’s compatible list, with and without the parts that do not fit, and its parts by id', async () => {
    const rows = exported.components as { id: string; type: string; name: string }[];
    const cpu = rows.find((r) => r.type === 'CPU' && r.name.includes('Ryzen 5 7600'))!;
    const gpu = rows.find((r) => r.type === 'GPU')!;
    for (const includeIncompatible of [false, true]) {
      const [fromServer, fromStatic] = await both(
        'Components',
        list({ type: 'Motherboard', first: 60, compatibleWith: [cpu.id, gpu.id], includeIncompatible }),
      );
      expect(fromServer.errors).toBeUndefined();
      expect(fromStatic).toEqual(fromServer);
    }
    const [fromServer, fromStatic] = await both('BuilderParts', { ids: [gpu.id, cpu.id] });
    expect(fromStatic).toEqual(fromServer);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a page size of 0', list({ first: 0 })],
    ['a page size over 60', list({ first: 61 })],
    ['a cursor that is not one', list({ after: 'not-a-cursor' })],
    ['a minimum price above the maximum', list({ minPriceCents: 5000, maxPriceCents: 1000 })],
    // The argument rules (common's COMPONENT_ARG_RULES), which both apply before filtering.
    ['a negative price', list({ minPriceCents: -1 })],
    ['a price above the limit', list({ maxPriceCents: 100_000_001 })],
    ['21 brands', list({ brands: Array.from({ length: 21 }, (_, i) => `Brand ${i}`) })],
    ['a brand of 81 characters', list({ brands: ['x'.repeat(81)] })],
    ['search text of 101 characters', list({ text: 'a'.repeat(101) })],
    ['an unknown memory type', list({ memoryType: 'DDR9' })],
    ['a negative wattage', list({ minWattage: -5 })],
  ])('refuses %s alike', async (_name, variables) => {
    const [fromServer, fromStatic] = await both('Components', variables);
    expect(fromServer.errors?.[0]?.code).toBe('BAD_USER_INPUT');
    expect(fromStatic).toEqual(fromServer);
  });

  it('refuses a cursor of another order alike', async () => {
    const [first] = await both('Components', list({ first: 2 }));
    const after = (first.data as { components: Paged }).components.pageInfo.endCursor;
    const [fromServer, fromStatic] = await both('Components', list({ sort: 'NAME', after }));
    expect(fromServer.errors?.[0]?.code).toBe('BAD_USER_INPUT');
    expect(fromStatic).toEqual(fromServer);
  });
});

describe('parts, comparison, brands and suggestions', () => {
  const parts = () => exported.components as { id: string; slug: string; type: string }[];
  const ofType = (type: string) => parts().filter((p) => p.type === type);

  it('a part’s page, and the compare tray’s item', async () => {
    for (const part of [ofType('CPU')[0], ofType('GPU')[0], ofType('Case')[0]]) {
      const [detailServer, detailStatic] = await both('ComponentDetail', { slug: part.slug });
      expect(detailStatic).toEqual(detailServer);
      const [trayServer, trayStatic] = await both('CompareTrayItem', { id: part.id });
      expect(trayStatic).toEqual(trayServer);
    }
  });

  it.each([
    ['two CPUs', 'CPU', 'CPU'],
    ['two graphics cards', 'GPU', 'GPU'],
    ['a CPU and a graphics card', 'CPU', 'GPU'],
    ['two power supplies', 'PSU', 'PSU'],
  ])('compares %s', async (_name, typeA, typeB) => {
    const a = ofType(typeA)[0];
    const b = ofType(typeB)[typeA === typeB ? 1 : 0];
    const [fromServer, fromStatic] = await both('CompareComponents', { ids: [a.id, b.id] });
    expect(fromServer.errors).toBeUndefined();
    expect(fromStatic).toEqual(fromServer);
  });

  it('refuses a part that is not in the catalog, and the same part twice, alike', async () => {
    const [a] = ofType('CPU');
    for (const ids of [
      [a.id, '00000000-0000-4000-8000-000000000000'],
      [a.id, a.id],
    ]) {
      const [fromServer, fromStatic] = await both('CompareComponents', { ids });
      expect(fromServer.errors).toHaveLength(1);
      expect(fromStatic).toEqual(fromServer);
    }
  });

  it.each([[null], ['GPU'], ['CPU'], ['Cooler']])('brand counts of %s', async (type) => {
    const [fromServer, fromStatic] = await both('ComponentBrandCounts', { type });
    expect(fromStatic).toEqual(fromServer);
  });

  it.each([
    ['ryzen'],
    ['RTX 40'],
    ['rtx'],
    ['rtx 4070'],
    ['b650'],
    ['am5'],
    ['co'],
    ['a'],
    ['  Core  i7 '],
    ['zz-nothing'],
  ])('suggestions for %j', async (q) => {
    const [fromServer, fromStatic] = await both('PricingSuggestions', { q, limit: 8 });
    expect(fromServer.errors).toBeUndefined();
    expect(fromStatic).toEqual(fromServer);
  });
});

describe('guides, articles and news', () => {
  const categories = (rows: unknown) => [...new Set((rows as { category: string }[]).map((r) => r.category))];

  it('every guide, and each category (any case, outer spaces)', async () => {
    const variables = [
      {},
      ...categories(exported.guides).map((category) => ({ category: ` ${category.toUpperCase()} ` })),
    ];
    for (const v of variables) {
      const [fromServer, fromStatic] = await both('BuildGuides', v);
      expect(fromStatic).toEqual(fromServer);
    }
    const [fromServer, fromStatic] = await both('BuildGuide', {
      slug: (exported.guides as { slug: string }[])[0].slug,
    });
    expect(fromStatic).toEqual(fromServer);
  });

  it('the article links of each category, and an article with its related ones', async () => {
    for (const v of [{}, ...categories(exported.articles).map((category) => ({ category: category.toLowerCase() }))]) {
      const [fromServer, fromStatic] = await both('ArticleLinks', v);
      expect(fromStatic).toEqual(fromServer);
    }
    const [fromServer, fromStatic] = await both('Article', {
      slug: (exported.articles as { slug: string }[])[0].slug,
    });
    expect(fromStatic).toEqual(fromServer);
  });

  it.each([[null], ['NVIDIA'], ['AMD'], ['INTEL'], ['X']])('news of %s, every page by endCursor', async (source) => {
    let after: string | null = null;
    for (;;) {
      const [fromServer, fromStatic] = await both('NewsPage', { source, first: 3, after });
      expect(fromServer.errors).toBeUndefined();
      expect(fromStatic).toEqual(fromServer);
      const page = (fromServer.data as { news: Paged }).news.pageInfo;
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
  });

  it('the news page’s default size, the bell, the stats and an item’s counts', async () => {
    for (const [name, variables] of [
      ['NewsPage', {}],
      ['BellNews', { first: 5 }],
      ['NewsStats', {}],
      ['NewsItemCounts', { id: (exported.news as { id: string }[])[0].id }],
      ['SupportEmail', {}],
    ] as const) {
      const [fromServer, fromStatic] = await both(name, variables);
      expect(fromServer.errors).toBeUndefined();
      expect(fromStatic).toEqual(fromServer);
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['BuildGuides', { category: null }],
    ['NewsPage', { first: 0 }],
    ['NewsPage', { first: 101 }],
    ['NewsPage', { after: 'not-a-cursor' }],
  ])('%s with %j: refused alike, or answered alike', async (name, variables) => {
    const [fromServer, fromStatic] = await both(name, variables);
    expect(fromStatic).toEqual(fromServer);
  });

  it('refuses another list’s cursor alike', async () => {
    const [first] = await both('Components', list({ first: 2 }));
    const after = (first.data as { components: Paged }).components.pageInfo.endCursor;
    const [fromServer, fromStatic] = await both('NewsPage', { first: 3, after });
    expect(fromServer.errors?.[0]?.code).toBe('BAD_USER_INPUT');
    expect(fromStatic).toEqual(fromServer);
  });
});

describe('the combined search', () => {
  /** The compared part: the text as understood and the components group (see the exceptions above). */
  const components = (answer: Answer) => {
    const search = (answer.data as { search: { query: string; groups: { kind: string }[] } } | null)?.search;
    return search && { query: search.query, components: search.groups.find((g) => g.kind === 'COMPONENTS') };
  };
  it.each([
    ['SiteSearch', 'ryzen'],
    ['SearchPage', 'RTX'],
    ['SiteSearch', '  geforce   rtx '],
    ['SearchPage', 'co'],
    ['SiteSearch', ''],
  ])('%s for %j: the components group and the text', async (name, q) => {
    const [fromServer, fromStatic] = await both(name, { q });
    expect(fromServer.errors).toBeUndefined();
    expect(fromStatic.errors).toBeUndefined();
    expect(components(fromStatic)).toEqual(components(fromServer));
    const kinds = (a: Answer) =>
      (a.data as { search: { groups: { kind: string }[] } }).search.groups.map((g) => g.kind);
    expect(kinds(fromStatic)).toEqual(kinds(fromServer));
  });
});

describe('the connections’ whole shape', () => {
  const PAGE = `totalCount edges { cursor node { id } } nodes { id }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } endCursor hasNextPage`;
  const paging = '$first: Int, $after: String, $last: Int, $before: String';
  const pageArgs = 'first: $first, after: $after, last: $last, before: $before';
  const LISTS: Record<string, DocumentNode> = {
    components: parse(
      `query C($sort: ComponentSort!, $type: PartType, ${paging}) { list: components(sort: $sort, type: $type, ${pageArgs}) { ${PAGE} } }`,
    ),
    guides: parse(
      `query G($category: String, ${paging}) { list: guides(category: $category, ${pageArgs}) { ${PAGE} } }`,
    ),
    articles: parse(
      `query A($category: String, ${paging}) { list: articles(category: $category, ${pageArgs}) { ${PAGE} } }`,
    ),
    news: parse(`query N($source: NewsSource, ${paging}) { list: news(source: $source, ${pageArgs}) { ${PAGE} } }`),
  };
  type Whole = { list: { pageInfo: { hasPreviousPage: boolean; startCursor: string | null } } };
  const cases: [string, Record<string, unknown>, number][] = [
    ['components', { sort: 'PRICE_ASC', type: 'CPU' }, 9],
    ['components', { sort: 'NAME' }, 40],
    ['components', { sort: 'RATING', type: 'GPU' }, 7],
    ['guides', {}, 3],
    ['articles', {}, 3],
    ['news', { source: null }, 4],
    ['news', { source: 'AMD' }, 2],
  ];

  it.each(cases)('%s %j: every page backward from the end by startCursor, alike', async (name, filter, size) => {
    let before: string | null = null;
    let pages = 0;
    for (;;) {
      const [fromServer, fromStatic] = await bothOf(LISTS[name], { ...filter, last: size, before });
      expect(fromServer.errors).toBeUndefined();
      expect(fromStatic).toEqual(fromServer);
      const page = (fromServer.data as Whole).list.pageInfo;
      pages += 1;
      if (!page.hasPreviousPage) break;
      before = page.startCursor;
    }
    expect(pages).toBeGreaterThan(1);
  });

  it.each(cases)('%s %j: a page between two cursors, and a forward page after one, alike', async (name, filter) => {
    const [whole] = await bothOf(LISTS[name], { ...filter, first: 6 });
    const edges = (whole.data as { list: { edges: { cursor: string }[] } }).list.edges;
    for (const variables of [
      { first: 10, after: edges[0].cursor, before: edges[4].cursor },
      { last: 2, after: edges[0].cursor, before: edges[4].cursor },
      { before: edges[3].cursor },
      { first: 2, after: edges[1].cursor },
    ]) {
      const [fromServer, fromStatic] = await bothOf(LISTS[name], { ...filter, ...variables });
      expect(fromServer.errors).toBeUndefined();
      expect(fromStatic).toEqual(fromServer);
    }
  });

  it.each<[string, Record<string, unknown>]>([
    ['first with last', { first: 2, last: 2 }],
    ['last over the maximum', { last: 1000 }],
    ['last of 0', { last: 0 }],
    ['a before that is no cursor', { last: 2, before: 'not-a-cursor' }],
  ])('refuses %s alike, in every list', async (_name, variables) => {
    for (const [name, filter] of [
      ['components', { sort: 'RATING' }],
      ['guides', {}],
      ['articles', {}],
      ['news', {}],
    ] as const) {
      const [fromServer, fromStatic] = await bothOf(LISTS[name], { ...filter, ...variables });
      expect(fromServer.errors?.[0]?.code).toBe('BAD_USER_INPUT');
      expect(fromStatic).toEqual(fromServer);
    }
  });
});
