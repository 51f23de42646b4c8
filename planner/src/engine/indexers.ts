// One indexer per part type: each turns the catalog's parts of its type into items (the figures
// the search reads) and drops the dominated ones (see planner-index.ts for the pruning rule). They
// run in the order of planner-index.ts, each given what it is compared against: cases first, since
// every other part is judged by the cases it fits.
import {
  coolerCapacityWatts,
  cpuSustainedWatts,
  gpuRecommendedPsu,
  BOARD_FORM_FACTORS,
  PART_TYPES,
  PSU_EFFICIENCIES,
  PSU_FORM_FACTORS,
  RESOLUTIONS,
  type Resolution,
} from '@rigforge/common';
import { bitSet, isSuperset, setBit, type BitSet } from './bitset';
import type {
  BoardItem,
  CaseItem,
  CoolerItem,
  CpuItem,
  DriveItem,
  GpuItem,
  PsuItem,
  RamClass,
  RamItem,
  StorageClass,
  StorageCombo,
} from './index-types';
import {
  boardFitsCpu,
  boardSizeFitsBudget,
  coolerFitsCase,
  coolerFitsCpu,
  driveWatts,
  gpuFits,
  caseAirflow,
  isRoomyCase,
  psuFitsCase,
  psuHasNative16Pin,
  psuQualityOk,
  psuTierLevel,
  psuTierOf,
  MAX_DRIVES,
  MIN_MEMORY_MODULES,
  linkKeyOf,
  usableHddGb,
} from './rules';
import {
  coolerNoiseOf,
  cpuFeatures,
  gpuFeatures,
  MIN_HDD_CAPACITY_WEIGHT,
  estimatedReadSpeed,
  gpuIndexAt,
  memoryBandwidthScore,
  quietScore,
} from './score';
import type { PlannerCatalog, PlannerPart } from './types';

// --- Pruning -------------------------------------------------------------------------------------------

type Priced = { price: number; part: { id: string } };

const byPriceThenId = <T extends Priced>(a: T, b: T): number =>
  a.price - b.price || (a.part.id < b.part.id ? -1 : a.part.id > b.part.id ? 1 : 0);

/**
 * Keeps the items no kept item dominates. Items are visited by price then id; `dominates(a, b)`
 * says a is at least as good as b on every attribute (price is covered by the visiting order).
 */
export function paretoKeep<T extends Priced>(
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

/** paretoKeep, or (with pruning off, to check in tests that pruning changes no answer) a sort only. */
export type Keep = typeof paretoKeep;

export function keeper(prune: boolean): Keep {
  return (items, dominates, groupKey) => paretoKeep(items, prune ? dominates : () => false, groupKey);
}

/** What a part costs the build: its list price, or $0 for a part the user owns (locks.ts). */
export type PriceOf = (part: PlannerPart) => number;
const listPrice: PriceOf = (part) => part.priceCents;

// --- Plannable parts -------------------------------------------------------------------------------------

const usable = (p: PlannerPart): boolean => Number.isInteger(p.priceCents) && p.priceCents > 0;

/** Every part the planner may use: priced, and CPUs and GPUs with their benchmark indices. */
export function plannableParts(catalog: PlannerCatalog): PlannerCatalog {
  return Object.fromEntries(
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
}

/** The bits of the parts `of` that `fits` the given part. */
function fitting<Q>(of: readonly Q[], fits: (q: Q) => boolean): BitSet {
  const set = bitSet(of.length);
  of.forEach((q, i) => {
    if (fits(q)) setBit(set, i);
  });
  return set;
}

const isEmpty = (set: BitSet): boolean => !set.some((w) => w !== 0);

// --- Cases -----------------------------------------------------------------------------------------------

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

/** Cases: takes more board sizes, longer cards, taller coolers, bigger radiators, more PSU sizes. */
export function indexCases(
  parts: readonly PlannerPart<'Case'>[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
): CaseItem[] {
  return keep(
    parts.map((part): CaseItem => ({
      part,
      price: priceOf(part),
      ffMask: ffMaskOf(part),
      psuMask: psuMaskOf(part),
      maxGpu: part.specs.maxGpuLength,
      bays35: part.specs.driveBays35 ?? 0,
    })),
    (a, b) =>
      (a.ffMask & b.ffMask) === b.ffMask &&
      a.bays35 >= b.bays35 &&
      (a.psuMask & b.psuMask) === b.psuMask &&
      a.maxGpu >= b.maxGpu &&
      (isRoomyCase(a.part.specs) || !isRoomyCase(b.part.specs)) &&
      (caseAirflow(a.part.specs) !== 'poor' || caseAirflow(b.part.specs) === 'poor') &&
      a.part.specs.maxCoolerHeight >= b.part.specs.maxCoolerHeight &&
      a.part.specs.maxRadiatorSize >= b.part.specs.maxRadiatorSize,
  );
}

// --- Coolers ---------------------------------------------------------------------------------------------

export interface IndexedCoolers {
  coolers: CoolerItem[];
  /** Per cooler part: the cases (indices into cases) it fits. */
  coolerCases: Map<PlannerPart<'Cooler'>, BitSet>;
}

/** Coolers: fit more cases, suit more CPUs (socket and capacity), quieter. Those that suit no CPU go. */
export function indexCoolers(
  parts: readonly PlannerPart<'Cooler'>[],
  cases: readonly CaseItem[],
  cpus: readonly PlannerPart<'CPU'>[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
): IndexedCoolers {
  const coolerCases = new Map<PlannerPart<'Cooler'>, BitSet>();
  const coolerCpus = new Map<PlannerPart<'Cooler'>, BitSet>();
  const candidates = parts.map((part): CoolerItem => {
    coolerCases.set(
      part,
      fitting(cases, (k) => coolerFitsCase(part.specs, k.part.specs)),
    );
    coolerCpus.set(
      part,
      fitting(cpus, (c) => coolerFitsCpu(part, c)),
    );
    const noise = coolerNoiseOf(part.specs) ?? null;
    return { part, price: priceOf(part), noise, quiet: quietScore(noise), capacity: coolerCapacityWatts(part.specs) };
  });
  const coolers = keep(
    candidates.filter((o) => !isEmpty(coolerCpus.get(o.part)!)),
    (a, b) =>
      a.quiet >= b.quiet &&
      isSuperset(coolerCases.get(a.part)!, coolerCases.get(b.part)!) &&
      isSuperset(coolerCpus.get(a.part)!, coolerCpus.get(b.part)!),
  );
  return { coolers, coolerCases };
}

// --- Power supplies --------------------------------------------------------------------------------------

/** Power supplies: more watts, more efficient, fit more cases. Those that fit no case go. */
export function indexPsus(
  parts: readonly PlannerPart<'PSU'>[],
  cases: readonly CaseItem[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
): PsuItem[] {
  const items = parts
    .filter((p) => cases.some((k) => psuFitsCase(p.specs.formFactor, k.part.specs)))
    .map((part): PsuItem => ({
      part,
      price: priceOf(part),
      watts: part.specs.wattage,
      efficiency: part.specs.efficiency,
      effLevel: Math.max(0, PSU_EFFICIENCIES.indexOf(part.specs.efficiency)),
      ffBit: 1 << Math.max(0, PSU_FORM_FACTORS.indexOf(part.specs.formFactor)),
      tier: psuTierLevel(psuTierOf(part)),
      native16: psuHasNative16Pin(part.specs),
    }));
  // A catalog with units on SPL's list plans with listed units of the quality floor only; one with
  // none listed (a test fixture) plans with what it has.
  const listed = items.some((p) => p.tier >= 0);
  return keep(
    listed ? items.filter((p) => psuQualityOk(p.tier, p.watts)) : items,
    (a, b) =>
      a.watts >= b.watts &&
      a.effLevel >= b.effLevel &&
      (a.native16 || !b.native16) &&
      cases.every((k) => !(k.psuMask & b.ffBit) || (k.psuMask & a.ffBit) !== 0),
  );
}

// --- Motherboards ----------------------------------------------------------------------------------------

/**
 * Motherboards, per memory type: suit more CPUs, fit more cases, more slots, memory, M.2 and SATA.
 * Boards of an unknown form factor or that suit no CPU go.
 */
export function indexBoards(
  parts: readonly PlannerPart<'Motherboard'>[],
  cpus: readonly PlannerPart<'CPU'>[],
  cases: readonly CaseItem[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
): BoardItem[] {
  const boardCpus = new Map<PlannerPart<'Motherboard'>, BitSet>();
  const candidates = parts.flatMap((part): BoardItem[] => {
    const ff = (BOARD_FORM_FACTORS as readonly string[]).indexOf(part.specs.formFactor);
    if (ff < 0) return [];
    const cpusOk = fitting(cpus, (c) => boardFitsCpu(part, c));
    if (isEmpty(cpusOk)) return [];
    boardCpus.set(part, cpusOk);
    return [
      {
        part,
        price: priceOf(part),
        ff,
        memType: part.specs.memoryType,
        slots: part.specs.memorySlots,
        maxMem: part.specs.maxMemory,
        m2: part.specs.m2Slots,
        sata: part.specs.sataPorts,
      },
    ];
  });
  return keep(
    candidates,
    (a, b) =>
      a.slots >= b.slots &&
      a.maxMem >= b.maxMem &&
      a.m2 >= b.m2 &&
      a.sata >= b.sata &&
      cases.every((k) => !(k.ffMask & (1 << b.ff)) || (k.ffMask & (1 << a.ff)) !== 0) &&
      // A board the budget's size rule may refuse never replaces one it accepts.
      (boardSizeFitsBudget(a.part.specs.formFactor, Infinity) ||
        !boardSizeFitsBudget(b.part.specs.formFactor, Infinity)) &&
      isSuperset(boardCpus.get(a.part)!, boardCpus.get(b.part)!),
    (b) => b.memType,
  );
}

// --- Processors ------------------------------------------------------------------------------------------

export interface IndexedCpus {
  cpus: CpuItem[];
  /** Per CPU part: the kept boards (indices into boards) that suit it. */
  cpuBoards: Map<PlannerPart<'CPU'>, BitSet>;
  /** Per CPU part: the kept coolers (indices into coolers) that suit it. */
  cpuCoolers: Map<PlannerPart<'CPU'>, BitSet>;
}

/**
 * CPUs: faster on both indices, less power, integrated graphics, more boards and coolers. CPUs no
 * kept board or cooler suits go. Their board and cooler groups are set with the lookup tables.
 */
export function indexCpus(
  parts: readonly PlannerPart<'CPU'>[],
  boards: readonly BoardItem[],
  coolers: readonly CoolerItem[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
): IndexedCpus {
  const cpuBoards = new Map<PlannerPart<'CPU'>, BitSet>();
  const cpuCoolers = new Map<PlannerPart<'CPU'>, BitSet>();
  for (const c of parts) {
    cpuBoards.set(
      c,
      fitting(boards, (b) => boardFitsCpu(b.part, c)),
    );
    cpuCoolers.set(
      c,
      fitting(coolers, (o) => coolerFitsCpu(o.part, c)),
    );
  }
  const candidates = parts
    .filter((c) => !isEmpty(cpuBoards.get(c)!) && !isEmpty(cpuCoolers.get(c)!))
    .map((part): CpuItem => ({
      part,
      price: priceOf(part),
      feat: cpuFeatures(part),
      tdp: cpuSustainedWatts(part.specs),
      igpu: part.specs.integratedGraphics === true,
      boardGroup: -1,
      coolerGroup: -1,
      link: linkKeyOf(part.specs.pcieGen, part.specs.gpuLanes),
    }));
  const cpus = keep(
    candidates,
    (a, b) =>
      a.feat.single >= b.feat.single &&
      a.feat.multi >= b.feat.multi &&
      a.feat.gaming >= b.feat.gaming &&
      a.tdp <= b.tdp &&
      (a.igpu || !b.igpu) &&
      a.link === b.link &&
      isSuperset(cpuBoards.get(a.part)!, cpuBoards.get(b.part)!) &&
      isSuperset(cpuCoolers.get(a.part)!, cpuCoolers.get(b.part)!),
  );
  return { cpus, cpuBoards, cpuCoolers };
}

// --- Graphics cards --------------------------------------------------------------------------------------

/**
 * GPUs, per resolution: faster there (as scored, memory counted) and in compute (1440p), less power,
 * a smaller recommended PSU, shorter, among cards of the same PCIe link and power plug. Cards no
 * case takes go.
 */
export function indexGpus(
  parts: readonly PlannerPart<'GPU'>[],
  cases: readonly CaseItem[],
  keep: Keep,
  priceOf: PriceOf = listPrice,
  resolutions: readonly Resolution[] = RESOLUTIONS,
): Record<Resolution, GpuItem[]> {
  const candidates = parts
    .filter((p) => cases.some((k) => gpuFits(p.specs.length, k.maxGpu)))
    .map((part): GpuItem => ({
      part,
      price: priceOf(part),
      feat: gpuFeatures(part),
      tdp: part.specs.tdp,
      length: part.specs.length,
      minPsu: gpuRecommendedPsu(part),
      link: linkKeyOf(part.specs.pcieGen, part.specs.pcieLanes),
    }));
  return Object.fromEntries(
    resolutions.map((res) => [
      res,
      keep(
        candidates,
        (a, b) =>
          gpuIndexAt(a.feat, res) >= gpuIndexAt(b.feat, res) &&
          a.feat.g1440 >= b.feat.g1440 &&
          a.tdp <= b.tdp &&
          a.minPsu <= b.minPsu &&
          a.length <= b.length,
        // Cards with another PCIe link or power plug may be allowed where a faster one is not.
        (g) => `${g.part.specs.pcieGen ?? ''}x${g.part.specs.pcieLanes ?? ''}/${g.part.specs.power16Pin === true}`,
      ),
    ]),
  ) as Record<Resolution, GpuItem[]>;
}

// --- Memory ----------------------------------------------------------------------------------------------

export interface IndexedRam {
  rams: RamItem[];
  ramClasses: RamClass[];
}

const ramClassKey = (r: RamItem): string => `${r.part.specs.memoryType}/${r.feat.modules}/${r.feat.capacity}`;

/**
 * Memory kits, per type, module count and capacity: faster (as scored), ECC. The kept kits are
 * numbered and put in their classes (kits that ask the same of the board and power supply).
 */
export function indexRam(parts: readonly PlannerPart<'RAM'>[], keep: Keep, priceOf: PriceOf = listPrice): IndexedRam {
  const rams = keep(
    parts
      .filter((p) => p.specs.modules >= MIN_MEMORY_MODULES && p.specs.capacity > 0)
      .map((part): RamItem => ({
        part,
        price: priceOf(part),
        feat: {
          capacity: part.specs.capacity,
          speed: part.specs.speed,
          modules: part.specs.modules,
          ecc: (part.specs as { ecc?: unknown }).ecc === true,
        },
        i: -1,
        cls: -1,
      })),
    (a, b) =>
      memoryBandwidthScore(a.feat.speed, a.feat.modules) >= memoryBandwidthScore(b.feat.speed, b.feat.modules) &&
      (a.feat.ecc || !b.feat.ecc),
    ramClassKey,
  );
  const classes = new Map<string, RamClass>();
  rams.forEach((r, i) => (r.i = i));
  for (const r of rams) {
    const key = ramClassKey(r);
    let cls = classes.get(key);
    if (!cls) {
      cls = {
        id: classes.size,
        type: r.part.specs.memoryType,
        modules: r.feat.modules,
        capacity: r.feat.capacity,
        items: [],
      };
      classes.set(key, cls);
    }
    r.cls = cls.id;
    cls.items.push(r);
  }
  return { rams, ramClasses: [...classes.values()] };
}

// --- Storage ---------------------------------------------------------------------------------------------

export interface IndexedStorage {
  drives: DriveItem[];
  storageClasses: StorageClass[];
}

function driveItem(part: PlannerPart<'Storage'>, priceOf: PriceOf): DriveItem {
  return {
    part,
    price: priceOf(part),
    feat: {
      capacity: part.specs.capacity,
      read: estimatedReadSpeed(part.specs),
      hdd: part.specs.storageType === 'HDD',
    },
    nvme: part.specs.interface === 'NVMe',
    hdd: part.specs.storageType === 'HDD',
    watts: driveWatts(part.specs),
  };
}

/** Drives, per interface, kind and power: bigger, faster; then the drive sets a build may have. */
export function indexStorage(
  parts: readonly PlannerPart<'Storage'>[],
  keep: Keep,
  prune: boolean,
  priceOf: PriceOf = listPrice,
  fixedSet: readonly PlannerPart<'Storage'>[] | null = null,
  repeatPriceOf: PriceOf = listPrice,
): IndexedStorage {
  // The same drive twice (a mirror): the second costs repeatPriceOf (the user may own only one).
  const setPrice = (set: readonly DriveItem[]) =>
    set.reduce(
      (s, d, i) => s + (set.findIndex((x) => x.part.id === d.part.id) < i ? repeatPriceOf(d.part) : d.price),
      0,
    );
  const item = (part: PlannerPart<'Storage'>): DriveItem => driveItem(part, priceOf);
  // Locked drives (locks.ts): the storage is exactly them, one set in one class.
  if (fixedSet) {
    const set = fixedSet.map(item);
    const nvme = set.filter((d) => d.nvme).length;
    const hdds = set.filter((d) => d.hdd).length;
    const combo: StorageCombo = {
      drives: set,
      price: setPrice(set),
      fastestRead: Math.max(...set.map((d) => d.feat.read)),
      ssdGb: set.reduce((s, d) => s + (d.hdd ? 0 : d.feat.capacity), 0),
      hddGb: usableHddGb(set.map((d) => d.feat)),
      hdds,
      cls: 0,
    };
    const watts = set.reduce((s, d) => s + d.watts, 0);
    return {
      drives: set,
      storageClasses: [{ id: 0, nvme, sata: set.length - nvme, hdds, watts, combos: [combo] }],
    };
  }
  const drives = keep(
    parts.filter((p) => p.specs.capacity > 0).map(item),
    (a, b) => a.feat.capacity >= b.feat.capacity && a.feat.read >= b.feat.read,
    (d) => `${d.part.specs.interface}/${d.hdd}/${d.watts}`,
  );
  return { drives, storageClasses: storageClassesOf(drives, prune, setPrice) };
}

/** Storage class key: NVMe drives, SATA drives, hard drives, watts. */
const storageClassKey = (nvme: number, sata: number, hdds: number, watts: number): string =>
  `${nvme}/${sata}/${hdds}/${watts}`;

/**
 * One or two drives, at least one of them an SSD, or an SSD and a mirrored pair of one hard drive
 * (isMirroredPair), grouped by what they ask of board, case and PSU.
 */
/** A drive set with its figures, or null when it holds no SSD (a build boots from one). */
function comboOf(set: DriveItem[], setPrice: (set: readonly DriveItem[]) => number): StorageCombo | null {
  if (!set.some((d) => !d.hdd)) return null;
  return {
    drives: set,
    price: setPrice(set),
    fastestRead: Math.max(...set.map((d) => d.feat.read)),
    ssdGb: set.reduce((s, d) => s + (d.hdd ? 0 : d.feat.capacity), 0),
    hddGb: usableHddGb(set.map((d) => d.feat)),
    hdds: set.filter((d) => d.hdd).length,
    cls: -1,
  };
}

const comboKey = (c: StorageCombo): string => {
  const nvme = c.drives.filter((d) => d.nvme).length;
  return storageClassKey(
    nvme,
    c.drives.length - nvme,
    c.hdds,
    c.drives.reduce((s, d) => s + d.watts, 0),
  );
};

/**
 * One or two drives, at least one of them an SSD, or an SSD and a mirrored pair of one hard drive
 * (isMirroredPair), grouped by what they ask of board, case and PSU.
 */
function storageClassesOf(
  drives: DriveItem[],
  prune: boolean,
  setPrice: (set: readonly DriveItem[]) => number,
): StorageClass[] {
  const classes = new Map<string, StorageCombo[]>();
  const add = (set: DriveItem[]) => {
    const c = comboOf(set, setPrice);
    if (!c) return;
    const key = comboKey(c);
    let list = classes.get(key);
    if (!list) classes.set(key, (list = []));
    list.push(c);
  };
  for (let i = 0; i < drives.length; i++) {
    add([drives[i]]);
    for (let j = i + 1; j < drives.length; j++) add(orderDrives(drives[i], drives[j]));
    // A mirrored pair of this hard drive beside each SSD.
    if (MAX_DRIVES >= 3 && drives[i].hdd) for (const ssd of drives) if (!ssd.hdd) add([ssd, drives[i], drives[i]]);
  }
  return prunedClasses(classes, prune);
}

/**
 * The classes of a storage index with more drives (locks.ts: the user's own, at what they cost the
 * build): the base's kept sets without the added drives' ids, and every set with an added drive,
 * pruned again. Exact: a set the base dropped was beaten by one it kept (or by the same set with
 * an added drive at its new price), and beating is transitive.
 */
export function extendStorage(
  base: IndexedStorage,
  parts: readonly PlannerPart<'Storage'>[],
  prune: boolean,
  priceOf: PriceOf,
  repeatPriceOf: PriceOf,
): IndexedStorage {
  const ids = new Set(parts.map((p) => p.id));
  const setPrice = (set: readonly DriveItem[]) =>
    set.reduce(
      (s, d, i) => s + (set.findIndex((x) => x.part.id === d.part.id) < i ? repeatPriceOf(d.part) : d.price),
      0,
    );
  const extra = parts.filter((p) => p.specs.capacity > 0).map((part) => driveItem(part, priceOf));
  const drives = [...base.drives.filter((d) => !ids.has(d.part.id)), ...extra];
  const classes = new Map<string, StorageCombo[]>();
  /** Classes that got a set with an added drive: pruned again; the others keep the base's order. */
  const touched = new Set<string>();
  const put = (c: StorageCombo | null, fresh = true) => {
    if (!c) return;
    const key = comboKey(c);
    let list = classes.get(key);
    if (!list) classes.set(key, (list = []));
    list.push(c);
    if (fresh) touched.add(key);
  };
  for (const cls of base.storageClasses) {
    for (const c of cls.combos) {
      if (c.drives.some((d) => ids.has(d.part.id))) touched.add(comboKey(c));
      else put({ ...c, cls: -1 }, false);
    }
  }
  extra.forEach((e, k) => {
    put(comboOf([e], setPrice));
    for (const d of drives) {
      if (d === e || (extra.includes(d) && extra.indexOf(d) < k)) continue;
      put(comboOf(orderDrives(e, d), setPrice));
    }
    if (MAX_DRIVES >= 3) {
      if (e.hdd) for (const ssd of drives) if (!ssd.hdd) put(comboOf([ssd, e, e], setPrice));
      if (!e.hdd) for (const hdd of drives) if (hdd.hdd && !extra.includes(hdd)) put(comboOf([e, hdd, hdd], setPrice));
    }
  });
  return { drives, storageClasses: prunedClasses(classes, prune, touched) };
}

function prunedClasses(
  classes: Map<string, StorageCombo[]>,
  prune: boolean,
  touched: ReadonlySet<string> | null = null,
): StorageClass[] {
  const out: StorageClass[] = [];
  const keys = [...classes.keys()].sort();
  for (const key of keys) {
    const [nvme, sata, hdds, watts] = key.split('/').map(Number);
    const combos = classes.get(key)!;
    // Sort by price, then the drives' ids, and keep the combinations no cheaper one beats: as fast,
    // and at least as much capacity for every weight a hard drive's gigabyte may have (the capacity
    // is linear in that weight, so checking the smallest weight and 1 covers them all), with at
    // least as much SSD space and no smaller drive of either kind (the budget's storage rules,
    // drivesFitBudget, then accept the keeper wherever they accept the one it replaces).
    if (touched && !touched.has(key)) {
      // Sorted and pruned already (extendStorage: a base class no added drive joined).
      for (const c of combos) c.cls = out.length;
      out.push({ id: out.length, nvme, sata, hdds, watts, combos });
      continue;
    }
    const ids = new Map(combos.map((c) => [c, c.drives.map((d) => d.part.id).join('\u0000')]));
    combos.sort((a, b) => a.price - b.price || (ids.get(a)! < ids.get(b)! ? -1 : ids.get(a)! > ids.get(b)! ? 1 : 0));
    const kept: StorageCombo[] = [];
    const lo = MIN_HDD_CAPACITY_WEIGHT;
    for (const c of combos) {
      if (
        prune &&
        kept.some(
          (k) =>
            k.fastestRead >= c.fastestRead &&
            k.ssdGb + k.hddGb >= c.ssdGb + c.hddGb &&
            k.ssdGb + lo * k.hddGb >= c.ssdGb + lo * c.hddGb &&
            k.ssdGb >= c.ssdGb &&
            smallestDrive(k, false) >= smallestDrive(c, false) &&
            smallestDrive(k, true) >= smallestDrive(c, true),
        )
      )
        continue;
      c.cls = out.length;
      kept.push(c);
    }
    out.push({ id: out.length, nvme, sata, hdds, watts, combos: kept });
  }
  return out;
}

/** The smallest hard drive (hdd) or SSD of a set, in GB (Infinity when it has none). */
function smallestDrive(c: StorageCombo, hdd: boolean): number {
  let gb = Infinity;
  for (const d of c.drives) if (d.hdd === hdd && d.feat.capacity < gb) gb = d.feat.capacity;
  return gb;
}

/** The faster drive first (the system drive), then by id. */
function orderDrives(a: DriveItem, b: DriveItem): DriveItem[] {
  if (a.feat.read !== b.feat.read) return a.feat.read > b.feat.read ? [a, b] : [b, a];
  return a.part.id <= b.part.id ? [a, b] : [b, a];
}
