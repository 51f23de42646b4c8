import { MAX_PRICE_FILTER, catalogUrlSchema } from '..';

const ID_A = '0b6f1c2e-8a53-4f0e-9a1d-2f4b6c8d0e11';
const ID_B = '7d3e5a90-1b2c-4d5e-8f70-a1b2c3d4e5f6';

describe('catalogUrlSchema', () => {
  it('gives the defaults for an empty address', () => {
    expect(catalogUrlSchema.parse({})).toEqual({
      type: null,
      brands: [],
      maxPrice: MAX_PRICE_FILTER.default,
      minPrice: null,
      text: '',
      inStockOnly: false,
      sort: 'rating',
      layout: 'grid',
      pageSize: 24,
      compare: [],
      comparing: false,
    });
  });

  it('reads every parameter', () => {
    expect(
      catalogUrlSchema.parse({
        type: 'GPU',
        brand: ['ASUS', ' asus ', 'MSI'],
        max: '800',
        min: ' 100 ',
        q: '  rtx 4070  ',
        stock: '1',
        sort: 'price-asc',
        layout: 'list',
        per: '48',
        compare: `${ID_A.toUpperCase()},${ID_B}`,
        view: 'compare',
      }),
    ).toEqual({
      type: 'GPU',
      brands: ['ASUS', 'MSI'],
      maxPrice: 800,
      minPrice: 100,
      text: 'rtx 4070',
      inStockOnly: true,
      sort: 'price-asc',
      layout: 'list',
      pageSize: 48,
      compare: [ID_A, ID_B],
      comparing: true,
    });
  });

  it('drops what the page cannot use, and never throws', () => {
    const state = catalogUrlSchema.parse({
      type: 'gpu',
      max: '825',
      min: '100001',
      q: 'x'.repeat(150),
      stock: 'yes',
      sort: 'cheapest',
      layout: 'table',
      per: '25',
      compare: `${ID_A},not-an-id`,
      view: 'compare',
    });
    expect(state).toMatchObject({
      type: null,
      maxPrice: MAX_PRICE_FILTER.default,
      minPrice: null,
      inStockOnly: false,
      sort: 'rating',
      layout: 'grid',
      pageSize: 24,
      compare: [ID_A],
      comparing: false,
    });
    expect(state.text).toHaveLength(100);
    for (const max of ['1e3', '-50', '8.5', '']) expect(catalogUrlSchema.parse({ max }).maxPrice).toBe(2000);
  });
});
