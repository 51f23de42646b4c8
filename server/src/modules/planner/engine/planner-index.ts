// Pre-processing of a catalog, done once per catalog: features of every part, pruning of dominated
// parts, sorting, and the lookup tables the generator queries. Pure: the same catalog gives the
// same index, and nothing here reads a clock or a random source.
//
// Pruning is exact. A part is dropped only when another part of the same type
//   - costs no more,
//   - is at least as good on every attribute that enters the score (score.ts: every term is
//     non-decreasing in what a better part offers), and
//   - is at least as permissive on every compatibility attribute (its set of compatible parts of
//     every other type contains the dropped part's set, it draws no more power, it needs no more
//     slots or ports),
// with ties (identical offers) kept once, the first by price then id. Any build that uses a dropped
// part then stays compatible, within budget and at least as good when that part is swapped for its
// dominator, so the best build (and the cheapest one) can always be made of kept parts. Swaps in
// different slots can be made one after the other, because each keeps every other part compatible.
import {
  coolerCapacityWatts,
  BOARD_FORM_FACTORS,
  MEMORY_TYPES,
  PART_TYPES,
  PSU_EFFICIENCIES,
  PSU_FORM_FACTORS,
  RESOLUTIONS,
  type MemoryType,
  type PartType,
  type PsuEfficiency,
  type Resolution,
} from '@rigforge/common';
import { bitSet, bitSetKey, hasBit, isSuperset, setBit, type BitSet } from './bitset';
import { boardFitsCpu, coolerFitsCase, coolerFitsCpu, driveWatts, gpuFits, psuFitsCase, MAX_DRIVES } from './rules';
import {
  INDEX_REFERENCE,
  MIN_HDD_CAPACITY_WEIGHT,
  estimatedReadSpeed,
  gpuIndexAt,
  memoryBandwidthScore,
  quietScore,
  type CpuFeatures,
  type DriveFeatures,
  type GpuFeatures,
  type MemoryFeatures,
} from './score';
import type { PlannerCatalog, PlannerPart } from './types';

// --- Items: parts with the figures the search reads ----------------------------------------------

export interface CpuItem {
  part: PlannerPart<'CPU'>;
  price: number;
  feat: CpuFeatures;
  tdp: number;
  igpu: boolean;
  /** Index into PlannerIndex.boardGroups (CPUs with the same compatible boards). */
  boardGroup: number;
  /** Index into PlannerIndex.coolerGroups (CPUs with the same compatible coolers). */
  coolerGroup: number;
}

export interface GpuItem {
  part: PlannerPart<'GPU'>;
  price: number;
  feat: GpuFeatures;
  tdp: number;
  length: number;
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
  hddGb: number;
  cls: number;
}

/** Drive sets that ask the same of the board (M.2 slots, SATA ports) and the power supply. */
export interface StorageClass {
  id: number;
  nvme: number;
  sata: number;
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
}

export interface CaseItem {
  part: PlannerPart<'Case'>;
  price: number;
  /** Bit i set: takes BOARD_FORM_FACTORS[i]. */
  ffMask: number;
  /** Bit i set: takes PSU_FORM_FACTORS[i] (with the SFX-in-ATX-bay rule). */
  psuMask: number;
  maxGpu: number;
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

export interface PlannerIndex {
  readonly kind: 'planner-index';
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
  /** At w: the price of the cheapest PSU of at least w watts (any form factor); for lower bounds. */
  psuPriceByWatts: Float64Array;
  /**
   * [resolution][cooler group][position in gpus[resolution], or gpus.length for no card]: the
   * cheapest case + cooler price with that card; for lower bounds.
   */
  caseCoolerLB: Record<Resolution, Float64Array[]>;
}

// --- Helpers -----------------------------------------------------------------------------------------

const byPriceThenId = <T extends { price: number; part: { id: string } }>(a: T, b: T): number =>
  a.price - b.price || (a.part.id < b.part.id ? -1 : a.part.id > b.part.id ? 1 : 0);

/**
 * Keeps the items no kept item dominates. Items are visited by price then id; `dominates(a, b)`
 * says a is at least as good as b on every attribute (price is covered by the visiting order).
 */
export function paretoKeep<T extends { price: number; part: { id: string } }>(
  items: readonly T[],
  dominates: (a: T, b: T) => boolean,
  groupKey: (t: T) => string = () => '',
): T[] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort(byPriceThenId);
  const kept: T[] = [];
  for (const it of sorted) {
    const key = groupKey(it);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = []));
    if (g.some((k) => dominates(k, it))) continue;
    g.push(it);
    kept.push(it);
  }
  return kept;
}

const num = (v: number | null | undefined): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const usable = (p: PlannerPart): boolean => Number.isInteger(p.priceCents) && p.priceCents > 0;

function psuMaskOf(c: PlannerPart<'Case'>): number {
  let mask = 0;
  PSU_FORM_FACTORS.forEach((ff, i) => {
    if (psuFitsCase(ff, c.specs)) mask |= 1 << i;
  });
  return mask;
}

function ffMaskOf(c: PlannerPart<'Case'>): number {
  let mask = 0;
  BOARD_FORM_FACTORS.forEach((ff, i) => {
    if (c.specs.supportedFormFactors.includes(ff)) mask |= 1 << i;
  });
  return mask;
}

/** Storage class key: NVMe drives, SATA drives, watts. */
const storageClassKey = (nvme: number, sata: number, watts: number): string => `${nvme}/${sata}/${watts}`;

// --- The index -----------------------------------------------------------------------------------------

export interface IndexOptions {
  /** Drop dominated parts (default). Off only to check, in tests, that pruning changes no answer. */
  prune?: boolean;
}

export function buildPlannerIndex(catalog: PlannerCatalog, options: IndexOptions = {}): PlannerIndex {
  const prune = options.prune !== false;
  const keep: typeof paretoKeep = (items, dominates, groupKey) =>
    paretoKeep(items, prune ? dominates : () => false, groupKey);
  const input = Object.fromEntries(PART_TYPES.map((t) => [t, catalog[t]?.length ?? 0])) as Record<PartType, number>;

  // Cases: takes more board sizes, longer cards, taller coolers, bigger radiators, more PSU sizes.
  const cases = keep(
    (catalog.Case ?? []).filter(usable).map((part): CaseItem => ({
      part,
      price: part.priceCents,
      ffMask: ffMaskOf(part),
      psuMask: psuMaskOf(part),
      maxGpu: part.specs.maxGpuLength,
    })),
    (a, b) =>
      (a.ffMask & b.ffMask) === b.ffMask &&
      (a.psuMask & b.psuMask) === b.psuMask &&
      a.maxGpu >= b.maxGpu &&
      a.part.specs.maxCoolerHeight >= b.part.specs.maxCoolerHeight &&
      a.part.specs.maxRadiatorSize >= b.part.specs.maxRadiatorSize,
  );
  const nCases = cases.length;

  const allCpus = (catalog.CPU ?? []).filter((p) => usable(p) && p.perf.cpuSingle !== null && p.perf.cpuMulti !== null);

  // Coolers: fit more cases, suit more CPUs (socket and capacity), quieter.
  const coolerCases = new Map<PlannerPart<'Cooler'>, BitSet>();
  const coolerCpus = new Map<PlannerPart<'Cooler'>, BitSet>();
  const coolerCandidates = (catalog.Cooler ?? []).filter(usable).map((part): CoolerItem => {
    const fits = bitSet(nCases);
    cases.forEach((k, i) => {
      if (coolerFitsCase(part.specs, k.part.specs)) setBit(fits, i);
    });
    const cpusOk = bitSet(allCpus.length);
    allCpus.forEach((c, i) => {
      if (coolerFitsCpu(part, c)) setBit(cpusOk, i);
    });
    coolerCases.set(part, fits);
    coolerCpus.set(part, cpusOk);
    const noise = typeof part.specs.noiseLevel === 'number' ? part.specs.noiseLevel : null;
    return { part, price: part.priceCents, noise, quiet: quietScore(noise), capacity: coolerCapacityWatts(part.specs) };
  });
  const coolers = keep(
    coolerCandidates.filter((o) => coolerCpus.get(o.part)!.some((w) => w !== 0)),
    (a, b) =>
      a.quiet >= b.quiet &&
      isSuperset(coolerCases.get(a.part)!, coolerCases.get(b.part)!) &&
      isSuperset(coolerCpus.get(a.part)!, coolerCpus.get(b.part)!),
  );

  // Power supplies: more watts, more efficient, fit more cases.
  const psus = keep(
    (catalog.PSU ?? [])
      .filter((p) => usable(p) && cases.some((k) => psuFitsCase(p.specs.formFactor, k.part.specs)))
      .map((part): PsuItem => ({
        part,
        price: part.priceCents,
        watts: part.specs.wattage,
        efficiency: part.specs.efficiency,
        effLevel: Math.max(0, PSU_EFFICIENCIES.indexOf(part.specs.efficiency)),
        ffBit: 1 << Math.max(0, PSU_FORM_FACTORS.indexOf(part.specs.formFactor)),
      })),
    (a, b) =>
      a.watts >= b.watts &&
      a.effLevel >= b.effLevel &&
      cases.every((k) => !(k.psuMask & b.ffBit) || (k.psuMask & a.ffBit) !== 0),
  );

  // Motherboards: suit more CPUs, fit more cases, more slots, memory, M.2 and SATA.
  const boardCpus = new Map<PlannerPart<'Motherboard'>, BitSet>();
  const boardCandidates = (catalog.Motherboard ?? []).filter(usable).flatMap((part): BoardItem[] => {
    const ff = (BOARD_FORM_FACTORS as readonly string[]).indexOf(part.specs.formFactor);
    if (ff < 0) return [];
    const cpusOk = bitSet(allCpus.length);
    allCpus.forEach((c, i) => {
      if (boardFitsCpu(part, c)) setBit(cpusOk, i);
    });
    if (!cpusOk.some((w) => w !== 0)) return [];
    boardCpus.set(part, cpusOk);
    return [
      {
        part,
        price: part.priceCents,
        ff,
        memType: part.specs.memoryType,
        slots: part.specs.memorySlots,
        maxMem: part.specs.maxMemory,
        m2: part.specs.m2Slots,
        sata: part.specs.sataPorts,
      },
    ];
  });
  const boards = keep(
    boardCandidates,
    (a, b) =>
      a.slots >= b.slots &&
      a.maxMem >= b.maxMem &&
      a.m2 >= b.m2 &&
      a.sata >= b.sata &&
      cases.every((k) => !(k.ffMask & (1 << b.ff)) || (k.ffMask & (1 << a.ff)) !== 0) &&
      isSuperset(boardCpus.get(a.part)!, boardCpus.get(b.part)!),
    (b) => b.memType,
  );

  // CPUs: faster on both indices, less power, integrated graphics, more boards and coolers.
  const cpuBoards = new Map<PlannerPart<'CPU'>, BitSet>();
  const cpuCoolers = new Map<PlannerPart<'CPU'>, BitSet>();
  for (const c of allCpus) {
    const bs = bitSet(boards.length);
    boards.forEach((b, i) => {
      if (boardFitsCpu(b.part, c)) setBit(bs, i);
    });
    const cs = bitSet(coolers.length);
    coolers.forEach((o, i) => {
      if (coolerFitsCpu(o.part, c)) setBit(cs, i);
    });
    cpuBoards.set(c, bs);
    cpuCoolers.set(c, cs);
  }
  const cpuCandidates = allCpus
    .filter((c) => cpuBoards.get(c)!.some((w) => w !== 0) && cpuCoolers.get(c)!.some((w) => w !== 0))
    .map((part): CpuItem => ({
      part,
      price: part.priceCents,
      feat: {
        single: num(part.perf.cpuSingle) / INDEX_REFERENCE,
        multi: num(part.perf.cpuMulti) / INDEX_REFERENCE,
        tdp: part.specs.tdp,
      },
      tdp: part.specs.tdp,
      igpu: part.specs.integratedGraphics === true,
      boardGroup: -1,
      coolerGroup: -1,
    }));
  const cpus = keep(
    cpuCandidates,
    (a, b) =>
      a.feat.single >= b.feat.single &&
      a.feat.multi >= b.feat.multi &&
      a.tdp <= b.tdp &&
      (a.igpu || !b.igpu) &&
      isSuperset(cpuBoards.get(a.part)!, cpuBoards.get(b.part)!) &&
      isSuperset(cpuCoolers.get(a.part)!, cpuCoolers.get(b.part)!),
  );

  // GPUs, per resolution: faster there and in compute (1440p), less power, shorter.
  const gpuCandidates = (catalog.GPU ?? [])
    .filter((p) => usable(p) && p.perf.gpu1080 !== null && p.perf.gpu1440 !== null && p.perf.gpu4k !== null)
    .filter((p) => cases.some((k) => gpuFits(p.specs.length, k.maxGpu)))
    .map((part): GpuItem => ({
      part,
      price: part.priceCents,
      feat: {
        g1080: num(part.perf.gpu1080) / INDEX_REFERENCE,
        g1440: num(part.perf.gpu1440) / INDEX_REFERENCE,
        g4k: num(part.perf.gpu4k) / INDEX_REFERENCE,
        tdp: part.specs.tdp,
      },
      tdp: part.specs.tdp,
      length: part.specs.length,
    }));
  const gpus = Object.fromEntries(
    RESOLUTIONS.map((res) => [
      res,
      keep(
        gpuCandidates,
        (a, b) =>
          gpuIndexAt(a.feat, res) >= gpuIndexAt(b.feat, res) &&
          a.feat.g1440 >= b.feat.g1440 &&
          a.tdp <= b.tdp &&
          a.length <= b.length,
      ),
    ]),
  ) as Record<Resolution, GpuItem[]>;

  // Memory: per type, module count and capacity; faster (as scored), ECC.
  const ramCandidates = (catalog.RAM ?? [])
    .filter((p) => usable(p) && p.specs.modules > 0 && p.specs.capacity > 0)
    .map((part): RamItem => ({
      part,
      price: part.priceCents,
      feat: {
        capacity: part.specs.capacity,
        speed: part.specs.speed,
        modules: part.specs.modules,
        ecc: (part.specs as { ecc?: unknown }).ecc === true,
      },
      i: -1,
      cls: -1,
    }));
  const rams = keep(
    ramCandidates,
    (a, b) =>
      memoryBandwidthScore(a.feat.speed, a.feat.modules) >= memoryBandwidthScore(b.feat.speed, b.feat.modules) &&
      (a.feat.ecc || !b.feat.ecc),
    (r) => `${r.part.specs.memoryType}/${r.feat.modules}/${r.feat.capacity}`,
  );
  const ramClassMap = new Map<string, RamClass>();
  rams.forEach((r, i) => (r.i = i));
  for (const r of rams) {
    const key = `${r.part.specs.memoryType}/${r.feat.modules}/${r.feat.capacity}`;
    let cls = ramClassMap.get(key);
    if (!cls) {
      cls = {
        id: ramClassMap.size,
        type: r.part.specs.memoryType,
        modules: r.feat.modules,
        capacity: r.feat.capacity,
        items: [],
      };
      ramClassMap.set(key, cls);
    }
    r.cls = cls.id;
    cls.items.push(r);
  }
  const ramClasses = [...ramClassMap.values()];

  // Drives: per interface and kind; bigger, faster.
  const drives = keep(
    (catalog.Storage ?? [])
      .filter((p) => usable(p) && p.specs.capacity > 0)
      .map((part): DriveItem => ({
        part,
        price: part.priceCents,
        feat: {
          capacity: part.specs.capacity,
          read: estimatedReadSpeed(part.specs),
          hdd: part.specs.storageType === 'HDD',
        },
        nvme: part.specs.interface === 'NVMe',
        hdd: part.specs.storageType === 'HDD',
        watts: driveWatts(part.specs),
      })),
    (a, b) => a.feat.capacity >= b.feat.capacity && a.feat.read >= b.feat.read,
    (d) => `${d.part.specs.interface}/${d.hdd}/${d.watts}`,
  );
  const storageClasses = buildStorageClasses(drives, prune);

  // --- Lookup tables ---
  const boardGroups: BoardGroup[] = [];
  const boardGroupKeys = new Map<string, number>();
  const coolerGroups: CoolerGroup[] = [];
  const coolerGroupKeys = new Map<string, number>();
  for (const c of cpus) {
    const bs = cpuBoards.get(c.part)!;
    const bKey = bitSetKey(bs);
    let bg = boardGroupKeys.get(bKey);
    if (bg === undefined) {
      bg = boardGroups.length;
      boardGroupKeys.set(bKey, bg);
      boardGroups.push(buildBoardGroup(boards, bs, ramClasses, storageClasses));
    }
    c.boardGroup = bg;
    const cs = cpuCoolers.get(c.part)!;
    const cKey = bitSetKey(cs);
    let cg = coolerGroupKeys.get(cKey);
    if (cg === undefined) {
      cg = coolerGroups.length;
      coolerGroupKeys.set(cKey, cg);
      coolerGroups.push(buildCoolerGroup(coolers, cs, cases, coolerCases));
    }
    c.coolerGroup = cg;
  }

  const psuTables: PsuTable[][] = [];
  for (let mask = 0; mask < 1 << PSU_FORM_FACTORS.length; mask++) {
    psuTables.push(
      PSU_EFFICIENCIES.map((_, level) => buildPsuTable(psus, (p) => (p.ffBit & mask) !== 0 && p.effLevel >= level)),
    );
  }

  const maxWatts = psus.reduce((m, p) => Math.max(m, Math.floor(p.watts)), 0);
  const psuPriceByWatts = new Float64Array(maxWatts + 1).fill(Infinity);
  for (const p of psus) {
    const top = Math.min(maxWatts, Math.floor(p.watts));
    for (let w = 0; w <= top; w++) if (p.price < psuPriceByWatts[w]) psuPriceByWatts[w] = p.price;
  }
  const caseCoolerLB = Object.fromEntries(
    RESOLUTIONS.map((res) => [
      res,
      coolerGroups.map((cg) =>
        Float64Array.from([
          ...gpus[res].map((g) => caseCoolerLowerBound(cg, g.length)),
          caseCoolerLowerBound(cg, null),
        ]),
      ),
    ]),
  ) as Record<Resolution, Float64Array[]>;

  const kept: Record<PartType, number> = {
    CPU: cpus.length,
    GPU: new Set(RESOLUTIONS.flatMap((r) => gpus[r].map((g) => g.part.id))).size,
    RAM: rams.length,
    Storage: drives.length,
    Motherboard: boards.length,
    PSU: psus.length,
    Case: cases.length,
    Cooler: coolers.length,
  };

  const all = Object.fromEntries(
    PART_TYPES.map((t) => [
      t,
      (catalog[t] ?? []).filter(
        (p: PlannerPart) =>
          usable(p) &&
          (t !== 'CPU' || (p.perf.cpuSingle !== null && p.perf.cpuMulti !== null)) &&
          (t !== 'GPU' || (p.perf.gpu1080 !== null && p.perf.gpu1440 !== null && p.perf.gpu4k !== null)),
      ),
    ]),
  ) as unknown as PlannerCatalog;

  return {
    kind: 'planner-index',
    sizes: { input, kept },
    all,
    cpus,
    gpus,
    boards,
    ramClasses,
    rams,
    drives,
    storageClasses,
    coolers,
    psus,
    cases,
    boardGroups,
    coolerGroups,
    psuTables,
    psuPriceByWatts,
    caseCoolerLB,
  };
}

/** One or two drives, at least one of them an SSD, grouped by what they ask of board and PSU. */
function buildStorageClasses(drives: DriveItem[], prune: boolean): StorageClass[] {
  const classes = new Map<string, StorageCombo[]>();
  const add = (set: DriveItem[]) => {
    if (!set.some((d) => !d.hdd)) return;
    const nvme = set.filter((d) => d.nvme).length;
    const watts = set.reduce((s, d) => s + d.watts, 0);
    const key = storageClassKey(nvme, set.length - nvme, watts);
    let list = classes.get(key);
    if (!list) classes.set(key, (list = []));
    list.push({
      drives: set,
      price: set.reduce((s, d) => s + d.price, 0),
      fastestRead: Math.max(...set.map((d) => d.feat.read)),
      ssdGb: set.reduce((s, d) => s + (d.hdd ? 0 : d.feat.capacity), 0),
      hddGb: set.reduce((s, d) => s + (d.hdd ? d.feat.capacity : 0), 0),
      cls: -1,
    });
  };
  for (let i = 0; i < drives.length; i++) {
    add([drives[i]]);
    if (MAX_DRIVES >= 2) for (let j = i + 1; j < drives.length; j++) add(orderDrives(drives[i], drives[j]));
  }
  const out: StorageClass[] = [];
  const keys = [...classes.keys()].sort();
  for (const key of keys) {
    const [nvme, sata, watts] = key.split('/').map(Number);
    const combos = classes.get(key)!;
    // Sort by price, then the drives' ids, and keep the combinations no cheaper one beats: as fast,
    // and at least as much capacity for every weight a hard drive's gigabyte may have (the capacity
    // is linear in that weight, so checking the smallest weight and 1 covers them all).
    combos.sort((a, b) => a.price - b.price || comboIdCompare(a, b));
    const kept: StorageCombo[] = [];
    const lo = MIN_HDD_CAPACITY_WEIGHT;
    for (const c of combos) {
      if (
        prune &&
        kept.some(
          (k) =>
            k.fastestRead >= c.fastestRead &&
            k.ssdGb + k.hddGb >= c.ssdGb + c.hddGb &&
            k.ssdGb + lo * k.hddGb >= c.ssdGb + lo * c.hddGb,
        )
      )
        continue;
      c.cls = out.length;
      kept.push(c);
    }
    out.push({ id: out.length, nvme, sata, watts, combos: kept });
  }
  return out;
}

/** The faster drive first (the system drive), then by id. */
function orderDrives(a: DriveItem, b: DriveItem): DriveItem[] {
  if (a.feat.read !== b.feat.read) return a.feat.read > b.feat.read ? [a, b] : [b, a];
  return a.part.id <= b.part.id ? [a, b] : [b, a];
}

function comboIdCompare(a: StorageCombo, b: StorageCombo): number {
  const ka = a.drives.map((d) => d.part.id).join('\u0000');
  const kb = b.drives.map((d) => d.part.id).join('\u0000');
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

function buildBoardGroup(
  boards: BoardItem[],
  compatible: BitSet,
  ramClasses: RamClass[],
  storageClasses: StorageClass[],
): BoardGroup {
  const list: number[] = [];
  boards.forEach((_, i) => {
    if (hasBit(compatible, i)) list.push(i);
  });
  const nS = storageClasses.length;
  const vecOf = new Int32Array(ramClasses.length * nS).fill(-1);
  const vecs: Int32Array[] = [];
  const vecKeys = new Map<string, number>();
  const pairs: number[] = [];
  const anyByFf = new Int32Array(BOARD_FORM_FACTORS.length).fill(-1);
  for (const i of list) if (anyByFf[boards[i].ff] < 0) anyByFf[boards[i].ff] = i;
  for (const r of ramClasses) {
    for (const s of storageClasses) {
      const vec = new Int32Array(BOARD_FORM_FACTORS.length).fill(-1);
      let any = false;
      for (const i of list) {
        const b = boards[i];
        if (vec[b.ff] >= 0) continue;
        if (b.memType !== r.type || b.slots < r.modules || b.maxMem < r.capacity) continue;
        if (b.m2 < s.nvme || b.sata < s.sata) continue;
        vec[b.ff] = i;
        any = true;
      }
      if (!any) continue;
      const key = vec.join(',');
      let id = vecKeys.get(key);
      if (id === undefined) {
        id = vecs.length;
        vecKeys.set(key, id);
        vecs.push(vec);
      }
      vecOf[r.id * nS + s.id] = id;
      pairs.push(r.id, s.id);
    }
  }
  let memMask = 0;
  for (const i of list) memMask |= 1 << Math.max(0, MEMORY_TYPES.indexOf(boards[i].memType));
  return {
    memMask,
    boards: list,
    vecOf,
    vecs,
    pairs: Int32Array.from(pairs),
    anyByFf,
    minPrice: list.length ? boards[list[0]].price : Infinity,
  };
}

function buildCoolerGroup(
  coolers: CoolerItem[],
  compatible: BitSet,
  cases: CaseItem[],
  coolerCases: Map<PlannerPart<'Cooler'>, BitSet>,
): CoolerGroup {
  const list: number[] = [];
  coolers.forEach((_, i) => {
    if (hasBit(compatible, i)) list.push(i);
  });
  const cheapestByCase = new Int32Array(cases.length).fill(-1);
  const quietByCase: Int32Array[] = [];
  let maxQuiet = 0;
  for (const i of list) maxQuiet = Math.max(maxQuiet, coolers[i].quiet);
  cases.forEach((_, k) => {
    const quiet: number[] = [];
    let best = -1;
    for (const i of list) {
      if (!hasBit(coolerCases.get(coolers[i].part)!, k)) continue;
      if (cheapestByCase[k] < 0) cheapestByCase[k] = i;
      if (coolers[i].quiet > best) {
        best = coolers[i].quiet;
        quiet.push(i);
      }
    }
    quietByCase.push(Int32Array.from(quiet));
  });
  // Lower bound of case + cooler for a card that needs maxGpu >= x: cases by maxGpu descending.
  const order = cases.map((_, k) => k).sort((a, b) => cases[b].maxGpu - cases[a].maxGpu || a - b);
  const lbMaxGpu = new Float64Array(order.length);
  const lbCaseCooler = new Float64Array(order.length);
  let run = Infinity;
  order.forEach((k, j) => {
    const o = cheapestByCase[k];
    if (o >= 0) run = Math.min(run, cases[k].price + coolers[o].price);
    lbMaxGpu[j] = cases[k].maxGpu;
    lbCaseCooler[j] = run;
  });
  return { coolers: list, cheapestByCase, quietByCase, maxQuiet, lbMaxGpu, lbCaseCooler };
}

function buildPsuTable(psus: PsuItem[], include: (p: PsuItem) => boolean): PsuTable {
  const idx = psus.map((_, i) => i).filter((i) => include(psus[i]));
  const wattsList = [...new Set(idx.map((i) => psus[i].watts))].sort((a, b) => a - b);
  const watts = Float64Array.from(wattsList);
  const cheapest = new Int32Array(wattsList.length).fill(-1);
  // psus are sorted by price then id, so the first PSU met with enough watts is the cheapest.
  for (let w = 0; w < wattsList.length; w++) {
    for (const i of idx) {
      if (psus[i].watts >= wattsList[w]) {
        cheapest[w] = i;
        break;
      }
    }
  }
  return { watts, cheapest };
}

/** The cheapest PSU in the table with at least `need` watts (index into psus), or -1. */
export function cheapestPsu(table: PsuTable, need: number): number {
  const w = table.watts;
  let lo = 0;
  let hi = w.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (w[mid] >= need) hi = mid;
    else lo = mid + 1;
  }
  return lo < w.length ? table.cheapest[lo] : -1;
}

/** Lower bound of case + cooler price for a CPU's cooler group and a card of this length (null: none). */
export function caseCoolerLowerBound(group: CoolerGroup, gpuLength: number | null): number {
  const n = group.lbMaxGpu.length;
  if (n === 0) return Infinity;
  if (gpuLength === null) return group.lbCaseCooler[n - 1];
  // The last position j with lbMaxGpu[j] - length >= clearance (maxGpu descending).
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (gpuFits(gpuLength, group.lbMaxGpu[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? Infinity : group.lbCaseCooler[lo - 1];
}
