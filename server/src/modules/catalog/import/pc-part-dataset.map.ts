// PC Part Dataset records (PCPartPicker listings, one JSON object per line, as the dataset's own FORMAT.md describes; docs/import.md) → priced
// parts. The dataset's names are short model names ("Samsung 990 Pro") that several listings share,
// its specs are thinner than BuildCores' (CPUs have no socket, boards no memory type, cases no
// clearances), and it has no part numbers.
import {
  partSlug,
  toCents,
  type Cents,
  type PartType,
  normalizeName,
  canonicalBoardFormFactor,
  canonicalCaseFormFactor,
  canonicalDriveFormFactor,
  canonicalEfficiency,
  canonicalMemoryType,
  canonicalModular,
  canonicalPsuFormFactor,
  canonicalSocket,
  cleanName,
  pcieGeneration,
  unsupportedSocketReason,
} from '@rigforge/common';
import { at, numberAt, positiveAt, stringAt, type JsonObject } from './jsonl';
import { cpuGraphicsLink, gpuLinkAndPower, psuNamesAtx3 } from './buildcores.map';
import { draftPart, isAcceptedSocket, type Outcome, type PartFields } from './part';

/** The dataset's files (without .jsonl) that hold catalog part types; its other 17 categories are not parts we list. */
export const PC_PART_CATEGORIES = {
  cpu: 'CPU',
  'video-card': 'GPU',
  motherboard: 'Motherboard',
  memory: 'RAM',
  'internal-hard-drive': 'Storage',
  'power-supply': 'PSU',
  case: 'Case',
  'cpu-cooler': 'Cooler',
} as const satisfies Record<string, PartType>;
export type PcPartCategory = keyof typeof PC_PART_CATEGORIES;

/**
 * Part types whose listings lack a spec that decides whether the catalog takes a part: a listing of
 * one of them that matches no catalog part is not added. BuildCores' DDR3-era CPUs and boards,
 * laptop SO-DIMMs and registered server memory are left out, and these listings cannot say whether
 * they are one (the memory category mixes desktop, laptop and server modules).
 */
export const NOT_ADDABLE: Partial<Record<PartType, string>> = {
  CPU: 'no catalog match, and CPU listings have no socket or memory type to add one with',
  Motherboard: 'no catalog match, and board listings have no memory type to add one with',
  RAM: 'no catalog match, and memory listings do not say desktop, laptop or server module',
};

/** One listing: the part as it would be catalogued, and the model name it is listed under. */
export interface Listing {
  /** The part, named with the specs that tell listings of one model apart ("Samsung 990 Pro 2 TB"). */
  part: Outcome;
  /** The dataset's name, which matching compares. */
  modelName: string;
}

/** USD → cents; null for a missing, zero or negative price. */
export function priceToCents(value: unknown): Cents | null {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? toCents(value) : null;
}

/** A [first, second] pair field ("speed": [5, 6000]). */
function pairAt(record: JsonObject, path: string): [number, number] | undefined {
  const value = at(record, path);
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'number' && Number.isFinite(v))
    ? [value[0] as number, value[1] as number]
    : undefined;
}

/** 2000 → "2 TB", 500 → "500 GB". */
function capacityLabel(gb: number): string {
  return gb >= 1000 && gb % 250 === 0 ? `${gb / 1000} TB` : `${gb} GB`;
}

/** "GeForce RTX 3060 12GB" → "GeForce RTX 3060 12 GB", the way BuildCores writes chipsets. */
function chipsetName(raw: string): string {
  return cleanName(raw).replace(/(\d)\s*GB\b/gi, '$1 GB');
}

function gpuBrand(chipset: string): 'NVIDIA' | 'AMD' | 'Intel' | undefined {
  if (/^(geforce|quadro|titan|nvidia|rtx)/i.test(chipset)) return 'NVIDIA';
  if (/^(radeon|firepro|amd)/i.test(chipset)) return 'AMD';
  if (/^(arc|intel)/i.test(chipset)) return 'Intel';
  return undefined;
}

type Draft = { suffix: string[]; part: Outcome };

function cpu(record: JsonObject, base: PartFields): Draft {
  const graphics = at(record, 'graphics');
  return {
    suffix: [],
    part: {
      part: draftPart('CPU', base, {
        cores: positiveAt(record, 'core_count'),
        baseClock: positiveAt(record, 'core_clock'),
        boostClock: positiveAt(record, 'boost_clock'),
        tdp: positiveAt(record, 'tdp'),
        integratedGraphics: graphics === null ? false : typeof graphics === 'string' ? true : undefined,
        microarchitecture: stringAt(record, 'microarchitecture'),
        ...cpuGraphicsLink(base.name),
      }),
    },
  };
}

function gpu(record: JsonObject, base: PartFields): Draft {
  const chipset = stringAt(record, 'chipset');
  const vram = positiveAt(record, 'memory');
  const name = chipset === undefined ? undefined : chipsetName(chipset);
  // Board partners' names often leave out the chipset ("Sapphire PULSE"); the name gets it once.
  const model = name?.replace(/\s*\d+ GB$/, '') ?? '';
  return {
    suffix: [
      normalizeName(base.name).includes(normalizeName(model)) ? '' : model,
      vram !== undefined ? `${vram} GB` : '',
    ],
    part: {
      part: draftPart('GPU', base, {
        chipset: name,
        chipsetBrand: name === undefined ? undefined : gpuBrand(name),
        vram,
        baseClock: positiveAt(record, 'core_clock'),
        boostClock: positiveAt(record, 'boost_clock'),
        length: positiveAt(record, 'length'),
        // The dataset gives no link or power figure: both come from the chipset table.
        ...gpuLinkAndPower(name, vram, undefined),
      }),
    },
  };
}

function motherboard(record: JsonObject, base: PartFields): Draft {
  const rawSocket = stringAt(record, 'socket');
  const rawFormFactor = stringAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalBoardFormFactor(rawFormFactor);
  const socket = rawSocket === undefined ? undefined : canonicalSocket(rawSocket);
  const unsupported = rawSocket === undefined ? null : unsupportedSocketReason(rawSocket);
  let part: Outcome;
  if (unsupported) part = { skip: unsupported };
  else if (socket !== undefined && !isAcceptedSocket(socket))
    part = { skip: `socket ${socket} is outside the catalog's sockets` };
  else if (formFactor === null) part = { skip: `board form factor ${rawFormFactor} is outside the catalog's` };
  else
    part = {
      part: draftPart('Motherboard', base, {
        socket,
        formFactor,
        memorySlots: positiveAt(record, 'memory_slots'),
        maxMemory: positiveAt(record, 'max_memory'),
      }),
    };
  return { suffix: [], part };
}

function memory(record: JsonObject, base: PartFields): Draft {
  const speed = pairAt(record, 'speed');
  const modules = pairAt(record, 'modules');
  const memoryType = speed === undefined ? undefined : canonicalMemoryType(`DDR${speed[0]}`);
  const cas = positiveAt(record, 'cas_latency');
  const part: Outcome =
    memoryType === null
      ? { skip: `DDR${speed?.[0]} memory only` }
      : {
          part: draftPart('RAM', base, {
            memoryType,
            speed: speed?.[1],
            modules: modules?.[0],
            moduleSize: modules?.[1],
            capacity: modules === undefined ? undefined : modules[0] * modules[1],
            casLatency: cas,
          }),
        };
  // PCPartPicker's names end with the kit's total ("Corsair Vengeance LPX 16 GB"); the rest is added.
  const total = modules ? `${modules[0] * modules[1]} GB` : '';
  return {
    suffix: [
      total && !base.name.endsWith(total) ? total : '',
      modules ? `(${modules[0]} x ${modules[1]} GB)` : '',
      speed ? `DDR${speed[0]}-${speed[1]}` : '',
      cas !== undefined ? `CL${cas}` : '',
    ],
    part,
  };
}

function drive(record: JsonObject, base: PartFields): Draft {
  const capacity = positiveAt(record, 'capacity');
  const iface = stringAt(record, 'interface') ?? '';
  const kind = at(record, 'type');
  const rawFormFactor = stringAt(record, 'form_factor') ?? numberAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalDriveFormFactor(rawFormFactor);
  const suffix = [capacity !== undefined ? capacityLabel(capacity) : '', formFactor ?? String(rawFormFactor ?? '')];
  let part: Outcome;
  if (formFactor === null) part = { skip: `drive form factor ${rawFormFactor} is outside the catalog's` };
  else if (/^M\.2 PCIe/i.test(iface) && kind === 'SSD') {
    // PCPartPicker lists M.2 PCIe SSDs as NVMe drives.
    part = {
      part: draftPart('Storage', base, {
        capacity,
        formFactor,
        storageType: 'NVMe SSD',
        interface: 'NVMe',
        pcieGen: pcieGeneration(iface) ?? undefined,
      }),
    };
    suffix.push('NVMe SSD');
  } else if (/SATA/i.test(iface) && !/mSATA/i.test(iface) && (kind === 'SSD' || typeof kind === 'number')) {
    const hdd = typeof kind === 'number';
    part = {
      part: draftPart('Storage', base, {
        capacity,
        formFactor,
        storageType: hdd ? 'HDD' : 'SATA SSD',
        interface: 'SATA',
        rpm: hdd ? kind : undefined,
      }),
    };
    suffix.push(hdd ? `${kind} RPM HDD` : 'SATA SSD');
  } else part = { skip: iface ? `drive interface ${iface} is outside the catalog's` : 'drive interface unknown' };
  return { suffix, part };
}

function powerSupply(record: JsonObject, base: PartFields): Draft {
  const rawFormFactor = stringAt(record, 'type');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalPsuFormFactor(rawFormFactor);
  const wattage = positiveAt(record, 'wattage');
  const efficiency = stringAt(record, 'efficiency');
  const modular = at(record, 'modular');
  const part: Outcome =
    formFactor === null
      ? { skip: `${rawFormFactor} power supply` }
      : {
          part: draftPart('PSU', base, {
            wattage,
            efficiency: efficiency === undefined ? undefined : (canonicalEfficiency(efficiency) ?? undefined),
            modular:
              typeof modular === 'string' || modular === false ? (canonicalModular(modular) ?? undefined) : undefined,
            formFactor,
            atx3: psuNamesAtx3(base.name) ? true : undefined,
          }),
        };
  return { suffix: [wattage !== undefined ? `${wattage} W` : ''], part };
}

function computerCase(record: JsonObject, base: PartFields): Draft {
  const rawFormFactor = stringAt(record, 'type');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalCaseFormFactor(rawFormFactor);
  const part: Outcome =
    formFactor === null
      ? { skip: `case type ${rawFormFactor} is outside the catalog's` }
      : { part: draftPart('Case', base, { formFactor, sidePanel: stringAt(record, 'side_panel') }) };
  return { suffix: [rawFormFactor ?? ''], part };
}

function cooler(record: JsonObject, base: PartFields): Draft {
  const radiator = positiveAt(record, 'size');
  const noise = at(record, 'noise_level');
  return {
    suffix: radiator !== undefined ? [`${radiator} mm`] : [],
    part: {
      part: draftPart('Cooler', base, {
        // Only a radiator size says the cooler is liquid; without one the kind is left unknown.
        coolerType: radiator !== undefined ? 'Liquid' : undefined,
        radiatorSize: radiator,
        noiseLevel:
          typeof noise === 'number' ? noise : Array.isArray(noise) ? positiveAt(record, 'noise_level.1') : undefined,
      }),
    },
  };
}

const DRAFTERS: Record<PartType, (record: JsonObject, base: PartFields) => Draft> = {
  CPU: cpu,
  GPU: gpu,
  Motherboard: motherboard,
  RAM: memory,
  Storage: drive,
  PSU: powerSupply,
  Case: computerCase,
  Cooler: cooler,
};

/**
 * One dataset record → a listing. `brandOf` finds the brand a name starts with (the dataset has no
 * brand field; PCPartPicker names start with it); null when it is unknown, and the part is skipped.
 */
export function mapPcPartRecord(
  category: PcPartCategory,
  record: JsonObject,
  brandOf: (name: string) => string | null,
): Listing | { error: string } {
  const rawName = stringAt(record, 'name');
  if (rawName === undefined) return { error: 'not a PC Part Dataset part (no name)' };
  const price = at(record, 'price');
  if (price !== null && typeof price !== 'number') return { error: 'price is not a number' };
  const modelName = cleanName(rawName);
  const colour = stringAt(record, 'color');
  const base: PartFields = { name: modelName, brand: brandOf(modelName) ?? '', priceCents: priceToCents(price) };
  const { suffix, part } = DRAFTERS[PC_PART_CATEGORIES[category]](record, base);
  if (!('part' in part)) return { part, modelName };
  if (colour !== undefined) part.part.specs.color = colour;
  // Listings of one model differ by capacity, chipset or colour: the name says which one it is.
  const name = cleanName([modelName, ...suffix, colour ?? ''].join(' '));
  part.part.name = name.length <= 300 ? name : modelName;
  // The dataset has no ids: the listing's name, as a slug, stands in.
  part.part.sourceId = partSlug(part.part.type, name).slice(0, 100);
  return { part, modelName };
}
