// Fixture parts for the compatibility and builder tests.
import type {
  CaseSpecs,
  CoolerSpecs,
  CpuSpecs,
  GpuSpecs,
  MotherboardSpecs,
  PsuSpecs,
  RamSpecs,
  StorageSpecs,
} from '../catalog';
import type { CompatPart } from '../compatibility';

// --- Fixture parts -------------------------------------------------------------------------------

export function cpu(name: string, specs: Partial<CpuSpecs> = {}): CompatPart<'CPU'> {
  const full: CpuSpecs = {
    socket: 'AM5',
    cores: 6,
    threads: 12,
    baseClock: 3.8,
    boostClock: 5.1,
    tdp: 65,
    integratedGraphics: true,
    memoryTypes: ['DDR5'],
    ...specs,
  };
  return { name, type: 'CPU', specs: full };
}

export function board(name: string, specs: Partial<MotherboardSpecs> = {}): CompatPart<'Motherboard'> {
  const full: MotherboardSpecs = {
    socket: 'AM5',
    chipset: 'AMD B650',
    formFactor: 'ATX',
    memoryType: 'DDR5',
    memorySlots: 4,
    maxMemory: 192,
    m2Slots: 2,
    sataPorts: 4,
    ...specs,
  };
  return { name, type: 'Motherboard', specs: full };
}

export function ram(name: string, specs: Partial<RamSpecs> = {}): CompatPart<'RAM'> {
  const modules = specs.modules ?? 2;
  const moduleSize = specs.moduleSize ?? 16;
  const full: RamSpecs = {
    memoryType: 'DDR5',
    speed: 6000,
    modules,
    moduleSize,
    capacity: modules * moduleSize,
    ...specs,
  };
  return { name, type: 'RAM', specs: full };
}

export function gpu(name: string, specs: Partial<GpuSpecs> = {}): CompatPart<'GPU'> {
  const full: GpuSpecs = {
    chipset: 'GeForce RTX 4070',
    chipsetBrand: 'NVIDIA',
    vram: 12,
    memoryType: 'GDDR6X',
    baseClock: 1920,
    boostClock: 2475,
    length: 300,
    slotWidth: 2,
    tdp: 200,
    ...specs,
  };
  return { name, type: 'GPU', specs: full };
}

export function nvme(name = 'Samsung 990 Pro 1TB'): CompatPart<'Storage'> {
  const specs: StorageSpecs = { capacity: 1000, storageType: 'NVMe SSD', interface: 'NVMe', formFactor: 'M.2 2280' };
  return { name, type: 'Storage', specs };
}

export function sataSsd(name = 'Crucial MX500 1TB'): CompatPart<'Storage'> {
  const specs: StorageSpecs = { capacity: 1000, storageType: 'SATA SSD', interface: 'SATA', formFactor: '2.5"' };
  return { name, type: 'Storage', specs };
}

export function hdd(name = 'Seagate BarraCuda 2TB'): CompatPart<'Storage'> {
  const specs: StorageSpecs = {
    capacity: 2000,
    storageType: 'HDD',
    interface: 'SATA',
    formFactor: '3.5"',
    rpm: 7200,
  };
  return { name, type: 'Storage', specs };
}

export function psu(name: string, specs: Partial<PsuSpecs> = {}): CompatPart<'PSU'> {
  const full: PsuSpecs = { wattage: 750, efficiency: '80+ Gold', modular: 'Full', formFactor: 'ATX', ...specs };
  return { name, type: 'PSU', specs: full };
}

export function pcCase(name: string, specs: Partial<CaseSpecs> = {}): CompatPart<'Case'> {
  const full: CaseSpecs = {
    formFactor: 'ATX Mid Tower',
    supportedFormFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
    maxGpuLength: 330,
    maxCoolerHeight: 165,
    maxRadiatorSize: 360,
    psuFormFactors: ['ATX'],
    ...specs,
  };
  return { name, type: 'Case', specs: full };
}

export function cooler(name: string, specs: Partial<CoolerSpecs> = {}): CompatPart<'Cooler'> {
  const full: CoolerSpecs = {
    coolerType: 'Air',
    height: 155,
    radiatorSize: 0,
    sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'],
    tdpRating: 220,
    ...specs,
  };
  return { name, type: 'Cooler', specs: full };
}

// CPUs
