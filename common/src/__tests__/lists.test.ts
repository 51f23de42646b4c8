import {
  COMPONENT_BAD_CURSOR,
  NEWS_BAD_CURSOR,
  articlePage,
  brandCounts,
  categoryMatches,
  componentArgsProblem,
  componentFilter,
  componentPage,
  decodeCursor,
  encodeCursor,
  fromBase64Url,
  guidePage,
  matchesComponent,
  newsPage,
  suggestionsOf,
  toBase64Url,
  type ComponentFilter,
  type ComponentListRow,
} from '../index';

const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const part = (n: number, over: Partial<ComponentListRow> = {}): ComponentListRow => ({
  id: ID(n),
  name: `Part ${n}`,
  type: 'CPU',
  brand: 'AMD',
  priceCents: 10000 * n,
  rating: 4,
  valueScore: null,
  inStock: true,
  chipsetBrand: null,
  searchText: `part ${n} cpu amd`,
  socket: 'AM5',
  coolerSockets: null,
  memoryType: null,
  memoryTypes: ['DDR5'],
  formFactor: null,
  vramGb: null,
  psuWattage: null,
  capacityGb: null,
  storageInterface: null,
  coolerType: null,
  ...over,
});
const filterOf = (args: Parameters<typeof componentFilter>[0]) => componentFilter(args) as ComponentFilter;

describe('base64url cursors (shared by the server and the static deployment)', () => {
  it('round-trips UTF-8 text as Node Buffer base64url does', () => {
    for (const text of ['', 'a', 'ab', 'abc', '["NAME","ñandú ✓",1]', '💾'.repeat(5)]) {
      expect(toBase64Url(text)).toBe(Buffer.from(text).toString('base64url'));
      expect(fromBase64Url(toBase64Url(text))).toBe(text);
    }
  });
  it('refuses text that is not base64url, and cursors of another list or shape', () => {
    expect(fromBase64Url('a+b/')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
    const isNumber = (v: unknown): v is number => typeof v === 'number';
    expect(decodeCursor(encodeCursor('RATING', 4, ID(1)), 'RATING', isNumber)).toEqual({ value: 4, id: ID(1) });
    expect(decodeCursor(encodeCursor('RATING', 4, ID(1)), 'NAME', isNumber)).toBeNull();
    expect(decodeCursor(encodeCursor('RATING', 'x', ID(1)), 'RATING', isNumber)).toBeNull();
    expect(decodeCursor('not a cursor', 'RATING', isNumber)).toBeNull();
  });
});

describe('the component filter in memory', () => {
  it('files a graphics card under its chipset maker as well as its brand', () => {
    const card = part(1, { type: 'GPU', brand: 'ASUS', chipsetBrand: 'NVIDIA' });
    expect(matchesComponent(filterOf({ brands: [' nvidia '] }), card)).toBe(true);
    expect(matchesComponent(filterOf({ brands: ['asus'] }), card)).toBe(true);
    expect(matchesComponent(filterOf({ brands: ['nvidia'] }), part(2, { chipsetBrand: 'NVIDIA' }))).toBe(false);
  });
  it('applies prices (a part without a price never matches), the text, sockets and memory types', () => {
    expect(matchesComponent(filterOf({ minPriceCents: 1 }), part(1, { priceCents: null }))).toBe(false);
    expect(matchesComponent(filterOf({ maxPriceCents: 15000 }), part(1))).toBe(true);
    expect(matchesComponent(filterOf({ text: ' PART 1 ' }), part(1))).toBe(true);
    expect(matchesComponent(filterOf({ socket: 'AM 5' }), part(1))).toBe(true);
    expect(matchesComponent(filterOf({ socket: 'AM5' }), part(1, { socket: null, coolerSockets: ['AM5'] }))).toBe(true);
    expect(matchesComponent(filterOf({ memoryType: 'DDR5' }), part(1))).toBe(true);
    expect(matchesComponent(filterOf({ memoryType: 'DDR4' }), part(1))).toBe(false);
  });
  it('has one set of argument rules: the first argument refused, with its message, or null', () => {
    expect(componentArgsProblem({ minPriceCents: 2, maxPriceCents: 1 })).toEqual({
      field: 'maxPriceCents',
      message: 'The minimum price must not be greater than the maximum price',
    });
    expect(componentArgsProblem({ minPriceCents: -1 })).toEqual({
      field: 'minPriceCents',
      message: 'The minimum price must not be negative',
    });
    expect(componentArgsProblem({ brands: Array.from({ length: 21 }, () => 'x') })?.message).toBe(
      'At most 20 brands can be chosen',
    );
    expect(componentArgsProblem({ minWattage: 1.5 })?.message).toBe('minWattage must be a whole number');
    expect(componentArgsProblem({ coolerType: 'Water' })?.message).toBe('Cooler type must be Air or Liquid');
    expect(
      componentArgsProblem({ text: 'a'.repeat(100), brands: ['AMD'], minPriceCents: 1, maxPriceCents: 1 }),
    ).toBeNull();
    expect(componentArgsProblem({ minPriceCents: null, text: undefined })).toBeNull();
  });
  it('pages by keyset: the next page starts after the cursor, ties broken by id', () => {
    const rows = [part(3, { rating: 4 }), part(1, { rating: 5 }), part(2, { rating: 4 }), part(4, { rating: null })];
    const p1 = componentPage(rows, filterOf({}), 'RATING', { first: 2 });
    if ('error' in p1) throw new Error(p1.error);
    expect(p1.nodes.map((r) => r.id)).toEqual([ID(1), ID(3)]);
    expect(p1).toMatchObject({ totalCount: 4, hasNextPage: true });
    const p2 = componentPage(rows, filterOf({}), 'RATING', { first: 2, after: p1.pageInfo.endCursor });
    if ('error' in p2) throw new Error(p2.error);
    expect(p2.nodes.map((r) => r.id)).toEqual([ID(2), ID(4)]);
    expect(p2.hasNextPage).toBe(false);
    expect(componentPage(rows, filterOf({}), 'NAME', { first: 2, after: p1.pageInfo.endCursor })).toEqual({
      error: COMPONENT_BAD_CURSOR,
      field: 'after',
    });
  });
  it('counts each brand as the filter finds it', () => {
    const rows = [part(1), part(2, { type: 'GPU', brand: 'ASUS', chipsetBrand: 'AMD' }), part(3, { brand: 'Intel' })];
    expect(brandCounts(rows, null)).toEqual([
      { brand: 'AMD', count: 2 },
      { brand: 'ASUS', count: 1 },
      { brand: 'Intel', count: 1 },
    ]);
    expect(brandCounts(rows, 'CPU').map((b) => b.brand)).toEqual(['AMD', 'Intel']);
  });
  it('suggests word matches before names merely containing the text (suggestions.test.ts has the rest)', () => {
    const row = (n: number, name: string) => ({
      ...part(n, { name, searchText: name.toLowerCase() }),
      slug: `s${n}`,
      releaseYear: null,
      chipset: null,
    });
    const rows = [row(1, 'Superryzen Cooler'), row(2, 'Ryzen 7 7700X'), row(3, 'AMD Ryzen 5')];
    expect(suggestionsOf(rows, 'ryzen')).toEqual(['AMD Ryzen 5', 'Ryzen 7 7700X', 'Superryzen Cooler']);
    expect(suggestionsOf(rows, '  ')).toEqual([]);
  });
});

describe('the content lists in memory', () => {
  it('matches a category ignoring case and outer spaces', () => {
    expect(categoryMatches('High-End', ' high-end ')).toBe(true);
    expect(categoryMatches('Budget', null)).toBe(true);
    expect(categoryMatches('Budget', 'gaming')).toBe(false);
  });
  it('orders guides by position, then newest, then slug, and pages by cursor', () => {
    const rows = [
      { slug: 'b', position: 0, createdAtMs: 1000 },
      { slug: 'a', position: 0, createdAtMs: 1000 },
      { slug: 'c', position: 0, createdAtMs: 2000 },
      { slug: 'd', position: 0, createdAtMs: null },
    ];
    const p1 = guidePage(rows, { first: 2 });
    if ('error' in p1) throw new Error(p1.error);
    expect(p1.nodes.map((g) => g.slug)).toEqual(['c', 'a']);
    const p2 = guidePage(rows, { first: 2, after: p1.pageInfo.endCursor });
    if ('error' in p2) throw new Error(p2.error);
    expect(p2.nodes.map((g) => g.slug)).toEqual(['b', 'd']);
  });
  it('lists articles newest first, then by slug, of a category, forward and backward', () => {
    const rows = [
      { slug: 'b', category: 'CPUs', publishedAt: '2026-01-01T00:00:00.000Z' },
      { slug: 'a', category: 'CPUs', publishedAt: '2026-01-01T00:00:00.000Z' },
      { slug: 'c', category: 'GPUs', publishedAt: '2026-03-01T00:00:00.000Z' },
      { slug: 'd', category: 'cpus', publishedAt: new Date('2026-02-01T00:00:00.000Z') },
    ];
    const all = articlePage(rows, null, {});
    if ('error' in all) throw new Error(all.error);
    expect(all.nodes.map((a) => a.slug)).toEqual(['c', 'd', 'a', 'b']);
    const cpus = articlePage(rows, ' CPUS ', { last: 2 });
    if ('error' in cpus) throw new Error(cpus.error);
    expect(cpus.nodes.map((a) => a.slug)).toEqual(['a', 'b']);
    expect(cpus.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const before = articlePage(rows, 'cpus', { last: 2, before: cpus.pageInfo.startCursor });
    if ('error' in before) throw new Error(before.error);
    expect(before.nodes.map((a) => a.slug)).toEqual(['d']);
    expect(articlePage(rows, null, { first: 101 })).toEqual({ error: 'first must be at most 100', field: 'first' });
  });
  it('lists news newest first and refuses another list’s cursor', () => {
    const rows = [
      { id: ID(1), publishedAt: '2026-01-01T00:00:00.000Z' },
      { id: ID(2), publishedAt: '2026-02-01T00:00:00.000Z' },
    ];
    const p1 = newsPage(rows, { first: 1 });
    if ('error' in p1) throw new Error(p1.error);
    expect(p1.nodes.map((n) => n.id)).toEqual([ID(2)]);
    expect(newsPage(rows, { first: 1, before: encodeCursor('guides', [0, 0], 'a') })).toEqual({
      error: NEWS_BAD_CURSOR,
      field: 'before',
    });
  });
});
