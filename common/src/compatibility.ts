// The compatibility engine: one pure function per rule, each giving pass, warn or fail with a
// sentence a builder understands. Shared by the planner, the build pages and saved builds.
import type {
  CaseSpecs,
  CoolerSpecs,
  CpuSpecs,
  MotherboardSpecs,
  PartType,
  PsuSpecs,
  SpecsByType,
  StorageSpecs,
} from './catalog';
import { cpuSustainedWatts, cpuSustainedWattsIsEstimated } from './cpu-power';

export interface CompatPart<T extends PartType = PartType> {
  name: string;
  type: T;
  specs: SpecsByType[T];
}

/** The parts of one build. Lists hold the parts a build may have several of. */
export interface BuildSelection {
  cpu?: CompatPart<'CPU'>;
  motherboard?: CompatPart<'Motherboard'>;
  ram?: CompatPart<'RAM'>[];
  gpu?: CompatPart<'GPU'>;
  storage?: CompatPart<'Storage'>[];
  psu?: CompatPart<'PSU'>;
  case?: CompatPart<'Case'>;
  cooler?: CompatPart<'Cooler'>;
}

export const CHECK_IDS = [
  'cpu-socket',
  'memory-type',
  'memory-slots',
  'memory-capacity',
  'case-form-factor',
  'gpu-length',
  'cooler-socket',
  'cooler-clearance',
  'cooler-capacity',
  'psu-wattage',
  'psu-form-factor',
  'graphics-output',
  'm2-slots',
  'sata-ports',
  'bios-support',
] as const;
export type CheckId = (typeof CHECK_IDS)[number];
export type CheckStatus = 'pass' | 'warn' | 'fail';

export const CHECK_LABELS: Record<CheckId, string> = {
  'cpu-socket': 'CPU socket',
  'memory-type': 'Memory type',
  'memory-slots': 'Memory slots',
  'memory-capacity': 'Memory capacity',
  'case-form-factor': 'Case and motherboard size',
  'gpu-length': 'Graphics card length',
  'cooler-socket': 'Cooler mounting',
  'cooler-clearance': 'Cooler clearance',
  'cooler-capacity': 'Cooling capacity',
  'psu-wattage': 'Power supply wattage',
  'psu-form-factor': 'Power supply size',
  'graphics-output': 'Display output',
  'm2-slots': 'M.2 slots',
  'sata-ports': 'SATA ports',
  'bios-support': 'BIOS support',
};

export interface CompatibilityCheck {
  id: CheckId;
  label: string;
  status: CheckStatus;
  message: string;
}

export interface CompatibilityReport {
  checks: CompatibilityCheck[];
  /** No check failed. */
  compatible: boolean;
  /** Estimated system load in W (see estimateLoad). */
  estimatedWattage: number;
  /**
   * The larger of the estimated load × PSU_HEADROOM rounded up to PSU_ROUNDING W and the graphics
   * card maker's recommended power supply.
   */
  recommendedPsuWattage: number;
  /** Which figure decided recommendedPsuWattage (see psuRequirement). */
  psuDecidedBy: PsuBasis;
}

// --- Power -----------------------------------------------------------------------------------------

/** Motherboard, chipset, fans, USB devices and the cooler's pump or fans, in W. */
export const PLATFORM_WATTS = 75;
/** Per drive: an SSD draws 2–6 W under load, a 3.5" hard drive 6–9 W. */
export const SSD_WATTS = 5;
export const HDD_WATTS = 8;
/** Per RAM module (DDR4 and DDR5 DIMMs draw 2–5 W). */
export const RAM_MODULE_WATTS = 3;
/**
 * A PSU below load × 1.3 gets a warning. The 30 % over the sustained load covers the millisecond
 * power spikes of modern graphics cards, which ATX 3.x units are built to ride through (see
 * docs/planner.md).
 */
export const PSU_HEADROOM = 1.3;
export const PSU_ROUNDING = 50;
/** A graphics card within this many mm of the case's limit gets a warning. */
export const GPU_CLEARANCE_MM = 10;

/** CPU sustained boost power + GPU board power + the platform + a few watts per drive and RAM module. */
export function estimateLoad(sel: BuildSelection): number {
  const cpu = sel.cpu ? cpuSustainedWatts(sel.cpu.specs) : 0;
  const gpu = sel.gpu?.specs.tdp ?? 0;
  const drives = (sel.storage ?? []).reduce(
    (sum, d) => sum + (d.specs.storageType === 'HDD' ? HDD_WATTS : SSD_WATTS),
    0,
  );
  const modules = (sel.ram ?? []).reduce((sum, r) => sum + r.specs.modules, 0) * RAM_MODULE_WATTS;
  return cpu + gpu + PLATFORM_WATTS + drives + modules;
}

/** The load × PSU_HEADROOM rounded up to PSU_ROUNDING W (our formula alone). */
export function recommendedPsuWattage(load: number): number {
  return Math.ceil((load * PSU_HEADROOM) / PSU_ROUNDING) * PSU_ROUNDING;
}

/** Which figure sets the power supply a build needs: our load formula or the card maker's recommendation. */
export type PsuBasis = 'load' | 'graphics-card';

export interface PsuRequirement {
  /** The smallest wattage that passes: max(load × PSU_HEADROOM, the card maker's recommendation). */
  minimum: number;
  /** The wattage we recommend: max(recommendedPsuWattage(load), the card maker's recommendation). */
  recommended: number;
  decidedBy: PsuBasis;
  /** The card maker's recommended power supply in W, 0 when there is no card or no figure. */
  gpuRecommended: number;
}

/** The graphics card maker's recommended system power supply in W, 0 when unknown. */
export function gpuRecommendedPsu(gpu: CompatPart<'GPU'> | undefined): number {
  const w = gpu?.specs.recommendedPsu;
  return typeof w === 'number' && w > 0 ? w : 0;
}

/**
 * The power supply a build needs: the larger of our formula (load × PSU_HEADROOM) and the
 * graphics card maker's recommended system power (NVIDIA and AMD list one per card). The card
 * maker's figure decides when it is strictly higher.
 */
export function psuRequirement(load: number, gpuRecommended: number): PsuRequirement {
  const formula = load * PSU_HEADROOM;
  const byMaker = gpuRecommended > formula;
  return {
    minimum: byMaker ? gpuRecommended : formula,
    recommended: Math.max(recommendedPsuWattage(load), gpuRecommended),
    decidedBy: byMaker ? 'graphics-card' : 'load',
    gpuRecommended,
  };
}

// --- Generations and BIOS -------------------------------------------------------------------------

/** CPU generations in launch order per vendor; later ones may need a BIOS update on older boards. */
export type CpuGeneration =
  | 'Zen'
  | 'Zen+'
  | 'Zen 2'
  | 'Zen 3'
  | 'Zen 4'
  | 'Zen 5'
  | 'Alder Lake'
  | 'Raptor Lake'
  | 'Raptor Lake Refresh'
  | 'Arrow Lake';

const GENERATION_ORDER: CpuGeneration[] = [
  'Zen',
  'Zen+',
  'Zen 2',
  'Zen 3',
  'Zen 4',
  'Zen 5',
  'Alder Lake',
  'Raptor Lake',
  'Raptor Lake Refresh',
  'Arrow Lake',
];

/** The generation of a CPU from its microarchitecture, or else from its model name. */
export function cpuGeneration(cpu: CompatPart<'CPU'>): CpuGeneration | null {
  const arch = (cpu.specs.microarchitecture ?? '').toLowerCase();
  if (arch) {
    if (arch.startsWith('zen 5')) return 'Zen 5';
    if (arch.startsWith('zen 4')) return 'Zen 4';
    if (arch.startsWith('zen 3')) return 'Zen 3';
    if (arch.startsWith('zen 2')) return 'Zen 2';
    if (arch.startsWith('zen+')) return 'Zen+';
    if (arch === 'zen') return 'Zen';
    if (arch.startsWith('raptor lake refresh') || arch.startsWith('raptor lake-r')) return 'Raptor Lake Refresh';
    if (arch.startsWith('raptor lake')) return 'Raptor Lake';
    if (arch.startsWith('alder lake')) return 'Alder Lake';
    if (arch.startsWith('arrow lake')) return 'Arrow Lake';
  }
  const name = cpu.name;
  let m = /ryzen\s+\d\s+(?:pro\s+)?(\d)\d{3}/i.exec(name);
  if (m) {
    const series = Number(m[1]);
    const bySeries: Record<number, CpuGeneration> = {
      1: 'Zen',
      2: 'Zen+',
      3: 'Zen 2',
      // The 4000 desktop parts (4500, 4600G) are Zen 2 APUs; the 8000 ones (8600G, 8700F) Zen 4.
      4: 'Zen 2',
      5: 'Zen 3',
      7: 'Zen 4',
      8: 'Zen 4',
      9: 'Zen 5',
    };
    return bySeries[series] ?? null;
  }
  m = /\bi[3579]-(1[2-4])\d{3}/i.exec(name);
  if (m)
    return ({ 12: 'Alder Lake', 13: 'Raptor Lake', 14: 'Raptor Lake Refresh' } as const)[Number(m[1]) as 12 | 13 | 14];
  if (/core\s+ultra\s+[579]\s+2\d\d/i.test(name)) return 'Arrow Lake';
  return null;
}

/**
 * Chipset families and the newest CPU generation their boards ran at launch. A CPU of a later
 * generation works after a BIOS update, which a board on the shelf may not have.
 */
const CHIPSET_LAUNCH_GENERATION: Record<string, CpuGeneration> = {
  A320: 'Zen',
  B350: 'Zen',
  X370: 'Zen',
  B450: 'Zen+',
  X470: 'Zen+',
  A520: 'Zen 3',
  B550: 'Zen 3',
  X570: 'Zen 3',
  A620: 'Zen 4',
  B650: 'Zen 4',
  B650E: 'Zen 4',
  X670: 'Zen 4',
  X670E: 'Zen 4',
  B840: 'Zen 5',
  B850: 'Zen 5',
  X870: 'Zen 5',
  X870E: 'Zen 5',
  H610: 'Alder Lake',
  B660: 'Alder Lake',
  H670: 'Alder Lake',
  Z690: 'Alder Lake',
  B760: 'Raptor Lake Refresh',
  H770: 'Raptor Lake Refresh',
  Z790: 'Raptor Lake Refresh',
  H810: 'Arrow Lake',
  B860: 'Arrow Lake',
  Z890: 'Arrow Lake',
};

function chipsetFamily(chipset: string): string {
  return chipset
    .replace(/^(amd|intel)\s+/i, '')
    .trim()
    .toUpperCase();
}

/** Whether the board may need a BIOS update before it boots this CPU; null when unknown. */
export function mayNeedBiosUpdate(cpu: CompatPart<'CPU'>, board: CompatPart<'Motherboard'>): boolean | null {
  if (cpu.specs.socket !== board.specs.socket) return null;
  const gen = cpuGeneration(cpu);
  const launch = CHIPSET_LAUNCH_GENERATION[chipsetFamily(board.specs.chipset)];
  if (!gen || !launch) return null;
  const amd = (g: CpuGeneration) => g.startsWith('Zen');
  if (amd(gen) !== amd(launch)) return null;
  return GENERATION_ORDER.indexOf(gen) > GENERATION_ORDER.indexOf(launch);
}

// --- The rules ---------------------------------------------------------------------------------

type Rule = (sel: BuildSelection) => CompatibilityCheck | null;

function check(id: CheckId, status: CheckStatus, message: string): CompatibilityCheck {
  return { id, label: CHECK_LABELS[id], status, message };
}

/** "1 slot", "2 slots". */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "A", "A or B", "A, B or C" (conjunction "and" likewise). */
function listOf(items: readonly string[], conjunction: 'and' | 'or'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "1 memory module fits", "2 memory modules fit". */
function countFit(n: number, noun: string): string {
  return `${count(n, noun)} ${n === 1 ? 'fits' : 'fit'}`;
}

function ramTotals(ram: CompatPart<'RAM'>[]): { modules: number; capacity: number; types: string[] } {
  return {
    modules: ram.reduce((s, r) => s + r.specs.modules, 0),
    capacity: ram.reduce((s, r) => s + r.specs.capacity, 0),
    types: [...new Set(ram.map((r) => r.specs.memoryType))],
  };
}

export const cpuSocketRule: Rule = ({ cpu, motherboard }) => {
  if (!cpu || !motherboard) return null;
  const c: CpuSpecs = cpu.specs;
  const b: MotherboardSpecs = motherboard.specs;
  return c.socket === b.socket
    ? check('cpu-socket', 'pass', `The ${cpu.name} and the ${motherboard.name} both use the ${b.socket} socket.`)
    : check(
        'cpu-socket',
        'fail',
        `The ${cpu.name} fits ${c.socket} motherboards, but the ${motherboard.name} has the ${b.socket} socket.`,
      );
};

export const memoryTypeRule: Rule = ({ cpu, motherboard, ram }) => {
  if (!ram?.length || (!motherboard && !cpu)) return null;
  const { types } = ramTotals(ram);
  if (types.length > 1) {
    const kits = listOf(
      ram.map((r) => r.name),
      'and',
    );
    return check('memory-type', 'fail', `The memory kits (${kits}) mix ${listOf(types, 'and')}; use one type.`);
  }
  const type = types[0];
  const kit = ram.length === 1 ? `The ${ram[0].name}` : `${type} memory`;
  if (motherboard && motherboard.specs.memoryType !== type) {
    return check(
      'memory-type',
      'fail',
      `The ${motherboard.name} takes ${motherboard.specs.memoryType} memory, not ${type}.`,
    );
  }
  if (cpu && cpu.specs.memoryTypes.length > 0 && !cpu.specs.memoryTypes.includes(type as 'DDR4' | 'DDR5')) {
    return check(
      'memory-type',
      'fail',
      `The ${cpu.name} supports ${listOf(cpu.specs.memoryTypes, 'or')} memory, not ${type}.`,
    );
  }
  const host = `the ${motherboard?.name ?? cpu?.name}`;
  return check(
    'memory-type',
    'pass',
    ram.length === 1 ? `${kit} is ${type}, which ${host} supports.` : `${kit} suits ${host}.`,
  );
};

export const memorySlotsRule: Rule = ({ motherboard, ram }) => {
  if (!ram?.length || !motherboard) return null;
  const { modules } = ramTotals(ram);
  const slots = motherboard.specs.memorySlots;
  return modules <= slots
    ? check(
        'memory-slots',
        'pass',
        `${countFit(modules, 'memory module')} the ${motherboard.name}'s ${count(slots, 'slot')}.`,
      )
    : check(
        'memory-slots',
        'fail',
        slots > 0
          ? `The ${motherboard.name} has ${count(slots, 'memory slot')}, too few for ${count(modules, 'memory module')}.`
          : `The ${motherboard.name} has no memory slots.`,
      );
};

export const memoryCapacityRule: Rule = ({ motherboard, ram }) => {
  if (!ram?.length || !motherboard) return null;
  const { capacity } = ramTotals(ram);
  const max = motherboard.specs.maxMemory;
  return capacity <= max
    ? check(
        'memory-capacity',
        'pass',
        `${capacity} GB of memory is within the ${motherboard.name}'s ${max} GB maximum.`,
      )
    : check(
        'memory-capacity',
        'fail',
        `${capacity} GB of memory is more than the ${motherboard.name}'s ${max} GB maximum.`,
      );
};

export const caseFormFactorRule: Rule = ({ motherboard, case: pcCase }) => {
  if (!motherboard || !pcCase) return null;
  const ff = motherboard.specs.formFactor;
  const cs: CaseSpecs = pcCase.specs;
  return cs.supportedFormFactors.includes(ff)
    ? check('case-form-factor', 'pass', `The ${pcCase.name} takes ${ff} motherboards like the ${motherboard.name}.`)
    : check(
        'case-form-factor',
        'fail',
        cs.supportedFormFactors.length > 0
          ? `The ${pcCase.name} takes ${listOf(cs.supportedFormFactors, 'or')} motherboards, not the ${ff} ${motherboard.name}.`
          : `The ${pcCase.name} lists no motherboard sizes, so the ${ff} ${motherboard.name} may not fit.`,
      );
};

export const gpuLengthRule: Rule = ({ gpu, case: pcCase }) => {
  if (!gpu || !pcCase) return null;
  const len = gpu.specs.length;
  const max = pcCase.specs.maxGpuLength;
  if (len > max) {
    return check(
      'gpu-length',
      'fail',
      `The ${gpu.name} is ${len} mm long; the ${pcCase.name} fits cards up to ${max} mm.`,
    );
  }
  const spare = max - len;
  if (spare <= GPU_CLEARANCE_MM) {
    return check(
      'gpu-length',
      'warn',
      `The ${gpu.name} (${len} mm) leaves ${spare === 0 ? 'no room' : `only ${spare} mm`} to spare in the ${pcCase.name}, which fits cards up to ${max} mm; check front fans and cables.`,
    );
  }
  return check(
    'gpu-length',
    'pass',
    `The ${gpu.name} (${len} mm) fits the ${pcCase.name}'s ${max} mm with room to spare.`,
  );
};

export const coolerSocketRule: Rule = ({ cpu, cooler }) => {
  if (!cpu || !cooler) return null;
  const co: CoolerSpecs = cooler.specs;
  return co.sockets.includes(cpu.specs.socket)
    ? check('cooler-socket', 'pass', `The ${cooler.name} mounts on the ${cpu.name}'s ${cpu.specs.socket} socket.`)
    : check(
        'cooler-socket',
        'fail',
        co.sockets.length > 0
          ? `The ${cooler.name} has no ${cpu.specs.socket} mounting kit for the ${cpu.name} (it supports ${listOf(co.sockets, 'and')}).`
          : `The ${cooler.name} has no ${cpu.specs.socket} mounting kit for the ${cpu.name}.`,
      );
};

export const coolerClearanceRule: Rule = ({ cooler, case: pcCase }) => {
  if (!cooler || !pcCase) return null;
  const co = cooler.specs;
  const cs = pcCase.specs;
  if (co.coolerType === 'Liquid') {
    if (co.radiatorSize <= 0) return check('cooler-clearance', 'pass', `The ${cooler.name} needs no radiator mount.`);
    return co.radiatorSize <= cs.maxRadiatorSize
      ? check(
          'cooler-clearance',
          'pass',
          `The ${pcCase.name} mounts the ${co.radiatorSize} mm radiator of the ${cooler.name}.`,
        )
      : check(
          'cooler-clearance',
          'fail',
          cs.maxRadiatorSize > 0
            ? `The ${cooler.name} has a ${co.radiatorSize} mm radiator; the ${pcCase.name} takes up to ${cs.maxRadiatorSize} mm.`
            : `The ${cooler.name} has a ${co.radiatorSize} mm radiator, and the ${pcCase.name} has no radiator mount.`,
        );
  }
  return co.height <= cs.maxCoolerHeight
    ? check(
        'cooler-clearance',
        'pass',
        `The ${cooler.name} (${co.height} mm) fits under the ${pcCase.name}'s ${cs.maxCoolerHeight} mm limit.`,
      )
    : check(
        'cooler-clearance',
        'fail',
        `The ${cooler.name} is ${co.height} mm tall; the ${pcCase.name} fits coolers up to ${cs.maxCoolerHeight} mm.`,
      );
};

/**
 * Cooling capacity (W) assumed for a cooler that lists no TDP rating, by kind and size (most
 * catalog coolers list none). Conservative figures for typical coolers of each size; a cooler that
 * lists a rating is held to that figure instead.
 */
export const AIR_COOLER_CAPACITY: readonly (readonly [maxHeightMm: number, watts: number])[] = [
  [60, 65], // low-profile, under 60 mm
  [100, 95], // small top-flow or short tower
  [140, 130], // compact 92–120 mm tower
  [Infinity, 180], // full-height tower
];
export const LIQUID_COOLER_CAPACITY: readonly (readonly [maxRadiatorMm: number, watts: number])[] = [
  [120, 150],
  [140, 165],
  [240, 220],
  [280, 250],
  [Infinity, 300],
];

/** The capacity a cooler is held to: its tdpRating when listed, else the estimate by size above. */
export function coolerCapacityWatts(specs: CoolerSpecs): number {
  if (specs.tdpRating) return specs.tdpRating;
  const table = specs.coolerType === 'Liquid' ? LIQUID_COOLER_CAPACITY : AIR_COOLER_CAPACITY;
  const size = specs.coolerType === 'Liquid' ? specs.radiatorSize : specs.height;
  for (const [max, watts] of table) if (size <= max) return watts;
  return table[table.length - 1][1];
}

/** Whether the capacity is the cooler's listed rating (true) or our estimate by size (false). */
export function coolerCapacityIsRated(specs: CoolerSpecs): boolean {
  return Boolean(specs.tdpRating);
}

/**
 * A cooler must hold the processor's sustained boost power (cpuSustainedWatts), not its base TDP,
 * with COOLER_MARGIN to spare: coolers are rated at their best, and a case's warm air costs some of it.
 */
export const COOLER_MARGIN = 1.05;

/** The cooling a processor needs in W: its sustained boost power × COOLER_MARGIN, rounded up. */
export function coolingNeedWatts(cpu: CpuSpecs): number {
  return Math.ceil(cpuSustainedWatts(cpu) * COOLER_MARGIN);
}

export const coolerCapacityRule: Rule = ({ cpu, cooler }) => {
  if (!cpu || !cooler) return null;
  const watts = coolerCapacityWatts(cooler.specs);
  const what = coolerCapacityIsRated(cooler.specs)
    ? `is rated for ${watts} W`
    : `has no listed rating; for its size we count on about ${watts} W`;
  const power = cpuSustainedWatts(cpu.specs);
  const powerText = `${power} W sustained boost power${cpuSustainedWattsIsEstimated(cpu.specs) ? ' (our estimate)' : ''}`;
  return watts >= coolingNeedWatts(cpu.specs)
    ? check('cooler-capacity', 'pass', `The ${cooler.name} ${what}, enough for the ${powerText} of the ${cpu.name}.`)
    : check(
        'cooler-capacity',
        'warn',
        `The ${cooler.name} ${what}, not enough for the ${powerText} of the ${cpu.name} with 5% to spare; expect throttling under load.`,
      );
};

export const psuWattageRule: Rule = (sel) => {
  if (!sel.psu) return null;
  const load = estimateLoad(sel);
  const name = sel.psu.name;
  const watts = sel.psu.specs.wattage;
  const need = psuRequirement(load, gpuRecommendedPsu(sel.gpu));
  const why =
    need.decidedBy === 'graphics-card'
      ? `the ${sel.gpu?.specs.chipset ?? 'graphics card'}'s maker recommends ${need.gpuRecommended} W, more than our ${recommendedPsuWattage(load)} W for the load`
      : `${need.recommended} W is recommended for the load`;
  if (watts < load) {
    return check('psu-wattage', 'fail', `The ${name} (${watts} W) is below the estimated ${load} W load; ${why}.`);
  }
  if (watts < need.minimum) {
    return check(
      'psu-wattage',
      'warn',
      `The ${name} (${watts} W) covers the estimated ${load} W load with too little headroom; ${why}.`,
    );
  }
  return check(
    'psu-wattage',
    'pass',
    need.decidedBy === 'graphics-card'
      ? `The ${name} (${watts} W) meets the ${need.gpuRecommended} W the ${sel.gpu?.specs.chipset ?? 'graphics card'}'s maker recommends (estimated load ${load} W).`
      : `The ${name} (${watts} W) covers the estimated ${load} W load with headroom.`,
  );
};

export const psuFormFactorRule: Rule = ({ psu, case: pcCase }) => {
  if (!psu || !pcCase) return null;
  const p: PsuSpecs = psu.specs;
  const allowed = pcCase.specs.psuFormFactors;
  // An SFX unit fits an ATX bay with a bracket; SFX-L likewise. An SFX unit also fits an SFX-L bay.
  const fits =
    allowed.includes(p.formFactor) ||
    (allowed.includes('ATX') && p.formFactor !== 'ATX') ||
    (allowed.includes('SFX-L') && p.formFactor === 'SFX');
  return fits
    ? check('psu-form-factor', 'pass', `The ${psu.name} (${p.formFactor}) fits the ${pcCase.name}.`)
    : check(
        'psu-form-factor',
        'fail',
        allowed.length > 0
          ? `The ${pcCase.name} takes ${listOf(allowed, 'or')} power supplies, not the ${p.formFactor} ${psu.name}.`
          : `The ${pcCase.name} lists no power supply sizes, so the ${p.formFactor} ${psu.name} may not fit.`,
      );
};

export const graphicsOutputRule: Rule = ({ cpu, gpu }) => {
  if (!cpu) return null;
  if (gpu) return check('graphics-output', 'pass', `The ${gpu.name} drives the displays.`);
  return cpu.specs.integratedGraphics
    ? check('graphics-output', 'pass', `The ${cpu.name}'s integrated graphics drive the displays.`)
    : check(
        'graphics-output',
        'fail',
        `The ${cpu.name} has no integrated graphics, so the build needs a graphics card.`,
      );
};

function driveCount(storage: CompatPart<'Storage'>[] | undefined, iface: StorageSpecs['interface']): number {
  return (storage ?? []).filter((d) => d.specs.interface === iface).length;
}

export const m2SlotsRule: Rule = ({ motherboard, storage }) => {
  const n = driveCount(storage, 'NVMe');
  if (!motherboard || n === 0) return null;
  const slots = motherboard.specs.m2Slots;
  return n <= slots
    ? check('m2-slots', 'pass', `${countFit(n, 'NVMe drive')} the ${motherboard.name}'s ${count(slots, 'M.2 slot')}.`)
    : check(
        'm2-slots',
        'fail',
        slots > 0
          ? `The ${motherboard.name} has ${count(slots, 'M.2 slot')}, too few for ${count(n, 'NVMe drive')}.`
          : `The ${motherboard.name} has no M.2 slot for ${n === 1 ? 'the NVMe drive' : `${n} NVMe drives`}.`,
      );
};

export const sataPortsRule: Rule = ({ motherboard, storage }) => {
  const n = driveCount(storage, 'SATA');
  if (!motherboard || n === 0) return null;
  const ports = motherboard.specs.sataPorts;
  return n <= ports
    ? check(
        'sata-ports',
        'pass',
        `${countFit(n, 'SATA drive')} the ${motherboard.name}'s ${count(ports, 'SATA port')}.`,
      )
    : check(
        'sata-ports',
        'fail',
        ports > 0
          ? `The ${motherboard.name} has ${count(ports, 'SATA port')}, too few for ${count(n, 'SATA drive')}.`
          : `The ${motherboard.name} has no SATA port for ${n === 1 ? 'the SATA drive' : `${n} SATA drives`}.`,
      );
};

export const biosSupportRule: Rule = ({ cpu, motherboard }) => {
  if (!cpu || !motherboard || cpu.specs.socket !== motherboard.specs.socket) return null;
  const needs = mayNeedBiosUpdate(cpu, motherboard);
  if (needs) {
    return check(
      'bios-support',
      'warn',
      `The ${motherboard.name} (${motherboard.specs.chipset}) may need a BIOS update before it boots the ${cpu.name} (${cpuGeneration(cpu)}); pick a board with BIOS Flashback or ask the seller.`,
    );
  }
  return check(
    'bios-support',
    'pass',
    needs === false
      ? `The ${motherboard.name} (${motherboard.specs.chipset}) supports the ${cpu.name} out of the box.`
      : `No BIOS update is known to be needed for the ${cpu.name} on the ${motherboard.name} (${motherboard.specs.chipset}).`,
  );
};

/** Every rule, in the order the compatibility panel lists them. */
export const COMPATIBILITY_RULES: readonly Rule[] = [
  cpuSocketRule,
  biosSupportRule,
  memoryTypeRule,
  memorySlotsRule,
  memoryCapacityRule,
  caseFormFactorRule,
  gpuLengthRule,
  coolerSocketRule,
  coolerClearanceRule,
  coolerCapacityRule,
  psuWattageRule,
  psuFormFactorRule,
  graphicsOutputRule,
  m2SlotsRule,
  sataPortsRule,
];

/** Runs every rule that applies to the parts present. */
export function checkCompatibility(sel: BuildSelection): CompatibilityReport {
  const checks = COMPATIBILITY_RULES.map((rule) => rule(sel)).filter((c): c is CompatibilityCheck => c !== null);
  const estimatedWattage = estimateLoad(sel);
  const psu = psuRequirement(estimatedWattage, gpuRecommendedPsu(sel.gpu));
  return {
    checks,
    compatible: checks.every((c) => c.status !== 'fail'),
    estimatedWattage,
    recommendedPsuWattage: psu.recommended,
    psuDecidedBy: psu.decidedBy,
  };
}

/** Whether every check passes, with no warning either (what the planner requires of its builds). */
export function allChecksPass(report: CompatibilityReport): boolean {
  return report.checks.every((c) => c.status === 'pass');
}
