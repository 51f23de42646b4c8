// The component catalog's vocabulary: part types, the typed specs each type carries, and the rules
// the component database shows (docs/requirements.md §9: value score, power efficiency, compare limit, brands).
import type { Cents } from './money';

export const PART_TYPES = ['CPU', 'GPU', 'RAM', 'Storage', 'Motherboard', 'PSU', 'Case', 'Cooler'] as const;
export type PartType = (typeof PART_TYPES)[number];

export function isPartType(value: string): value is PartType {
  return (PART_TYPES as readonly string[]).includes(value);
}

/** A part type written in any case, with spaces around allowed ('gpu' is GPU), or null. */
export function parsePartType(value: unknown): PartType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return PART_TYPES.find((t) => t.toLowerCase() === wanted) ?? null;
}

/** Plural labels for the type filter and headings. */
export const PART_TYPE_LABELS: Record<PartType, string> = {
  CPU: 'CPUs',
  GPU: 'Graphics cards',
  RAM: 'Memory',
  Storage: 'Storage',
  Motherboard: 'Motherboards',
  PSU: 'Power supplies',
  Case: 'Cases',
  Cooler: 'CPU coolers',
};

/** CPU sockets, written without spaces ("LGA1700", never "LGA 1700"). */
export const SOCKETS = ['AM4', 'AM5', 'LGA1200', 'LGA1700', 'LGA1851'] as const;
export type Socket = string;

export const MEMORY_TYPES = ['DDR4', 'DDR5'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

/** Motherboard form factors, smallest last. A case lists the ones it accepts. */
export const BOARD_FORM_FACTORS = ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'] as const;
export type BoardFormFactor = (typeof BOARD_FORM_FACTORS)[number];

export const CASE_FORM_FACTORS = [
  'Full Tower',
  'ATX Mid Tower',
  'Micro-ATX Tower',
  'Mini-ITX Tower',
  'Small Form Factor',
] as const;
export type CaseFormFactor = (typeof CASE_FORM_FACTORS)[number];

export const PSU_FORM_FACTORS = ['ATX', 'SFX', 'SFX-L'] as const;
export type PsuFormFactor = (typeof PSU_FORM_FACTORS)[number];

export const PSU_EFFICIENCIES = [
  '80+',
  '80+ Bronze',
  '80+ Silver',
  '80+ Gold',
  '80+ Platinum',
  '80+ Titanium',
] as const;
export type PsuEfficiency = (typeof PSU_EFFICIENCIES)[number];

export const STORAGE_INTERFACES = ['NVMe', 'SATA'] as const;
export type StorageInterface = (typeof STORAGE_INTERFACES)[number];

export const STORAGE_KINDS = ['NVMe SSD', 'SATA SSD', 'HDD'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

export const COOLER_KINDS = ['Air', 'Liquid'] as const;
export type CoolerKind = (typeof COOLER_KINDS)[number];

/**
 * Typed specs per part type. Units: clocks of CPUs in GHz, of GPUs in MHz; lengths and heights in
 * mm; capacities in GB; power in W; memory speed in MT/s. Optional fields are shown when present.
 */
export interface CpuSpecs {
  socket: Socket;
  cores: number;
  threads: number;
  baseClock: number;
  boostClock: number;
  tdp: number;
  /**
   * Sustained boost power in W: Intel's maximum turbo power (PL2), AMD's package power tracking
   * limit (PPT). What the power supply and the cooler are sized for (see cpu-power.ts).
   */
  boostPower?: number;
  /** True when boostPower is our estimate by family and TDP (estimateCpuBoostPower), not the maker's figure. */
  boostPowerEstimated?: boolean;
  integratedGraphics: boolean;
  memoryTypes: MemoryType[];
  microarchitecture?: string;
  l3Cache?: number;
  includesCooler?: boolean;
  /** PCIe generation of the processor's graphics lanes (from the maker's spec page, by family). */
  pcieGen?: number;
  /** PCIe lanes the processor gives the graphics slot: 16, 8 or 4 (the 8500G gives 4). */
  gpuLanes?: number;
}

export interface GpuSpecs {
  /** The GPU model without the board partner, e.g. "GeForce RTX 4060". */
  chipset: string;
  chipsetBrand: 'NVIDIA' | 'AMD' | 'Intel';
  vram: number;
  memoryType: string;
  baseClock: number;
  /** The clock the maker expects while gaming (AMD publishes it beside the boost clock), when given. */
  gameClock?: number;
  boostClock: number;
  length: number;
  slotWidth: number;
  /** Board power in W. */
  tdp: number;
  recommendedPsu?: number;
  /**
   * Where recommendedPsu comes from: 'card' (the board partner's page for this card) or 'chipset'
   * (the chipset maker's figure for its reference design, applied to a card that lists none).
   */
  recommendedPsuSource?: 'card' | 'chipset';
  powerConnectors?: string;
  /** True when the card takes one 16-pin 12V-2x6 / 12VHPWR connector (it wants a native cable). */
  power16Pin?: boolean;
  /** The card's PCIe link: generation and electrical lanes (an RX 6500 XT is 4.0 x4). */
  pcieGen?: number;
  pcieLanes?: number;
}

export interface RamSpecs {
  memoryType: MemoryType;
  speed: number;
  modules: number;
  moduleSize: number;
  capacity: number;
  casLatency?: number;
}

export interface StorageSpecs {
  capacity: number;
  storageType: StorageKind;
  interface: StorageInterface;
  formFactor: 'M.2 2280' | '2.5"' | '3.5"';
  pcieGen?: number;
  readSpeed?: number;
  writeSpeed?: number;
  rpm?: number;
}

export interface MotherboardSpecs {
  socket: Socket;
  chipset: string;
  formFactor: BoardFormFactor;
  memoryType: MemoryType;
  memorySlots: number;
  maxMemory: number;
  m2Slots: number;
  sataPorts: number;
  wifi?: boolean;
  /** PCIe generation of the first x16 graphics slot (an A520 board runs it at 3.0). */
  gpuSlotGen?: number;
  /** PCIe generation of the fastest M.2 slot (a PCIe 5.0 drive on a 4.0 slot runs at 4.0). */
  m2MaxGen?: number;
}

export interface PsuSpecs {
  wattage: number;
  efficiency: PsuEfficiency;
  modular: 'Full' | 'Semi' | 'Non';
  formFactor: PsuFormFactor;
  /** ATX 3.x unit (rated for the power excursions of current cards). */
  atx3?: boolean;
  /** Native 16-pin 12V-2x6 / 12VHPWR cables the unit ships with. */
  pcie16Pin?: number;
  /** A fanless unit (silent; BuildCores' `fanless`). */
  fanless?: boolean;
}

export const CASE_FRONT_PANELS = ['mesh', 'solid'] as const;
export type CaseFrontPanel = (typeof CASE_FRONT_PANELS)[number];

export interface CaseSpecs {
  formFactor: CaseFormFactor;
  supportedFormFactors: BoardFormFactor[];
  maxGpuLength: number;
  maxCoolerHeight: number;
  /** Largest radiator the case takes, in mm (0 when none). */
  maxRadiatorSize: number;
  psuFormFactors: PsuFormFactor[];
  /** Front panel as the maker ships it: mesh (or open grille) breathes; solid covers glass and closed panels. */
  frontPanel?: CaseFrontPanel;
  /** Intake fans the case ships with installed (front, bottom or side), from the maker's spec page. */
  intakeFans?: number;
  /** Size of those intake fans, in mm. */
  intakeFanSize?: number;
  /** Internal 3.5-inch drive bays (BuildCores' internal_3_5_bays); absent when unknown. */
  driveBays35?: number;
}

export interface CoolerSpecs {
  coolerType: CoolerKind;
  /** Height above the CPU in mm; for liquid coolers the pump block. */
  height: number;
  /** Radiator length in mm, 0 for air coolers. */
  radiatorSize: number;
  sockets: Socket[];
  tdpRating?: number;
  fanSize?: number;
  noiseLevel?: number;
}

export interface SpecsByType {
  CPU: CpuSpecs;
  GPU: GpuSpecs;
  RAM: RamSpecs;
  Storage: StorageSpecs;
  Motherboard: MotherboardSpecs;
  PSU: PsuSpecs;
  Case: CaseSpecs;
  Cooler: CoolerSpecs;
}

export type SpecValue = string | number | boolean | string[];
/** The free key/value map every part carries (docs/requirements.md §3), a superset of its typed specs. */
export type SpecMap = Record<string, SpecValue>;

/** One part as the seed catalog and the importers hand it to the catalog store. */
export interface PartInput<T extends PartType = PartType> {
  type: T;
  name: string;
  brand: string;
  /** Typical price in USD cents; null when no source gives one. */
  priceCents: Cents | null;
  /** List price in USD cents, only from a source that gives one (no seed part has one). */
  originalPriceCents?: Cents | null;
  /** 0.0 to 5.0, null when unknown. */
  rating?: number | null;
  reviewCount?: number;
  /** Stock state, only from a source that says it; absent (unknown) otherwise. No seed part has one. */
  inStock?: boolean | null;
  specs: SpecsByType[T] & SpecMap;
  /** Model numbers used to match the same part across sources. */
  partNumbers?: string[];
  releaseYear?: number;
  retailer?: { amazonAsin?: string; neweggItem?: string; bestBuySku?: string };
  /** Stable id within the source (e.g. BuildCores opendb_id); the seed uses the slug. */
  sourceId?: string;
}

export type AnyPartInput = { [T in PartType]: PartInput<T> }[PartType];

// --- Rules the component database shows (docs/requirements.md §9) ---

export const COMPONENT_BRANDS = ['NVIDIA', 'AMD', 'Intel', 'Corsair', 'ASUS'] as const;
export const COMPARE_LIMIT = 2;
export const MAX_PRICE_FILTER = { min: 50, max: 2000, step: 50, default: 2000 } as const;
export const SUGGESTION_LIMIT = 8;
export const EMPTY_COMPONENTS_MESSAGE = 'No components found - Try adjusting your filters';
export const NOT_AVAILABLE = 'N/A';

/** Value score: rating times 20, divided by price, times 1000, to one decimal; null without both. */
export function valueScore(rating: number | null, price: number | null): number | null {
  if (rating === null || price === null || !(price > 0)) return null;
  return Math.round(((rating * 20) / price) * 1000 * 10) / 10;
}

/** Power efficiency: GPU base clock (MHz) or CPU cores over price, times 100, to one decimal. */
export function powerEfficiency(type: string, specs: SpecMap, price: number | null): number | null {
  if (price === null || !(price > 0)) return null;
  const key = type === 'GPU' ? 'baseClock' : type === 'CPU' ? 'cores' : null;
  const value = key ? specs[key] : undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.round((value / price) * 100 * 10) / 10;
}

export function formatScore(score: number | null): string {
  return score === null ? NOT_AVAILABLE : score.toFixed(1);
}

/** A slug from a part's type and name: lowercase ASCII words joined by hyphens. */
export function partSlug(type: PartType, name: string): string {
  const words = `${type} ${name}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 120).replace(/-+$/, '');
}

/** The data sources a part can come from, with the attribution their licences ask for. */
export const DATA_SOURCES = {
  seed: { name: 'RigForge editors', licence: 'our own hand-curated catalog', url: null },
  buildcores: {
    name: 'BuildCores OpenDB',
    licence: 'ODC-By 1.0',
    url: 'https://github.com/buildcores/buildcores-open-db',
  },
  'pc-part-dataset': {
    name: 'PC Part Dataset',
    licence: 'MIT',
    url: 'https://github.com/docyx/pc-part-dataset',
  },
} as const;
export type DataSourceId = keyof typeof DATA_SOURCES;
