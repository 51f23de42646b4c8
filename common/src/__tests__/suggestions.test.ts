import {
  matchesSuggestion,
  rankSuggestions,
  SUGGESTION_CANDIDATES,
  SUGGESTION_LIMIT,
  suggestionHits,
  suggestionRelevance,
  SuggestionRelevance,
  suggestionsOf,
  type SuggestionRow,
} from '../index';

let serial = 0;
/** A part; a graphics card when it has a chipset (NVIDIA's unless told). */
function part(name: string, over: Partial<SuggestionRow> = {}): SuggestionRow {
  serial += 1;
  const row = {
    name,
    slug: `part-${String(serial).padStart(4, '0')}`,
    type: over.chipset ? 'GPU' : 'CPU',
    brand: name.split(' ')[0],
    priceCents: 10_000,
    releaseYear: 2025,
    chipset: null,
    chipsetBrand: over.chipset ? 'NVIDIA' : null,
    ...over,
  };
  return { ...row, searchText: over.searchText ?? `${row.name} ${row.type} ${row.brand}`.toLowerCase() };
}

/** A card of `chipset` made by `brand`, e.g. card('MSI', 'GeForce RTX 5080'). */
const card = (brand: string, chipset: string, { name = 'Gaming OC', ...over }: Partial<SuggestionRow> = {}) =>
  part(`${brand} ${chipset} ${name}`, { brand, chipset, ...over });

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);
const rank = (rows: readonly SuggestionRow[], q: string, limit?: number) =>
  rankSuggestions(
    rows.filter((r) => matchesSuggestion(r, q.trim().toLowerCase())),
    q,
    limit,
  );

describe('suggestion relevance', () => {
  it('puts an exact name or model before a word start before a substring before other fields', () => {
    const exactName = part('Arctic P12');
    const model = card('MSI', 'GeForce RTX 4070');
    const word = card('ASUS', 'GeForce RTX 4070 SUPER');
    const inside = part('Thermalright Peerless Assassin 120 SE');
    const other = part('Noctua NH-D15', { searchText: 'noctua nh-d15 cooler noctua am5 lga1700' });
    expect(suggestionRelevance(exactName, 'arctic p12')).toBe(SuggestionRelevance.EXACT);
    expect(suggestionRelevance(model, 'rtx 4070')).toBe(SuggestionRelevance.EXACT);
    expect(suggestionRelevance(model, '4070')).toBe(SuggestionRelevance.EXACT);
    expect(suggestionRelevance(word, 'rtx 4070')).toBe(SuggestionRelevance.WORD);
    expect(suggestionRelevance(word, 'geforce')).toBe(SuggestionRelevance.WORD);
    expect(suggestionRelevance(part('AMD Ryzen 5 7600'), 'ryzen 5 7600')).toBe(SuggestionRelevance.EXACT);
    expect(suggestionRelevance(part('AMD Ryzen 5 7600X'), 'ryzen 5 7600')).toBe(SuggestionRelevance.WORD);
    // A name's last words name no model: only a chipset's do.
    expect(suggestionRelevance(part('Corsair RM850x 80+ Gold'), 'gold')).toBe(SuggestionRelevance.WORD);
    expect(suggestionRelevance(inside, 'ssassin')).toBe(SuggestionRelevance.NAME);
    expect(suggestionRelevance(other, 'am5')).toBe(SuggestionRelevance.OTHER);
    // A word starts after any character but a-z and 0-9, and a later occurrence counts.
    expect(suggestionRelevance(part('ASRock B650M-HDV/M.2'), 'hdv')).toBe(SuggestionRelevance.WORD);
    expect(suggestionRelevance(part('Corsair CX650 and CX750'), 'x750')).toBe(SuggestionRelevance.NAME);
    expect(suggestionRelevance(part('Fan xx12 x12'), 'x12')).toBe(SuggestionRelevance.WORD);
  });

  it('ranks by relevance first, whatever the price, year or brand', () => {
    const rows = [
      part('Supercooler Ultra', { priceCents: 99_000 }),
      part('Noctua Cooler Pro', { priceCents: 1_000, releaseYear: 2010 }),
      part('Cooler', { priceCents: null, releaseYear: null }),
      part('Lian Li Fan', { searchText: 'lian li fan cooler lian li' }),
    ];
    expect(names(rank(rows, 'cooler'))).toEqual(['Cooler', 'Noctua Cooler Pro', 'Supercooler Ultra', 'Lian Li Fan']);
  });

  it('puts the model a query names first: "rtx 4070" before the 4070 SUPER and Ti', () => {
    const rows = [
      card('ASUS', 'GeForce RTX 4070 Ti SUPER', { priceCents: 90_000 }),
      card('MSI', 'GeForce RTX 4070 SUPER', { priceCents: 60_000 }),
      card('Gigabyte', 'GeForce RTX 4070', { priceCents: 55_000, releaseYear: 2023 }),
      card('MSI', 'GeForce RTX 4070', { priceCents: 56_000, releaseYear: 2023 }),
    ];
    const found = rank(rows, 'RTX 4070');
    expect(found.slice(0, 2).map((r) => r.chipset)).toEqual(['GeForce RTX 4070', 'GeForce RTX 4070']);
    expect(found).toHaveLength(4);
  });

  it('orders parts of one relevance priced first, newest, dearest, then by name', () => {
    const rows = [
      part('Ryzen B', { releaseYear: 2024, priceCents: 30_000 }),
      part('Ryzen A', { releaseYear: 2024, priceCents: 30_000 }),
      part('Ryzen Old', { releaseYear: 2019, priceCents: 90_000 }),
      part('Ryzen Cheap', { releaseYear: 2024, priceCents: 10_000 }),
      part('Ryzen Unpriced', { releaseYear: 2026, priceCents: null }),
      part('Ryzen Undated', { releaseYear: null, priceCents: 99_000 }),
    ];
    expect(names(rank(rows, 'ryzen'))).toEqual([
      'Ryzen A',
      'Ryzen B',
      'Ryzen Cheap',
      'Ryzen Old',
      'Ryzen Undated',
      'Ryzen Unpriced',
    ]);
  });
});

describe('suggestion spread', () => {
  /** The catalog in small: many MSI cards, a few of the others. */
  const chipsets = ['5090', '5080', '5070 Ti', '5070', '5060 Ti', '5060', '5050', '4070'].map(
    (c) => `GeForce RTX ${c}`,
  );
  const catalog = () => [
    ...chipsets.flatMap((c, i) => [
      card('MSI', c, { priceCents: 100_000 - i * 10_000 }),
      card('MSI', c, { name: 'Ventus', priceCents: 99_000 - i * 10_000 }),
      card('MSI', c, { name: 'Suprim', priceCents: 101_000 - i * 10_000 }),
    ]),
    card('NVIDIA', 'GeForce RTX 5090', { name: 'Founders Edition', priceCents: 200_000 }),
    card('ASUS', 'GeForce RTX 5080', { priceCents: 130_000 }),
    card('Gigabyte', 'GeForce RTX 5070', { priceCents: 60_000 }),
  ];

  it('"rtx" spans every chipset and every brand instead of eight MSI cards', () => {
    const found = rank(catalog(), 'rtx');
    expect(found).toHaveLength(SUGGESTION_LIMIT);
    // Every brand shows; a model shows twice only where its second card is a brand not yet shown.
    expect(new Set(found.map((r) => r.brand))).toEqual(new Set(['NVIDIA', 'ASUS', 'Gigabyte', 'MSI']));
    expect(new Set(found.map((r) => r.chipset)).size).toBeGreaterThanOrEqual(7);
    // The flagship model first, shown by its chipset maker's own card.
    expect(found[0].name).toBe('NVIDIA GeForce RTX 5090 Founders Edition');
  });

  /**
   * The spread's promise, checked pick by pick: within one relevance, the part picked next gives its
   * model and its brand no more slots than any waiting part would give its own.
   */
  function expectFairSpread(rows: readonly SuggestionRow[], q: string) {
    const text = q.trim().toLowerCase();
    const found = rank(rows, q);
    const taken = (pick: SuggestionRow[], key: (r: SuggestionRow) => string, r: SuggestionRow) =>
      pick.filter((p) => key(p) === key(r)).length;
    const model = (r: SuggestionRow) => `${r.type}\n${(r.chipset || r.name).toLowerCase()}`;
    const brand = (r: SuggestionRow) => r.brand.toLowerCase();
    const cost = (before: SuggestionRow[], r: SuggestionRow) =>
      Math.max(taken(before, model, r), taken(before, brand, r));
    found.forEach((picked, i) => {
      const before = found.slice(0, i);
      const waiting = rows.filter(
        (r) =>
          matchesSuggestion(r, text) &&
          !found.slice(0, i + 1).includes(r) &&
          suggestionRelevance(r, text) === suggestionRelevance(picked, text),
      );
      for (const other of waiting) expect(cost(before, picked)).toBeLessThanOrEqual(cost(before, other));
    });
    return found;
  }

  it('gives no model and no brand another slot while a part of the same relevance waits that would not', () => {
    const rows = ['A', 'B', 'C'].flatMap((c) => ['ASUS', 'MSI', 'Zotac'].map((b) => card(b, `GeForce RTX ${c}`)));
    const found = expectFairSpread(rows, 'rtx');
    // Models go round in turn; the first round shows three brands.
    expect(found.slice(0, 3).map((r) => r.chipset)).toEqual(['GeForce RTX A', 'GeForce RTX B', 'GeForce RTX C']);
    expect(new Set(found.slice(3, 6).map((r) => r.chipset)).size).toBe(3);
    expect(new Set(found.slice(0, 3).map((r) => r.brand)).size).toBe(3);
    expectFairSpread(catalog(), 'rtx');
    expectFairSpread(catalog(), 'geforce rtx 50');
    // A pseudo-random catalog of 120 cards: 6 brands, 15 chipsets, prices and years scattered.
    let seed = 42; // mulberry32
    const next = (n: number) => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
    };
    const random = Array.from({ length: 120 }, (_, i) =>
      card(['ASUS', 'MSI', 'Gigabyte', 'Zotac', 'PNY', 'NVIDIA'][next(6)], `GeForce RTX ${4050 + next(15) * 10}`, {
        name: `Model ${i}`,
        priceCents: next(4) === 0 ? null : 20_000 + next(100) * 1000,
        releaseYear: 2022 + next(4),
      }),
    );
    const spread = expectFairSpread(random, 'rtx');
    expect(spread).toHaveLength(8);
    expect(new Set(spread.map((r) => r.chipset)).size).toBe(8);
    expect(new Set(spread.map((r) => r.brand)).size).toBe(6);
  });

  it('shows a model by its chipset maker first, then its board makers, cheapest first, each brand once', () => {
    const rows = [
      card('ASUS', 'GeForce RTX 5090', { priceCents: 310_000 }),
      card('MSI', 'GeForce RTX 5090', { priceCents: 260_000 }),
      card('MSI', 'GeForce RTX 5090', { name: 'Suprim', priceCents: 270_000 }),
      card('NVIDIA', 'GeForce RTX 5090', { name: 'Founders Edition', priceCents: 200_000 }),
    ];
    expect(names(rank(rows, 'rtx 5090'))).toEqual([
      'NVIDIA GeForce RTX 5090 Founders Edition',
      'MSI GeForce RTX 5090 Gaming OC',
      'ASUS GeForce RTX 5090 Gaming OC',
      'MSI GeForce RTX 5090 Suprim',
    ]);
  });

  it('spreads within a relevance only: a better match is never pushed down for variety', () => {
    const rows = [
      card('MSI', 'GeForce RTX 4070'),
      card('MSI', 'GeForce RTX 4070', { name: 'Ventus' }),
      card('ASUS', 'GeForce RTX 4070 SUPER'),
    ];
    expect(rank(rows, 'rtx 4070').map((r) => r.brand)).toEqual(['MSI', 'MSI', 'ASUS']);
  });

  it('keeps parts without a chipset as models of their own (all one brand: the relevance order)', () => {
    const rows = [part('AMD Ryzen 5 7600', { releaseYear: 2023 }), part('AMD Ryzen 7 9800X3D', { releaseYear: 2024 })];
    expect(names(rank(rows, 'ryzen'))).toEqual(['AMD Ryzen 7 9800X3D', 'AMD Ryzen 5 7600']);
  });
});

describe('suggestion bounds and determinism', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => part(`Brand${i % 7} Widget ${i}`));

  it('answers at most 8, and at most the limit asked', () => {
    expect(rank(many(50), 'widget')).toHaveLength(8);
    expect(rank(many(50), 'widget', 3)).toHaveLength(3);
    expect(rank(many(50), 'widget', 100)).toHaveLength(8);
    for (const limit of [0, -1, Number.NaN]) expect(rank(many(50), 'widget', limit)).toEqual([]);
    expect(rank(many(50), 'widget', 2.7)).toHaveLength(2);
  });

  it('answers every match when there are fewer than 8, and nothing for none', () => {
    expect(rank(many(3), 'widget')).toHaveLength(3);
    expect(rank(many(3), 'gadget')).toEqual([]);
    expect(rankSuggestions([], 'widget')).toEqual([]);
  });

  it('answers a smaller limit with the start of the larger answer', () => {
    const rows = many(40);
    const full = names(rank(rows, 'widget'));
    for (let limit = 1; limit <= 8; limit += 1)
      expect(names(rank(rows, 'widget', limit))).toEqual(full.slice(0, limit));
  });

  it('is deterministic: the input order never matters, and full ties fall to the slug', () => {
    const rows = [
      ...many(20),
      card('MSI', 'GeForce RTX 5080'),
      card('ASUS', 'GeForce RTX 5080'),
      card('MSI', 'GeForce RTX 5070'),
    ];
    const expected = names(rank(rows, 'widget'));
    const shuffled = [...rows];
    for (let seed = 1; seed <= 20; seed += 1) {
      for (let i = shuffled.length - 1; i > 0; i -= 1) {
        const j = (seed * 7919 + i * 104_729) % (i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
      }
      expect(names(rank(shuffled, 'widget'))).toEqual(expected);
      expect(names(rank(shuffled, 'rtx'))).toEqual(names(rank(rows, 'rtx')));
    }
    const twins = [part('Twin Fan', { slug: 'b' }), part('Twin Fan Pro', { slug: 'a' })];
    const same = [part('Same Fan', { slug: 'z-second' }), part('Same Fan', { slug: 'a-first' })];
    expect(names(rank(twins, 'twin'))).toEqual(['Twin Fan', 'Twin Fan Pro']);
    // One suggestion per name: the better-ranked part of that name stands for it.
    expect(rank(same, 'same fan').map((r) => r.slug)).toEqual(['a-first']);
  });

  it(`reads only the best ${SUGGESTION_CANDIDATES} candidates`, () => {
    const mains = Array.from({ length: SUGGESTION_CANDIDATES }, (_, i) =>
      part(`Main Widget ${String(i).padStart(3, '0')}`, { brand: 'Main' }),
    );
    const late = part('Other Widget X', { brand: 'Other', priceCents: null });
    expect(names(rank([...mains, late], 'widget'))).not.toContain('Other Widget X');
    expect(names(rank([...mains.slice(1), late], 'widget'))).toContain('Other Widget X');
  });

  it.each([
    ['a NUL character', 'rtx\u0000'],
    ['a lone high surrogate', 'rtx\uD83D'],
    ['a lone low surrogate', '\uDE42rtx'],
  ])('suggests nothing for text with %s, without throwing', (_what, q) => {
    const rows = [card('MSI', 'GeForce RTX 5080')];
    expect(rank(rows, q)).toEqual([]);
    expect(rankSuggestions(rows, q)).toEqual([]);
    expect(suggestionsOf(rows, q)).toEqual([]);
    expect(suggestionHits(rows, q)).toEqual({ hits: [], totalCount: 0 });
  });

  it.each([
    [JSON.stringify('%'), '%', ['%Percent Brand']],
    [JSON.stringify('_'), '_', ['%Percent Brand']],
    [JSON.stringify('%_%'), '%_%', ['Odd 100%_% Fan /..// kit .* ([ ^$ 🙂']],
    [JSON.stringify('/..//'), '/..//', ['Odd 100%_% Fan /..// kit .* ([ ^$ 🙂']],
    [JSON.stringify('.* ([ ^$'), '.* ([ ^$', ['Odd 100%_% Fan /..// kit .* ([ ^$ 🙂']],
    [JSON.stringify('\\'), '\\', []],
    [JSON.stringify('.*'), '.*', []],
    [JSON.stringify('^$'), '^$', []],
    [JSON.stringify('🙂'), '🙂', []],
    ["'x' × 200", 'x'.repeat(200), []],
  ])('matches %s literally, never as a pattern', (_label, q, expected) => {
    const rows = [
      card('MSI', 'GeForce RTX 5080'),
      part('Odd 100%_% Fan /..// kit .* ([ ^$ 🙂'),
      part('%Percent Brand', { brand: '_Under' }),
    ];
    expect(suggestionsOf(rows, q)).toEqual(expected);
  });

  it('suggests nothing for blank text', () => {
    expect(suggestionsOf(many(3), '   ')).toEqual([]);
    expect(suggestionHits(many(3), '')).toEqual({ hits: [], totalCount: 0 });
  });
});

describe('matching', () => {
  it('matches short text at the start of the name or brand, longer text anywhere in the search text', () => {
    const row = part('Vengeance 32GB', { brand: 'Corsair', searchText: 'vengeance 32gb ram corsair ddr5' });
    expect(matchesSuggestion(row, 've')).toBe(true);
    expect(matchesSuggestion(row, 'co')).toBe(true);
    expect(matchesSuggestion(row, '32')).toBe(false);
    expect(matchesSuggestion(row, '32gb')).toBe(true);
    expect(matchesSuggestion(row, 'ddr5')).toBe(true);
    expect(matchesSuggestion(row, 'ddr4')).toBe(false);
  });

  it('counts every part the text filter finds in the combined search, never fewer than shown', () => {
    const rows = [card('MSI', 'GeForce RTX 5080'), part('Plain Fan', { searchText: 'plain fan msi' })];
    expect(suggestionHits(rows, 'msi')).toMatchObject({ totalCount: 2 });
    expect(suggestionHits(rows, 'msi').hits.map((h) => h.name)).toEqual([
      'MSI GeForce RTX 5080 Gaming OC',
      'Plain Fan',
    ]);
  });
});
