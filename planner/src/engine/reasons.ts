// One true sentence per picked part. Each part has a few candidate sentences, strongest first; a
// sentence that compares the part with others ("the cheapest ... that ...", "the fastest ... at or
// below its price") is used only after that claim has been checked against every plannable part of
// the catalog (index.all), and the last candidate of every part is a plain statement of its own
// figures, which is always true. Claims about fit (load, clearance) restate what the compatibility
// rules verified.
import {
  cents,
  dollarsSentence,
  coolerCapacityIsRated,
  coolerCapacityWatts,
  estimateLoad,
  mayNeedBiosUpdate,
  PSU_EFFICIENCIES,
  PSU_HEADROOM,
  cpuSustainedWatts,
  gpuRecommendedPsu,
  psuRequirement,
  type Resolution,
} from '@rigforge/common';
import { partsOf, selectionOf } from './build';
import type { PlannerIndex } from './planner-index';
import {
  BALANCE_MIN_FEED,
  boardFitsCpu,
  coolerFitsCase,
  coolerFitsCpu,
  gpuFits,
  graphicsLink,
  isMirroredPair,
  psuCoversLoad,
  usableHddGb,
  psuFitsCase,
} from './rules';
import {
  cpuFeatures,
  cpuFeedAt,
  cpuGamingOf,
  driveFeatures,
  estimatedReadSpeed,
  gpuFeatures,
  gpuIndexAt,
  gpuMeasuredAt,
  requestWeights,
  type RequestWeights,
} from './score';
import type { PickedPart, PlanRequest, PlannedBuild, PlannerPart } from './types';

// --- Formatting -------------------------------------------------------------------------------------

export function usd(amount: number): string {
  return dollarsSentence(cents(amount));
}

/** 500 GB, 1 TB, 1.92 TB. */
export function capacityLabel(gb: number): string {
  if (gb < 1000) return `${gb} GB`;
  const tb = gb / 1000;
  return `${Number.isInteger(tb) ? tb : Number(tb.toFixed(2))} TB`;
}

/** An index as printed: whole numbers, or one decimal under 10. */
function indexLabel(v: number | null): string {
  const x = v ?? 0;
  return x < 10 ? String(Math.round(x * 10) / 10) : String(Math.round(x));
}

const RES_LABEL: Record<Resolution, string> = { '1080p': '1080p', '1440p': '1440p', '4K': '4K' };

function driveKind(d: PlannerPart<'Storage'>): string {
  if (d.specs.storageType === 'HDD') return d.specs.rpm ? `${d.specs.rpm} rpm hard drive` : 'hard drive';
  if (d.specs.interface === 'SATA') return 'SATA SSD';
  return d.specs.pcieGen ? `PCIe ${d.specs.pcieGen}.0 NVMe SSD` : 'NVMe SSD';
}

function coolerLabel(c: PlannerPart<'Cooler'>): string {
  if (c.specs.coolerType === 'Liquid')
    return c.specs.radiatorSize > 0 ? `${c.specs.radiatorSize} mm liquid cooler` : 'liquid cooler';
  return `${c.specs.height} mm air cooler`;
}

const gpuName = (g: PlannerPart<'GPU'>): string => g.specs.chipset || g.name;

/** "a" or "an" before a form factor or other label, by how it is read out ("an ATX", "a Micro-ATX"). */
export function article(label: string): string {
  return /^(ATX|E-ATX|SFX|[AEIOU8])/i.test(label) && !/^(Uni|Eu)/i.test(label) ? 'an' : 'a';
}

// --- Reasons per part ---------------------------------------------------------------------------------

interface Ctx {
  index: PlannerIndex;
  build: PlannedBuild;
  w: RequestWeights;
  res: Resolution;
  gaming: boolean;
  load: number;
  nvme: number;
  sata: number;
}

/**
 * Whether `mine` is the fastest at or below its price by `metric` and strictly faster than every
 * cheaper part; with the best cheaper figure (0 when there is no cheaper part).
 */
function fastestAtPrice<T extends PlannerPart>(
  parts: readonly T[],
  mine: T,
  metric: (p: T) => number,
): { fastest: boolean; cheaperBest: number } {
  const m = metric(mine);
  let cheaperBest = 0;
  let fastest = true;
  for (const p of parts) {
    if (p.priceCents > mine.priceCents || p.id === mine.id) continue;
    const v = metric(p);
    if (v > m) fastest = false;
    if (p.priceCents < mine.priceCents) {
      cheaperBest = Math.max(cheaperBest, v);
      if (v >= m) fastest = false;
    }
  }
  return { fastest, cheaperBest };
}

/** "about 37% faster than the best cheaper <what>", or that no cheaper one is as fast. */
function lead(mine: number, cheaperBest: number, what: string): string {
  if (cheaperBest <= 0) return `no cheaper ${what} is as fast`;
  const pct = Math.round((mine / cheaperBest - 1) * 100);
  return pct >= 1 ? `about ${pct}% faster than the best cheaper ${what}` : `no cheaper ${what} is as fast`;
}

/** What share of the card's speed at the resolution the processor feeds, by our balance estimate (1 = all of it). */
function feedShare(x: Ctx): number {
  return x.build.gpu ? feedShareOf(x.build.cpu, x.build.gpu, x.res) : 1;
}

/** What share of a card's speed at a resolution a processor feeds, by our balance estimate (1 = all of it). */
export function feedShareOf(cpu: PlannerPart<'CPU'>, gpu: PlannerPart<'GPU'>, res: Resolution): number {
  const g = gpuIndexAt(gpuFeatures(gpu), res);
  return g > 0 ? cpuFeedAt(cpuFeatures(cpu), res) / g : 1;
}

/** '; the Core i5-14600K feeds it fully at 1440p', or the share it feeds: the pair's balance, seen from the card. */
function balanceClause(x: Ctx): string {
  const share = feedShare(x);
  const cpu = x.build.cpu.name;
  const at = RES_LABEL[x.res];
  const narrow = narrowLink(x);
  if (share >= 1 && !narrow) return `; the ${cpu} feeds it fully at ${at}`;
  if (share >= 1) return `; the ${cpu} keeps up with it at ${at} by our balance estimate, over ${narrow}`;
  return `; the ${cpu} feeds about ${Math.round(share * 100)}% of its ${at} speed, by our balance estimate${narrow ? `, over ${narrow}` : ''}`;
}

/** 'a PCIe 4.0 x8 link (the card has 16 lanes)' when the link is narrower or older than the card's own; '' otherwise. */
function narrowLink(x: Ctx): string {
  const gpu = x.build.gpu;
  const l = gpu ? graphicsLink(x.build.cpu.specs, gpu.specs) : null;
  if (!l || (l.link.lanes >= l.card.lanes && l.link.gen >= l.card.gen)) return '';
  return `a PCIe ${l.link.gen}.0 x${l.link.lanes} link (the card has PCIe ${l.card.gen}.0 x${l.card.lanes})`;
}

function cpuReason(x: Ctx): string {
  const { build, w, res } = x;
  const cpu = build.cpu;
  const single = cpu.perf.cpuSingle ?? 0;
  const multi = cpu.perf.cpuMulti ?? 0;
  const ref = 'Core i9-14900K = 100';
  if (x.gaming && build.gpu) {
    const share = feedShare(x);
    const estimated = cpu.perf.cpuGaming == null ? ', our single-thread figure standing in' : '';
    const figures = `${cpu.specs.cores} cores, gaming index ${indexLabel(cpuGamingOf(cpu) * 100)} (${ref}${estimated})`;
    if (share >= 1)
      return `Fast enough, by our balance estimate, to feed the ${gpuName(build.gpu)} at ${RES_LABEL[res]} without holding it back: ${figures}.`;
    const floor = Math.round(BALANCE_MIN_FEED * 100);
    const pct = Math.round(share * 100);
    const against =
      share >= BALANCE_MIN_FEED ? `above our ${floor}% balance floor` : `below our ${floor}% balance floor`;
    return `Feeds the ${gpuName(build.gpu)} at about ${pct}% of its ${RES_LABEL[res]} speed by our balance estimate, ${against}: ${figures}.`;
  }
  if (w.cpuMulti >= w.cpuSingle && w.cpuMulti > 0) {
    const f = fastestAtPrice(x.index.all.CPU, cpu, (c) => c.perf.cpuMulti ?? 0);
    if (f.fastest)
      return `The fastest multi-thread processor at or below its price (multi-thread index ${indexLabel(multi)}, ${ref}): ${lead(multi, f.cheaperBest, 'processor')}.`;
    return `Multi-thread index ${indexLabel(multi)} (${ref}) with ${cpu.specs.cores} cores at a ${cpu.specs.tdp} W TDP.`;
  }
  if (w.cpuSingle > 0) {
    const f = fastestAtPrice(x.index.all.CPU, cpu, (c) => c.perf.cpuSingle ?? 0);
    if (f.fastest)
      return `The fastest single-thread processor at or below its price (single-thread index ${indexLabel(single)}, ${ref}): ${lead(single, f.cheaperBest, 'processor')}.`;
    return `Single-thread index ${indexLabel(single)} (${ref}) with ${cpu.specs.cores} cores at a ${cpu.specs.tdp} W TDP.`;
  }
  return `${cpu.specs.cores} cores at a ${cpu.specs.tdp} W TDP, multi-thread index ${indexLabel(multi)} (${ref}).`;
}

function gpuReason(x: Ctx): string {
  const { build, res } = x;
  const gpu = build.gpu!;
  const all = x.index.all.GPU;
  const fitting = all.filter((g) => gpuFits(g.specs.length, build.case.specs.maxGpuLength));
  if (x.gaming || x.w.gpuCompute > 0) {
    const at: Resolution = x.gaming ? res : '1440p';
    const label = x.gaming ? `${RES_LABEL[at]} card` : 'card for GPU compute (1440p index)';
    // Claims compare the reviews' measured figures, which a reader can check.
    const metric = (g: PlannerPart<'GPU'>) => gpuMeasuredAt(gpuFeatures(g), at);
    const mine = metric(gpu);
    const balance = x.gaming ? balanceClause(x) : '';
    const f = fastestAtPrice(all, gpu, metric);
    if (f.fastest) return `The fastest ${label} at or below its price: ${lead(mine, f.cheaperBest, 'card')}${balance}.`;
    const ff = fastestAtPrice(fitting, gpu, metric);
    if (ff.fastest)
      return `The fastest ${label} at or below its price that fits the case with more than 10 mm to spare: ${lead(mine, ff.cheaperBest, 'card that fits')}${balance}.`;
    const idx = x.gaming
      ? gpu.perf[at === '1080p' ? 'gpu1080' : at === '1440p' ? 'gpu1440' : 'gpu4k']
      : gpu.perf.gpu1440;
    return `${gpuName(gpu)} with ${gpu.specs.vram} GB: ${RES_LABEL[at]} index ${indexLabel(idx)} (GeForce RTX 4090 = 100), ${gpu.specs.length} mm long at ${gpu.specs.tdp} W${balance}.`;
  }
  if (!build.cpu.specs.integratedGraphics) {
    if (fitting.every((g) => g.priceCents >= gpu.priceCents))
      return `The ${build.cpu.name} has no integrated graphics, and this is the cheapest card that fits the case.`;
    return `The ${build.cpu.name} has no integrated graphics; the ${gpuName(gpu)} drives the displays at ${gpu.specs.tdp} W.`;
  }
  return `${gpuName(gpu)} with ${gpu.specs.vram} GB at ${gpu.specs.tdp} W drives the displays.`;
}

function boardReason(x: Ctx): string {
  const { build } = x;
  const b = build.motherboard;
  const ram = build.ram.specs;
  const ok = (o: PlannerPart<'Motherboard'>) =>
    boardFitsCpu(o, build.cpu) &&
    o.specs.memoryType === ram.memoryType &&
    o.specs.memorySlots >= ram.modules &&
    o.specs.maxMemory >= ram.capacity &&
    o.specs.m2Slots >= x.nvme &&
    o.specs.sataPorts >= x.sata &&
    build.case.specs.supportedFormFactors.includes(o.specs.formFactor);
  const drives =
    build.storage.length === 1 ? 'the drive' : build.storage.length === 2 ? 'both drives' : 'all three drives';
  if (x.index.all.Motherboard.every((o) => o.priceCents >= b.priceCents || !ok(o)))
    return `The cheapest ${b.specs.socket} ${b.specs.memoryType} board that takes this processor with no BIOS update known to be needed, the memory kit and ${drives}, and fits the case.`;
  const bios =
    mayNeedBiosUpdate(build.cpu, b) === false ? ', which supports this processor generation out of the box' : '';
  return `${article(b.specs.formFactor) === 'an' ? 'An' : 'A'} ${b.specs.formFactor} ${b.specs.chipset} board${bios}, with ${b.specs.memorySlots} memory slots, ${b.specs.m2Slots} M.2 slots and ${b.specs.sataPorts} SATA ports.`;
}

function ramReason(x: Ctx): string {
  const { build } = x;
  const r = build.ram;
  const s = r.specs;
  const board = build.motherboard.specs;
  const size = `${s.capacity} GB (${s.modules}×${s.moduleSize} GB) ${s.memoryType}-${s.speed}`;
  const dual = s.modules >= 2;
  const cheaper = x.index.all.RAM.some(
    (o) =>
      o.priceCents < r.priceCents &&
      o.specs.memoryType === s.memoryType &&
      o.specs.capacity >= s.capacity &&
      o.specs.speed >= s.speed &&
      (!dual || o.specs.modules >= 2) &&
      o.specs.modules <= board.memorySlots &&
      o.specs.capacity <= board.maxMemory,
  );
  if (!cheaper)
    return `${size}: the cheapest kit with at least this capacity and speed${dual ? ' in two channels' : ''} that the board takes.`;
  return `${size}${dual ? ', two modules for two memory channels' : ''}.`;
}

function storageReason(x: Ctx, d: PlannerPart<'Storage'>, i: number): string {
  const { build } = x;
  const features = build.storage.map(driveFeatures);
  if (
    i > 0 &&
    isMirroredPair(
      features,
      build.storage.map((o) => o.id),
    )
  ) {
    const usable = features.reduce((sum, o) => sum + (o.hdd ? 0 : o.capacity), 0) + usableHddGb(features);
    if (build.storage.indexOf(d) === i)
      return `${capacityLabel(d.specs.capacity)} for files, mirrored on the drive below (RAID 1), so either disk can fail without losing them.`;
    return `The second ${capacityLabel(d.specs.capacity)} ${driveKind(d)} of the mirror: it holds a copy of the first, for ${capacityLabel(usable)} usable in all.`;
  }
  if (i > 0) {
    const total = build.storage.reduce((sum, o) => sum + o.specs.capacity, 0);
    return `Adds ${capacityLabel(d.specs.capacity)} of ${d.specs.storageType === 'HDD' ? 'hard-drive' : 'SSD'} space, for ${capacityLabel(total)} in all.`;
  }
  const read = estimatedReadSpeed(d.specs);
  const cheaper = x.index.all.Storage.some(
    (o) =>
      o.priceCents < d.priceCents &&
      o.specs.interface === d.specs.interface &&
      o.specs.storageType === d.specs.storageType &&
      o.specs.capacity >= d.specs.capacity &&
      estimatedReadSpeed(o.specs) >= read,
  );
  const kind = driveKind(d);
  if (!cheaper) return `The system drive: the cheapest ${capacityLabel(d.specs.capacity)} ${kind} at least this fast.`;
  return `The system drive: a ${capacityLabel(d.specs.capacity)} ${kind}.`;
}

function psuReason(x: Ctx): string {
  const { build } = x;
  const p = build.psu;
  const watts = p.specs.wattage;
  // psuCoversLoad holds (the build passed psuWattageRule): watts >= load × PSU_HEADROOM and >= the
  // card maker's recommendation.
  const headroom = Math.round((PSU_HEADROOM - 1) * 100);
  const makerW = gpuRecommendedPsu(build.gpu ?? undefined);
  const need = psuRequirement(x.load, makerW);
  const base =
    need.decidedBy === 'graphics-card' && build.gpu
      ? `${watts} W meets the ${makerW} W the ${gpuName(build.gpu)}'s maker recommends, more than the estimated ${x.load} W load plus ${headroom}%`
      : `${watts} W covers the estimated ${x.load} W load with at least ${headroom}% headroom${
          makerW > 0 && build.gpu ? ` and the ${makerW} W the ${gpuName(build.gpu)}'s maker recommends` : ''
        }`;
  const level = PSU_EFFICIENCIES.indexOf(p.specs.efficiency);
  const valued = x.w.psuEfficiency > 0;
  const cheaper = x.index.all.PSU.some(
    (o) =>
      o.priceCents < p.priceCents &&
      psuCoversLoad(o.specs.wattage, x.load, makerW) &&
      psuFitsCase(o.specs.formFactor, build.case.specs) &&
      (!valued || PSU_EFFICIENCIES.indexOf(o.specs.efficiency) >= level),
  );
  if (!cheaper)
    return valued
      ? `${base}, and it is the cheapest ${p.specs.efficiency} or better unit that does and fits the case.`
      : `${base}, and it is the cheapest unit that does and fits the case.`;
  return `${base}; it is rated ${p.specs.efficiency}.`;
}

function caseReason(x: Ctx): string {
  const { build } = x;
  const k = build.case;
  const ff = build.motherboard.specs.formFactor;
  const gpu = build.gpu;
  const fits = (o: PlannerPart<'Case'>) =>
    o.specs.supportedFormFactors.includes(ff) &&
    (!gpu || gpuFits(gpu.specs.length, o.specs.maxGpuLength)) &&
    coolerFitsCase(build.cooler.specs, o.specs) &&
    psuFitsCase(build.psu.specs.formFactor, o.specs);
  const parts = [
    `${article(ff)} ${ff} board`,
    gpu ? `a ${gpu.specs.length} mm card with more than 10 mm to spare` : '',
    `the ${coolerLabel(build.cooler)}`,
    `${article(build.psu.specs.formFactor)} ${build.psu.specs.formFactor} power supply`,
  ].filter(Boolean);
  const list = `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  if (x.index.all.Case.every((o) => o.priceCents >= k.priceCents || !fits(o)))
    return `The cheapest case that takes ${list}.`;
  return `Takes ${list}.`;
}

function coolerReason(x: Ctx): string {
  const { build } = x;
  const c = build.cooler;
  const cpu = build.cpu;
  const socket = cpu.specs.socket;
  const ok = (o: PlannerPart<'Cooler'>) => coolerFitsCpu(o, cpu) && coolerFitsCase(o.specs, build.case.specs);
  const power = cpuSustainedWatts(cpu.specs);
  const capacity = coolerCapacityIsRated(c.specs)
    ? `is rated for the processor's ${power} W sustained boost power (${c.specs.tdpRating} W)`
    : `is big enough for the processor's ${power} W sustained boost power (a ${coolerLabel(c)}, which we count as ${coolerCapacityWatts(c.specs)} W)`;
  if (x.w.quietCooling > 0 && typeof c.specs.noiseLevel === 'number') {
    const dba = c.specs.noiseLevel;
    const quieter = x.index.all.Cooler.some(
      (o) =>
        o.priceCents <= c.priceCents &&
        o.id !== c.id &&
        ok(o) &&
        typeof o.specs.noiseLevel === 'number' &&
        o.specs.noiseLevel < dba,
    );
    if (!quieter)
      return `The quietest cooler (${c.specs.noiseLevel} dBA) at or below its price that mounts on ${socket}, fits the case and ${capacity}.`;
  }
  if (x.index.all.Cooler.every((o) => o.priceCents >= c.priceCents || !ok(o)))
    return `The cheapest ${socket} cooler that fits the case and ${capacity}.`;
  const noise = typeof c.specs.noiseLevel === 'number' ? ` at ${c.specs.noiseLevel} dBA` : '';
  return `A ${coolerLabel(c)}${noise} that mounts on ${socket} and ${capacity}.`;
}

/** The reasons for every part of a build, in parts-list order. */
export function explainBuild(index: PlannerIndex, req: PlanRequest, build: PlannedBuild): PickedPart[] {
  const x: Ctx = {
    index,
    build,
    w: requestWeights(req.useCases, req.resolution),
    res: req.resolution,
    gaming: req.useCases.includes('gaming'),
    load: estimateLoad(selectionOf(build)),
    nvme: build.storage.filter((d) => d.specs.interface === 'NVMe').length,
    sata: build.storage.filter((d) => d.specs.interface === 'SATA').length,
  };
  let driveIndex = 0;
  return partsOf(build).map((part): PickedPart => {
    switch (part.type) {
      case 'CPU':
        return { part, reason: cpuReason(x) };
      case 'GPU':
        return { part, reason: gpuReason(x) };
      case 'Motherboard':
        return { part, reason: boardReason(x) };
      case 'RAM':
        return { part, reason: ramReason(x) };
      case 'Storage':
        return { part, reason: storageReason(x, part as PlannerPart<'Storage'>, driveIndex++) };
      case 'PSU':
        return { part, reason: psuReason(x) };
      case 'Case':
        return { part, reason: caseReason(x) };
      case 'Cooler':
        return { part, reason: coolerReason(x) };
    }
  });
}
