import { createHash } from 'node:crypto';
import {
  BOARD_FORM_FACTORS,
  CASE_FORM_FACTORS,
  CASE_FRONT_PANELS,
  COOLER_KINDS,
  MEMORY_TYPES,
  PSU_EFFICIENCIES,
  PSU_FORM_FACTORS,
  STORAGE_INTERFACES,
  STORAGE_KINDS,
  valueScore,
  type AnyPartInput,
  type DataSourceId,
  type SpecMap,
  type SpecValue,
  toDollars,
  normalizeName,
} from '@rigforge/common';
import { cpuGamingFor, cpuIndexFor, gpuIndexFor } from './benchmarks';
import type { Component } from './component.entity';

/** The local image for each part type (no hot-linked images). */
export function imageUrlFor(type: AnyPartInput['type']): string {
  return `/images/parts/${type.toLowerCase()}.svg`;
}

const REQUIRED_SPECS: { [T in AnyPartInput['type']]: readonly string[] } = {
  CPU: ['socket', 'cores', 'threads', 'baseClock', 'boostClock', 'tdp', 'integratedGraphics', 'memoryTypes'],
  GPU: ['chipset', 'chipsetBrand', 'vram', 'memoryType', 'baseClock', 'boostClock', 'length', 'slotWidth', 'tdp'],
  RAM: ['memoryType', 'speed', 'modules', 'moduleSize', 'capacity'],
  Storage: ['capacity', 'storageType', 'interface', 'formFactor'],
  Motherboard: ['socket', 'chipset', 'formFactor', 'memoryType', 'memorySlots', 'maxMemory', 'm2Slots', 'sataPorts'],
  PSU: ['wattage', 'efficiency', 'modular', 'formFactor'],
  Case: ['formFactor', 'supportedFormFactors', 'maxGpuLength', 'maxCoolerHeight', 'maxRadiatorSize', 'psuFormFactors'],
  Cooler: ['coolerType', 'height', 'radiatorSize', 'sockets'],
};

const VOCABULARIES: Record<string, Partial<Record<string, readonly string[]>>> = {
  CPU: { memoryTypes: MEMORY_TYPES },
  GPU: { chipsetBrand: ['NVIDIA', 'AMD', 'Intel'] },
  RAM: { memoryType: MEMORY_TYPES },
  Storage: { storageType: STORAGE_KINDS, interface: STORAGE_INTERFACES },
  Motherboard: { formFactor: BOARD_FORM_FACTORS, memoryType: MEMORY_TYPES },
  PSU: { efficiency: PSU_EFFICIENCIES, modular: ['Full', 'Semi', 'Non'], formFactor: PSU_FORM_FACTORS },
  Case: {
    formFactor: CASE_FORM_FACTORS,
    supportedFormFactors: BOARD_FORM_FACTORS,
    psuFormFactors: PSU_FORM_FACTORS,
    frontPanel: CASE_FRONT_PANELS,
  },
  Cooler: { coolerType: COOLER_KINDS },
};

const SOCKET_PATTERN = /^(AM[2-5]|FM[12]|sTR[X45]?|sTRX4|SP[36]|TR4|LGA\d{3,4}(-\d)?)$/;

export interface PartProblems {
  /** Required specs that are absent: the part is listed, but compatibility checks skip it. */
  missing: string[];
  /** Values that are wrong or not canonical: the part is kept out of the catalog. */
  invalid: string[];
}

/** What is missing or wrong in a part; both lists are empty when it is complete and canonical. */
export function validatePart(part: AnyPartInput): PartProblems {
  const problems: string[] = [];
  const missing: string[] = [];
  if (!part.name.trim()) problems.push('name is empty');
  if (!part.brand.trim()) problems.push('brand is empty');
  if (part.priceCents !== null && (!Number.isInteger(part.priceCents) || part.priceCents <= 0)) {
    problems.push('price must be a positive whole number of cents');
  }
  if (part.rating != null && !(part.rating >= 0 && part.rating <= 5)) problems.push('rating must be 0 to 5');
  const specs = part.specs as SpecMap;
  for (const key of REQUIRED_SPECS[part.type]) {
    const value = specs[key];
    if (
      value === undefined ||
      value === null ||
      value === '' ||
      (typeof value === 'number' && !Number.isFinite(value))
    ) {
      missing.push(key);
    }
  }
  for (const [key, allowed] of Object.entries(VOCABULARIES[part.type] ?? {})) {
    const value = specs[key];
    if (value === undefined || !allowed) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values)
      if (!allowed.includes(String(v))) problems.push(`spec ${key} has unknown value "${String(v)}"`);
  }
  const sockets = [specs.socket, ...(Array.isArray(specs.sockets) ? specs.sockets : [])].filter(
    (s): s is string => typeof s === 'string',
  );
  for (const s of sockets) if (!SOCKET_PATTERN.test(s)) problems.push(`socket "${s}" is not canonical`);
  return { missing, invalid: problems };
}

function num(value: SpecValue | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
function int(value: SpecValue | undefined): number | null {
  const n = num(value);
  return n === null ? null : Math.round(n);
}
function str(value: SpecValue | undefined): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
function list(value: SpecValue | undefined): string[] | null {
  return Array.isArray(value) ? value : null;
}

function searchableValues(specs: SpecMap): string[] {
  return Object.values(specs).flatMap((v) => (Array.isArray(v) ? v : typeof v === 'boolean' ? [] : [String(v)]));
}

// pricedOn is set by the price import after writing (pc-part-dataset.import.ts), not part of a row's content.
export type ComponentRow = Omit<Component, 'id' | 'slug' | 'createdAt' | 'updatedAt' | 'pricedOn'>;

/**
 * The row a part becomes: the typed columns derived from its specs, the performance indices from
 * the benchmark table, the value score, the search text and a content digest.
 */
export function toComponentRow(part: AnyPartInput, sources: DataSourceId[], sourceId: string): ComponentRow {
  const s = part.specs as SpecMap;
  const type = part.type;
  const cpuIndex = type === 'CPU' ? cpuIndexFor(part.name) : null;
  const cpuGaming = type === 'CPU' ? cpuGamingFor(part.name) : null;
  // The card's memory size picks its variant's row (an 8 GB RX 9060 XT is not the 16 GB card).
  const gpuIndex = type === 'GPU' ? gpuIndexFor(String(s.chipset ?? ''), int(s.vram) ?? undefined) : null;
  const rating = part.rating ?? null;
  const price = part.priceCents === null ? null : toDollars(part.priceCents);
  const row: ComponentRow = {
    type,
    name: part.name.trim(),
    normName: normalizeName(part.name),
    brand: part.brand.trim(),
    priceCents: part.priceCents,
    originalPriceCents: part.originalPriceCents ?? null,
    rating,
    reviewCount: part.reviewCount ?? null,
    inStock: part.inStock ?? null,
    imageUrl: imageUrlFor(type),
    specs: s,
    socket: str(s.socket),
    memoryType: type === 'RAM' || type === 'Motherboard' ? str(s.memoryType) : null,
    memoryTypes: list(s.memoryTypes),
    memorySpeed: type === 'RAM' ? int(s.speed) : null,
    moduleCount: int(s.modules),
    moduleSizeGb: int(s.moduleSize),
    memorySlots: int(s.memorySlots),
    maxMemoryGb: int(s.maxMemory),
    formFactor: str(s.formFactor),
    supportedFormFactors: list(s.supportedFormFactors),
    psuFormFactors: list(s.psuFormFactors),
    gpuLengthMm: type === 'GPU' ? int(s.length) : null,
    slotWidth: type === 'GPU' ? num(s.slotWidth) : null,
    maxGpuLengthMm: int(s.maxGpuLength),
    maxCoolerHeightMm: int(s.maxCoolerHeight),
    maxRadiatorMm: int(s.maxRadiatorSize),
    coolerHeightMm: type === 'Cooler' ? int(s.height) : null,
    radiatorMm: type === 'Cooler' ? int(s.radiatorSize) : null,
    coolerSockets: type === 'Cooler' ? list(s.sockets) : null,
    coolerType: str(s.coolerType),
    tdpW: type === 'CPU' || type === 'GPU' ? int(s.tdp) : null,
    psuWattage: type === 'PSU' ? int(s.wattage) : null,
    psuEfficiency: type === 'PSU' ? str(s.efficiency) : null,
    m2Slots: int(s.m2Slots),
    sataPorts: int(s.sataPorts),
    capacityGb: type === 'Storage' || type === 'RAM' ? int(s.capacity) : null,
    storageInterface: type === 'Storage' ? str(s.interface) : null,
    integratedGraphics: typeof s.integratedGraphics === 'boolean' ? s.integratedGraphics : null,
    vramGb: type === 'GPU' ? int(s.vram) : null,
    cores: type === 'CPU' ? int(s.cores) : null,
    chipset: str(s.chipset),
    cpuSingle: cpuIndex?.single ?? null,
    cpuMulti: cpuIndex?.multi ?? null,
    cpuGaming: cpuGaming?.gaming ?? null,
    cpuGamingEstimated: cpuGaming ? cpuGaming.estimated : null,
    gpu1080: gpuIndex?.p1080 ?? null,
    gpu1440: gpuIndex?.p1440 ?? null,
    gpu4k: gpuIndex?.p4k ?? null,
    valueScore: valueScore(rating, price),
    amazonAsin: part.retailer?.amazonAsin ?? null,
    neweggItem: part.retailer?.neweggItem ?? null,
    bestBuySku: part.retailer?.bestBuySku ?? null,
    partNumbers: part.partNumbers ?? [],
    releaseYear: part.releaseYear ?? null,
    sources,
    sourceId,
    specsComplete: validatePart(part).missing.length === 0,
    searchText: [part.name, type, part.brand, ...searchableValues(s)].join(' ').toLowerCase(),
    contentHash: '',
  };
  row.contentHash = createHash('sha256')
    .update(JSON.stringify({ ...row, contentHash: undefined }))
    .digest('hex');
  return row;
}
