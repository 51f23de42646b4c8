// BuildCores OpenDB records (one JSON object per line, see the upstream schemas) → catalog parts.
// Specs and retailer SKUs only: BuildCores has no prices or ratings.
import {
  BOARD_FORM_FACTORS,
  cpuPlatformFacts,
  estimateCpuBoostPower,
  boardGraphicsGen,
  gpuChipsetFacts,
  isUuid,
  PSU_FORM_FACTORS,
  type PartType,
  parsePcieLink,
  type PsuFormFactor,
  canonicalBoardFormFactor,
  canonicalBrand,
  canonicalCaseFormFactor,
  canonicalDriveFormFactor,
  canonicalEfficiency,
  canonicalMemoryType,
  canonicalModular,
  canonicalPsuFormFactor,
  canonicalSocket,
  cleanName,
  colourLabel,
  isSocketFamily,
  pcieGeneration,
  unsupportedSocketReason,
} from '@rigforge/common';
import { at, booleanAt, isJsonObject, numberAt, positiveAt, stringAt, stringsAt, type JsonObject } from './jsonl';
import { draftPart, isAcceptedSocket, type Mapped, type PartFields } from './part';

/** The upstream file name (without .jsonl) of each category, and the part type it holds. */
export const BUILDCORES_CATEGORIES = {
  CPU: 'CPU',
  GPU: 'GPU',
  Motherboard: 'Motherboard',
  RAM: 'RAM',
  Storage: 'Storage',
  PSU: 'PSU',
  PCCase: 'Case',
  CPUCooler: 'Cooler',
} as const satisfies Record<string, PartType>;
export type BuildcoresCategory = keyof typeof BUILDCORES_CATEGORIES;

/** Manufacturer part numbers, without the internal UUIDs some records carry. */
function partNumbers(record: JsonObject): string[] {
  const numbers = (stringsAt(record, 'metadata.part_numbers') ?? []).filter((n) => n.length <= 60 && !isUuid(n));
  return [...new Set(numbers)];
}

/** Retailer ids, kept only when they look like one (a few records carry names in the SKU fields). */
function retailer(record: JsonObject): PartFields['retailer'] {
  const ids: NonNullable<PartFields['retailer']> = {};
  const asin = stringAt(record, 'general_product_information.amazon_sku');
  if (asin && /^[A-Z0-9]{10}$/.test(asin)) ids.amazonAsin = asin;
  const newegg = stringAt(record, 'general_product_information.newegg_sku');
  if (newegg && /^[A-Z0-9]{8,20}$/.test(newegg)) ids.neweggItem = newegg;
  const bestBuy = at(record, 'general_product_information.bestbuy_sku');
  if ((typeof bestBuy === 'number' || typeof bestBuy === 'string') && /^\d{5,10}$/.test(String(bestBuy))) {
    ids.bestBuySku = String(bestBuy);
  }
  return Object.keys(ids).length > 0 ? ids : undefined;
}

function fields(record: JsonObject, name: string): PartFields {
  const year = numberAt(record, 'metadata.releaseYear');
  return {
    name,
    brand: canonicalBrand(stringAt(record, 'metadata.manufacturer')) ?? '',
    priceCents: null,
    partNumbers: partNumbers(record),
    releaseYear: year !== undefined && Number.isInteger(year) && year >= 1990 && year <= 2100 ? year : undefined,
    retailer: retailer(record),
    sourceId: stringAt(record, 'opendb_id'),
  };
}

function colour(record: JsonObject): string | undefined {
  return colourLabel(stringsAt(record, 'color') ?? []) ?? undefined;
}

/** "LGA 1700" → "LGA1700", or the reason the catalog cannot take the socket. */
function socketOf(raw: string | undefined): { socket?: string; skip?: string } {
  if (raw === undefined) return {};
  const reason = unsupportedSocketReason(raw);
  if (reason) return { skip: reason };
  const socket = canonicalSocket(raw);
  return isAcceptedSocket(socket) ? { socket } : { skip: `socket ${socket} is outside the catalog's sockets` };
}

/**
 * The sustained boost power: BuildCores' `ppt` (AMD's PPT, Intel's maximum turbo power) where the
 * record has it, else our estimate by socket, TDP and cores (estimateCpuBoostPower), marked as such.
 */
export function cpuBoostPower(
  socket: string | undefined,
  tdp: number | undefined,
  cores: number | undefined,
  listed: number | undefined,
): { boostPower?: number; boostPowerEstimated?: boolean } {
  if (listed !== undefined && tdp !== undefined && listed >= tdp) return { boostPower: listed };
  if (socket === undefined || tdp === undefined || cores === undefined) return {};
  return { boostPower: estimateCpuBoostPower({ socket, tdp, cores }), boostPowerEstimated: true };
}

function mapCpu(record: JsonObject, base: PartFields): Mapped {
  const { socket, skip } = socketOf(stringAt(record, 'socket'));
  if (skip) return { skip };
  const rawTypes = stringsAt(record, 'specifications.memory.types') ?? [];
  const memoryTypes = [...new Set(rawTypes.map(canonicalMemoryType).filter((t) => t !== null))].sort();
  if (rawTypes.length > 0 && memoryTypes.length === 0) return { skip: `${rawTypes.join('/')} memory only` };
  const graphics = stringAt(record, 'specifications.integratedGraphics.model');
  const cores = positiveAt(record, 'cores.total');
  const tdp = positiveAt(record, 'specifications.tdp');
  return {
    part: draftPart('CPU', base, {
      socket,
      cores,
      threads: positiveAt(record, 'cores.threads'),
      baseClock: positiveAt(record, 'clocks.performance.base'),
      boostClock: positiveAt(record, 'clocks.performance.boost'),
      tdp,
      ...cpuBoostPower(socket, tdp, cores, positiveAt(record, 'specifications.ppt')),
      integratedGraphics: graphics === undefined ? undefined : graphics.toLowerCase() !== 'none',
      memoryTypes: memoryTypes.length > 0 ? memoryTypes : undefined,
      microarchitecture: stringAt(record, 'microarchitecture'),
      l3Cache: positiveAt(record, 'cache.l3'),
      includesCooler: booleanAt(record, 'specifications.includesCooler'),
      ...cpuGraphicsLink(base.name),
    }),
  };
}

/** The CPU's graphics link by family (common/hardware/cpu-platforms.json), when a rule knows the model. */
export function cpuGraphicsLink(name: string): { pcieGen?: number; gpuLanes?: number } {
  const facts = cpuPlatformFacts(name);
  return facts ? { pcieGen: facts.pcieGen, gpuLanes: facts.gpuLanes } : {};
}

const GPU_BRANDS = { nvidia: 'NVIDIA', amd: 'AMD', intel: 'Intel' } as const;
const POWER_CONNECTORS: [string, string][] = [
  ['pcie_6_pin', '6-pin'],
  ['pcie_8_pin', '8-pin'],
  ['pcie_12VHPWR', '12VHPWR'],
  ['pcie_12V_2x6', '12V-2x6'],
];

/** { pcie_8_pin: 2, pcie_6_pin: 1 } → "1 x 6-pin, 2 x 8-pin"; "None" when the card takes none. */
function powerConnectors(record: JsonObject): string | undefined {
  if (!isJsonObject(at(record, 'power_connectors'))) return undefined;
  const parts = POWER_CONNECTORS.flatMap(([key, label]) => {
    const count = numberAt(record, `power_connectors.${key}`) ?? 0;
    return count > 0 ? [`${count} x ${label}`] : [];
  });
  return parts.length > 0 ? parts.join(', ') : 'None';
}

/**
 * The card's PCIe link and power figure: the link from its `interface` ("PCIe 4.0 x8"), the chipset
 * table filling what it leaves out ("PCIe x16" names no generation); the recommended power supply from
 * the card when it lists one ('card'), else the chipset maker's figure ('chipset').
 */
export function gpuLinkAndPower(
  chipset: string | undefined,
  vram: number | undefined,
  iface: string | undefined,
  cardPsu?: number,
): { pcieGen?: number; pcieLanes?: number; recommendedPsu?: number; recommendedPsuSource?: 'card' | 'chipset' } {
  const facts = chipset ? gpuChipsetFacts(chipset, vram) : null;
  const link = parsePcieLink(iface);
  // A card's own lane count is kept when it names one (a "PCIe x16" card is x16 physically; the
  // chipset's electrical lanes win when the card gives no generation, as such listings are loose).
  const pcieGen = link.gen ?? facts?.pcieGen;
  const pcieLanes = link.gen !== undefined ? (link.lanes ?? facts?.pcieLanes) : (facts?.pcieLanes ?? link.lanes);
  const power =
    cardPsu !== undefined
      ? { recommendedPsu: cardPsu, recommendedPsuSource: 'card' as const }
      : facts?.recommendedPsu !== undefined
        ? { recommendedPsu: facts.recommendedPsu, recommendedPsuSource: 'chipset' as const }
        : {};
  return { pcieGen, pcieLanes, ...power };
}

function mapGpu(record: JsonObject, base: PartFields): Mapped {
  const maker = stringAt(record, 'chipset_manufacturer')?.toLowerCase();
  const chipset = stringAt(record, 'chipset');
  const sixteenPin =
    (numberAt(record, 'power_connectors.pcie_12VHPWR') ?? 0) + (numberAt(record, 'power_connectors.pcie_12V_2x6') ?? 0);
  return {
    part: draftPart('GPU', base, {
      chipset: chipset === undefined ? undefined : cleanName(chipset),
      chipsetBrand:
        maker !== undefined && maker in GPU_BRANDS ? GPU_BRANDS[maker as keyof typeof GPU_BRANDS] : undefined,
      vram: positiveAt(record, 'memory'),
      memoryType: stringAt(record, 'memory_type'),
      baseClock: positiveAt(record, 'core_base_clock'),
      boostClock: positiveAt(record, 'core_boost_clock'),
      length: positiveAt(record, 'length'),
      slotWidth: positiveAt(record, 'total_slot_width'),
      tdp: positiveAt(record, 'tdp'),
      powerConnectors: powerConnectors(record),
      power16Pin: isJsonObject(at(record, 'power_connectors')) ? sixteenPin > 0 : undefined,
      ...gpuLinkAndPower(
        chipset === undefined ? undefined : cleanName(chipset),
        positiveAt(record, 'memory'),
        stringAt(record, 'interface'),
      ),
      color: colour(record),
    }),
  };
}

/** M.2 slots that take a drive (M or B+M keys; the E-key slot holds the Wi-Fi card). */
function driveSlots(record: JsonObject): number | undefined {
  const slots = at(record, 'm2_slots');
  if (!Array.isArray(slots)) return undefined;
  return slots.filter((slot) => !(isJsonObject(slot) && slot.key === 'E')).length;
}

/**
 * SATA ports, or undefined when unknown. BuildCores writes 0 for a count nobody filled in (927 of
 * 3,699 boards in the snapshot read, the ASRock A520M-HDV among them, which has four) and has
 * no field saying a board really has none, so 0 is read as unknown (docs/import.md#catalog-hygiene).
 */
function sataPorts(record: JsonObject): number | undefined {
  if (!isJsonObject(at(record, 'storage_devices'))) return undefined;
  const ports =
    (numberAt(record, 'storage_devices.sata_6_gb_s') ?? 0) + (numberAt(record, 'storage_devices.sata_3_gb_s') ?? 0);
  return ports > 0 ? ports : undefined;
}

/** The generation of the first x16 slot ({ gen: '4.0', lanes: 16 }), the graphics card's slot. */
function gpuSlotGen(record: JsonObject): number | undefined {
  const slots = at(record, 'pcie_slots');
  if (!Array.isArray(slots)) return undefined;
  const first = slots.find((slot) => isJsonObject(slot) && slot.lanes === 16);
  const gen = isJsonObject(first) ? Number.parseFloat(String(first.gen)) : Number.NaN;
  return Number.isFinite(gen) && gen > 0 ? Math.trunc(gen) : undefined;
}

/** The fastest M.2 drive slot's PCIe generation ("PCIe 5.0 x4" → 5); undefined without one. */
function m2MaxGen(record: JsonObject): number | undefined {
  const slots = at(record, 'm2_slots');
  if (!Array.isArray(slots)) return undefined;
  const gens = slots.flatMap((slot) =>
    isJsonObject(slot) && slot.key !== 'E' && typeof slot.interface === 'string'
      ? [pcieGeneration(slot.interface) ?? 0]
      : [],
  );
  const max = Math.max(0, ...gens);
  return max > 0 ? max : undefined;
}

function mapMotherboard(record: JsonObject, base: PartFields): Mapped {
  const { socket, skip } = socketOf(stringAt(record, 'socket'));
  if (skip) return { skip };
  const rawFormFactor = stringAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalBoardFormFactor(rawFormFactor);
  if (formFactor === null) return { skip: `board form factor ${rawFormFactor} is outside the catalog's` };
  const rawMemory = stringAt(record, 'memory.ram_type');
  const memoryType = rawMemory === undefined ? undefined : canonicalMemoryType(rawMemory);
  if (memoryType === null) return { skip: `${rawMemory} memory only` };
  const wireless = stringAt(record, 'wireless_networking');
  return {
    part: draftPart('Motherboard', base, {
      socket,
      chipset: stringAt(record, 'chipset'),
      formFactor,
      memoryType,
      memorySlots: positiveAt(record, 'memory.slots'),
      maxMemory: positiveAt(record, 'memory.max'),
      m2Slots: driveSlots(record),
      sataPorts: sataPorts(record),
      wifi: wireless === undefined ? undefined : wireless.toLowerCase() !== 'none',
      gpuSlotGen: boardGraphicsGen(stringAt(record, 'chipset'), gpuSlotGen(record)),
      m2MaxGen: m2MaxGen(record),
      color: colour(record),
    }),
  };
}

function mapRam(record: JsonObject, base: PartFields): Mapped {
  const formFactor = stringAt(record, 'form_factor') ?? '';
  if (/so-?dimm/i.test(formFactor)) return { skip: 'SO-DIMM (laptop) memory' };
  // Some registered kits say so only in their name.
  if (stringAt(record, 'registered') === 'Registered' || /\b(registered|rdimm)\b/i.test(base.name)) {
    return { skip: 'registered (server) memory' };
  }
  const rawType = stringAt(record, 'ram_type');
  const memoryType = rawType === undefined ? undefined : canonicalMemoryType(rawType);
  if (memoryType === null) return { skip: `${rawType} memory only` };
  const modules = positiveAt(record, 'modules.quantity');
  const moduleSize = positiveAt(record, 'modules.capacity_gb');
  const total = positiveAt(record, 'capacity');
  return {
    part: draftPart('RAM', base, {
      memoryType,
      speed: positiveAt(record, 'speed'),
      modules,
      moduleSize,
      capacity: total ?? (modules !== undefined && moduleSize !== undefined ? modules * moduleSize : undefined),
      casLatency: positiveAt(record, 'cas_latency'),
      ecc: stringAt(record, 'ecc') === 'ECC' ? true : undefined,
      color: colour(record),
    }),
  };
}

/** The spindle speed in a drive's name ("... 7200RPM ..."), which BuildCores has no field for. */
function rpmInName(name: string): number | undefined {
  const match = /\b(\d{4,5})\s*RPM\b/i.exec(name);
  return match ? Number(match[1]) : undefined;
}

function mapStorage(record: JsonObject, base: PartFields): Mapped {
  const iface = stringAt(record, 'interface') ?? '';
  const family = /^(SAS|U\.2|PATA|mSATA)/i.exec(iface);
  if (family) return { skip: `${family[1]} drive` };
  const kind = (stringAt(record, 'storage_type') ?? stringAt(record, 'type'))?.toUpperCase();
  if (kind === 'SSHD') return { skip: 'hybrid (SSHD) drive' };
  const rawFormFactor = stringAt(record, 'form_factor') ?? numberAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalDriveFormFactor(rawFormFactor);
  if (formFactor === null) return { skip: `drive form factor ${rawFormFactor} is outside the catalog's` };
  const nvme = booleanAt(record, 'nvme');
  let specs: { storageType: 'NVMe SSD' | 'SATA SSD' | 'HDD'; interface: 'NVMe' | 'SATA'; pcieGen?: number };
  if (/pcie/i.test(iface)) {
    if (nvme !== true) return { skip: 'M.2 PCIe drive without NVMe (AHCI)' };
    specs = { storageType: 'NVMe SSD', interface: 'NVMe', pcieGen: pcieGeneration(iface) ?? undefined };
  } else if (/sata/i.test(iface) && (kind === 'SSD' || kind === 'HDD')) {
    specs = { storageType: kind === 'SSD' ? 'SATA SSD' : 'HDD', interface: 'SATA' };
  } else {
    return { skip: iface ? `drive interface ${iface} is outside the catalog's` : 'drive interface unknown' };
  }
  return {
    part: draftPart('Storage', base, {
      capacity: positiveAt(record, 'capacity'),
      formFactor,
      ...specs,
      rpm: specs.storageType === 'HDD' ? rpmInName(base.name) : undefined,
    }),
  };
}

function mapPsu(record: JsonObject, base: PartFields): Mapped {
  const rawFormFactor = stringAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalPsuFormFactor(rawFormFactor);
  if (formFactor === null) return { skip: `${rawFormFactor} power supply` };
  const efficiency = stringAt(record, 'efficiency_rating');
  const modular = at(record, 'modular');
  return {
    part: draftPart('PSU', base, {
      wattage: positiveAt(record, 'wattage'),
      efficiency: efficiency === undefined ? undefined : (canonicalEfficiency(efficiency) ?? undefined),
      modular: typeof modular === 'string' ? (canonicalModular(modular) ?? undefined) : undefined,
      formFactor,
      // BuildCores has no ATX version field: a name that says "ATX 3.0"/"ATX3.1" is the only word on it.
      atx3: psuNamesAtx3(base.name) ? true : undefined,
      pcie16Pin: numberAt(record, 'connectors.pcie_12vhpwr'),
      fanless: booleanAt(record, 'fanless'),
      color: colour(record),
    }),
  };
}

/** True when a power supply's name says it is an ATX 3.x unit ("ATX 3.0", "ATX3.1"). */
export function psuNamesAtx3(name: string): boolean {
  return /\batx\s?3(?:\.\d)?\b/i.test(name);
}

/** Canonical values of a list, in the vocabulary's order, or undefined when none is known. */
function canonicalList<T extends string>(
  raw: string[] | undefined,
  canonical: (value: string) => T | null,
  order: readonly T[],
): T[] | undefined {
  const known = new Set((raw ?? []).map(canonical).filter((v) => v !== null));
  const list = order.filter((v) => known.has(v));
  return list.length > 0 ? list : undefined;
}

function mapCase(record: JsonObject, base: PartFields): Mapped {
  const rawFormFactor = stringAt(record, 'form_factor');
  const formFactor = rawFormFactor === undefined ? undefined : canonicalCaseFormFactor(rawFormFactor);
  if (formFactor === null) return { skip: `case type ${rawFormFactor} is outside the catalog's` };
  return {
    part: draftPart('Case', base, {
      formFactor,
      supportedFormFactors: canonicalList(
        stringsAt(record, 'supported_motherboard_form_factors'),
        canonicalBoardFormFactor,
        BOARD_FORM_FACTORS,
      ),
      maxGpuLength: positiveAt(record, 'max_video_card_length'),
      maxCoolerHeight: positiveAt(record, 'max_cpu_cooler_height'),
      // BuildCores does not say which radiators fit: left unknown rather than guessed.
      maxRadiatorSize: undefined,
      psuFormFactors: canonicalList<PsuFormFactor>(
        stringsAt(record, 'supported_power_supply_form_factors'),
        canonicalPsuFormFactor,
        PSU_FORM_FACTORS,
      ),
      sidePanel: stringAt(record, 'side_panel'),
      // 0 is how the source writes unknown too: kept only when positive.
      driveBays35: positiveAt(record, 'internal_3_5_bays'),
      color: colour(record),
    }),
  };
}

function mapCooler(record: JsonObject, base: PartFields): Mapped {
  const waterCooled = booleanAt(record, 'water_cooled');
  const listed = (stringsAt(record, 'cpu_sockets') ?? []).filter((s) => !isSocketFamily(s));
  const sockets = [...new Set(listed.map(canonicalSocket))].filter(isAcceptedSocket);
  return {
    part: draftPart('Cooler', base, {
      coolerType: waterCooled === undefined ? undefined : waterCooled ? 'Liquid' : 'Air',
      height: positiveAt(record, 'height'),
      radiatorSize: waterCooled === false ? 0 : positiveAt(record, 'radiator_size'),
      // Sockets outside the catalog's (AM3+, FM2+...) are dropped; the rest is still true.
      sockets: sockets.length > 0 ? sockets : undefined,
      fanSize: positiveAt(record, 'fan_size'),
      noiseLevel: positiveAt(record, 'max_noise_level') ?? positiveAt(record, 'min_noise_level'),
      color: colour(record),
    }),
  };
}

const MAPPERS: Record<PartType, (record: JsonObject, base: PartFields) => Mapped> = {
  CPU: mapCpu,
  GPU: mapGpu,
  Motherboard: mapMotherboard,
  RAM: mapRam,
  Storage: mapStorage,
  PSU: mapPsu,
  Case: mapCase,
  Cooler: mapCooler,
};

/** One BuildCores record of a category → a part, a skip reason, or a shape error. */
export function mapBuildcoresRecord(category: BuildcoresCategory, record: JsonObject): Mapped {
  const id = stringAt(record, 'opendb_id');
  const name = stringAt(record, 'metadata.name');
  if (id === undefined || name === undefined) return { error: 'not a BuildCores part (no opendb_id or metadata.name)' };
  return MAPPERS[BUILDCORES_CATEGORIES[category]](record, fields(record, cleanName(name)));
}
