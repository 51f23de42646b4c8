import {
  DEFAULT_STATE,
  activeFilterCount,
  brandOptions,
  clearFilters,
  hasActiveFilters,
  minPriceConflicts,
  parseCatalogParams,
  serializeCatalogState,
  toQueryVariables,
  withType,
  type CatalogState,
} from '../url-state';

const A = '0b6f1c2e-8a53-4f0e-9a1d-2f4b6c8d0e11';
const B = '7d3e5a90-1b2c-4d5e-8f70-a1b2c3d4e5f6';
const C = 'f0e1d2c3-b4a5-4968-8776-655443322110';

const parse = (query: string) => parseCatalogParams(new URLSearchParams(query));
const serialize = (state: CatalogState) => serializeCatalogState(state).toString();

describe('parseCatalogParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_STATE);
    expect(DEFAULT_STATE.filters.maxPrice).toBe(2000);
    expect(DEFAULT_STATE.filters.sort).toBe('rating');
    expect(DEFAULT_STATE.layout).toBe('grid');
    expect(DEFAULT_STATE.pageSize).toBe(24);
  });

  it('reads every filter, the layout, the page size and the comparison', () => {
    const state = parse(
      `type=GPU&brand=NVIDIA&brand=AMD&min=200&max=800&q=rtx&vram=12&stock=1&sort=price-asc&layout=list&per=48&compare=${A},${B}&view=compare`,
    );
    expect(state).toEqual({
      filters: {
        type: 'GPU',
        brands: ['NVIDIA', 'AMD'],
        minPrice: 200,
        maxPrice: 800,
        text: 'rtx',
        spec: { minVramGb: '12' },
        inStockOnly: true,
        sort: 'price-asc',
      },
      layout: 'list',
      pageSize: 48,
      compare: [A, B],
      comparing: true,
      build: null,
      fitsAll: false,
    });
  });

  it('reads and writes the build a part is chosen for, with the "show all" toggle', () => {
    const build = `part=${A}&lock=${A}`;
    const state = parseCatalogParams(new URLSearchParams({ type: 'CPU', build, fits: 'all' }));
    expect(state).toMatchObject({ build, fitsAll: true });
    expect(serializeCatalogState(state).toString()).toBe(
      `type=CPU&build=${encodeURIComponent(build).replace(/%20/g, '+')}&fits=all`,
    );
    expect(parseCatalogParams(new URLSearchParams({ build: 'empty' }))).toMatchObject({ build: '', fitsAll: false });
    expect(parseCatalogParams(new URLSearchParams({ build: 'part=../../x' }))).toMatchObject({ build: '' });
    expect(toQueryVariables(state.filters, 24, state)).toMatchObject({
      compatibleWith: [A],
      includeIncompatible: true,
    });
    expect(toQueryVariables(state.filters, 24, { build: '', fitsAll: true })).not.toHaveProperty('compatibleWith');
  });

  it.each([
    ['an unknown type', 'type=Monitor', { type: null }],
    ['a lowercase type', 'type=gpu', { type: null }],
    ['a max price off the slider', 'max=75', { maxPrice: 2000 }],
    ['a max price below the slider', 'max=0', { maxPrice: 2000 }],
    ['a max price above the slider', 'max=5000', { maxPrice: 2000 }],
    ['a negative min price', 'min=-5', { minPrice: null }],
    ['a fractional min price', 'min=9.5', { minPrice: null }],
    ['a min price that is not a number', 'min=cheap', { minPrice: null }],
    ['an absurd min price', 'min=999999999', { minPrice: null }],
    ['an unknown sort', 'sort=popularity', { sort: 'rating' }],
    ['a stock flag other than 1', 'stock=yes', { inStockOnly: false }],
  ])('ignores %s', (_, query, expected) => {
    expect(parse(query).filters).toEqual({ ...DEFAULT_STATE.filters, ...expected });
  });

  it('ignores an unknown layout and page size', () => {
    expect(parse('layout=table&per=1000')).toEqual(DEFAULT_STATE);
  });

  it('keeps only spec filters of the chosen type, with one of their options', () => {
    expect(parse('type=CPU&socket=AM5&vram=12').filters.spec).toEqual({ socket: 'AM5' });
    expect(parse('socket=AM5').filters.spec).toEqual({});
    expect(parse('type=CPU&socket=LGA%201700').filters.spec).toEqual({});
    expect(parse('type=PSU&watts=651').filters.spec).toEqual({});
    expect(parse('type=Case&form=ATX').filters.spec).toEqual({});
    expect(parse('type=Case&form=ATX%20Mid%20Tower').filters.spec).toEqual({ formFactor: 'ATX Mid Tower' });
    expect(parse('type=Motherboard&form=Micro-ATX&memory=DDR5&socket=LGA1851').filters.spec).toEqual({
      formFactor: 'Micro-ATX',
      memoryType: 'DDR5',
      socket: 'LGA1851',
    });
  });

  it('trims brands and drops empty and repeated ones, ignoring case', () => {
    expect(parse('brand=%20AMD%20&brand=&brand=amd&brand=Intel').filters.brands).toEqual(['AMD', 'Intel']);
    expect(parse(`brand=${'x'.repeat(81)}`).filters.brands).toEqual([]);
  });

  it('trims the search text and cuts it to 100 characters', () => {
    expect(parse('q=%20%20ryzen%20').filters.text).toBe('ryzen');
    expect(parse(`q=${'a'.repeat(150)}`).filters.text).toHaveLength(100);
  });

  it('keeps at most 2 distinct, well-formed ids to compare', () => {
    expect(parse(`compare=${A},${A.toUpperCase()},not-an-id,${B},${C}`).compare).toEqual([A, B]);
    expect(parse('compare=1,2').compare).toEqual([]);
    expect(parse(`compare=${A}`).compare).toEqual([A]);
  });

  it('opens the comparison only with 2 parts chosen', () => {
    expect(parse(`compare=${A}&view=compare`).comparing).toBe(false);
    expect(parse(`compare=${A},${A}&view=compare`).comparing).toBe(false);
    expect(parse(`compare=${A},${B}&view=grid`).comparing).toBe(false);
    expect(parse(`compare=${A},${B}&view=compare`).comparing).toBe(true);
  });
});

describe('serializeCatalogState', () => {
  it('leaves every default out', () => {
    expect(serialize(DEFAULT_STATE)).toBe('');
  });

  it('writes the state in a stable order that parses back to the same state', () => {
    const state = parse(
      `view=compare&compare=${A},${B}&per=12&layout=list&sort=value&stock=1&capacity=1000&interface=NVMe&q=ssd&max=300&min=50&brand=Samsung&type=Storage`,
    );
    const query = serialize(state);
    expect(query).toBe(
      `type=Storage&brand=Samsung&min=50&max=300&q=ssd&interface=NVMe&capacity=1000&stock=1&sort=value&layout=list&per=12&compare=${A}%2C${B}&view=compare`,
    );
    expect(parse(query)).toEqual(state);
  });

  it('drops the comparison view without 2 parts, and spec filters that do not fit the type', () => {
    const state: CatalogState = {
      ...DEFAULT_STATE,
      filters: { ...DEFAULT_STATE.filters, type: 'GPU', spec: { socket: 'AM5', minVramGb: '16' } },
      compare: [A],
      comparing: true,
    };
    expect(serialize(state)).toBe(`type=GPU&vram=16&compare=${A}`);
  });
});

describe('filter helpers', () => {
  it('withType keeps the spec filters the new type shares and drops the rest', () => {
    const cpu = parse('type=Motherboard&socket=AM5&memory=DDR5&form=ATX').filters;
    expect(withType(cpu, 'CPU').spec).toEqual({ socket: 'AM5' });
    expect(withType(cpu, 'Cooler').spec).toEqual({ socket: 'AM5' });
    expect(withType(cpu, 'GPU').spec).toEqual({});
    expect(withType(cpu, null)).toEqual({ ...cpu, type: null, spec: {} });
  });

  it('clearFilters resets the filters but keeps sort, layout, page size and the compare selection', () => {
    const state = parse(`type=CPU&brand=AMD&max=500&q=ryzen&stock=1&sort=name&layout=list&per=12&compare=${A}`);
    expect(hasActiveFilters(state.filters)).toBe(true);
    expect(activeFilterCount(state.filters)).toBe(4);
    const cleared = clearFilters(state);
    expect(hasActiveFilters(cleared.filters)).toBe(false);
    expect(serialize(cleared)).toBe(`sort=name&layout=list&per=12&compare=${A}`);
  });

  it('brandOptions lists the required brands first, then the data, then any chosen brand, once each, counted', () => {
    const counts = [
      { brand: 'MSI', count: 13 },
      { brand: 'amd', count: 22 },
      { brand: 'Gigabyte', count: 7 },
      { brand: 'NVIDIA', count: 36 },
    ];
    expect(brandOptions(counts, ['EVGA', 'msi'])).toEqual([
      { brand: 'NVIDIA', count: 36 },
      { brand: 'AMD', count: 22 },
      { brand: 'Intel', count: 0 },
      { brand: 'Corsair', count: 0 },
      { brand: 'ASUS', count: 0 },
      { brand: 'MSI', count: 13 },
      { brand: 'Gigabyte', count: 7 },
      { brand: 'EVGA', count: 0 },
    ]);
    // Until the counts load, the brands show without a number.
    expect(brandOptions(undefined, ['EVGA']).map((o) => o.count)).toEqual([null, null, null, null, null, null]);
  });

  it('flags a min price above a set max price', () => {
    expect(minPriceConflicts(parse('min=900&max=500').filters)).toBe(true);
    expect(minPriceConflicts(parse('min=500&max=500').filters)).toBe(false);
    expect(minPriceConflicts(parse('min=3000').filters)).toBe(false);
  });
});

describe('toQueryVariables', () => {
  it('asks for everything by rating with no filters', () => {
    expect(toQueryVariables(DEFAULT_STATE.filters, 24)).toEqual({ sort: 'RATING', first: 24 });
  });

  it('sends money in cents, and the top of the slider as no upper limit', () => {
    expect(toQueryVariables(parse('min=100&max=650').filters, 12)).toMatchObject({
      minPriceCents: 10_000,
      maxPriceCents: 65_000,
    });
    const unlimited = toQueryVariables(parse('min=100&max=2000').filters, 12);
    expect(unlimited.maxPriceCents).toBeUndefined();
    expect(unlimited.minPriceCents).toBe(10_000);
  });

  it('leaves out a min price above the max price, and a zero min price', () => {
    expect(toQueryVariables(parse('min=900&max=500').filters, 12)).toEqual({
      sort: 'RATING',
      first: 12,
      maxPriceCents: 50_000,
    });
    expect(toQueryVariables(parse('min=0').filters, 12).minPriceCents).toBeUndefined();
  });

  it('maps every filter to the API names, with numbers for the minimums', () => {
    expect(toQueryVariables(parse('type=GPU&brand=NVIDIA&q=rtx&vram=16&stock=1&sort=price-desc').filters, 24)).toEqual({
      type: 'GPU',
      brands: ['NVIDIA'],
      text: 'rtx',
      minVramGb: 16,
      inStock: true,
      sort: 'PRICE_DESC',
      first: 24,
    });
    expect(toQueryVariables(parse('type=PSU&watts=850').filters, 24).minWattage).toBe(850);
    expect(toQueryVariables(parse('type=RAM&memory=DDR4&capacity=32').filters, 24)).toMatchObject({
      memoryType: 'DDR4',
      minCapacityGb: 32,
    });
    expect(toQueryVariables(parse('type=Cooler&cooler=Liquid&socket=LGA1700').filters, 24)).toMatchObject({
      coolerType: 'Liquid',
      socket: 'LGA1700',
    });
    expect(toQueryVariables(parse('type=Storage&interface=SATA').filters, 24).storageInterface).toBe('SATA');
    expect(toQueryVariables(parse('type=Case&form=Small%20Form%20Factor').filters, 24).formFactor).toBe(
      'Small Form Factor',
    );
  });
});
