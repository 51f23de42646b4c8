// Matching a priced part from one source to the same part already in the catalog. Names differ
// between sources (BuildCores adds colours, capacities and marketing words; PCPartPicker keeps the
// model name and puts the rest in fields), so both names are reduced to a key of brand + model
// tokens, and the specs both sides know (capacity, speed, wattage, chipset...) must agree. When
// several catalog parts fit and they are not the same product, nothing is matched: a wrong price
// is worse than none.
import { canonicalBrand, colourSet, compactKey, isColourWord } from './canonical';
import type { PartType, SpecMap, SpecValue } from './catalog';

/** A name reduced for matching across sources: lowercase ASCII words, units joined to numbers. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(^|\s)\.+|\.+(\s|$)/g, ' ')
    .replace(/(\d)\s+(gb|tb|mhz|ghz|w|mm)\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What matching reads of a part, on either side. */
export interface MatchSubject {
  type: PartType;
  name: string;
  brand: string;
  specs: SpecMap;
  partNumbers?: readonly string[];
}

/** Words that describe rather than name a part, for every type. */
const COMMON_NOISE = ['and', 'for', 'the', 'with', 'w', 'edition', 'version', 'new', 'series'];
/** Finishes, which go with the colour: "Matte Black", "Metallic Silver", "Silver (Mirror Finish)". */
const FINISHES = ['matte', 'metallic', 'mirror', 'finish', 'glossy'];

/** Words (and word patterns) that restate a spec or the category; removed before comparing names. */
const TYPE_NOISE: Record<PartType, { words: string[]; patterns: RegExp[] }> = {
  CPU: {
    words: ['processor', 'cpu', 'desktop', 'core', 'cores', 'unlocked', 'boxed', 'box', 'ryzen'],
    patterns: [/\b\d+(\.\d+)?ghz\b/g, /\b\d+ core\b/g, /\blga\d{3,4}( \d)?\b/g, /\b(am[45]|fm2|sp[356])\b/g],
  },
  GPU: {
    words: [
      'graphics',
      'card',
      'video',
      'nvidia',
      'amd',
      'gddr5',
      'gddr5x',
      'gddr6',
      'gddr6x',
      'gddr7',
      'hbm2',
      'pcie',
      'pci',
      'e',
    ],
    patterns: [/\b\d+(gb|g)\b/g, /\bpci e\b/g, /\b\d\.0\b/g, /\bx16\b/g, /\b\d+ ?bit\b/g],
  },
  RAM: {
    words: [
      'memory',
      'module',
      'desktop',
      'ram',
      'kit',
      'dimm',
      'udimm',
      'pin',
      'xmp',
      'expo',
      'intel',
      'amd',
      'ddr4',
      'ddr5',
      'gaming',
    ],
    patterns: [
      /\b\d+x\d+(gb)?\b/g,
      /\b\d+(gb|tb)\b/g,
      /\bddr\d( \d{4,5})?\b/g,
      /\b\d{4,5}(mhz|mt s)?\b/g,
      /\bcl ?\d{2}\b/g,
      /\b\d{2}( \d{2}){2,3}\b/g,
      /\bpc\d \d{4,6}\b/g,
      /\b\d\.\d+v\b/g,
      /\b288\b/g,
    ],
  },
  Storage: {
    words: [
      'ssd',
      'hdd',
      'nvme',
      'sata',
      'sataiii',
      'iii',
      'pcie',
      'm.2',
      'm2',
      'internal',
      'solid',
      'state',
      'drive',
      'hard',
      'disk',
      '3d',
      'nand',
      'tlc',
      'qlc',
      'gen4',
      'gen5',
      'gen3',
      'gen',
      'x4',
      'x2',
      'inch',
      'in',
      'cache',
      'rpm',
    ],
    patterns: [
      /\b\d+(\.\d+)?gb s\b/g,
      /\b\d+(\.\d+)?(gb|tb)\b/g,
      /\b22(30|42|60|80|110)\b/g,
      /\b[1-5]\.0\b/g,
      /\b[23]\.5\b/g,
      /\b\d{4,5} ?rpm\b/g,
      /\b\d+mb\b/g,
    ],
  },
  Motherboard: {
    words: ['motherboard', 'atx', 'micro', 'mini', 'itx', 'eatx', 'matx', 'ddr4', 'ddr5', 'socket'],
    patterns: [/\blga ?\d{3,4}\b/g, /\b(am[345]|fm2)\b/g],
  },
  PSU: {
    words: [
      'power',
      'supply',
      'psu',
      'modular',
      'fully',
      'full',
      'semi',
      'non',
      'certified',
      '80',
      'plus',
      'bronze',
      'silver',
      'gold',
      'platinum',
      'titanium',
      'atx',
      'atx3',
      'sfx',
      'pcie',
      'compliant',
    ],
    patterns: [/\b\d+w\b/g, /\batx ?3\.\d\b/g, /\bpcie ?5\.\d\b/g, /\b[35]\.[01]\b/g],
  },
  Case: {
    words: [
      'case',
      'chassis',
      'computer',
      'pc',
      'atx',
      'eatx',
      'micro',
      'microatx',
      'mini',
      'itx',
      'mid',
      'full',
      'tower',
      'desktop',
      'modular',
      'side',
      'panel',
      'tempered',
      'tinted',
      'glass',
      'tg',
      'mesh',
      'acrylic',
      'solid',
    ],
    patterns: [],
  },
  Cooler: {
    words: ['cpu', 'cooler', 'air', 'liquid', 'water', 'cooling', 'aio', 'fan', 'heatsink'],
    patterns: [/\b\d+mm\b/g, /\b\d+(\.\d+)? cfm\b/g, /\b\d+ ?rpm\b/g],
  },
};

/** The words removed from every name of a type: the common noise, the finishes and the type's own. */
const DROP_WORDS = {} as Record<PartType, ReadonlySet<string>>;
for (const type of Object.keys(TYPE_NOISE) as PartType[]) {
  DROP_WORDS[type] = new Set([...COMMON_NOISE, ...FINISHES, ...TYPE_NOISE[type].words]);
}

/** The descriptive tail BuildCores appends to some names ("..., High-Speed ...", "... with Tempered Glass"). */
function withoutTail(name: string, type: PartType): string {
  let head = name.split(',')[0];
  if (type === 'Case') head = head.split(/\s(?:with|usb)\s/i)[0];
  return head;
}

/**
 * The tokens that name the model: the name reduced by normalizeName, minus the brand, the colours,
 * and the words that restate specs (compared separately) or the category. Tokens are split where
 * letters meet digits ("RM750e" and "RM 750e" agree), sorted and unique.
 */
export function modelTokens(subject: MatchSubject): string[] {
  const noise = TYPE_NOISE[subject.type];
  let text = normalizeName(withoutTail(subject.name, subject.type))
    .replace(/\bwi fi\b/g, 'wifi')
    .replace(/\ba rgb\b/g, 'argb');
  for (const pattern of noise.patterns) text = text.replace(pattern, ' ');
  const brandKey = compactKey(subject.brand);
  const words = text.split(' ').filter((w) => w !== '');
  // The brand may be written in one or several words ("G.Skill", "be quiet!", "Western Digital").
  // The words hold only [a-z0-9.] here, so their compactKey is the words joined without dots.
  for (let n = Math.min(3, words.length); n >= 1; n -= 1) {
    for (let i = 0; i + n <= words.length; i += 1) {
      if (
        words
          .slice(i, i + n)
          .join('')
          .replace(/\./g, '') === brandKey
      )
        words.splice(i, n, '');
    }
  }
  let drop = DROP_WORDS[subject.type];
  // A GPU's chipset is compared as a spec; its words in the name ("GeForce RTX 4070 Ti") go.
  if (subject.type === 'GPU' && typeof subject.specs.chipset === 'string') {
    const more = new Set(drop);
    for (const word of normalizeName(subject.specs.chipset).split(' ')) if (!/^\d+gb$/.test(word)) more.add(word);
    drop = more;
  }
  // So is a liquid cooler's radiator size ("Ryujin III 360 ARGB").
  if (subject.type === 'Cooler' && typeof subject.specs.radiatorSize === 'number' && subject.specs.radiatorSize > 0) {
    drop = new Set(drop).add(String(subject.specs.radiatorSize));
  }
  const tokens = words
    .filter((w) => w !== '' && !drop.has(w) && !isColourWord(w))
    .flatMap((w) => w.replace(/\./g, '').match(/[a-z]+|\d+/g) ?? []);
  return [...new Set(tokens)].sort();
}

/** The key two sources' names of one part share: type, brand and model tokens. */
export function matchKey(subject: MatchSubject, tokens: readonly string[] = modelTokens(subject)): string {
  return `${subject.type}|${compactKey(subject.brand)}|${tokens.join(' ')}`;
}

/** A GPU chipset without its memory size ("GeForce RTX 3060 12 GB" → "geforcertx3060"). */
function chipsetKey(value: SpecValue | undefined): string | undefined {
  return typeof value === 'string' ? compactKey(normalizeName(value).replace(/\b\d+gb\b/g, '')) : undefined;
}

/** A drive capacity, with binary and decimal terabytes as one (a "2048 GB" listing is the 2 TB drive). */
function capacityKey(value: SpecValue | undefined): SpecValue | undefined {
  return typeof value === 'number' && value >= 1024 && value % 1024 === 0 ? (value / 1024) * 1000 : value;
}

/** A case's side panel as a material: glass, acrylic, mesh or solid. */
function sidePanelKey(value: SpecValue | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /glass/i.exec(value)?.[0].toLowerCase() ?? /acrylic|mesh/i.exec(value)?.[0].toLowerCase() ?? 'solid';
}

/** The specs that tell apart parts whose names agree. */
const DISCRIMINATORS: Record<PartType, ((specs: SpecMap) => SpecValue | undefined)[]> = {
  CPU: [(s) => s.cores],
  GPU: [(s) => chipsetKey(s.chipset), (s) => s.vram],
  RAM: [(s) => s.memoryType, (s) => s.speed, (s) => s.modules, (s) => s.moduleSize, (s) => s.casLatency],
  Storage: [(s) => capacityKey(s.capacity), (s) => s.storageType, (s) => s.formFactor, (s) => s.rpm],
  // A board comes in DDR4 and DDR5 versions under one model name (Z790 Aorus Elite AX).
  Motherboard: [(s) => s.socket, (s) => s.formFactor, (s) => s.memoryType],
  PSU: [(s) => s.wattage, (s) => s.efficiency, (s) => s.modular],
  Case: [(s) => s.formFactor, (s) => sidePanelKey(s.sidePanel)],
  Cooler: [(s) => s.radiatorSize],
};

/** Whether every discriminating spec both sides know has the same value. */
export function specsAgree(type: PartType, a: SpecMap, b: SpecMap): boolean {
  return DISCRIMINATORS[type].every((read) => {
    const x = read(a);
    const y = read(b);
    return x === undefined || y === undefined || String(x) === String(y);
  });
}

/** How well two colour sets agree: 0 the same, 1 one within the other or one unknown, null not at all. */
export function colourFit(a: ReadonlySet<string>, b: ReadonlySet<string>): 0 | 1 | null {
  if (a.size === 0 || b.size === 0) return 1;
  const aInB = [...a].every((c) => b.has(c));
  const bInA = [...b].every((c) => a.has(c));
  if (aInB && bInA) return 0;
  return aInB || bInA ? 1 : null;
}

/** A part's colours: its color spec, or the colour words of its name. */
export function coloursOf(subject: MatchSubject): Set<string> {
  const spec = subject.specs.color;
  return typeof spec === 'string' ? colourSet(spec) : colourSet(subject.name);
}

export type MatchResult<C> =
  /** One product: the candidates are the same part (listed once, or more than once upstream). */
  | { kind: 'matched'; candidates: C[] }
  /** Several different products fit. */
  | { kind: 'ambiguous' }
  /** No candidate fits, but one differs only by extra model words (an "OC" or "RGB" variant, say). */
  | { kind: 'near' }
  | { kind: 'none' };

/** Part numbers shorter than this (compacted) are too likely to be shared words ("Pro", "Core"). */
const MIN_PART_NUMBER = 5;

/** A word of a name that may be a part number: letters and digits, and longer than a model number. */
function isPartNumberLike(key: string): boolean {
  return key.length >= 6 && /[a-z]/.test(key) && /\d/.test(key);
}

interface Indexed<C> {
  candidate: C;
  tokens: string[];
  colours: Set<string>;
}

/**
 * The catalog parts a priced part may match, indexed by match key and by part number. A match
 * needs one key to agree, the discriminating specs to agree and the colours to fit. Several fitting
 * candidates are one match only when they agree with each other too (the same product listed twice).
 */
export class MatchIndex<C extends MatchSubject> {
  private readonly byKey = new Map<string, Indexed<C>[]>();
  private readonly byPartNumber = new Map<string, Indexed<C>[]>();
  private readonly byBrand = new Map<string, Indexed<C>[]>();
  private readonly brands = new Map<string, string>();

  constructor(candidates: Iterable<C>) {
    for (const candidate of candidates) {
      const tokens = modelTokens(candidate);
      const entry = { candidate, tokens, colours: coloursOf(candidate) };
      const brand = `${candidate.type}|${compactKey(candidate.brand)}`;
      push(this.byKey, matchKey(candidate, tokens), entry);
      push(this.byBrand, brand, entry);
      for (const pn of candidate.partNumbers ?? []) {
        if (compactKey(pn).length >= MIN_PART_NUMBER) push(this.byPartNumber, `${brand}|${compactKey(pn)}`, entry);
      }
      this.brands.set(compactKey(candidate.brand), candidate.brand);
    }
  }

  /** Every candidate once, with the model tokens and colours it is indexed by. */
  *indexed(): IterableIterator<{ candidate: C; tokens: readonly string[]; colours: ReadonlySet<string> }> {
    for (const entries of this.byBrand.values()) yield* entries;
  }

  /** The catalog's spelling of the brand a name starts with ("Asus PRIME ..." → "ASUS"), if known. */
  brandOf(name: string): string | null {
    const words = name.trim().split(/\s+/);
    for (let n = Math.min(3, words.length - 1); n >= 1; n -= 1) {
      const prefix = words.slice(0, n).join(' ');
      const known = this.brands.get(compactKey(canonicalBrand(prefix) ?? prefix));
      if (known) return known;
    }
    return null;
  }

  match(offer: MatchSubject): MatchResult<C> {
    const colours = coloursOf(offer);
    const brand = `${offer.type}|${compactKey(offer.brand)}`;
    const tokens = modelTokens(offer);
    const byName = this.resolve(offer, colours, this.byKey.get(matchKey(offer, tokens)) ?? []);
    if (byName.kind !== 'none') return byName;
    const byPartNumber = this.resolve(offer, colours, this.partNumberCandidates(brand, offer));
    if (byPartNumber.kind !== 'none') return byPartNumber;
    const near = (this.byBrand.get(brand) ?? []).some(
      (entry) =>
        this.fits(offer, colours, entry) !== null &&
        (tokens.every((t) => entry.tokens.includes(t)) || entry.tokens.every((t) => tokens.includes(t))),
    );
    return near ? { kind: 'near' } : { kind: 'none' };
  }

  /** Candidates whose part number is the offer's model name or one of its words ("Crucial CT2K16G48C40U5 32 GB"). */
  private partNumberCandidates(brand: string, offer: MatchSubject): Indexed<C>[] {
    const model = withoutBrand(offer.name, offer.brand);
    const words = model.split(/\s+/).map(compactKey).filter(isPartNumberLike);
    const keys = new Set([compactKey(model), ...words].filter((k) => k.length >= MIN_PART_NUMBER));
    return [...new Set([...keys].flatMap((k) => this.byPartNumber.get(`${brand}|${k}`) ?? []))];
  }

  /** How well a candidate fits (0 best), or null when its specs or colours rule it out. */
  private fits(offer: MatchSubject, colours: Set<string>, entry: Indexed<C>): 0 | 1 | null {
    return specsAgree(offer.type, offer.specs, entry.candidate.specs) ? colourFit(colours, entry.colours) : null;
  }

  private resolve(offer: MatchSubject, colours: Set<string>, entries: Indexed<C>[]): MatchResult<C> {
    let best: Indexed<C>[] = [];
    let bestFit = 2;
    for (const entry of entries) {
      const fit = this.fits(offer, colours, entry);
      if (fit === null || fit > bestFit) continue;
      if (fit < bestFit) best = [];
      bestFit = fit;
      best.push(entry);
    }
    if (best.length === 0) return { kind: 'none' };
    const same = best.every((a) =>
      best.every(
        (b) => specsAgree(offer.type, a.candidate.specs, b.candidate.specs) && colourFit(a.colours, b.colours) !== null,
      ),
    );
    return same ? { kind: 'matched', candidates: best.map((e) => e.candidate) } : { kind: 'ambiguous' };
  }
}

/** A name without the brand it starts with ("Western Digital WD_Black SN850X" → "WD_Black SN850X"). */
function withoutBrand(name: string, brand: string): string {
  const words = name.trim().split(/\s+/);
  for (let n = Math.min(3, words.length - 1); n >= 1; n -= 1) {
    if (compactKey(canonicalBrand(words.slice(0, n).join(' ')) ?? '') === compactKey(brand)) {
      return words.slice(n).join(' ');
    }
  }
  return name;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
