// How spec values are labelled, formatted and compared (the side-by-side comparison, docs/requirements.md §4/§5).
import { PSU_EFFICIENCIES, type PartType, type SpecMap, type SpecValue } from './catalog';

/** The specs a component card shows, per type, most telling first. */
export const KEY_SPECS: Record<PartType, readonly string[]> = {
  CPU: ['cores', 'boostClock', 'socket', 'tdp'],
  GPU: ['vram', 'boostClock', 'length', 'tdp'],
  RAM: ['capacity', 'speed', 'memoryType', 'casLatency'],
  Storage: ['capacity', 'interface', 'storageType', 'readSpeed'],
  Motherboard: ['socket', 'formFactor', 'memoryType', 'chipset'],
  PSU: ['wattage', 'efficiency', 'modular', 'formFactor'],
  Case: ['formFactor', 'maxGpuLength', 'maxCoolerHeight', 'maxRadiatorSize'],
  Cooler: ['coolerType', 'height', 'radiatorSize', 'tdpRating'],
};

type Better = 'higher' | 'lower';

interface SpecMeta {
  label: string;
  unit?: string;
  better?: Better;
  /** Ordered values from worst to best, for ranked text values. */
  ranking?: readonly string[];
}

/** Labels, units and which direction is better, by spec key. Unknown keys are shown as they are. */
export const SPEC_META: Record<string, SpecMeta> = {
  socket: { label: 'Socket' },
  cores: { label: 'Cores', better: 'higher' },
  threads: { label: 'Threads', better: 'higher' },
  baseClock: { label: 'Base clock', better: 'higher' },
  gameClock: { label: 'Game clock', unit: 'MHz', better: 'higher' },
  boostClock: { label: 'Boost clock', better: 'higher' },
  tdp: { label: 'TDP / board power', unit: 'W', better: 'lower' },
  boostPower: { label: 'Sustained boost power', unit: 'W', better: 'lower' },
  boostPowerEstimated: { label: 'Boost power estimated' },
  integratedGraphics: { label: 'Integrated graphics' },
  memoryTypes: { label: 'Memory types' },
  microarchitecture: { label: 'Microarchitecture' },
  l3Cache: { label: 'L3 cache', unit: 'MB', better: 'higher' },
  includesCooler: { label: 'Cooler included' },
  chipset: { label: 'Chipset' },
  chipsetBrand: { label: 'Chipset maker' },
  vram: { label: 'Video memory', unit: 'GB', better: 'higher' },
  memoryType: { label: 'Memory type' },
  length: { label: 'Length', unit: 'mm' },
  slotWidth: { label: 'Slot width', unit: 'slots' },
  recommendedPsu: { label: 'Recommended PSU', unit: 'W' },
  powerConnectors: { label: 'Power connectors' },
  recommendedPsuSource: { label: 'Power supply figure' },
  power16Pin: { label: '16-pin power plug' },
  pcieLanes: { label: 'PCIe lanes', better: 'higher' },
  gpuLanes: { label: 'Graphics lanes', better: 'higher' },
  gpuSlotGen: { label: 'Graphics slot', better: 'higher' },
  m2MaxGen: { label: 'Fastest M.2 slot', better: 'higher' },
  atx3: { label: 'ATX 3.x' },
  pcie16Pin: { label: '16-pin GPU cables', better: 'higher' },
  fanless: { label: 'Fanless' },
  speed: { label: 'Speed', unit: 'MT/s', better: 'higher' },
  modules: { label: 'Modules' },
  moduleSize: { label: 'Module size', unit: 'GB' },
  capacity: { label: 'Capacity', unit: 'GB', better: 'higher' },
  casLatency: { label: 'CAS latency', better: 'lower' },
  storageType: { label: 'Drive type' },
  interface: { label: 'Interface' },
  formFactor: { label: 'Form factor' },
  pcieGen: { label: 'PCIe generation', better: 'higher' },
  readSpeed: { label: 'Sequential read', unit: 'MB/s', better: 'higher' },
  writeSpeed: { label: 'Sequential write', unit: 'MB/s', better: 'higher' },
  rpm: { label: 'Spindle speed', unit: 'RPM', better: 'higher' },
  memorySlots: { label: 'Memory slots', better: 'higher' },
  maxMemory: { label: 'Maximum memory', unit: 'GB', better: 'higher' },
  m2Slots: { label: 'M.2 slots', better: 'higher' },
  sataPorts: { label: 'SATA ports', better: 'higher' },
  wifi: { label: 'Wi-Fi' },
  wattage: { label: 'Wattage', unit: 'W', better: 'higher' },
  efficiency: { label: 'Efficiency', better: 'higher', ranking: PSU_EFFICIENCIES },
  modular: { label: 'Modular', better: 'higher', ranking: ['Non', 'Semi', 'Full'] },
  supportedFormFactors: { label: 'Motherboards' },
  maxGpuLength: { label: 'Max GPU length', unit: 'mm', better: 'higher' },
  maxCoolerHeight: { label: 'Max cooler height', unit: 'mm', better: 'higher' },
  maxRadiatorSize: { label: 'Max radiator', unit: 'mm', better: 'higher' },
  psuFormFactors: { label: 'PSU form factors' },
  frontPanel: { label: 'Front panel' },
  intakeFans: { label: 'Intake fans included', better: 'higher' },
  intakeFanSize: { label: 'Intake fan size', unit: 'mm' },
  driveBays35: { label: '3.5" drive bays', better: 'higher' },
  coolerType: { label: 'Cooler type' },
  height: { label: 'Height', unit: 'mm' },
  radiatorSize: { label: 'Radiator', unit: 'mm' },
  sockets: { label: 'Sockets' },
  tdpRating: { label: 'Rated for', unit: 'W TDP', better: 'higher' },
  fanSize: { label: 'Fan size', unit: 'mm' },
  noiseLevel: { label: 'Noise level', unit: 'dBA', better: 'lower' },
};

/** Units that depend on the part type (CPU clocks are in GHz, GPU clocks in MHz). */
function unitFor(key: string, type: string): string | undefined {
  if (key === 'baseClock' || key === 'boostClock') return type === 'CPU' ? 'GHz' : 'MHz';
  return SPEC_META[key]?.unit;
}

export function specLabel(key: string): string {
  return SPEC_META[key]?.label ?? key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A spec value as text: "16 GB", "Yes", "ATX, Micro-ATX". */
export function formatSpec(key: string, type: string, value: SpecValue): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  // An air cooler has no radiator, and some cases take none.
  if ((key === 'radiatorSize' || key === 'maxRadiatorSize') && value === 0) return 'None';
  // PCIe links read as the makers write them: "PCIe 4.0", lanes as "x8".
  if (typeof value === 'number' && (key === 'pcieGen' || key === 'gpuSlotGen' || key === 'm2MaxGen')) {
    return `PCIe ${value.toFixed(1)}`;
  }
  if (typeof value === 'number' && (key === 'pcieLanes' || key === 'gpuLanes')) return `x${value}`;
  if (key === 'recommendedPsuSource') {
    return value === 'chipset'
      ? "Chipset maker's figure (reference design)"
      : value === 'card'
        ? "Card maker's figure"
        : String(value);
  }
  const unit = unitFor(key, type);
  if (key === 'capacity' && typeof value === 'number' && value >= 1000 && type === 'Storage') {
    return `${Number((value / 1000).toFixed(value % 1000 === 0 ? 0 : 1))} TB`;
  }
  return unit ? `${value} ${unit}` : String(value);
}

export type Winner = 'a' | 'b' | null;

/** Which of two values is better for a spec, or null when equal, not comparable or not ranked. */
export function betterOf(key: string, a: SpecValue | undefined, b: SpecValue | undefined): Winner {
  const meta = SPEC_META[key];
  if (!meta?.better || a === undefined || b === undefined) return null;
  let x: number;
  let y: number;
  if (meta.ranking) {
    x = meta.ranking.indexOf(String(a));
    y = meta.ranking.indexOf(String(b));
    if (x < 0 || y < 0) return null;
  } else if (typeof a === 'number' && typeof b === 'number') {
    x = a;
    y = b;
  } else {
    return null;
  }
  if (x === y) return null;
  const higherWins = meta.better === 'higher';
  return x > y === higherWins ? 'a' : 'b';
}

export interface ComparisonRow {
  key: string;
  label: string;
  a: string | null;
  b: string | null;
  better: Winner;
}

/**
 * Rows for every spec either part has, shared specs first, with the better side marked. Parts of
 * different types are shown side by side but not ranked (their units and meanings differ).
 */
export function compareSpecs(typeA: string, a: SpecMap, typeB: string, b: SpecMap): ComparisonRow[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  const shared = keys.filter((k) => k in a && k in b);
  const rest = keys.filter((k) => !(k in a && k in b));
  return [...shared, ...rest].map((key) => ({
    key,
    label: specLabel(key),
    a: key in a ? formatSpec(key, typeA, a[key]) : null,
    b: key in b ? formatSpec(key, typeB, b[key]) : null,
    better: typeA === typeB ? betterOf(key, a[key], b[key]) : null,
  }));
}

/** The better of two optional numbers where higher wins (value score, power efficiency, price reversed). */
export function betterNumber(a: number | null, b: number | null, better: Better): Winner {
  if (a === null || b === null || a === b) return null;
  return a > b === (better === 'higher') ? 'a' : 'b';
}
