// How clean the catalog is: exact duplicates, near-duplicate pairs and seed/import twins whose specs
// conflict (docs/import.md#catalog-hygiene). `npm run catalog:hygiene` prints the counts for the
// database in DATABASE_URL; the import tests check the definitions on small fixtures.
import {
  type PartType,
  type SpecMap,
  type SpecValue,
  normalizeName,
  compactKey,
  isColourWord,
  colourFit,
  coloursOf,
  specsAgree,
} from '@rigforge/common';

/** A catalog row as the hygiene counts read it. */
export interface HygieneRow {
  id: string;
  type: PartType;
  name: string;
  brand: string;
  specs: SpecMap;
  partNumbers: string[];
  sources: string[];
}

/**
 * The name two listings of one product share exactly: type and the name's letters and digits only
 * ("ASRock B650M-HDV/M.2" and "ASRock B650M HDV M.2" are one).
 */
export function exactKey(row: Pick<HygieneRow, 'type' | 'name'>): string {
  return `${row.type}|${compactKey(row.name)}`;
}

/** A GPU chipset without the memory size some sources add ("GeForce RTX 3060 12 GB"). */
function withoutMemorySize(value: string): string {
  return value.replace(/\b\d+\s*gb\b/gi, '');
}

/** The specs both rows know and give different values for (colour and free-text extras left aside). */
export function specConflicts(a: SpecMap, b: SpecMap): string[] {
  const same = (x: SpecValue, y: SpecValue) =>
    Array.isArray(x) && Array.isArray(y)
      ? [...x].sort().join('|') === [...y].sort().join('|')
      : typeof x === 'string' && typeof y === 'string'
        ? compactKey(withoutMemorySize(x)) === compactKey(withoutMemorySize(y))
        : x === y;
  return Object.keys(a)
    .filter((key) => key !== 'color' && key in b && !same(a[key], b[key]))
    .sort();
}

/** Words that say how a part is packed or finished, not what it is. */
const PACKAGING = new Set(['retail', 'box', 'boxed', 'tray', 'oem', 'bulk', 'pack', 'package', 'packaging']);
const FINISHES = new Set(['matte', 'metallic', 'mirror', 'finish', 'glossy']);

/**
 * A name without its colour, finish and packaging words, in order: "Corsair Vengeance LPX Black
 * DDR4-3200" and "Corsair Vengeance LPX DDR4-3200 (Retail)" are one.
 */
export function plainName(name: string): string {
  return normalizeName(name)
    .split(' ')
    .filter((w) => w !== '' && !isColourWord(w) && !PACKAGING.has(w) && !FINISHES.has(w))
    .join(' ');
}

/** Whether a code may be a part number: letters and digits, six or more (not "White", not "1000G"). */
export function isPartNumber(code: string): boolean {
  const key = compactKey(code);
  return key.length >= 6 && /[a-z]/.test(key) && /\d/.test(key);
}

export interface Pair {
  a: HygieneRow;
  b: HygieneRow;
  /** How the pair was found: the same plain name, or a shared part number. */
  by: 'name' | 'part number';
  /** Both colours known and different: a colour variant, a product of its own. */
  colourVariant: boolean;
}

function pairKey(a: HygieneRow, b: HygieneRow): string {
  return a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
}

/**
 * Near-duplicate pairs: two rows of one type and brand whose names are equal once colour, finish and
 * packaging words are dropped (plainName), or that share a part number, and whose discriminating
 * specs (matching.ts) do not disagree. Exact duplicates are near duplicates too.
 */
export function nearDuplicatePairs(rows: readonly HygieneRow[]): Pair[] {
  const groups = new Map<string, { by: Pair['by']; rows: HygieneRow[] }>();
  const add = (key: string, by: Pair['by'], row: HygieneRow) => {
    const group = groups.get(key);
    if (group) group.rows.push(row);
    else groups.set(key, { by, rows: [row] });
  };
  for (const row of rows) {
    const brand = `${row.type}|${compactKey(row.brand)}`;
    add(`name|${brand}|${plainName(row.name)}`, 'name', row);
    for (const pn of new Set(row.partNumbers.filter(isPartNumber).map(compactKey)))
      add(`pn|${brand}|${pn}`, 'part number', row);
  }
  const pairs = new Map<string, Pair>();
  for (const { by, rows: group } of groups.values()) {
    for (let i = 0; i < group.length; i += 1) {
      for (let j = i + 1; j < group.length; j += 1) {
        const [a, b] = [group[i], group[j]];
        if (a.id === b.id || pairs.has(pairKey(a, b)) || !specsAgree(a.type, a.specs, b.specs)) continue;
        const colourVariant =
          colourFit(coloursOf(a), coloursOf(b)) !== 0 && coloursOf(a).size > 0 && coloursOf(b).size > 0;
        pairs.set(pairKey(a, b), { a, b, by, colourVariant });
      }
    }
  }
  return [...pairs.values()];
}

export interface HygieneCounts {
  rows: number;
  /** Pairs of rows with the same type and exact key (exactKey). */
  exactDuplicates: number;
  nearDuplicatePairs: number;
  /** Of those, colour variants (both colours known and different). */
  colourVariantPairs: number;
  /** Near-duplicate pairs of a seed part and an imported one. */
  seedTwins: number;
  /** Of those, the pairs whose specs conflict. */
  seedTwinsConflicting: number;
  /** Boards without a SATA port count, and boards that say they have none. */
  boardsSataUnknown: number;
  boardsSataZero: number;
  examples: { exact: string[]; near: string[]; seedConflicts: string[] };
}

const EXAMPLES = 10;

export function hygieneCounts(rows: readonly HygieneRow[]): HygieneCounts {
  const byExact = new Map<string, number>();
  for (const row of rows) byExact.set(exactKey(row), (byExact.get(exactKey(row)) ?? 0) + 1);
  const exact = [...byExact].filter(([, n]) => n > 1);
  const pairs = nearDuplicatePairs(rows);
  const isSeed = (r: HygieneRow) => r.sources.includes('seed');
  const seedTwins = pairs.filter(({ a, b, colourVariant }) => !colourVariant && isSeed(a) !== isSeed(b));
  const conflicting = seedTwins
    .map((pair) => ({ pair, keys: specConflicts(pair.a.specs, pair.b.specs) }))
    .filter(({ keys }) => keys.length > 0);
  const boards = rows.filter((r) => r.type === 'Motherboard');
  return {
    rows: rows.length,
    exactDuplicates: exact.reduce((sum, [, n]) => sum + (n * (n - 1)) / 2, 0),
    nearDuplicatePairs: pairs.length,
    colourVariantPairs: pairs.filter((p) => p.colourVariant).length,
    seedTwins: seedTwins.length,
    seedTwinsConflicting: conflicting.length,
    boardsSataUnknown: boards.filter((r) => typeof r.specs.sataPorts !== 'number').length,
    boardsSataZero: boards.filter((r) => r.specs.sataPorts === 0).length,
    examples: {
      exact: exact.slice(0, EXAMPLES).map(([key, n]) => `${key} (${n})`),
      near: pairs
        .filter((p) => !p.colourVariant)
        .slice(0, EXAMPLES)
        .map(({ a, b, by }) => `${a.name} ~ ${b.name} (${by})`),
      seedConflicts: conflicting
        .slice(0, EXAMPLES)
        .map(({ pair, keys }) => `${pair.a.name} ~ ${pair.b.name}: ${keys.join(', ')}`),
    },
  };
}
