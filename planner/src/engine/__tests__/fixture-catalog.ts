// A small hand-written planner catalog: invented parts with realistic specs, a few per type, chosen
// so that the compatibility rules bite (sockets, a BIOS update warning, DDR4 against DDR5, a
// small-form-factor case, a card too long for some cases, a cooler too tall for some, coolers with
// and without a listed TDP rating, SFX power supplies).
import { type PartType, type SpecsByType, toCents } from '@rigforge/common';
import type { PartPerformance, PlannerCatalog, PlannerPart } from '../types';

const NO_PERF: PartPerformance = { cpuSingle: null, cpuMulti: null, gpu1080: null, gpu1440: null, gpu4k: null };

function part<T extends PartType>(
  type: T,
  id: string,
  name: string,
  brand: string,
  dollars: number,
  specs: SpecsByType[T],
  perf: Partial<PartPerformance> = {},
): PlannerPart<T> {
  return {
    id,
    slug: id,
    name,
    brand,
    type,
    priceCents: toCents(dollars),
    rating: 4.5,
    specs,
    perf: { ...NO_PERF, ...perf },
  };
}

const cpu = (id: string, name: string, $: number, s: SpecsByType['CPU'], single: number, multi: number) =>
  // The fixture's gaming index: what the planner computed before it had one (0.7 × single + 0.3 × multi).
  part('CPU', id, name, name.split(' ')[0], $, s, {
    cpuSingle: single,
    cpuMulti: multi,
    cpuGaming: 0.7 * single + 0.3 * multi,
  });
const gpu = (id: string, name: string, $: number, s: SpecsByType['GPU'], p: [number, number, number]) =>
  part('GPU', id, name, name.split(' ')[0], $, s, { gpu1080: p[0], gpu1440: p[1], gpu4k: p[2] });

export const FIXTURE_CPUS: PlannerPart<'CPU'>[] = [
  cpu(
    'cpu-am4-6c',
    'Vega Ryzen 5 5500X',
    79,
    {
      socket: 'AM4',
      cores: 6,
      threads: 12,
      baseClock: 3.6,
      boostClock: 4.3,
      tdp: 65,
      boostPower: 88,
      integratedGraphics: false,
      memoryTypes: ['DDR4'],
      microarchitecture: 'Zen 3',
      includesCooler: true,
    },
    62,
    33,
  ),
  cpu(
    'cpu-am4-apu',
    'Vega Ryzen 5 5650G',
    119,
    {
      socket: 'AM4',
      cores: 6,
      threads: 12,
      baseClock: 3.9,
      boostClock: 4.4,
      tdp: 65,
      boostPower: 88,
      integratedGraphics: true,
      memoryTypes: ['DDR4'],
      microarchitecture: 'Zen 3',
      includesCooler: true,
    },
    64,
    34,
  ),
  cpu(
    'cpu-am5-6c',
    'Vega Ryzen 5 7600',
    189,
    {
      socket: 'AM5',
      cores: 6,
      threads: 12,
      baseClock: 3.8,
      boostClock: 5.1,
      tdp: 65,
      boostPower: 88,
      integratedGraphics: true,
      memoryTypes: ['DDR5'],
      microarchitecture: 'Zen 4',
      includesCooler: true,
    },
    83,
    45,
  ),
  cpu(
    'cpu-am5-16c',
    'Vega Ryzen 9 9950X',
    549,
    {
      socket: 'AM5',
      cores: 16,
      threads: 32,
      baseClock: 4.3,
      boostClock: 5.7,
      tdp: 170,
      boostPower: 230,
      integratedGraphics: true,
      memoryTypes: ['DDR5'],
      microarchitecture: 'Zen 5',
    },
    101,
    105,
  ),
  cpu(
    'cpu-lga1700-4c',
    'Corvid Core i3-12100F',
    69,
    {
      socket: 'LGA1700',
      cores: 4,
      threads: 8,
      baseClock: 3.3,
      boostClock: 4.3,
      tdp: 58,
      boostPower: 89,
      integratedGraphics: false,
      memoryTypes: ['DDR4', 'DDR5'],
      microarchitecture: 'Alder Lake',
      includesCooler: true,
    },
    73,
    29,
  ),
  cpu(
    'cpu-lga1700-14c',
    'Corvid Core i5-14600K',
    239,
    {
      socket: 'LGA1700',
      cores: 14,
      threads: 20,
      baseClock: 3.5,
      boostClock: 5.3,
      tdp: 125,
      boostPower: 181,
      integratedGraphics: true,
      memoryTypes: ['DDR4', 'DDR5'],
      microarchitecture: 'Raptor Lake Refresh',
    },
    88,
    68,
  ),
  cpu(
    'cpu-lga1700-24c',
    'Corvid Core i9-14900K',
    449,
    {
      socket: 'LGA1700',
      cores: 24,
      threads: 32,
      baseClock: 3.2,
      boostClock: 6,
      tdp: 125,
      boostPower: 253,
      integratedGraphics: true,
      memoryTypes: ['DDR4', 'DDR5'],
      microarchitecture: 'Raptor Lake Refresh',
    },
    100,
    100,
  ),
];

export const FIXTURE_GPUS: PlannerPart<'GPU'>[] = [
  gpu(
    'gpu-entry',
    'Quill GT 1630 4GB',
    119,
    {
      chipset: 'GeForce GTX 1630',
      chipsetBrand: 'NVIDIA',
      vram: 4,
      memoryType: 'GDDR6',
      baseClock: 1740,
      boostClock: 1785,
      length: 170,
      slotWidth: 2,
      tdp: 75,
    },
    [9, 6, 3],
  ),
  gpu(
    'gpu-budget',
    'Quill RX 7600 8GB',
    259,
    {
      chipset: 'Radeon RX 7600',
      chipsetBrand: 'AMD',
      vram: 8,
      memoryType: 'GDDR6',
      baseClock: 1720,
      boostClock: 2655,
      length: 240,
      slotWidth: 2,
      tdp: 165,
    },
    [38, 30, 17],
  ),
  gpu(
    'gpu-mid',
    'Quill RTX 4070 Super 12GB',
    599,
    {
      chipset: 'GeForce RTX 4070 Super',
      chipsetBrand: 'NVIDIA',
      vram: 12,
      memoryType: 'GDDR6X',
      baseClock: 1980,
      boostClock: 2475,
      length: 290,
      slotWidth: 2.5,
      tdp: 220,
    },
    [66, 60, 52],
  ),
  gpu(
    'gpu-mid-long',
    'Quill RTX 4070 Super OC 12GB',
    579,
    {
      chipset: 'GeForce RTX 4070 Super',
      chipsetBrand: 'NVIDIA',
      vram: 12,
      memoryType: 'GDDR6X',
      baseClock: 1980,
      boostClock: 2565,
      length: 336,
      slotWidth: 3,
      tdp: 220,
    },
    [66, 60, 52],
  ),
  gpu(
    'gpu-high',
    'Quill RX 7900 XTX 24GB',
    899,
    {
      chipset: 'Radeon RX 7900 XTX',
      chipsetBrand: 'AMD',
      vram: 24,
      memoryType: 'GDDR6',
      baseClock: 1855,
      boostClock: 2500,
      length: 344,
      slotWidth: 2.5,
      tdp: 355,
    },
    [85, 82, 76],
  ),
  gpu(
    'gpu-top',
    'Quill RTX 4090 24GB',
    1799,
    {
      chipset: 'GeForce RTX 4090',
      chipsetBrand: 'NVIDIA',
      vram: 24,
      memoryType: 'GDDR6X',
      baseClock: 2235,
      boostClock: 2520,
      length: 358,
      slotWidth: 3.5,
      tdp: 450,
    },
    [100, 100, 100],
  ),
];

const board = (id: string, name: string, $: number, s: SpecsByType['Motherboard']) =>
  part('Motherboard', id, name, name.split(' ')[0], $, s);

export const FIXTURE_BOARDS: PlannerPart<'Motherboard'>[] = [
  board('mb-a520', 'Tern A520M-K', 69, {
    socket: 'AM4',
    chipset: 'AMD A520',
    formFactor: 'Micro-ATX',
    memoryType: 'DDR4',
    memorySlots: 2,
    maxMemory: 64,
    m2Slots: 1,
    sataPorts: 4,
  }),
  board('mb-b650', 'Tern B650M Plus', 139, {
    socket: 'AM5',
    chipset: 'AMD B650',
    formFactor: 'Micro-ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemory: 192,
    m2Slots: 2,
    sataPorts: 4,
  }),
  board('mb-b850', 'Tern B850 Pro', 189, {
    socket: 'AM5',
    chipset: 'AMD B850',
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemory: 256,
    m2Slots: 3,
    sataPorts: 4,
  }),
  board('mb-b760-d4', 'Tern B760M DDR4', 109, {
    socket: 'LGA1700',
    chipset: 'Intel B760',
    formFactor: 'Micro-ATX',
    memoryType: 'DDR4',
    memorySlots: 2,
    maxMemory: 64,
    m2Slots: 1,
    sataPorts: 4,
  }),
  board('mb-b760-d5', 'Tern B760 DDR5', 149, {
    socket: 'LGA1700',
    chipset: 'Intel B760',
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemory: 192,
    m2Slots: 3,
    sataPorts: 4,
  }),
  board('mb-b760-itx', 'Tern B760I', 179, {
    socket: 'LGA1700',
    chipset: 'Intel B760',
    formFactor: 'Mini-ITX',
    memoryType: 'DDR5',
    memorySlots: 2,
    maxMemory: 96,
    m2Slots: 2,
    sataPorts: 2,
  }),
];

const ram = (id: string, name: string, $: number, s: SpecsByType['RAM']) => part('RAM', id, name, 'Lumen', $, s);

export const FIXTURE_RAM: PlannerPart<'RAM'>[] = [
  ram('ram-d4-16', 'Lumen 16GB (2x8GB) DDR4-3200', 35, {
    memoryType: 'DDR4',
    speed: 3200,
    modules: 2,
    moduleSize: 8,
    capacity: 16,
    casLatency: 16,
  }),
  ram('ram-d4-32', 'Lumen 32GB (2x16GB) DDR4-3600', 62, {
    memoryType: 'DDR4',
    speed: 3600,
    modules: 2,
    moduleSize: 16,
    capacity: 32,
    casLatency: 18,
  }),
  ram('ram-d5-16', 'Lumen 16GB (2x8GB) DDR5-5600', 49, {
    memoryType: 'DDR5',
    speed: 5600,
    modules: 2,
    moduleSize: 8,
    capacity: 16,
    casLatency: 40,
  }),
  ram('ram-d5-32-single', 'Lumen 32GB (1x32GB) DDR5-5600', 79, {
    memoryType: 'DDR5',
    speed: 5600,
    modules: 1,
    moduleSize: 32,
    capacity: 32,
    casLatency: 46,
  }),
  ram('ram-d5-32', 'Lumen 32GB (2x16GB) DDR5-6000', 89, {
    memoryType: 'DDR5',
    speed: 6000,
    modules: 2,
    moduleSize: 16,
    capacity: 32,
    casLatency: 30,
  }),
  ram('ram-d5-64', 'Lumen 64GB (2x32GB) DDR5-6000', 169, {
    memoryType: 'DDR5',
    speed: 6000,
    modules: 2,
    moduleSize: 32,
    capacity: 64,
    casLatency: 30,
  }),
  ram('ram-d5-128', 'Lumen 128GB (4x32GB) DDR5-5200', 359, {
    memoryType: 'DDR5',
    speed: 5200,
    modules: 4,
    moduleSize: 32,
    capacity: 128,
    casLatency: 40,
  }),
];

const drive = (id: string, name: string, $: number, s: SpecsByType['Storage']) =>
  part('Storage', id, name, 'Delta', $, s);

export const FIXTURE_STORAGE: PlannerPart<'Storage'>[] = [
  drive('ssd-nvme-500', 'Delta 500GB NVMe Gen3', 35, {
    capacity: 500,
    storageType: 'NVMe SSD',
    interface: 'NVMe',
    formFactor: 'M.2 2280',
    pcieGen: 3,
  }),
  drive('ssd-nvme-1t', 'Delta 1TB NVMe Gen4', 69, {
    capacity: 1000,
    storageType: 'NVMe SSD',
    interface: 'NVMe',
    formFactor: 'M.2 2280',
    pcieGen: 4,
    readSpeed: 7000,
  }),
  drive('ssd-nvme-2t', 'Delta 2TB NVMe Gen4', 129, {
    capacity: 2000,
    storageType: 'NVMe SSD',
    interface: 'NVMe',
    formFactor: 'M.2 2280',
    pcieGen: 4,
    readSpeed: 7100,
  }),
  drive('ssd-sata-1t', 'Delta 1TB SATA SSD', 59, {
    capacity: 1000,
    storageType: 'SATA SSD',
    interface: 'SATA',
    formFactor: '2.5"',
    readSpeed: 560,
  }),
  drive('hdd-4t', 'Delta 4TB HDD 5400', 79, {
    capacity: 4000,
    storageType: 'HDD',
    interface: 'SATA',
    formFactor: '3.5"',
    rpm: 5400,
  }),
  drive('hdd-12t', 'Delta 12TB HDD 7200', 219, {
    capacity: 12000,
    storageType: 'HDD',
    interface: 'SATA',
    formFactor: '3.5"',
    rpm: 7200,
  }),
];

const psu = (id: string, name: string, $: number, s: SpecsByType['PSU']) => part('PSU', id, name, 'Volt', $, s);

export const FIXTURE_PSUS: PlannerPart<'PSU'>[] = [
  psu('psu-450', 'Volt 450 Bronze', 45, { wattage: 450, efficiency: '80+ Bronze', modular: 'Non', formFactor: 'ATX' }),
  psu('psu-650', 'Volt 650 Gold', 79, { wattage: 650, efficiency: '80+ Gold', modular: 'Semi', formFactor: 'ATX' }),
  psu('psu-850', 'Volt 850 Gold', 119, { wattage: 850, efficiency: '80+ Gold', modular: 'Full', formFactor: 'ATX' }),
  psu('psu-1000', 'Volt 1000 Platinum', 199, {
    wattage: 1000,
    efficiency: '80+ Platinum',
    modular: 'Full',
    formFactor: 'ATX',
  }),
  psu('psu-550-ti', 'Volt 550 Titanium', 149, {
    wattage: 550,
    efficiency: '80+ Titanium',
    modular: 'Full',
    formFactor: 'ATX',
  }),
  psu('psu-sfx-750', 'Volt SFX 750 Gold', 139, {
    wattage: 750,
    efficiency: '80+ Gold',
    modular: 'Full',
    formFactor: 'SFX',
  }),
];

const kase = (id: string, name: string, $: number, s: SpecsByType['Case']) => part('Case', id, name, 'Shell', $, s);

export const FIXTURE_CASES: PlannerPart<'Case'>[] = [
  kase('case-matx', 'Shell M1 Micro', 49, {
    formFactor: 'Micro-ATX Tower',
    supportedFormFactors: ['Micro-ATX', 'Mini-ITX'],
    maxGpuLength: 305,
    maxCoolerHeight: 155,
    maxRadiatorSize: 240,
    psuFormFactors: ['ATX'],
    driveBays35: 1,
  }),
  kase('case-atx', 'Shell A3 Mid', 79, {
    formFactor: 'ATX Mid Tower',
    supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLength: 375,
    maxCoolerHeight: 165,
    maxRadiatorSize: 360,
    psuFormFactors: ['ATX'],
    driveBays35: 2,
  }),
  kase('case-sff', 'Shell S10 Cube', 99, {
    formFactor: 'Small Form Factor',
    supportedFormFactors: ['Mini-ITX'],
    maxGpuLength: 320,
    maxCoolerHeight: 58,
    maxRadiatorSize: 240,
    psuFormFactors: ['SFX', 'SFX-L'],
  }),
  kase('case-full', 'Shell F7 Tower', 159, {
    formFactor: 'Full Tower',
    supportedFormFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLength: 420,
    maxCoolerHeight: 185,
    maxRadiatorSize: 420,
    psuFormFactors: ['ATX'],
    driveBays35: 6,
  }),
];

const cooler = (id: string, name: string, $: number, s: SpecsByType['Cooler']) =>
  part('Cooler', id, name, 'Frost', $, s);

export const FIXTURE_COOLERS: PlannerPart<'Cooler'>[] = [
  cooler('cool-low', 'Frost L47 Low Profile', 29, {
    coolerType: 'Air',
    height: 47,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    noiseLevel: 24,
  }),
  cooler('cool-tower-loud', 'Frost T120 Tower', 19, {
    coolerType: 'Air',
    height: 150,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    tdpRating: 200,
    noiseLevel: 32,
  }),
  cooler('cool-tower-rated', 'Frost T130 Rated', 25, {
    coolerType: 'Air',
    height: 130,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    tdpRating: 120,
    noiseLevel: 28,
  }),
  cooler('cool-tower-quiet', 'Frost T155 Silent', 69, {
    coolerType: 'Air',
    height: 158,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    noiseLevel: 21,
  }),
  cooler('cool-tower-dual', 'Frost D140 Dual', 79, {
    coolerType: 'Air',
    height: 160,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    tdpRating: 270,
    noiseLevel: 24,
  }),
  cooler('cool-aio-240', 'Frost Flow 240', 89, {
    coolerType: 'Liquid',
    height: 52,
    radiatorSize: 240,
    sockets: ['AM4', 'AM5', 'LGA1700'],
    noiseLevel: 25,
  }),
  cooler('cool-aio-360', 'Frost Flow 360', 129, {
    coolerType: 'Liquid',
    height: 52,
    radiatorSize: 360,
    sockets: ['AM5', 'LGA1700'],
    noiseLevel: 27,
  }),
];

export function fixtureCatalog(): PlannerCatalog {
  return {
    CPU: FIXTURE_CPUS,
    GPU: FIXTURE_GPUS,
    Motherboard: FIXTURE_BOARDS,
    RAM: FIXTURE_RAM,
    Storage: FIXTURE_STORAGE,
    PSU: FIXTURE_PSUS,
    Case: FIXTURE_CASES,
    Cooler: FIXTURE_COOLERS,
  };
}
