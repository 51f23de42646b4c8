// Matching a pasted parts list's lines to catalog parts, with the catalog importer's rules
// (matching.ts) and a confidence. Pure: the server runs it over the catalog service's cached parts,
// the static deployment over the exported catalog.
//
// Confidence (PARTS_LIST_CONFIDENCE):
// - 1    the name is the catalog part's name (the same normalised name, as the catalog's unique key
//        has it) or its slug: our own export pasted back, or a name copied from the catalog;
// - 0.9  the importer's match: same brand, same model tokens (matchKey), the specs the name states
//        (capacity, speed, wattage...) agree and the colours fit; or the name holds the part's part number;
// - 0.85 × the token overlap (shared model tokens ÷ all model tokens of the two names, Jaccard) for
//        the best candidate of the type (and brand, when the name starts with a brand the catalog
//        knows) whose specs agree, when no other candidate as good is a different product.
// Below PARTS_LIST_CONFIDENCE.threshold (0.5: an overlap under ~59 %) the line stays a custom part:
// no component, confidence 0. Like the importer, a tie between different products is no match.
import {
  normalizeName,
  coloursOf,
  colourFit,
  MatchIndex,
  modelTokens,
  specsAgree,
  type MatchSubject,
} from './matching';
import { canonicalBrand, compactKey } from './canonical';
import type { PartType, SpecMap } from './catalog';
import type { PartsListLine } from './parts-list';

export const PARTS_LIST_CONFIDENCE = {
  exact: 1,
  key: 0.9,
  /** The token overlap is scaled by this, so a token match never reaches the importer's own match. */
  tokenScale: 0.85,
  /** Below this a line stays a custom part. */
  threshold: 0.5,
} as const;

/** What matching reads of a catalog part. */
export interface MatchablePart extends MatchSubject {
  id: string;
  slug: string;
}

/** One line's match: the catalog part (null for a custom part) and the confidence (0 for a custom part). */
export interface PartsListMatch<C> {
  part: C | null;
  confidence: number;
}

interface Entry<C> {
  part: C;
  tokens: readonly string[];
  colours: ReadonlySet<string>;
  brandKey: string;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The specs a pasted name states, read the way the catalog stores them, for the discriminating comparison. */
export function specsFromName(type: PartType, name: string): SpecMap {
  const text = name.toLowerCase();
  const specs: SpecMap = {};
  const num = (re: RegExp): number | undefined => {
    const m = re.exec(text);
    return m ? Number(m[1]) : undefined;
  };
  const set = (key: string, value: number | string | undefined) => {
    if (value !== undefined && (typeof value === 'string' || Number.isFinite(value))) specs[key] = value;
  };
  if (type === 'RAM') {
    const ddr = /\bddr([45])\b/.exec(text) ?? /\bddr([45])[- ]?\d{4}/.exec(text);
    set('memoryType', ddr ? `DDR${ddr[1]}` : undefined);
    set('speed', num(/\bddr[45][- ]?(\d{4,5})\b/) ?? num(/\b(\d{4,5}) ?(?:mhz|mt\/s)\b/));
    const kit = /\b(\d) ?x ?(\d{1,3}) ?gb\b/.exec(text);
    if (kit) {
      set('modules', Number(kit[1]));
      set('moduleSize', Number(kit[2]));
    }
    set('casLatency', num(/\bcl ?(\d{2})\b/));
  } else if (type === 'Storage') {
    const cap = /\b(\d+(?:\.\d+)?) ?(tb|gb)\b/.exec(text);
    if (cap) set('capacity', Math.round(Number(cap[1]) * (cap[2] === 'tb' ? 1000 : 1)));
  } else if (type === 'PSU') {
    set('wattage', num(/\b(\d{3,4}) ?w\b/));
  } else if (type === 'GPU') {
    set('vram', num(/\b(\d{1,2}) ?gb\b/));
  } else if (type === 'CPU') {
    set('cores', num(/\b(\d{1,2})[- ]core\b/));
  } else if (type === 'Motherboard') {
    const ddr = /\bddr([45])\b/.exec(text);
    set('memoryType', ddr ? `DDR${ddr[1]}` : undefined);
  }
  return specs;
}

/**
 * The catalog parts, indexed for pasted lines: by type and normalised name, by slug, by the
 * importer's match key (MatchIndex) and by model token. Build it once per catalog snapshot.
 */
export class PartsListMatcher<C extends MatchablePart> {
  private readonly exact = new Map<string, C>();
  private readonly bySlug = new Map<string, C>();
  private readonly index: MatchIndex<C>;
  /** type → token → entries holding it. */
  private readonly byToken = new Map<PartType, Map<string, Entry<C>[]>>();
  /** The catalog's GPU chipsets by their key without the maker's word ("rtx4070super" → "GeForce RTX 4070 SUPER"), longest first. */
  private readonly chipsets: [string, string][];

  constructor(parts: readonly C[]) {
    for (const part of parts) {
      const key = `${part.type}|${normalizeName(part.name)}`;
      if (!this.exact.has(key)) this.exact.set(key, part);
      this.bySlug.set(part.slug.toLowerCase(), part);
    }
    this.index = new MatchIndex(parts);
    // The importer's index has each part's model tokens and colours already.
    for (const { candidate: part, tokens: modelWords, colours } of this.index.indexed()) {
      const entry: Entry<C> = { part, tokens: modelWords, colours, brandKey: compactKey(part.brand) };
      let tokens = this.byToken.get(part.type);
      if (!tokens) this.byToken.set(part.type, (tokens = new Map()));
      for (const token of entry.tokens) {
        const list = tokens.get(token);
        if (list) list.push(entry);
        else tokens.set(token, [entry]);
      }
    }
    const chipsets = new Map<string, string>();
    for (const part of parts) {
      const chipset = part.type === 'GPU' ? part.specs.chipset : undefined;
      if (typeof chipset === 'string' && chipsetKey(chipset).length >= 4) chipsets.set(chipsetKey(chipset), chipset);
    }
    this.chipsets = [...chipsets].sort((a, b) => b[0].length - a[0].length);
  }

  /** The specs a pasted name states, with a graphics card's chipset spelled as the catalog spells it. */
  private specsOf(type: PartType, name: string): SpecMap {
    const specs = specsFromName(type, name);
    if (type === 'GPU') {
      const key = chipsetKey(name);
      const found = this.chipsets.find(([chipset]) => key.includes(chipset));
      if (found) specs.chipset = found[1];
    }
    return specs;
  }

  /** The catalog part a line names, with its confidence; a custom part when none is good enough. */
  match(line: Pick<PartsListLine, 'type' | 'name'>): PartsListMatch<C> {
    const exact = this.exact.get(`${line.type}|${normalizeName(line.name)}`);
    if (exact) return { part: exact, confidence: PARTS_LIST_CONFIDENCE.exact };
    const slug = this.bySlug.get(line.name.trim().toLowerCase());
    if (slug && slug.type === line.type) return { part: slug, confidence: PARTS_LIST_CONFIDENCE.exact };

    const name = pastedName(line.name);
    const known = this.index.brandOf(name);
    const brand = known ?? canonicalBrand(name.split(' ')[0]) ?? '';
    const subject: MatchSubject = { type: line.type, name, brand, specs: this.specsOf(line.type, name) };
    const byKey = this.index.match(subject);
    if (byKey.kind === 'matched') return { part: pick(byKey.candidates), confidence: PARTS_LIST_CONFIDENCE.key };
    return this.byTokens(subject, known !== null ? compactKey(brand) : null);
  }

  private byTokens(subject: MatchSubject, brandKey: string | null): PartsListMatch<C> {
    const none = { part: null, confidence: 0 };
    const tokens = modelTokens(brandKey === null ? { ...subject, brand: '' } : subject);
    const index = this.byToken.get(subject.type);
    if (tokens.length === 0 || !index) return none;
    const shared = new Map<Entry<C>, number>();
    for (const token of tokens) {
      for (const entry of index.get(token) ?? []) {
        if (brandKey !== null && entry.brandKey !== brandKey) continue;
        shared.set(entry, (shared.get(entry) ?? 0) + 1);
      }
    }
    const colours = coloursOf(subject);
    let best: Entry<C>[] = [];
    let bestScore = 0;
    for (const [entry, count] of shared) {
      const score = count / (tokens.length + entry.tokens.length - count);
      if (score < bestScore || PARTS_LIST_CONFIDENCE.tokenScale * score < PARTS_LIST_CONFIDENCE.threshold) continue;
      if (!specsAgree(subject.type, subject.specs, entry.part.specs) || colourFit(colours, entry.colours) === null) {
        continue;
      }
      if (score > bestScore) best = [];
      bestScore = score;
      best.push(entry);
    }
    if (best.length === 0) return none;
    // Several as good: one product only when they agree on every discriminating spec (colour twins).
    const same = best.every((a) => specsAgree(subject.type, a.part.specs, best[0].part.specs));
    if (!same) return none;
    return {
      part: pick(best.map((e) => e.part)),
      confidence: round2(PARTS_LIST_CONFIDENCE.tokenScale * bestScore),
    };
  }
}

/** A chipset or a name reduced for finding a chipset in it: letters and digits, without the makers' words. */
function chipsetKey(text: string): string {
  return compactKey(text.replace(/\b(?:nvidia|geforce|amd|radeon|intel)\b/gi, ''));
}

/** A pasted name with PCPartPicker's spellings the catalog writes otherwise: "(2 x 16 GB)" is "(2x16GB)". */
function pastedName(name: string): string {
  return name
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b(\d+) ?x ?(\d+) ?GB\b/gi, '$1x$2GB');
}

/** One of several listings of one product: the one with a price, the cheapest, then by id, so answers are stable. */
function pick<C extends MatchablePart>(candidates: readonly C[]): C {
  const price = (c: C): number => {
    const p = (c as { priceCents?: number | null }).priceCents;
    return typeof p === 'number' ? p : Number.MAX_SAFE_INTEGER;
  };
  return [...candidates].sort((a, b) => price(a) - price(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
}

/** A parsed line with its match: `custom` when no catalog part is good enough. */
export type MatchedPartsListLine<C> = PartsListLine & { part: C | null; confidence: number; custom: boolean };

/** Matches every line of a parsed list. */
export function matchPartsListLines<C extends MatchablePart>(
  matcher: PartsListMatcher<C>,
  lines: readonly PartsListLine[],
): MatchedPartsListLine<C>[] {
  return lines.map((line) => {
    const { part, confidence } = matcher.match(line);
    return { ...line, part, confidence, custom: part === null };
  });
}
