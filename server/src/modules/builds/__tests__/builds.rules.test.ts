import crypto from 'node:crypto';
import { SHARE_TOKEN_BYTES, isShareToken, retailLinksFor, cents } from '@rigforge/common';
import {
  buildTotals,
  decodeBuildCursor,
  encodeBuildCursor,
  matchCatalogParts,
  newShareToken,
  priceSavedParts,
  savedPartLinks,
  type BuildCursor,
} from '../builds.rules';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('newShareToken', () => {
  it('encodes 24 random bytes as 32 URL-safe characters', () => {
    const sizes: number[] = [];
    const token = newShareToken((size) => {
      sizes.push(size);
      return Buffer.alloc(size, 0xff);
    });
    expect(sizes).toEqual([SHARE_TOKEN_BYTES]);
    expect(token).toBe('_'.repeat(32));
    expect(newShareToken((size) => Buffer.alloc(size, 0xfb))).toBe('-_v7'.repeat(8));
    expect(newShareToken((size) => Buffer.alloc(size, 0))).toBe('A'.repeat(32));
  });

  it('gives distinct well-formed tokens from real randomness', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => newShareToken(crypto.randomBytes)));
    expect(tokens.size).toBe(2000);
    for (const token of tokens) {
      expect(isShareToken(token)).toBe(true);
      expect(encodeURIComponent(token)).toBe(token);
    }
  });
});

describe('build cursors', () => {
  const cursors: BuildCursor[] = [
    { key: 'updatedAt', at: '2026-11-21T09:43:09.123Z', id: ID },
    { key: 'createdAt', at: '1999-01-01T00:00:00.000Z', id: ID.toUpperCase() },
  ];

  it('round-trips through URL-safe text', () => {
    for (const cursor of cursors) {
      const text = encodeBuildCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeBuildCursor(text, cursor.key)).toEqual(cursor);
    }
  });

  it("refuses another list's cursor", () => {
    expect(decodeBuildCursor(encodeBuildCursor(cursors[0]), 'createdAt')).toBeNull();
    expect(decodeBuildCursor(encodeBuildCursor(cursors[1]), 'updatedAt')).toBeNull();
  });

  it.each<[string, string]>([
    ['random text', 'not a cursor'],
    ['empty text', ''],
    ['base64 of text that is not JSON', Buffer.from('hello').toString('base64url')],
    ['a JSON object', raw({ key: 'updatedAt', at: '2026-11-21T09:43:09.123Z', id: ID })],
    ['two entries', raw(['updatedAt', '2026-11-21T09:43:09.123Z'])],
    ['four entries', raw(['updatedAt', '2026-11-21T09:43:09.123Z', ID, 1])],
    ['an unknown key', raw(['title', '2026-11-21T09:43:09.123Z', ID])],
    ['a time without milliseconds', raw(['updatedAt', '2026-11-21T09:43:09Z', ID])],
    ['a time with an offset', raw(['updatedAt', '2026-11-21T09:43:09.123+01:00', ID])],
    ['an impossible date', raw(['updatedAt', '2026-13-45T09:43:09.123Z', ID])],
    // Found by the fuzz suite: Date.parse takes these, PostgreSQL does not (publicBuilds and mySavedBuilds answered 500).
    ['February 30', raw(['updatedAt', '2024-02-30T00:00:00.000Z', ID])],
    ['the year 0', raw(['updatedAt', '0000-01-01T00:00:00.000Z', ID])],
    ['24:00', raw(['updatedAt', '2024-01-01T24:00:00.000Z', ID])],
    ['a number for the time', raw(['updatedAt', 1_763_718_189_123, ID])],
    ['SQL for the time', raw(['updatedAt', "2026-11-21'; DROP TABLE saved_build; --", ID])],
    ['an id that is no uuid', raw(['updatedAt', '2026-11-21T09:43:09.123Z', 'abc'])],
    ['a missing id', raw(['updatedAt', '2026-11-21T09:43:09.123Z', null])],
  ])('refuses %s', (_label, text) => {
    expect(decodeBuildCursor(text, 'updatedAt')).toBeNull();
  });
});

describe('savedPartLinks', () => {
  it("builds the three retailers' searches from the name and the type's keyword", () => {
    expect(savedPartLinks('Ryzen 5 7600', 'CPU')).toEqual({
      amazon: 'https://www.amazon.com/s?k=Ryzen%205%207600%20processor%20desktop',
      newegg: 'https://www.newegg.com/p/pl?d=Ryzen%205%207600%20processor%20desktop',
      bestBuy: 'https://www.bestbuy.com/site/searchpage.jsp?st=Ryzen%205%207600%20processor%20desktop',
    });
    expect(savedPartLinks('Corsair RM850x', 'PSU')).toEqual(retailLinksFor('Corsair RM850x', 'PSU'));
  });

  it('encodes names so that they cannot leave the query string', () => {
    const links = savedPartLinks('A&B #1 ?x=/"<script>', 'GPU');
    for (const url of Object.values(links)) {
      const parsed = new URL(url);
      expect(parsed.hash).toBe('');
      expect([...parsed.searchParams.keys()]).toHaveLength(1);
      expect([...parsed.searchParams.values()][0]).toBe('A&B #1 ?x=/"<script> graphics card');
    }
  });
});

describe('matchCatalogParts', () => {
  const catalog = new Map([
    ['ssd', { id: 'ssd' }],
    ['cpu', { id: 'cpu' }],
  ]);

  it('links each listed part to its row (twice for two of the same) and names the rest', () => {
    const parts = [
      { name: 'Ryzen 7', componentId: 'cpu' },
      { name: 'SSD', componentId: 'ssd' },
      { name: 'SSD', componentId: 'ssd' },
      { name: 'Old case', componentId: 'gone' },
      { name: 'Custom fan', componentId: null },
    ];
    expect(matchCatalogParts(parts, catalog)).toEqual({
      linked: [{ id: 'cpu' }, { id: 'ssd' }, { id: 'ssd' }],
      unlinked: ['Old case', 'Custom fan'],
    });
  });
});

describe('buildTotals', () => {
  it('sums the stored parts and takes the tier of that sum at the §4 edges', () => {
    expect(buildTotals([])).toEqual({ totalPriceCents: 0, category: 'Budget Gaming' });
    expect(buildTotals([{ priceCents: cents(500) }])).toEqual({ totalPriceCents: 500, category: 'Budget Gaming' });
    expect(buildTotals([{ priceCents: cents(40_000) }, { priceCents: cents(40_000) }]).category).toBe('Budget Gaming');
    expect(buildTotals([{ priceCents: cents(80_001) }]).category).toBe('Mid-Range Gaming');
    expect(buildTotals([{ priceCents: cents(150_000) }]).category).toBe('Mid-Range Gaming');
    expect(buildTotals([{ priceCents: cents(100_000) }, { priceCents: cents(50_001) }])).toEqual({
      totalPriceCents: 150_001,
      category: 'High-End Gaming',
    });
  });
});

describe('priceSavedParts', () => {
  const GPU = {
    id: 'g1',
    type: 'GPU',
    name: 'NVIDIA GeForce RTX 4070 SUPER Founders Edition',
    priceCents: cents(59_999),
  };
  const CPU = { id: 'c1', type: 'CPU', name: 'AMD Ryzen 5 7600', priceCents: cents(19_999) };
  const UNPRICED = { id: 'u1', type: 'Case', name: 'A case with no price', priceCents: null };
  const part = (type: string, name: string, priceCents: number, componentId: string | null = null) => ({
    type,
    name,
    priceCents: cents(priceCents),
    componentId,
  });

  it("takes the catalog's price for a part named by id or by exact name and type, whatever the caller says", () => {
    expect(priceSavedParts([part('GPU', 'anything', 1, 'g1'), part('CPU', 'AMD Ryzen 5 7600', 1)], [GPU, CPU])).toEqual(
      [
        { componentId: 'g1', priceCents: 59_999, customPrice: false },
        { componentId: 'c1', priceCents: 19_999, customPrice: false },
      ],
    );
  });

  it('keeps the caller’s price, marked custom, for a part the catalog does not hold or holds without a price', () => {
    expect(
      priceSavedParts(
        [
          part('CPU', 'amd ryzen 5 7600', 5),
          part('GPU', 'AMD Ryzen 5 7600', 6),
          part('Case', 'A case with no price', 7),
        ],
        [CPU, UNPRICED],
      ),
    ).toEqual([
      { componentId: null, priceCents: 5, customPrice: true },
      { componentId: null, priceCents: 6, customPrice: true },
      { componentId: 'u1', priceCents: 7, customPrice: true },
    ]);
  });

  it('falls back to the name when the id has left the catalog, and keeps a copied part’s mark when neither is found', () => {
    expect(
      priceSavedParts(
        [
          part('CPU', 'AMD Ryzen 5 7600', 1, 'gone'),
          { ...part('GPU', 'Left the catalog', 45_000, 'gone-too'), customPrice: false },
          { ...part('Case', 'Hand-made', 8_000), customPrice: true },
        ],
        [CPU],
      ),
    ).toEqual([
      { componentId: 'c1', priceCents: 19_999, customPrice: false },
      { componentId: null, priceCents: 45_000, customPrice: false },
      { componentId: null, priceCents: 8_000, customPrice: true },
    ]);
  });
});
