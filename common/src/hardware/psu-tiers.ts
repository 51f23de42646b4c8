// A power supply's quality tier from SPL's PSU Tier List (psu-tiers.json: the list's rows, version and
// date). The tier is build quality and electrical performance, not the 80+ efficiency badge.
import table from './psu-tiers.json';

export interface PsuTierRow {
  brand: string;
  series: string;
  /** The list's sub-series or model code within the series ('GX', 'A-GL', 'Plus Gold (GX)'). */
  model?: string;
  /** A further variant the list separates ('PCIE5', 'White', 'V4 ATX 3.1'). */
  variant?: string;
  /** Wattages as the list writes them: '550/650/750W', '750 - 1200W', '1000W'. */
  watts: string;
  /** The tier letter as the list gives it: A+ (best) ... F (unsafe). */
  tier: string;
  year?: number;
  /** The list's ATX version column: 'ATX 3.x' or 'ATX 2.x'. */
  atx?: string;
}

export interface PsuTierList {
  name: string;
  version: string;
  date: string;
  url: string;
  readFrom: string;
}

export const PSU_TIER_LIST: PsuTierList = table.list;
export const PSU_TIER_ROWS: readonly PsuTierRow[] = table.rows as PsuTierRow[];

export interface PsuTier {
  tier: string;
  /** The list's brand, series and variant that matched, e.g. 'Corsair RM-x 2021'. */
  series: string;
  /** True when revisions of the series with other tiers matched too (the newest was taken). */
  ambiguous?: boolean;
}

/** Lowercase words, split at letter-digit boundaries ('RM850x' -> rm 850 x, 'GX-750' -> gx 750). */
function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9+!]+/)
    .filter(Boolean);
}

const IGNORED = new Set([
  'series',
  'atx',
  '3',
  '0',
  '1',
  '2',
  'x',
  'ver',
  'v',
  'version',
  'full',
  'mod',
  'non',
  'modular',
  'standard',
  'global',
  'original',
  'old',
  'new',
  '230',
  'china',
  'only',
  'north',
  'america',
  'black',
  'white',
  'edition',
  'ed',
  'label',
  'oem',
  'si',
  'and',
  'the',
  'range',
  'sfx',
  'l',
]);

/** The words of a list name that a unit's name must contain (years and generic words dropped). */
function required(text: string): string[] {
  return tokens(text).filter((t) => !IGNORED.has(t) && !/^(19|20)\d\d$/.test(t));
}

// Series written as a model-code pattern in the list: 'RM-x' is RM<watts>x, 'CX-m' CX<watts>M, 'HX-i'...
function seriesWords(series: string): string[] {
  const code = /^([A-Za-z]{1,3})-([a-z]{1,2})\b(.*)$/.exec(series);
  if (code) return [...tokens(code[1]), code[2], ...required(code[3])];
  return required(series);
}

/** The words of a model or variant; a model code in brackets ('Plus Gold (GX)') is what names carry. */
function qualifier(text: string | undefined): string[] {
  if (!text) return [];
  const paren = /\(([^)]*)\)/.exec(text)?.[1];
  return paren ? required(paren) : seriesWords(text);
}

function wattages(watts: string): { list: number[]; min?: number; max?: number } {
  const nums = (watts.match(/\d{3,4}/g) ?? []).map(Number);
  if (/\d\s*-\s*\d/.test(watts) && nums.length >= 2)
    return { list: nums, min: Math.min(...nums), max: Math.max(...nums) };
  return { list: nums };
}

function brandAliases(brand: string): string[] {
  return brand
    .toLowerCase()
    .split(/[()/]/)
    .map((s) => s.replace(/[^a-z0-9!]/g, ''))
    .filter((s) => s.length >= 2);
}

const flat = (s: string) => s.toLowerCase().replace(/[^a-z0-9!]/g, '');

interface Prepared {
  row: PsuTierRow;
  aliases: string[];
  words: string[];
  variant: string[];
  watts: ReturnType<typeof wattages>;
}

const PREPARED: Prepared[] = PSU_TIER_ROWS.map((row) => ({
  row,
  aliases: brandAliases(row.brand),
  // A one-letter family label ('B Series' for EVGA's 600 BR) is not in unit names once a model names it.
  words: [
    ...seriesWords(row.series.replace(/"[^"]*"/g, ' ')).filter((w) => !row.model || w.length > 1),
    ...qualifier(row.model),
  ],
  variant: qualifier(row.variant),
  watts: wattages(row.watts),
}));

function unitWattage(words: string[]): number | null {
  const n = words.map(Number).find((v) => Number.isInteger(v) && v >= 200 && v <= 3000);
  return n ?? null;
}

/**
 * The SPL tier of a unit from its brand and name ("Corsair", "Corsair RM850x (2021) 850 W 80+ Gold"),
 * or null when the list has no series that matches. Among matching rows the most specific (most
 * words matched) wins, then the newest release.
 */
export function psuTierFor(brand: string, name: string): PsuTier | null {
  const b = flat(brand);
  const n = flat(name);
  const words = tokens(name.replace(/\b80\s*(?:\+|plus)/gi, ' '));
  const have = new Set(words);
  const watts = unitWattage(words);
  let best: { p: Prepared; score: number }[] = [];
  let bestScore = 0;
  for (const p of PREPARED) {
    if (!p.aliases.some((a) => a === b || b.startsWith(a) || a.startsWith(b) || n.startsWith(a))) continue;
    if (p.words.length === 0 || !p.words.every((w) => have.has(w))) continue;
    if (!p.variant.every((w) => have.has(w))) continue;
    if (watts !== null && p.watts.list.length > 0) {
      const inRange = p.watts.min !== undefined && watts >= p.watts.min && watts <= p.watts.max!;
      if (!inRange && !p.watts.list.includes(watts)) continue;
    }
    // A variant the name cannot show ('230V', 'White', 'Full Range') ranks below the plain row.
    const unseen = (text: string | undefined) => (text && qualifier(text).length === 0 ? 0.5 : 0);
    const score = p.words.length + p.variant.length - unseen(p.row.model) - unseen(p.row.variant);
    if (score > bestScore) {
      bestScore = score;
      best = [{ p, score }];
    } else if (score === bestScore) best.push({ p, score });
  }
  if (best.length === 0) return null;
  const chosen = [...best].sort((x, y) => (y.p.row.year ?? 0) - (x.p.row.year ?? 0))[0].p.row;
  const tiers = new Set(best.map((c) => c.p.row.tier));
  const series = [chosen.brand, chosen.series, chosen.model, chosen.variant].filter(Boolean).join(' ');
  return { tier: chosen.tier, series, ...(tiers.size > 1 ? { ambiguous: true } : {}) };
}
