// The planner's constraints: fast pass-level mirrors of the compatibility rules in
// @rigforge/common (a build the planner accepts gets PASS on every check, no warning), plus the
// planner's own rules. The final build is still verified with checkCompatibility.
import {
  GPU_CLEARANCE_MM,
  HDD_WATTS,
  PSU_HEADROOM,
  SSD_WATTS,
  coolerCapacityWatts,
  coolingNeedWatts,
  cpuSustainedWatts,
  mayNeedBiosUpdate,
  psuTierFor,
  type CaseSpecs,
  type CoolerSpecs,
  type PsuFormFactor,
  type StorageSpecs,
} from '@rigforge/common';
import type { PlannerPart } from './types';

// Constants of the common package, read once (its CommonJS build re-exports through getters, and
// some of these functions run in the search's inner loops).
const CLEARANCE = GPU_CLEARANCE_MM;
const HEADROOM = PSU_HEADROOM;

// --- The planner's own rules ----------------------------------------------------------------------

/**
 * A build has one or two drives, and the fastest of them is an SSD (no build boots from a hard drive);
 * or three, when the two beside the SSD are a mirrored pair of one hard drive (isMirroredPair).
 */
export const MAX_DRIVES = 3;

/**
 * Two hard drives in a build are a mirror (RAID 1, or a ZFS or Btrfs mirror): the same drive twice,
 * so either can fail without losing the files, and the pair holds what one drive holds. The planner
 * buys hard drives one at a time or as such a pair, never two different ones.
 */
export function isMirroredPair(
  drives: readonly { hdd: boolean; capacity: number }[],
  ids?: readonly string[],
): boolean {
  const hdds = drives.flatMap((d, i) => (d.hdd ? [i] : []));
  if (hdds.length !== 2) return false;
  const [a, b] = hdds;
  return drives[a].capacity === drives[b].capacity && (!ids || ids[a] === ids[b]);
}

/** The hard-drive space a set of drives gives: a mirrored pair counts once. */
export function usableHddGb(drives: readonly { hdd: boolean; capacity: number }[]): number {
  let gb = 0;
  for (const d of drives) if (d.hdd) gb += d.capacity;
  return isMirroredPair(drives) ? gb / 2 : gb;
}

/**
 * A home server or NAS keeps its files on a mirrored pair of hard drives, never on one (a disk that
 * fails takes the files with it; a two-drive NAS is RAID 1, docs/planner.md names the guides). Its
 * system SSD alone is fine, as in a build with no hard drive.
 */
export function drivesSuitUse(
  drives: readonly { hdd: boolean; capacity: number }[],
  useCases: readonly string[],
): boolean {
  if (!useCases.includes('server')) return true;
  const hdds = drives.filter((d) => d.hdd).length;
  return hdds === 0 || isMirroredPair(drives);
}

/** Whether the case has a 3.5-inch bay for every hard drive (unknown bays hold none). */
export function caseHoldsDrives(kase: { driveBays35?: number }, hardDrives: number): boolean {
  return hardDrives <= (kase.driveBays35 ?? 0);
}

/**
 * Gaming balance (docs/planner.md): a card from the mid-range up (1080p index at least
 * MID_RANGE_GPU_INDEX, an RTX 4060 Ti / RX 9060 XT class card, RTX 4090 = 1) gets a processor with at
 * least MIN_CORES_MID_RANGE cores; the processor feeds at least BALANCE_MIN_FEED of the card's index
 * at the resolution; and from BALANCE_PRICE_FROM_CENTS of budget up the card costs at most
 * BALANCE_MAX_PRICE_RATIO times the processor.
 */
export const MID_RANGE_GPU_INDEX = 0.4;
export const MIN_CORES_MID_RANGE = 6;
export const BALANCE_MIN_FEED = 0.85;
export const BALANCE_MAX_PRICE_RATIO = 6;
export const BALANCE_PRICE_FROM_CENTS = 100_000;

/**
 * From HIGH_END_FROM_CENTS of budget a build uses a DDR5 platform, and from MEMORY_32GB_FROM_CENTS
 * every build has at least HIGH_END_GAMING_MEMORY_GB of memory (docs/planner.md).
 */
export const HIGH_END_FROM_CENTS = 120_000;
export const HIGH_END_GAMING_MEMORY_GB = 32;
/** From this budget every build has at least 32 GB (16 GB is the floor of a $1,000 PC in 2025 reviews' test rigs). */
export const MEMORY_32GB_FROM_CENTS = 100_000;

/**
 * Two channels: every planned kit has at least two modules. One module halves the memory bandwidth,
 * which costs frame rate and encoding speed (GamersNexus, "RAM Performance Benchmark: Single-Channel
 * vs. Dual-Channel", 2014; Hardware Secrets' gaming test); builders buy memory in pairs.
 */
export const MIN_MEMORY_MODULES = 2;

/**
 * A discrete card is part of the build for gaming at every budget, and for content creation and
 * workstation work from CREATOR_CARD_FROM_CENTS: video editors and 3D tools lean on the card
 * (Premiere's and Resolve's GPU effects and NVENC/AMF export, GPU rendering; Puget Systems'
 * recommended systems for Premiere Pro, DaVinci Resolve and CAD all carry one). Below it the
 * integrated graphics of a processor that has them do.
 */
export const CREATOR_CARD_FROM_CENTS = 100_000;

/** Whether a request's build must carry a graphics card (the rule above). */
export function needsCard(useCases: readonly string[], budgetCents: number): boolean {
  if (useCases.includes('gaming')) return true;
  return (
    budgetCents >= CREATOR_CARD_FROM_CENTS &&
    (useCases.includes('content-creation') || useCases.includes('workstation'))
  );
}

/**
 * The least video memory of a card for games and creative work: 8 GB. Under it games run out of
 * memory even at 1080p (TechSpot/Hardware Unboxed's 8 GB vs 16 GB tests show 8 GB as the floor at
 * 1080p), and an editor's or a CAD package's card is no better than integrated graphics (a 2 GB
 * GT 1030 in a workstation). Other uses take any card, and no card at all where the processor has
 * graphics.
 */
export const MIN_CARD_VRAM_GB = 8;

/** Whether a card with this much memory suits the request's uses (the rule above). */
export function cardSuitsUse(vramGb: number, useCases: readonly string[]): boolean {
  const demanding = useCases.some((u) => u === 'gaming' || u === 'content-creation' || u === 'workstation');
  return !demanding || vramGb >= MIN_CARD_VRAM_GB;
}

/** Whether a memory kit of this type and capacity suits the budget and use cases (the rules above). */
export function memoryFitsBudget(type: string, capacityGb: number, budgetCents: number): boolean {
  if (budgetCents >= MEMORY_32GB_FROM_CENTS && capacityGb < HIGH_END_GAMING_MEMORY_GB) return false;
  return budgetCents < HIGH_END_FROM_CENTS || type === 'DDR5';
}

/**
 * Case thermals: a hot build (processor sustained power + card board power above HOT_BUILD_WATTS)
 * goes into a full-size ATX tower (mid or full) with HOT_BUILD_GPU_MARGIN_MM of length to spare
 * beyond the card, not a micro-ATX or small-form-factor case, and not one known to breathe poorly
 * (caseAirflow).
 */
export const HOT_BUILD_WATTS = 450;
export const HOT_BUILD_GPU_MARGIN_MM = 25;
const ROOMY_CASES: readonly string[] = ['ATX Mid Tower', 'Full Tower'];

/** Whether a case is a full-size ATX tower (what a hot build needs). */
export function isRoomyCase(pcCase: CaseSpecs): boolean {
  return ROOMY_CASES.includes(pcCase.formFactor);
}

export function isHotBuild(cpuPower: number, gpuTdp: number): boolean {
  return cpuPower + gpuTdp > HOT_BUILD_WATTS;
}

/** The fewest installed intake fans that count as real airflow behind a solid front. */
export const AIRFLOW_MIN_INTAKE_FANS = 2;

/**
 * What the catalog knows of a case's airflow: 'good' with a mesh front or at least
 * AIRFLOW_MIN_INTAKE_FANS intake fans installed; 'poor' with a solid front and fewer known intake
 * fans; 'unknown' otherwise (most imported cases: the datasets hold neither figure).
 */
export function caseAirflow(pcCase: CaseSpecs): 'good' | 'poor' | 'unknown' {
  if (pcCase.frontPanel === 'mesh') return 'good';
  if (pcCase.intakeFans !== undefined && pcCase.intakeFans >= AIRFLOW_MIN_INTAKE_FANS) return 'good';
  if (pcCase.frontPanel === 'solid' && pcCase.intakeFans !== undefined) return 'poor';
  return 'unknown';
}

/** Whether a case suits a build of this heat and card length (always, for a build that is not hot). */
export function caseFitsHeat(pcCase: CaseSpecs, hot: boolean, gpuLengthMm: number): boolean {
  if (!hot) return true;
  return (
    isRoomyCase(pcCase) &&
    pcCase.maxGpuLength - gpuLengthMm >= HOT_BUILD_GPU_MARGIN_MM &&
    caseAirflow(pcCase) !== 'poor'
  );
}

export interface BalanceFigures {
  cores: number;
  cpuPrice: number;
  /** What the processor can feed at the resolution (cpuFeedAt). */
  feed: number;
  gpuPrice: number;
  /** The card's index at the resolution and at 1080p. */
  gpuIndex: number;
  gpu1080: number;
}

/** Whether a gaming build's processor and card are balanced (the rules above). */
export function gamingBalanced(f: BalanceFigures, budgetCents: number): boolean {
  if (f.gpu1080 >= MID_RANGE_GPU_INDEX && f.cores < MIN_CORES_MID_RANGE) return false;
  if (f.feed < BALANCE_MIN_FEED * f.gpuIndex) return false;
  return !(budgetCents >= BALANCE_PRICE_FROM_CENTS && f.gpuPrice > BALANCE_MAX_PRICE_RATIO * f.cpuPrice);
}

// --- Mirrors of the compatibility rules (pass level) ---------------------------------------------

/** An unlocked Intel processor: Core i3/i5/i7/i9 …K, KF, KS, Core Ultra …K, KF. */
export function isUnlockedIntel(cpu: PlannerPart<'CPU'>): boolean {
  return /^Intel /.test(cpu.name) && /\b\d{3,5}K[FS]?\b/.test(cpu.name);
}

/** Intel's entry chipsets (H410, H510, H610, H810): no CPU overclocking and entry power delivery. */
export function isEntryIntelBoard(board: PlannerPart<'Motherboard'>): boolean {
  return /\bH[4-8]10\b/.test(board.specs.chipset);
}

/**
 * The planner's platform fit: socket, BIOS support out of the box (no "may need a BIOS update"
 * warning), memory type, no unlocked K-series processor on an entry board that cannot use it, no
 * board whose graphics slot slows the processor's link, and a Z-series board for a hungry Intel part.
 */
export function boardFitsCpu(board: PlannerPart<'Motherboard'>, cpu: PlannerPart<'CPU'>): boolean {
  // Asked for every board and CPU each time an index is built (locks.ts builds small ones per
  // request, over the kept parts): there, answered once per pair of part objects, which nothing
  // changes after loading. The catalog's own index (every part, once) does not fill the memo.
  if (!fitMemo) return boardFitsCpuNow(board, cpu);
  let memo = BOARD_FITS.get(board);
  if (!memo) BOARD_FITS.set(board, (memo = new WeakMap()));
  let fits = memo.get(cpu);
  if (fits === undefined) memo.set(cpu, (fits = boardFitsCpuNow(board, cpu)));
  return fits;
}

let fitMemo = false;

/** Runs f with boardFitsCpu and coolerFitsCpu answered from their memo (buildPlannerIndex for locks.ts). */
export function withFitMemo<T>(f: () => T): T {
  const was = fitMemo;
  fitMemo = true;
  try {
    return f();
  } finally {
    fitMemo = was;
  }
}

const BOARD_FITS = new WeakMap<PlannerPart<'Motherboard'>, WeakMap<PlannerPart<'CPU'>, boolean>>();

function boardFitsCpuNow(board: PlannerPart<'Motherboard'>, cpu: PlannerPart<'CPU'>): boolean {
  if (board.specs.socket !== cpu.specs.socket) return false;
  if (isUnlockedIntel(cpu) && isEntryIntelBoard(board)) return false;
  if (boardSlowsLink(board.specs, cpu.specs)) return false;
  if (weakBoardForCpu(board.specs, cpu.specs, cpuSustainedWatts(cpu.specs))) return false;
  if (mayNeedBiosUpdate(cpu, board) === true) return false;
  const types = cpu.specs.memoryTypes;
  return types.length === 0 || (types as string[]).includes(board.specs.memoryType);
}

/**
 * A cooler bought for a processor that ships with one, or for a 12-core or bigger one, is a real
 * cooler: at least UPGRADE_COOLER_WATTS of capacity. A $10 low-profile or top-flow cooler (65–95 W)
 * next to a boxed Wraith or Laminar (65–105 W) buys nothing, and a many-core part under an all-core
 * load wants a tower (the panel's "$18 cooler next to a boxed one or on a 12-core").
 */
export const UPGRADE_COOLER_WATTS = 120;
export const MANY_CORES = 12;

/**
 * Mounting kit for the socket, capacity for the processor's sustained boost power (coolingNeedWatts),
 * and a real upgrade where the rule above asks for one.
 */
export function coolerFitsCpu(cooler: PlannerPart<'Cooler'>, cpu: PlannerPart<'CPU'>): boolean {
  if (!fitMemo) return coolerFitsCpuNow(cooler, cpu);
  let memo = COOLER_FITS.get(cooler);
  if (!memo) COOLER_FITS.set(cooler, (memo = new WeakMap()));
  let fits = memo.get(cpu);
  if (fits === undefined) memo.set(cpu, (fits = coolerFitsCpuNow(cooler, cpu)));
  return fits;
}

const COOLER_FITS = new WeakMap<PlannerPart<'Cooler'>, WeakMap<PlannerPart<'CPU'>, boolean>>();

function coolerFitsCpuNow(cooler: PlannerPart<'Cooler'>, cpu: PlannerPart<'CPU'>): boolean {
  const capacity = coolerCapacityWatts(cooler.specs);
  if (!cooler.specs.sockets.includes(cpu.specs.socket) || capacity < coolingNeedWatts(cpu.specs)) return false;
  const wantsUpgrade = cpu.specs.includesCooler === true || cpu.specs.cores >= MANY_CORES;
  return !wantsUpgrade || capacity >= UPGRADE_COOLER_WATTS;
}

export function coolerFitsCase(cooler: CoolerSpecs, pcCase: CaseSpecs): boolean {
  if (cooler.coolerType === 'Liquid') return cooler.radiatorSize <= 0 || cooler.radiatorSize <= pcCase.maxRadiatorSize;
  return cooler.height <= pcCase.maxCoolerHeight;
}

/** The card fits a case taking cards up to maxGpuLength with more than GPU_CLEARANCE_MM to spare (less warns). */
export function gpuFits(lengthMm: number, maxGpuLength: number): boolean {
  return !(lengthMm > maxGpuLength) && maxGpuLength - lengthMm > CLEARANCE;
}

/** An SFX or SFX-L unit fits an ATX bay with a bracket (as in psuFormFactorRule). */
export function psuFitsCase(formFactor: PsuFormFactor, pcCase: CaseSpecs): boolean {
  const allowed = pcCase.psuFormFactors;
  return allowed.includes(formFactor) || (allowed.includes('ATX') && formFactor !== 'ATX');
}

export function driveWatts(specs: StorageSpecs): number {
  return specs.storageType === 'HDD' ? HDD_WATTS : SSD_WATTS;
}

/** The wattage psuWattageRule passes for a load and card: psuRequirement's minimum. */
export function psuNeed(load: number, gpuRecommended: number): number {
  return Math.max(load * HEADROOM, gpuRecommended);
}

/**
 * Whether a power supply passes psuWattageRule for a load and the card maker's recommendation (at
 * least load × PSU_HEADROOM and at least the recommendation).
 */
export function psuCoversLoad(watts: number, load: number, gpuRecommended: number): boolean {
  return !(watts < load) && !(watts < psuNeed(load, gpuRecommended));
}

// --- Expert rules (issue 29; docs/planner.md "What an expert checks", each with its source) -------

/** PCIe bandwidth per lane and direction in GB/s, by generation (PCI-SIG: 8, 16, 32 GT/s with 128b/130b coding). */
export const PCIE_LANE_GBPS: Readonly<Record<number, number>> = { 1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938 };

/** The least link a 16-lane card gets: 8 lanes of PCIe 4.0 (TechPowerUp's PCIe scaling tests: a few percent lost). */
export const MIN_X16_CARD_LINK_GBPS = 8 * PCIE_LANE_GBPS[4];

/** The link of a processor and card: the lower generation, the fewer lanes (unknown: the card's own). */
export interface PcieLink {
  gen: number;
  lanes: number;
}

/** What the processor and the card give the graphics link; null where the catalog does not say. */
export function graphicsLink(
  cpu: { pcieGen?: number; gpuLanes?: number },
  gpu: { pcieGen?: number; pcieLanes?: number },
): { link: PcieLink; card: PcieLink } | null {
  if (cpu.pcieGen === undefined || gpu.pcieGen === undefined) return null;
  const card = { gen: gpu.pcieGen, lanes: gpu.pcieLanes ?? 16 };
  return {
    card,
    link: { gen: Math.min(cpu.pcieGen, card.gen), lanes: Math.min(cpu.gpuLanes ?? 16, card.lanes) },
  };
}

const linkGbps = (l: PcieLink): number => l.lanes * (PCIE_LANE_GBPS[l.gen] ?? 0);

/**
 * Whether the link starves the card: a card with fewer than 16 lanes (x8, x4) gets all of them at
 * its own generation (up to 4.0) — such cards fall back on system memory over the link when their
 * own runs out, and lose most on an older one (TechPowerUp, RX 6500 XT PCI-Express scaling); a
 * 16-lane card gets at least 8 lanes of PCIe 4.0. Unknown links are not judged.
 */
export function linkStarvesCard(
  cpu: { pcieGen?: number; gpuLanes?: number },
  gpu: { pcieGen?: number; pcieLanes?: number },
): boolean {
  const l = graphicsLink(cpu, gpu);
  if (!l) return false;
  if (l.card.lanes < 16) return l.link.lanes < l.card.lanes || l.link.gen < Math.min(l.card.gen, 4);
  return linkGbps(l.link) < MIN_X16_CARD_LINK_GBPS - 1e-9;
}

/** A link's generation and lanes as one number (0 for each unknown), the key of starvedLink's cache. */
export function linkKeyOf(gen: number | undefined, lanes: number | undefined): number {
  return (gen ?? 0) * 100 + (lanes ?? 0);
}

const STARVED = new Map<number, boolean>();

/**
 * linkStarvesCard for a processor and card by their link keys (linkKeyOf), cached: it depends on
 * nothing else, and the search asks it for every pair of every request.
 */
export function starvedLink(
  cpu: { link: number; part: { specs: { pcieGen?: number; gpuLanes?: number } } },
  gpu: { link: number; part: { specs: { pcieGen?: number; pcieLanes?: number } } },
): boolean {
  const key = cpu.link * 10_000 + gpu.link;
  let starved = STARVED.get(key);
  if (starved === undefined) STARVED.set(key, (starved = linkStarvesCard(cpu.part.specs, gpu.part.specs)));
  return starved;
}

/** Whether the board's graphics slot runs the processor's link at a lower generation (an A520 with a PCIe 4.0 Ryzen). */
export function boardSlowsLink(board: { gpuSlotGen?: number }, cpu: { pcieGen?: number }): boolean {
  if (board.gpuSlotGen === undefined || cpu.pcieGen === undefined) return false;
  return board.gpuSlotGen < Math.min(cpu.pcieGen, 4);
}

/**
 * Sustained power (W) from which an Intel processor needs a Z-series board: the Core i7/i9 K parts
 * draw 253 W for as long as they are cooled, and B- and H-series boards' power stages throttle them
 * (Hardware Unboxed's B760 VRM tests).
 */
export const Z_BOARD_FROM_WATTS = 200;

/**
 * Sustained power (W) above which an AM5 processor wants more than an A620 board: AMD positions
 * A620 for 65 W parts, and reviews of A620 boards show 170 W parts throttling on their power stages
 * (the 105 W parts' 142 W PPT is the most they carry).
 */
export const A620_MAX_WATTS = 142;

/** Whether a processor this hungry sits on a board class its power stages are not built for. */
export function weakBoardForCpu(board: { chipset: string }, cpu: { socket: string }, cpuWatts: number): boolean {
  if (/\bA620\b/.test(board.chipset)) return cpuWatts > A620_MAX_WATTS;
  if (!/^LGA/.test(cpu.socket) || cpuWatts < Z_BOARD_FROM_WATTS) return false;
  return !/\bZ\d{3}\b/.test(board.chipset);
}

/** From this budget a build uses a full ATX board and tower (room, slots and airflow); below it Micro-ATX is fine. */
export const ATX_FROM_CENTS = 150_000;

/** Whether a board's form factor suits the budget. */
export function boardSizeFitsBudget(formFactor: string, budgetCents: number): boolean {
  return budgetCents < ATX_FROM_CENTS || formFactor === 'ATX' || formFactor === 'E-ATX';
}

/** Board power (W) from which a card wants a case with real intake: a mesh front or two intake fans. */
export const BIG_CARD_WATTS = 220;

/** Whether a case known to have one intake fan or fewer behind a solid front holds a big card. */
export function caseStarvesCard(pcCase: CaseSpecs, gpuWatts: number): boolean {
  if (gpuWatts < BIG_CARD_WATTS || pcCase.frontPanel === 'mesh') return false;
  return pcCase.intakeFans !== undefined && pcCase.intakeFans < AIRFLOW_MIN_INTAKE_FANS;
}

/**
 * Storage by budget: the system SSD's least capacity from a budget up (a $1,000 gaming PC ships a
 * 1 TB drive; games run 100–200 GB each), and the least size of a second drive (a $15 250 GB
 * add-on or a 1 TB hard drive adds nothing an expert would buy).
 */
export const SSD_FLOORS: readonly { fromCents: number; gb: number }[] = [
  { fromCents: 0, gb: 500 },
  { fromCents: 70_000, gb: 1000 },
  { fromCents: 200_000, gb: 2000 },
];
export const SECOND_SSD_MIN_GB = 1000;
export const SECOND_HDD_MIN_GB = 4000;

/** The least SSD capacity for a budget. */
export function ssdFloorGb(budgetCents: number): number {
  let gb = 0;
  for (const f of SSD_FLOORS) if (budgetCents >= f.fromCents) gb = f.gb;
  return gb;
}

/** Whether a drive set suits the budget: enough SSD space, and no token second drive. */
export function drivesFitBudget(drives: readonly { capacity: number; hdd: boolean }[], budgetCents: number): boolean {
  let ssd = 0;
  for (const d of drives) if (!d.hdd) ssd += d.capacity;
  if (ssd < ssdFloorGb(budgetCents)) return false;
  if (drives.length < 2) return true;
  return drives.every((d) => d.capacity >= (d.hdd ? SECOND_HDD_MIN_GB : SECOND_SSD_MIN_GB));
}

/**
 * SPL's tiers, worst first (psu-tiers.json): a higher level is a better-built unit. The list ranks
 * within a letter with + and - (A-, B+, C-...); a letter's family is all three.
 */
export const PSU_TIER_ORDER: readonly string[] = [
  'F',
  'E',
  'D-',
  'D',
  'C-',
  'C',
  'C+',
  'B-',
  'B',
  'B+',
  'A-',
  'A',
  'A+',
];

/** The level of a tier (PSU_TIER_ORDER), or -1 when the unit is not on the list. */
const PSU_TIERS = new WeakMap<PlannerPart<'PSU'>, string | null>();

/** The unit's tier on SPL's list (psuTierFor), or null; looked up once per part object. */
export function psuTierOf(psu: PlannerPart<'PSU'>): string | null {
  let tier = PSU_TIERS.get(psu);
  if (tier === undefined) PSU_TIERS.set(psu, (tier = psuTierFor(psu.brand, psu.name)?.tier ?? null));
  return tier;
}

export function psuTierLevel(tier: string | null | undefined): number {
  return tier ? PSU_TIER_ORDER.indexOf(tier) : -1;
}

/**
 * The quality floor of a power supply (SPL's list: tier C suits entry and mid builds, tier B
 * mid-range to high-end): every unit of tier C's family (C-, C, C+) or better, a unit of
 * PSU_TIER_B_FROM_WATTS or more (what a mid-range card's build needs) of tier B's family (B- up).
 */
export const PSU_TIER_FLOOR = 'C-';
export const PSU_TIER_B_FLOOR = 'B-';
export const PSU_TIER_B_FROM_WATTS = 600;

/** Whether a unit of this tier level and wattage meets the floor (an unlisted unit: level -1, it does not). */
export function psuQualityOk(level: number, watts: number): boolean {
  return level >= psuTierLevel(watts >= PSU_TIER_B_FROM_WATTS ? PSU_TIER_B_FLOOR : PSU_TIER_FLOOR);
}

/** Whether a unit has a native 16-pin (12V-2x6 / 12VHPWR) cable, as a card with that plug wants. */
export function psuHasNative16Pin(psu: { pcie16Pin?: number }): boolean {
  return (psu.pcie16Pin ?? 0) > 0;
}
