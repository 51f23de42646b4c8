// Upstream spellings reduced to the catalog's canonical vocabularies (common/src/catalog.ts). Every
// function returns null for a value it cannot represent honestly; the mappers then leave the spec
// out (the part is listed with specsComplete=false) or skip the part with a reason.
import type {
  BoardFormFactor,
  CaseFormFactor,
  MemoryType,
  PsuEfficiency,
  PsuFormFactor,
  StorageSpecs,
} from './catalog';

/** A display name without trademark signs and with single spaces. */
export function cleanName(name: string): string {
  return name
    .replace(/[\u2122\u00ae\u00a9]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lowercase letters and digits only: the key two spellings of a brand or part number share. */
export function compactKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * One display spelling per brand, keyed by compactKey. The sources spell some brands several ways
 * ("ASUS"/"Asus", "WD_BLACK"/"Western Digital"); the seed catalog's spellings win.
 */
const BRAND_SPELLINGS: Record<string, string> = {
  adataxpg: 'ADATA',
  aerocool: 'AeroCool',
  apeviacorp: 'Apevia',
  arctic: 'Arctic',
  asus: 'ASUS',
  azza: 'AZZA',
  bequiet: 'be quiet!',
  coolermaster: 'Cooler Master',
  crucialmicron: 'Crucial',
  deepcool: 'DeepCool',
  gamemax: 'GameMax',
  gigabyte: 'Gigabyte',
  gskill: 'G.Skill',
  ibuypower: 'iBUYPOWER',
  idcooling: 'ID-Cooling',
  inwin: 'InWin',
  kingstontechnology: 'Kingston',
  montech: 'Montech',
  sapphiretechnology: 'Sapphire',
  seagatebaredrives: 'Seagate',
  seagatetechnology: 'Seagate',
  seasonic: 'Seasonic',
  silverstone: 'SilverStone',
  silverstonetechnology: 'SilverStone',
  skhynix: 'SK hynix',
  tcsunbow: 'TC SUNBOW',
  team: 'TeamGroup',
  teamgroup: 'TeamGroup',
  wd: 'Western Digital',
  wdblack: 'Western Digital',
  xpg: 'ADATA',
};

/** The catalog's spelling of a manufacturer's name, or null when there is none. */
export function canonicalBrand(raw: string | undefined): string | null {
  const trimmed = raw?.trim();
  if (!trimmed) return null;
  return BRAND_SPELLINGS[compactKey(trimmed)] ?? trimmed;
}

/** "LGA 1700" → "LGA1700". Whether the result is a socket we know is validatePart's call. */
export function canonicalSocket(raw: string): string {
  return raw.replace(/\s+/g, '');
}

/** Whether a cooler's socket entry is a shorthand for a family ("LGA 115" for LGA115x), not a socket. */
export function isSocketFamily(raw: string): boolean {
  return /^LGA\s*115x?$/i.test(raw.trim());
}

/** Why a motherboard socket cannot be a desktop socket, or null when it can. */
export function unsupportedSocketReason(raw: string): string | null {
  if (/^\d+\s*x\s/i.test(raw)) return 'dual-socket server board';
  if (/^integrated/i.test(raw)) return 'CPU soldered to the board';
  if (/narrow/i.test(raw)) return 'narrow-ILM server socket';
  return null;
}

const BOARD_FORM_FACTOR_SPELLINGS: Record<string, BoardFormFactor> = {
  atx: 'ATX',
  eatx: 'E-ATX',
  microatx: 'Micro-ATX',
  matx: 'Micro-ATX',
  miniitx: 'Mini-ITX',
  // Same footprint and mounting holes as Mini-ITX, only lower.
  thinminiitx: 'Mini-ITX',
};

/** "Micro ATX" → "Micro-ATX", "EATX"/"E-ATX" → "E-ATX"; null for XL-ATX, SSI EEB, Flex ATX and the like. */
export function canonicalBoardFormFactor(raw: string): BoardFormFactor | null {
  return BOARD_FORM_FACTOR_SPELLINGS[compactKey(raw)] ?? null;
}

const CASE_FORM_FACTOR_SPELLINGS: Record<string, CaseFormFactor> = {
  atxmidtower: 'ATX Mid Tower',
  eatxmidtower: 'ATX Mid Tower',
  // An ATX case shorter than a mid tower: still the class that takes an ATX board.
  atxminitower: 'ATX Mid Tower',
  atxfulltower: 'Full Tower',
  eatxfulltower: 'Full Tower',
  microatxminitower: 'Micro-ATX Tower',
  microatxmidtower: 'Micro-ATX Tower',
  microatxslimtower: 'Micro-ATX Tower',
  microatxslim: 'Micro-ATX Tower',
  miniitxtower: 'Mini-ITX Tower',
  miniitxdesktop: 'Small Form Factor',
  microatxdesktop: 'Small Form Factor',
  htpc: 'Small Form Factor',
};

/** BuildCores' and PCPartPicker's case classes → CASE_FORM_FACTORS; null for desktops, test benches. */
export function canonicalCaseFormFactor(raw: string): CaseFormFactor | null {
  return CASE_FORM_FACTOR_SPELLINGS[compactKey(raw)] ?? null;
}

const PSU_FORM_FACTOR_SPELLINGS: Record<string, PsuFormFactor> = {
  atx: 'ATX',
  // ATX with the extra server (EPS) connectors: the same box.
  atxeps: 'ATX',
  sfx: 'SFX',
  sfxl: 'SFX-L',
};

/** "ATX", "SFX", "SFX-L"; null for TFX, Flex ATX and the other small boxes. */
export function canonicalPsuFormFactor(raw: string): PsuFormFactor | null {
  return PSU_FORM_FACTOR_SPELLINGS[compactKey(raw)] ?? null;
}

const EFFICIENCY_SPELLINGS: Record<string, PsuEfficiency> = {
  '80': '80+',
  '80plus': '80+',
  '80standard': '80+',
  '80white': '80+',
  plus: '80+',
  '80bronze': '80+ Bronze',
  bronze: '80+ Bronze',
  '80silver': '80+ Silver',
  silver: '80+ Silver',
  '80gold': '80+ Gold',
  gold: '80+ Gold',
  '80platinum': '80+ Platinum',
  platinum: '80+ Platinum',
  '80titanium': '80+ Titanium',
  titanium: '80+ Titanium',
};

/** "80+ Gold" or PCPartPicker's "gold" → "80+ Gold"; "80+ Standard"/"White"/"plus" → "80+". */
export function canonicalEfficiency(raw: string): PsuEfficiency | null {
  return EFFICIENCY_SPELLINGS[compactKey(raw)] ?? null;
}

/** "Full", "Semi-Modular", "Non-Modular", PCPartPicker's false → Full / Semi / Non. */
export function canonicalModular(raw: string | boolean): 'Full' | 'Semi' | 'Non' | null {
  if (raw === false) return 'Non';
  if (typeof raw !== 'string') return null;
  const key = compactKey(raw);
  if (key.startsWith('full')) return 'Full';
  if (key.startsWith('semi')) return 'Semi';
  if (key.startsWith('non')) return 'Non';
  return null;
}

/** "DDR4" and "DDR5" only; older generations have no place in the planner. */
export function canonicalMemoryType(raw: string): MemoryType | null {
  const key = raw.trim().toUpperCase();
  return key === 'DDR4' || key === 'DDR5' ? key : null;
}

/** "M.2-2280" → "M.2 2280", '2.5"' or 2.5 → '2.5"'; null for other M.2 lengths, mSATA, add-in cards. */
export function canonicalDriveFormFactor(raw: string | number): StorageSpecs['formFactor'] | null {
  const key = String(raw).replace(/"/g, '').trim().toUpperCase();
  if (key === 'M.2-2280' || key === 'M.2 2280') return 'M.2 2280';
  if (key === '2.5') return '2.5"';
  if (key === '3.5') return '3.5"';
  return null;
}

/** The PCIe generation in "M.2 PCIe 4.0 x4" (4), or null. */
export function pcieGeneration(raw: string): number | null {
  const match = /pcie\s*(?:gen\s*)?(\d)(?:\.0)?/i.exec(raw);
  return match ? Number(match[1]) : null;
}

const COLOUR_WORDS = new Set([
  'beige',
  'black',
  'blue',
  'bronze',
  'brown',
  'camo',
  'clear',
  'copper',
  'gold',
  'gray',
  'green',
  'grey',
  'gunmetal',
  'orange',
  'pink',
  'purple',
  'red',
  'silver',
  'titanium',
  'white',
  'wood',
  'yellow',
]);

/** Whether a lowercase word names a colour. */
export function isColourWord(word: string): boolean {
  return COLOUR_WORDS.has(word);
}

/** The colour words of a name or a colour list, lowercase, with "grey" spelled "gray". */
function colourWords(raw: string | readonly string[] | undefined): string[] {
  const text = Array.isArray(raw) ? raw.join(' ') : String(raw ?? '');
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(isColourWord)
    .map((w) => (w === 'grey' ? 'gray' : w));
}

/**
 * Colours for comparing, as a set: "Black / Silver" and ["BLACK", "GREY"] both → {black, gray}
 * (BuildCores files PCPartPicker's "Silver" under GREY).
 */
export function colourSet(raw: string | readonly string[] | undefined): Set<string> {
  return new Set(colourWords(raw).map((w) => (w === 'silver' ? 'gray' : w)));
}

/** BuildCores' ["BLACK", "GREY"] → "Black / Gray", the way PCPartPicker writes colours. */
export function colourLabel(raw: readonly string[]): string | null {
  const names = [...new Set(colourWords(raw))].map((c) => c[0].toUpperCase() + c.slice(1));
  return names.length > 0 ? names.join(' / ') : null;
}

/** Brands written in more than one word, for names that start with the brand. */
const MULTI_WORD_BRANDS = [
  'Athena Power',
  'be quiet!',
  'Cooler Master',
  'FSP Group',
  'Fractal Design',
  'Gelid Solutions',
  'Geometric Future',
  'Iceberg Thermal',
  'In Win',
  'Lian Li',
  'Mars Gaming',
  'Neo Forza',
  'PC Cooler',
  'Silicon Power',
  'SK hynix',
  'Super Flower',
  'Western Digital',
];

/**
 * The brand a part name starts with, for sources without a brand field (PCPartPicker names always
 * start with it): a known several-word brand, or else the first word; null for an empty name.
 */
export function brandFromName(name: string): string | null {
  const lower = name.trim().toLowerCase();
  const multi = MULTI_WORD_BRANDS.find((brand) => lower.startsWith(`${brand.toLowerCase()} `));
  return canonicalBrand(multi ?? name.trim().split(/\s+/)[0]);
}
