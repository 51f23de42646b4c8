import { feedCents, feedStock, mapFeedRecord, parseCsv, readFeed } from '../feed/feed.map';

const now = new Date('2026-01-10T00:00:00Z');

describe('parseCsv', () => {
  it('reads quoted fields with commas, quotes and line breaks, and CRLF', () => {
    const rows = parseCsv('name,price\r\n"Case, ""Mid"" Tower",59.99\r\n"Two\nlines",1\n\n');
    expect(rows).toEqual([
      { line: 1, cells: ['name', 'price'] },
      { line: 2, cells: ['Case, "Mid" Tower', '59.99'] },
      { line: 3, cells: ['Two\nlines', '1'] },
    ]);
  });
});

describe('readFeed', () => {
  it('maps CSV rows by header', () => {
    expect(readFeed('Retailer,Name,Price\nnewegg,AMD Ryzen 5 7600,199.99\n', 'csv')).toEqual([
      { at: 2, record: { Retailer: 'newegg', Name: 'AMD Ryzen 5 7600', Price: '199.99' } },
    ]);
  });
  it('takes a JSON array or { offers: [...] }, and refuses anything else', () => {
    expect(readFeed('[{"price": 1}]', 'json')).toEqual([{ at: 1, record: { price: 1 } }]);
    expect(readFeed('{"offers": [{"price": 2}]}', 'json')).toEqual([{ at: 1, record: { price: 2 } }]);
    expect(readFeed('{"price": 2}', 'json')).toEqual({ error: expect.stringMatching(/array of offers/) });
    expect(readFeed('{', 'json')).toEqual({ error: expect.stringMatching(/not valid JSON/) });
  });
});

describe('mapFeedRecord', () => {
  it('reads every documented column, ignoring case and separators', () => {
    expect(
      mapFeedRecord(
        {
          Retailer: 'Best Buy',
          'Product Name': 'AMD Ryzen 5 7600',
          SKU: '6531236',
          sale_price: '$1,199.99',
          'List-Price': '1299.99',
          in_stock: 'In Stock',
          url: 'https://www.bestbuy.com/site/6531236.p',
          observed_at: '2026-01-09T10:00:00Z',
        },
        null,
        now,
      ),
    ).toEqual({
      retailer: 'BESTBUY',
      name: 'AMD Ryzen 5 7600',
      component: null,
      sku: '6531236',
      priceCents: 119999,
      listPriceCents: 129999,
      inStock: true,
      url: 'https://www.bestbuy.com/site/6531236.p',
      observedAt: new Date('2026-01-09T10:00:00Z'),
    });
  });

  it('uses the file retailer and the import time when the row gives none', () => {
    const row = mapFeedRecord({ name: 'X', price: 5 }, 'NEWEGG', now);
    expect(row).toMatchObject({ retailer: 'NEWEGG', observedAt: now, priceCents: 500, url: null, inStock: null });
  });

  it.each([
    [{ name: 'X', price: 5 }, null, /no retailer/],
    [{ retailer: 'ebay', name: 'X', price: 5 }, null, /unknown retailer/],
    [{ retailer: 'amazon', name: 'X', price: 'free' }, null, /no price/],
    [{ retailer: 'amazon', price: 5 }, null, /no name, component or sku/],
    [{ retailer: 'amazon', name: 'X', price: 5, url: 'javascript:alert(1)' }, null, /https/],
    [{ retailer: 'amazon', name: 'X', price: 5, date: 'yesterday' }, null, /not a date/],
    [{ retailer: 'amazon', name: 'X', price: 5, date: '2030-01-01' }, null, /future/],
  ])('skips %j with a reason', (record, retailer, reason) => {
    const row = mapFeedRecord(record, retailer, now);
    expect(row).toEqual({ skip: expect.stringMatching(reason) });
  });

  it('reads amounts and stock words', () => {
    expect([feedCents('12'), feedCents(0), feedCents('-3'), feedCents('USD 9.5')]).toEqual([1200, null, null, 950]);
    expect([feedStock('yes'), feedStock('Out of stock'), feedStock('maybe'), feedStock(false)]).toEqual([
      true,
      false,
      null,
      false,
    ]);
  });
});
