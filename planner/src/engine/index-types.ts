// The planner index's shapes: the parts with the figures the search reads (one item type per part
// type), and the lookup tables built over them. See planner-index.ts for how they are made.
import type { MemoryType, PartType, PsuEfficiency, Resolution } from '@rigforge/common';
import type { BitSet } from './bitset';
import type { CpuFeatures, DriveFeatures, GpuFeatures, MemoryFeatures } from './score';
import type { PlannerCatalog, PlannerPart } from './types';

// --- Items: parts with the figures the search reads ----------------------------------------------

export interface CpuItem {
  part: PlannerPart<'CPU'>;
  price: number;
  feat: CpuFeatures;
  /** Sustained boost power in W (cpuSustainedWatts), what the PSU and cooler are sized for. */
  tdp: number;
  igpu: boolean;
  /** Index into PlannerIndex.boardGroups (CPUs with the same compatible boards). */
  boardGroup: number;
  /** Index into PlannerIndex.coolerGroups (CPUs with the same compatible coolers). */
  coolerGroup: number;
  /** Its graphics link as a number (linkKeyOf: generation and lanes), for starvedLink's cache. */
  link: number;
}

export interface GpuItem {
  part: PlannerPart<'GPU'>;
  price: number;
  feat: GpuFeatures;
  tdp: number;
  length: number;
  /** The card maker's recommended power supply in W (0: none listed). */
  minPsu: number;
  /** Its own link as a number (linkKeyOf). */
  link: number;
}

export interface BoardItem {
  part: PlannerPart<'Motherboard'>;
  price: number;
  /** Index in BOARD_FORM_FACTORS. */
  ff: number;
  memType: MemoryType;
  slots: number;
  maxMem: number;
  m2: number;
  sata: number;
}

export interface RamItem {
  part: PlannerPart<'RAM'>;
  price: number;
  feat: MemoryFeatures;
  /** Index into PlannerIndex.rams. */
  i: number;
  cls: number;
}

/** Memory kits of one type, module count and capacity: they ask the same of the board and PSU. */
export interface RamClass {
  id: number;
  type: MemoryType;
  modules: number;
  capacity: number;
  /** Kept kits of the class, by price (then id). */
  items: RamItem[];
}

export interface DriveItem {
  part: PlannerPart<'Storage'>;
  price: number;
  feat: DriveFeatures;
  nvme: boolean;
  hdd: boolean;
  watts: number;
}

export interface StorageCombo {
  drives: DriveItem[];
  price: number;
  fastestRead: number;
  ssdGb: number;
  /** Usable hard-drive space: a mirrored pair counts once (usableHddGb). */
  hddGb: number;
  /** Hard drives in the set (each takes a 3.5-inch bay). */
  hdds: number;
  cls: number;
}

/** Drive sets that ask the same of the board (M.2 slots, SATA ports) and the power supply. */
export interface StorageClass {
  id: number;
  nvme: number;
  sata: number;
  /** Hard drives: the case needs a 3.5-inch bay for each. */
  hdds: number;
  watts: number;
  /** Kept combinations, by price (then first drive's id, second drive's id). */
  combos: StorageCombo[];
}

export interface CoolerItem {
  part: PlannerPart<'Cooler'>;
  price: number;
  noise: number | null;
  quiet: number;
  capacity: number;
}

export interface PsuItem {
  part: PlannerPart<'PSU'>;
  price: number;
  watts: number;
  efficiency: PsuEfficiency;
  /** Index in PSU_EFFICIENCIES. */
  effLevel: number;
  /** Bit i set: form factor PSU_FORM_FACTORS[i]. */
  ffBit: number;
  /** SPL tier level (psuTierLevel), -1 when the unit is not on the list. */
  tier: number;
  /** A native 16-pin cable for a card with that plug. */
  native16: boolean;
}

export interface CaseItem {
  part: PlannerPart<'Case'>;
  price: number;
  /** Bit i set: takes BOARD_FORM_FACTORS[i]. */
  ffMask: number;
  /** Bit i set: takes PSU_FORM_FACTORS[i] (with the SFX-in-ATX-bay rule). */
  psuMask: number;
  maxGpu: number;
  /** 3.5-inch bays, 0 when unknown. */
  bays35: number;
}

/** Boards compatible with a group of CPUs, and the cheapest of them for each memory/storage need. */
export interface BoardGroup {
  /** Compatible boards (indices into boards), by price. */
  boards: number[];
  /** For ram class r and storage class s, at [r * storageClasses.length + s]: a vector id or -1. */
  vecOf: Int32Array;
  /** Distinct vectors: for each board form factor, the cheapest board meeting the need, or -1. */
  vecs: Int32Array[];
  /** (ram class, storage class) pairs with some board, flattened [r0, s0, r1, s1, ...]. */
  pairs: Int32Array;
  /** Cheapest compatible board per form factor, no memory/storage need. */
  anyByFf: Int32Array;
  /** Price of the cheapest compatible board (Infinity when none). */
  minPrice: number;
  /** Memory types of the boards: bit i set for MEMORY_TYPES[i]. */
  memMask: number;
}

/** Coolers compatible with a group of CPUs, by case. */
export interface CoolerGroup {
  coolers: number[];
  /** Per case: the cheapest compatible cooler that fits it, or -1. */
  cheapestByCase: Int32Array;
  /** Per case: compatible coolers that fit it, by price, each quieter than the previous. */
  quietByCase: Int32Array[];
  /** Best quiet score among the group's coolers. */
  maxQuiet: number;
  /** Cases by maxGpu descending, and the running minimum of case price + its cheapest cooler. */
  lbMaxGpu: Float64Array;
  lbCaseCooler: Float64Array;
}

/** "Cheapest power supply of at least W watts" for the PSUs a case takes, at an efficiency or better. */
export interface PsuTable {
  /** Distinct wattages ascending. */
  watts: Float64Array;
  /** At i: the cheapest PSU with watts >= watts[i] (index into psus). */
  cheapest: Int32Array;
}

/** What the lookup tables were built from, kept so that locks.ts's small indexes can reuse the stages a lock leaves as they are. */
export interface IndexStages {
  coolerCases: Map<PlannerPart<'Cooler'>, BitSet>;
  cpuBoards: Map<PlannerPart<'CPU'>, BitSet>;
  cpuCoolers: Map<PlannerPart<'CPU'>, BitSet>;
}

export interface PlannerIndex {
  readonly kind: 'planner-index';
  readonly stages?: IndexStages;
  /** Parts given and parts kept after pruning, per type. */
  sizes: { input: Record<PartType, number>; kept: Record<PartType, number> };
  /** Every plannable part given (priced; CPUs and GPUs with indices), to check claims of reasons. */
  all: PlannerCatalog;
  cpus: CpuItem[];
  /** Per resolution: GPUs not dominated for that resolution, by price. */
  gpus: Record<Resolution, GpuItem[]>;
  boards: BoardItem[];
  ramClasses: RamClass[];
  rams: RamItem[];
  drives: DriveItem[];
  storageClasses: StorageClass[];
  coolers: CoolerItem[];
  psus: PsuItem[];
  cases: CaseItem[];
  boardGroups: BoardGroup[];
  coolerGroups: CoolerGroup[];
  /** [psuMask][efficiency level]: PSUs of those form factors at that efficiency or better. */
  psuTables: PsuTable[][];
  /** As psuTables, of the PSUs with a native 16-pin cable (for cards with that plug). */
  psuTables16: PsuTable[][];
  /** At w: the price of the cheapest PSU of at least w watts (any form factor); for lower bounds. */
  psuPriceByWatts: Float64Array;
  /**
   * [resolution][cooler group][position in gpus[resolution], or gpus.length for no card]: the
   * cheapest case + cooler price with that card; for lower bounds.
   */
  caseCoolerLB: Record<Resolution, Float64Array[]>;
}
