import {
  isPartType,
  PART_TYPES,
  type AnyPartInput,
  type PartInput,
  type PartType,
  type SpecValue,
  type SpecsByType,
} from '@rigforge/common';
import { validatePart } from '../component-row';
import { isJsonObject, type JsonObject } from './jsonl';

/** What a mapper makes of a well-formed upstream record. */
export type Outcome =
  /** A part for the catalog (its specs may be incomplete: validatePart reports what is missing). */
  | { part: AnyPartInput }
  /** A real part the catalog cannot represent honestly; the reason is reported, grouped. */
  | { skip: string };

/** What a mapper makes of one upstream record; a record of the wrong shape is reported with its line. */
export type Mapped = Outcome | { error: string };

/** Specs as a mapper builds them: any typed spec may still be unknown. */
export type DraftSpecs<T extends PartType> = { [K in keyof SpecsByType[T]]?: SpecsByType[T][K] } & {
  [key: string]: SpecValue | undefined;
};

export type PartFields = Omit<PartInput, 'type' | 'specs'>;

/**
 * A part from the fields a source gives. Unknown specs are left out rather than guessed, so the
 * part is imported with specsComplete=false and the planner does not pick it.
 */
export function draftPart<T extends PartType>(type: T, fields: PartFields, specs: DraftSpecs<T>): AnyPartInput {
  const known: Record<string, SpecValue> = {};
  for (const [key, value] of Object.entries(specs)) if (value !== undefined) known[key] = value;
  // The typed specs are incomplete by design; validatePart reports which are missing.
  return { ...fields, type, specs: known } as PartInput<T> as AnyPartInput;
}

const acceptedSockets = new Map<string, boolean>();

/** Whether the catalog accepts a (canonical) socket name, by the same rule validatePart applies. */
export function isAcceptedSocket(socket: string): boolean {
  let accepted = acceptedSockets.get(socket);
  if (accepted === undefined) {
    const probe = draftPart('Cooler', { name: 'probe', brand: 'probe', priceCents: null }, { sockets: [socket] });
    accepted = validatePart(probe).invalid.length === 0;
    acceptedSockets.set(socket, accepted);
  }
  return accepted;
}

type SpecKind = 'string' | 'number' | 'boolean' | 'strings';
const SPEC_KIND_LABELS: Record<SpecKind, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  strings: 'a list of strings',
};

/** The JSON kind of every typed spec, so that a record's specs are checked before they are trusted. */
const SPEC_KINDS: { [T in PartType]: { [K in keyof SpecsByType[T]]-?: SpecKind } } = {
  CPU: {
    socket: 'string',
    cores: 'number',
    threads: 'number',
    baseClock: 'number',
    boostClock: 'number',
    tdp: 'number',
    boostPower: 'number',
    boostPowerEstimated: 'boolean',
    integratedGraphics: 'boolean',
    memoryTypes: 'strings',
    microarchitecture: 'string',
    l3Cache: 'number',
    includesCooler: 'boolean',
    pcieGen: 'number',
    gpuLanes: 'number',
  },
  GPU: {
    chipset: 'string',
    chipsetBrand: 'string',
    vram: 'number',
    memoryType: 'string',
    baseClock: 'number',
    gameClock: 'number',
    boostClock: 'number',
    length: 'number',
    slotWidth: 'number',
    tdp: 'number',
    recommendedPsu: 'number',
    recommendedPsuSource: 'string',
    powerConnectors: 'string',
    power16Pin: 'boolean',
    pcieGen: 'number',
    pcieLanes: 'number',
  },
  RAM: {
    memoryType: 'string',
    speed: 'number',
    modules: 'number',
    moduleSize: 'number',
    capacity: 'number',
    casLatency: 'number',
  },
  Storage: {
    capacity: 'number',
    storageType: 'string',
    interface: 'string',
    formFactor: 'string',
    pcieGen: 'number',
    readSpeed: 'number',
    writeSpeed: 'number',
    rpm: 'number',
  },
  Motherboard: {
    socket: 'string',
    chipset: 'string',
    formFactor: 'string',
    memoryType: 'string',
    memorySlots: 'number',
    maxMemory: 'number',
    m2Slots: 'number',
    sataPorts: 'number',
    wifi: 'boolean',
    gpuSlotGen: 'number',
    m2MaxGen: 'number',
  },
  PSU: {
    wattage: 'number',
    efficiency: 'string',
    modular: 'string',
    formFactor: 'string',
    atx3: 'boolean',
    pcie16Pin: 'number',
    fanless: 'boolean',
  },
  Case: {
    formFactor: 'string',
    supportedFormFactors: 'strings',
    maxGpuLength: 'number',
    maxCoolerHeight: 'number',
    maxRadiatorSize: 'number',
    psuFormFactors: 'strings',
    frontPanel: 'string',
    intakeFans: 'number',
    intakeFanSize: 'number',
    driveBays35: 'number',
  },
  Cooler: {
    coolerType: 'string',
    height: 'number',
    radiatorSize: 'number',
    sockets: 'strings',
    tdpRating: 'number',
    fanSize: 'number',
    noiseLevel: 'number',
  },
};

function kindOf(value: unknown): SpecKind | null {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : null;
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return 'strings';
  return null;
}

const isNumberOrNull = (v: unknown): boolean => v === null || (typeof v === 'number' && Number.isFinite(v));
const isStringList = (v: unknown): boolean => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The fields of a part record (PartInput), each with what its value must be; `type` and `specs` are checked apart. */
const FIELD_CHECKS: Record<string, { test: (v: unknown) => boolean; what: string; required?: true }> = {
  name: { test: (v) => typeof v === 'string', what: 'a string', required: true },
  brand: { test: (v) => typeof v === 'string', what: 'a string', required: true },
  priceCents: { test: isNumberOrNull, what: 'a number of cents or null', required: true },
  originalPriceCents: { test: isNumberOrNull, what: 'a number of cents or null' },
  rating: { test: isNumberOrNull, what: 'a number or null' },
  reviewCount: { test: (v) => Number.isInteger(v) && (v as number) >= 0, what: 'a whole number' },
  inStock: { test: (v) => typeof v === 'boolean', what: 'true or false' },
  partNumbers: { test: isStringList, what: 'a list of strings' },
  releaseYear: { test: (v) => Number.isInteger(v), what: 'a year' },
  retailer: {
    test: (v) =>
      isJsonObject(v) &&
      Object.entries(v).every(
        ([k, id]) => ['amazonAsin', 'neweggItem', 'bestBuySku'].includes(k) && typeof id === 'string',
      ),
    what: 'an object of amazonAsin, neweggItem and bestBuySku strings',
  },
  sourceId: { test: (v) => typeof v === 'string', what: 'a string' },
};

/**
 * A part record in the catalog's own shape (PartInput as JSON, one per line of a seed file) → the
 * part, or what is wrong with its shape. Whether its values are complete and canonical is
 * validatePart's call, as for the importers' parts.
 */
export function parsePartRecord(record: JsonObject): { part: AnyPartInput } | { error: string } {
  const problems: string[] = [];
  const { type, specs } = record;
  if (typeof type !== 'string' || !isPartType(type)) problems.push(`type must be one of ${PART_TYPES.join(', ')}`);
  for (const [key, value] of Object.entries(record)) {
    if (key === 'type' || key === 'specs') continue;
    const check = FIELD_CHECKS[key];
    if (!check) problems.push(`unknown field "${key}"`);
    else if (!check.test(value)) problems.push(`${key} must be ${check.what}`);
  }
  for (const [key, check] of Object.entries(FIELD_CHECKS)) {
    if (check.required && !(key in record)) problems.push(`${key} is missing`);
  }
  if (!isJsonObject(specs)) problems.push('specs must be an object');
  else {
    const kinds: Partial<Record<string, SpecKind>> =
      typeof type === 'string' && isPartType(type) ? SPEC_KINDS[type] : {};
    for (const [key, value] of Object.entries(specs)) {
      const kind = kindOf(value);
      const expected = kinds[key];
      if (kind === null) problems.push(`spec ${key} must be a string, a number, true or false, or a list of strings`);
      else if (expected !== undefined && expected !== kind)
        problems.push(`spec ${key} must be ${SPEC_KIND_LABELS[expected]}`);
    }
  }
  if (problems.length > 0) return { error: problems.join('; ') };
  // Every field was checked above against PartInput and the specs against SpecsByType.
  return { part: record as unknown as AnyPartInput };
}
