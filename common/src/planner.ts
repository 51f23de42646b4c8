// The build planner's rules (docs/requirements.md §3 "Use-case option", §4 "Tier labels", §7, §9 "Budget and
// tiers", "Defaults for use-case generation", "Build type and resolution"): use cases, budget
// allocation percentages, tiers by total price, and retail search links.
import type { PartType } from './catalog';
import { floorToDollar, sumCents, toCents, type Cents } from './money';

// --- Use cases ----------------------------------------------------------------------------------

export const USE_CASE_IDS = [
  'gaming',
  'work',
  'content-creation',
  'music-production',
  'server',
  'workstation',
] as const;
export type UseCaseId = (typeof USE_CASE_IDS)[number];
export type UseCasePriority = 'gpu' | 'cpu' | 'balanced';

export interface UseCaseOption {
  id: UseCaseId;
  name: string;
  description: string;
  priority: UseCasePriority;
}

/** The fixed list of six (docs/requirements.md §3), in the order the cards show. */
export const USE_CASES: readonly UseCaseOption[] = [
  { id: 'gaming', name: 'Gaming', description: 'High FPS gaming, latest AAA titles', priority: 'gpu' },
  { id: 'work', name: 'Work & Productivity', description: 'Office tasks, coding, video calls', priority: 'balanced' },
  {
    id: 'content-creation',
    name: 'Content Creation',
    description: 'Video editing, streaming, rendering',
    priority: 'cpu',
  },
  {
    id: 'music-production',
    name: 'Music Production',
    description: 'Audio recording, mixing, mastering',
    priority: 'cpu',
  },
  { id: 'server', name: 'Server/NAS', description: 'Home server, network storage', priority: 'balanced' },
  { id: 'workstation', name: 'Workstation', description: 'Professional rendering, CAD work', priority: 'cpu' },
];

export function isUseCaseId(value: unknown): value is UseCaseId {
  return typeof value === 'string' && (USE_CASE_IDS as readonly string[]).includes(value);
}

export function useCaseName(id: UseCaseId): string {
  return USE_CASES.find((u) => u.id === id)?.name ?? id;
}

/** Ids in the canonical order, without duplicates. */
export function normalizeUseCases(ids: readonly UseCaseId[]): UseCaseId[] {
  return USE_CASE_IDS.filter((id) => ids.includes(id));
}

/**
 * Parses the calculator's `usecases` parameter (comma-separated ids). Unknown ids are dropped, so a
 * hand-edited address still shows the ones we know.
 */
export function parseUseCaseList(value: string | null | undefined): UseCaseId[] {
  if (!value) return [];
  const ids = value.split(',').map((s) => s.trim());
  return normalizeUseCases(ids.filter(isUseCaseId));
}

export const SELECT_USE_CASE_HINT = 'Select at least one use case to continue';
/** docs/requirements.md §5: toast title and description when Generate is pressed with nothing selected. */
export const SELECT_USE_CASES_TITLE = 'Select Use Cases';
export const SELECT_USE_CASES_MESSAGE = 'Please select at least one use case for your PC';
export const USE_CASES_REQUIRED_MESSAGE = `${SELECT_USE_CASES_TITLE}: ${SELECT_USE_CASES_MESSAGE}`;

// --- Budget, build type, resolution ---------------------------------------------------------------

export const BUDGET_SLIDER = { min: 500, max: 5000, step: 50, default: 1500 } as const;

export const BUILD_TYPES = ['gaming', 'content', 'streaming', 'workstation'] as const;
export type BuildType = (typeof BUILD_TYPES)[number];
export const DEFAULT_BUILD_TYPE: BuildType = 'gaming';
export const BUILD_TYPE_LABELS: Record<BuildType, string> = {
  gaming: 'Gaming',
  content: 'Content Creation',
  streaming: 'Streaming',
  workstation: 'Workstation',
};

export const RESOLUTIONS = ['1080p', '1440p', '4K'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const DEFAULT_RESOLUTION: Resolution = '1080p';

export function isBuildType(value: unknown): value is BuildType {
  return typeof value === 'string' && (BUILD_TYPES as readonly string[]).includes(value);
}

export function isResolution(value: unknown): value is Resolution {
  return typeof value === 'string' && (RESOLUTIONS as readonly string[]).includes(value);
}

export const BUDGET_RANGE_MESSAGE = 'Budget must be a number from $500 to $5,000.';
/** The same range for GraphQL's `budgetCents`, in its own name and unit. */
export const BUDGET_CENTS_RANGE_MESSAGE =
  'budgetCents must be a whole number of cents from 50000 to 500000 ($500 to $5,000).';
export const BUILD_TYPE_MESSAGE = 'Build type must be one of gaming, content, streaming or workstation.';
export const RESOLUTION_MESSAGE = 'Resolution must be one of 1080p, 1440p or 4K.';
export const USE_CASE_UNKNOWN_MESSAGE =
  'Use cases must be among gaming, work, content-creation, music-production, server and workstation.';

/** A budget in cents the planner accepts: from $500 to $5,000. */
export function isPlannerBudgetCents(amount: Cents): boolean {
  return amount >= toCents(BUDGET_SLIDER.min) && amount <= toCents(BUDGET_SLIDER.max);
}

/** A budget the planner accepts: a finite number from 500 to 5000 dollars. */
export function isPlannerBudget(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value >= BUDGET_SLIDER.min && value <= BUDGET_SLIDER.max
  );
}

/** docs/requirements.md §9: the use-case generation path on the result page defaults to 800, Custom, 1440p. */
export const RESULT_PAGE_DEFAULTS = { budget: 800, buildType: 'Custom', resolution: '1440p' as Resolution } as const;

/** docs/requirements.md §9 "Defaults for use-case generation (no target budget)", tested in this order. */
export function defaultBudgetForUseCases(useCases: readonly UseCaseId[]): number {
  const has = (id: UseCaseId) => useCases.includes(id);
  // "Only" counts distinct use cases, so a repeated id does not hide a single choice.
  const only = (id: UseCaseId) => has(id) && new Set(useCases).size === 1;
  if (has('workstation')) return 2000;
  if (has('work')) return 800;
  if (has('gaming') && has('content-creation')) return 1800;
  if (only('gaming')) return 1400;
  if (only('content-creation')) return 1600;
  return 1000;
}

/** docs/requirements.md §9: 'gaming' when gaming is selected, otherwise 'productivity'. */
export function buildTypeForUseCases(useCases: readonly UseCaseId[]): 'gaming' | 'productivity' {
  return useCases.includes('gaming') ? 'gaming' : 'productivity';
}

/** docs/requirements.md §9: 1440p with gaming, otherwise 1080p. */
export function resolutionForUseCases(useCases: readonly UseCaseId[]): Resolution {
  return useCases.includes('gaming') ? '1440p' : '1080p';
}

/** The use cases the calculator's build type stands for when it asks for a parts list. */
export const BUILD_TYPE_USE_CASES: Record<BuildType, UseCaseId[]> = {
  gaming: ['gaming'],
  content: ['content-creation'],
  streaming: ['gaming', 'content-creation'],
  workstation: ['workstation'],
};

// --- Allocation -----------------------------------------------------------------------------------

export const ALLOCATION_KEYS = ['cpu', 'gpu', 'ram', 'storage', 'other'] as const;
export type AllocationKey = (typeof ALLOCATION_KEYS)[number];
export type AllocationShares = Record<AllocationKey, number>;

export const ALLOCATION_LABELS: Record<AllocationKey, string> = {
  cpu: 'CPU',
  gpu: 'GPU',
  ram: 'RAM',
  storage: 'Storage',
  other: 'Other',
};

/**
 * Percent of the budget per category, by build type and resolution. Each row sums to 100. "Other"
 * covers the motherboard, power supply, case and cooler.
 * - Gaming: the GPU share grows with resolution (38 → 42 → 48), the CPU share shrinks.
 * - Streaming: gaming plus encoding, so a larger CPU share than gaming at every resolution.
 * - Content and workstation: the CPU takes the largest share (32 % and 36 % at 1080p), with more
 *   memory and storage; resolution moves only a little from CPU to GPU (viewport work).
 */
export const ALLOCATION_TABLE: Record<BuildType, Record<Resolution, AllocationShares>> = {
  gaming: {
    '1080p': { cpu: 22, gpu: 38, ram: 9, storage: 9, other: 22 },
    '1440p': { cpu: 20, gpu: 42, ram: 8, storage: 8, other: 22 },
    '4K': { cpu: 17, gpu: 48, ram: 8, storage: 8, other: 19 },
  },
  streaming: {
    '1080p': { cpu: 26, gpu: 34, ram: 10, storage: 9, other: 21 },
    '1440p': { cpu: 25, gpu: 37, ram: 9, storage: 9, other: 20 },
    '4K': { cpu: 23, gpu: 41, ram: 9, storage: 8, other: 19 },
  },
  content: {
    '1080p': { cpu: 32, gpu: 24, ram: 13, storage: 12, other: 19 },
    '1440p': { cpu: 31, gpu: 26, ram: 13, storage: 11, other: 19 },
    '4K': { cpu: 30, gpu: 28, ram: 13, storage: 11, other: 18 },
  },
  workstation: {
    '1080p': { cpu: 36, gpu: 20, ram: 15, storage: 11, other: 18 },
    '1440p': { cpu: 35, gpu: 22, ram: 15, storage: 10, other: 18 },
    '4K': { cpu: 34, gpu: 24, ram: 14, storage: 10, other: 18 },
  },
};

export interface BudgetSplit {
  /** Per category, in cents of whole dollars. */
  allocationCents: Record<AllocationKey, Cents>;
  /** The same split in percent of the budget. */
  percentages: AllocationShares;
  budgetCents: Cents;
  /** The sum of the allocation, never above the budget. */
  totalCents: Cents;
}

/** Splits a budget by the table: each category gets its share rounded down to whole dollars. */
export function splitBudget(budgetCents: Cents, buildType: BuildType, resolution: Resolution): BudgetSplit {
  const percentages = ALLOCATION_TABLE[buildType][resolution];
  const allocationCents = {} as Record<AllocationKey, Cents>;
  for (const key of ALLOCATION_KEYS) allocationCents[key] = floorToDollar((budgetCents * percentages[key]) / 100);
  const totalCents = sumCents(ALLOCATION_KEYS.map((key) => allocationCents[key]));
  return { allocationCents, percentages: { ...percentages }, budgetCents, totalCents };
}

/** Percent of the budget, to a whole number, for the breakdown panel. */
export function percentOfBudget(amount: number, budget: number): number {
  return budget > 0 ? Math.round((amount / budget) * 100) : 0;
}

// --- Tiers of a generated build -------------------------------------------------------------------

export type PriceTierLabel = 'Budget Gaming' | 'Mid-Range Gaming' | 'High-End Gaming';
export interface PriceTier {
  label: PriceTierLabel;
  color: 'green' | 'blue' | 'red';
}

export const PRICE_TIER_BUDGET_MAX = 800;
export const PRICE_TIER_MID_MAX = 1500;

/** The three price tiers, cheapest first; each covers totals up to its `maxDollars`. */
export const PRICE_TIERS: readonly (PriceTier & { maxDollars: number })[] = [
  { label: 'Budget Gaming', color: 'green', maxDollars: PRICE_TIER_BUDGET_MAX },
  { label: 'Mid-Range Gaming', color: 'blue', maxDollars: PRICE_TIER_MID_MAX },
  { label: 'High-End Gaming', color: 'red', maxDollars: Infinity },
];

/** docs/requirements.md §4 "Tier labels": 800 or less Budget Gaming, up to 1500 Mid-Range Gaming, above High-End. */
export function priceTierFor(totalDollars: number): PriceTier {
  const { label, color } = PRICE_TIERS.find((t) => totalDollars <= t.maxDollars) ?? PRICE_TIERS[PRICE_TIERS.length - 1];
  return { label, color };
}

/**
 * What a build is for, as its tier label names it (issue 29 item 7): "Gaming" when it games (the use
 * cases include gaming, or the calculator's build type is gaming or streaming), else the noun of its
 * most specific use case (PURPOSE_ORDER) or of its build type. Work, NAS, music and workstation builds are not "Gaming" builds.
 */
const PURPOSE_NOUNS: Record<UseCaseId, string> = {
  gaming: 'Gaming',
  work: 'Office',
  'content-creation': 'Creator',
  'music-production': 'Studio',
  server: 'Home Server',
  workstation: 'Workstation',
};
/** Which use names a build with several: gaming, then the most specific (a music and office PC is a studio PC). */
const PURPOSE_ORDER: readonly UseCaseId[] = [
  'gaming',
  'workstation',
  'content-creation',
  'music-production',
  'server',
  'work',
];
const BUILD_TYPE_NOUNS: Record<BuildType, string> = {
  gaming: 'Gaming',
  streaming: 'Gaming',
  content: 'Creator',
  workstation: 'Workstation',
};

export function buildPurpose(useCases: readonly string[] | null | undefined, buildType?: string | null): string {
  const uses = (useCases ?? []).filter(isUseCaseId);
  const named = PURPOSE_ORDER.find((id) => uses.includes(id));
  if (named) return PURPOSE_NOUNS[named];
  return isBuildType(buildType) ? BUILD_TYPE_NOUNS[buildType] : PURPOSE_NOUNS.gaming;
}

/**
 * A build's tier by its total and its purpose: the price tier (docs/requirements.md §4) for gaming
 * builds; for others the same tier and colour with the purpose in place of "Gaming" ("High-End
 * Workstation"), which a saved build's category shows with the neutral icon (§3).
 */
export function buildTierFor(totalDollars: number, purpose: string): { label: string; color: PriceTier['color'] } {
  const tier = priceTierFor(totalDollars);
  if (purpose === PURPOSE_NOUNS.gaming) return tier;
  return { label: tier.label.replace(/ Gaming$/, ` ${purpose}`), color: tier.color };
}

/** The word of a tier label before its purpose ("Mid-Range" of "Mid-Range Gaming"). */
export function tierWordOf(label: PriceTierLabel): string {
  return label.replace(/ Gaming$/, '');
}

// --- Retail links ---------------------------------------------------------------------------------

/** docs/requirements.md §7: the category keyword added to the part name in retail searches. */
export const RETAIL_KEYWORDS: Record<PartType, string> = {
  CPU: 'processor desktop',
  GPU: 'graphics card',
  RAM: 'memory desktop',
  Storage: 'SSD NVMe',
  Motherboard: 'motherboard ATX',
  PSU: 'power supply 80+ gold',
  Case: 'PC case mid tower',
  Cooler: 'CPU cooler',
};

export const RETAILERS = {
  amazon: { name: 'Amazon', searchUrl: 'https://www.amazon.com/s?k=' },
  newegg: { name: 'Newegg', searchUrl: 'https://www.newegg.com/p/pl?d=' },
  bestBuy: { name: 'Best Buy', searchUrl: 'https://www.bestbuy.com/site/searchpage.jsp?st=' },
} as const;
export type RetailerId = keyof typeof RETAILERS;

export type RetailLinks = Record<RetailerId, string>;

export function retailSearchQuery(name: string, type: PartType): string {
  return `${name.trim()} ${RETAIL_KEYWORDS[type]}`;
}

/** Search URLs at the large online retailer, the PC-parts retailer and the in-store retailer. */
export function retailLinksFor(name: string, type: PartType): RetailLinks {
  const q = encodeURIComponent(retailSearchQuery(name, type));
  return {
    amazon: RETAILERS.amazon.searchUrl + q,
    newegg: RETAILERS.newegg.searchUrl + q,
    bestBuy: RETAILERS.bestBuy.searchUrl + q,
  };
}

// --- Messages -------------------------------------------------------------------------------------

export const GENERATION_FAILED_TITLE = 'Generation Failed';
export const GENERATION_FAILED_MESSAGE = 'Failed to generate parts list';
