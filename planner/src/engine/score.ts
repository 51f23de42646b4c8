// The score the build planner maximises: a use-case-weighted performance score from 0 to about
// 100. Pure functions of a few part features, so that the generator, the exact reference search,
// the reasons and the tests all compute the same number.
//
// Design
// - Every use case has its own score in [0, ~1]: a weighted sum of terms, each a number in [0, ~1]
//   (the weights of a use case sum to 1, see USE_CASE_WEIGHTS). The weights, curves and ranges are
//   data: score-weights.json, checked on load by weights.ts. A build for several use cases
//   scores the mean of their scores, times 100.
// - Benchmark indices are relative: Core i9-14900K = 100 for CPUs, GeForce RTX 4090 = 100 for GPUs
//   (benchmark-indices.json), so a term of 1 means "as fast as that reference part".
// - Gaming couples CPU and GPU like a frame rate does: the slower of the two sets it. The frame term
//   is min(GPU index at the resolution, CPU gaming index × CPU_FEED[resolution]); a faster card
//   than the processor can feed adds nothing, nor does a faster processor than the card needs.
// - Memory and storage have diminishing returns (curves in log2 of the capacity), with a floor per
//   use case below which the capacity term is 0, so that a build buys the memory its use needs
//   before it buys a faster processor.
// - Every term is non-decreasing in what a better part offers (more speed, capacity, efficiency,
//   quiet; less power). The planner's pruning of dominated parts relies on that.
import {
  cpuSustainedWatts,
  USE_CASE_IDS,
  type CoolerSpecs,
  type PsuEfficiency,
  type Resolution,
  type StorageSpecs,
  type UseCaseId,
} from '@rigforge/common';
import { usableHddGb } from './rules';
import type { PlannerPart } from './types';
import {
  SCORE_TABLES,
  WEIGHT_TERMS,
  type Curve,
  type ScoreTables,
  type UseCaseTable,
  type UseCaseWeights,
} from './weights';

export type { UseCaseWeights } from './weights';

// --- Tables ----------------------------------------------------------------------------------------
// The numbers live in score-weights.json (read and checked by weights.ts); each is exported here under
// its name, with what it means.

const T = SCORE_TABLES;
const perUseCase = <V>(pick: (u: UseCaseTable) => V): Record<UseCaseId, V> =>
  Object.fromEntries(USE_CASE_IDS.map((u) => [u, pick(T.useCases[u])])) as Record<UseCaseId, V>;

/** Benchmark indices are relative to this value (i9-14900K = 100, RTX 4090 = 100). */
export const INDEX_REFERENCE = 100;

/**
 * How much GPU index a CPU of gaming index 1 can feed at each resolution before it limits the frame
 * rate. At 1080p a Core i9-14900K just keeps up with an RTX 4090; at higher resolutions each frame
 * costs the GPU more, so the same processor feeds a proportionally faster card.
 */
export const CPU_FEED: Record<Resolution, number> = T.cpuFeed;

/**
 * Per resolution, [GB, factor] pairs: a card with less video memory than GB counts at factor of its
 * measured index (the smallest factor that applies). score-weights.json names the reviews.
 */
export const VRAM_FACTORS: Record<Resolution, readonly (readonly [number, number])[]> = T.vramFactors;

/** The weights of each use case (each row sums to 1); score-weights.json says why, use case by use case. */
export const USE_CASE_WEIGHTS: Record<UseCaseId, UseCaseWeights> = perUseCase((u) => u.weights);

/**
 * Memory capacity curve per use case: [GB, value] points, interpolated linearly in log2(GB). Below
 * the first point the value falls linearly (in log2) to 0 at half its capacity; above the last it
 * stays at the last value. The first point is the use case's practical minimum.
 */
export const MEMORY_CURVES: Record<UseCaseId, Curve> = perUseCase((u) => u.memoryCurve);

/** Share of the memory term that rewards bandwidth (speed × channels) rather than capacity. */
export const MEMORY_BANDWIDTH_SHARE: Record<UseCaseId, number> = perUseCase((u) => u.memoryBandwidthShare);

/** Share of the memory term that rewards ECC memory (a spec `ecc: true`), where the catalog has it. */
export const MEMORY_ECC_SHARE: Record<UseCaseId, number> = perUseCase((u) => u.memoryEccShare);

/**
 * GPU compute: the 1440p index (resolution-independent) at which the term reaches 1. Editing needs a
 * solid card, not the fastest; GPU rendering in a workstation scales further.
 */
export const GPU_COMPUTE_FULL: Record<UseCaseId, number> = perUseCase((u) => u.gpuComputeFull);

/** Memory speed (MT/s) that scores 0 and the speed from which it scores 1. */
export const MEMORY_SPEED_RANGE: Readonly<{ low: number; high: number }> = T.memorySpeedRange;

/**
 * Storage capacity curve per use case: [GB, value] points as in MEMORY_CURVES (log2 interpolation;
 * below the first point the value falls to 0 at half its capacity). The capacity is the SSD
 * gigabytes plus the hard-drive gigabytes at HDD_CAPACITY_WEIGHT.
 */
export const STORAGE_CURVES: Record<UseCaseId, Curve> = perUseCase((u) => u.storageCurve);

/**
 * How much a hard drive's gigabyte counts towards the capacity term, against an SSD's: games and
 * projects want fast storage; a server's files sit happily on hard drives.
 */
export const HDD_CAPACITY_WEIGHT: Record<UseCaseId, number> = perUseCase((u) => u.hddCapacityWeight);
/** The smallest HDD_CAPACITY_WEIGHT (the index's pruning of drive sets must hold for every use case). */
export const MIN_HDD_CAPACITY_WEIGHT = Math.min(...Object.values(HDD_CAPACITY_WEIGHT));

/** Share of the storage term that rewards the fastest drive's speed rather than capacity. */
export const STORAGE_SPEED_SHARE: Record<UseCaseId, number> = perUseCase((u) => u.storageSpeedShare);

/** Sequential read speed (MB/s) scoring 0 and 1; log2 interpolation between. */
export const STORAGE_SPEED_RANGE: Readonly<{ low: number; high: number }> = T.storageSpeedRange;

/** Typical sequential reads (MB/s) when a drive does not list its own. */
export const TYPICAL_READ_SPEED: ScoreTables['typicalReadSpeed'] = T.typicalReadSpeed;

/** Cooler noise (dBA) scoring 1 and 0; unknown noise scores 0, so quiet is never assumed. */
export const QUIET_RANGE: Readonly<{ quiet: number; loud: number }> = T.quietRange;

/** Processor + graphics power (W) scoring 1 and 0 for the low-power term. */
export const POWER_RANGE: Readonly<{ low: number; high: number }> = T.powerRange;

/** Power supply efficiency ratings as scores. */
export const PSU_EFFICIENCY_SCORES: Record<PsuEfficiency, number> = T.psuEfficiencyScores;

// --- Part features --------------------------------------------------------------------------------

/** What of a CPU enters the score. Indices are divided by INDEX_REFERENCE. */
export interface CpuFeatures {
  single: number;
  multi: number;
  /** The gaming index (averaged game frame rates, cpu-gaming-index.json). */
  gaming: number;
  /** Sustained boost power in W (cpuSustainedWatts). */
  tdp: number;
}

/** What of a GPU enters the score. Indices are divided by INDEX_REFERENCE. */
export interface GpuFeatures {
  g1080: number;
  g1440: number;
  g4k: number;
  tdp: number;
  /** Video memory in GB: too little for the resolution counts against the card (VRAM_FACTORS). */
  vram: number;
}

export interface MemoryFeatures {
  capacity: number;
  speed: number;
  modules: number;
  ecc: boolean;
}

export interface DriveFeatures {
  capacity: number;
  /** Sequential read, MB/s (listed or typical). */
  read: number;
  hdd: boolean;
}

// --- Term functions -------------------------------------------------------------------------------

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** A CPU's gaming index: averaged game frame rates from CPU reviews, not a Cinebench-like index. */
export function cpuGamingIndex(cpu: CpuFeatures): number {
  return cpu.gaming;
}

/** The measured GPU index at a resolution (the reviews' average frame rates). */
export function gpuMeasuredAt(gpu: GpuFeatures, resolution: Resolution): number {
  return resolution === '1080p' ? gpu.g1080 : resolution === '1440p' ? gpu.g1440 : gpu.g4k;
}

/**
 * What counts of a card with this much video memory at a resolution: 1, or less where the reviews
 * show the memory running out in current games (stutter and missing textures the averages hide).
 */
export function vramFactor(vramGb: number, resolution: Resolution): number {
  let f = 1;
  for (const [gb, factor] of VRAM_FACTORS[resolution]) if (vramGb < gb) f = Math.min(f, factor);
  return f;
}

/**
 * The GPU index the score counts at a resolution: the measured one times vramFactor (0 without a
 * card: integrated graphics do not game).
 */
export function gpuIndexAt(gpu: GpuFeatures | null, resolution: Resolution): number {
  if (!gpu) return 0;
  return gpuMeasuredAt(gpu, resolution) * vramFactor(gpu.vram, resolution);
}

/** The most GPU index the CPU can feed at the resolution. */
export function cpuFeedAt(cpu: CpuFeatures, resolution: Resolution): number {
  return cpuGamingIndex(cpu) * CPU_FEED[resolution];
}

/** The gaming frame term: the slower of the card and what the processor can feed. */
export function frameScore(cpu: CpuFeatures, gpu: GpuFeatures | null, resolution: Resolution): number {
  return Math.min(gpuIndexAt(gpu, resolution), cpuFeedAt(cpu, resolution));
}

/** Piecewise-linear interpolation in log2 of `x` over [x, value] points (see MEMORY_CURVES). */
export function logCurve(points: Curve, x: number): number {
  if (!(x > 0)) return 0;
  const [x0, v0] = points[0];
  if (x < x0) return clamp01(v0 * (1 + Math.log2(x / x0)));
  for (let i = 1; i < points.length; i++) {
    const [x1, v1] = points[i];
    if (x <= x1) {
      const [xa, va] = points[i - 1];
      return va + ((v1 - va) * Math.log2(x / xa)) / Math.log2(x1 / xa);
    }
  }
  return points[points.length - 1][1];
}

export function memoryCapacityScore(useCase: UseCaseId, gb: number): number {
  return logCurve(MEMORY_CURVES[useCase], gb);
}

/**
 * Bandwidth: the speed between MEMORY_SPEED_RANGE, with two or more modules (two channels). A
 * single module runs one channel, half the bandwidth of a slow two-module kit: it scores 0.
 */
export function memoryBandwidthScore(speed: number, modules: number): number {
  if (modules < 2) return 0;
  return clamp01((speed - MEMORY_SPEED_RANGE.low) / (MEMORY_SPEED_RANGE.high - MEMORY_SPEED_RANGE.low));
}

export function memoryScore(useCase: UseCaseId, ram: MemoryFeatures): number {
  const bw = MEMORY_BANDWIDTH_SHARE[useCase];
  const ecc = MEMORY_ECC_SHARE[useCase];
  return (
    (1 - bw - ecc) * memoryCapacityScore(useCase, ram.capacity) +
    bw * memoryBandwidthScore(ram.speed, ram.modules) +
    (ram.ecc ? ecc : 0)
  );
}

/** A drive's sequential read: its listed readSpeed, else a typical figure for its kind. */
export function estimatedReadSpeed(specs: StorageSpecs): number {
  if (typeof specs.readSpeed === 'number' && specs.readSpeed > 0) return specs.readSpeed;
  if (specs.storageType === 'HDD') return TYPICAL_READ_SPEED.hdd;
  if (specs.interface === 'SATA') return TYPICAL_READ_SPEED.sataSsd;
  return (specs.pcieGen && TYPICAL_READ_SPEED.nvmeByGen[specs.pcieGen]) || TYPICAL_READ_SPEED.nvmeUnknownGen;
}

export function storageSpeedScore(readMBps: number): number {
  if (!(readMBps > 0)) return 0;
  return clamp01(
    Math.log2(readMBps / STORAGE_SPEED_RANGE.low) / Math.log2(STORAGE_SPEED_RANGE.high / STORAGE_SPEED_RANGE.low),
  );
}

export function storageCapacityScore(useCase: UseCaseId, gb: number): number {
  return logCurve(STORAGE_CURVES[useCase], gb);
}

/** GPU compute of a use case: the 1440p index relative to GPU_COMPUTE_FULL, at most 1. */
export function gpuComputeScore(useCase: UseCaseId, g1440: number): number {
  return clamp01(g1440 / GPU_COMPUTE_FULL[useCase]);
}

/**
 * Storage of a use case from the fastest drive's read speed and the capacity, hard-drive gigabytes
 * counted at HDD_CAPACITY_WEIGHT.
 */
export function storageScore(useCase: UseCaseId, fastestRead: number, ssdGb: number, hddGb: number): number {
  const a = STORAGE_SPEED_SHARE[useCase];
  const capacity = ssdGb + HDD_CAPACITY_WEIGHT[useCase] * hddGb;
  return a * storageSpeedScore(fastestRead) + (1 - a) * storageCapacityScore(useCase, capacity);
}

/**
 * The noise a cooler is scored by: its fans' rating for an air cooler; none for a liquid cooler,
 * whose pump hums under the fans' figure and is rated by no maker (so a quiet build is air cooled).
 */
export function coolerNoiseOf(specs: CoolerSpecs): number | undefined {
  return specs.coolerType === 'Liquid' ? undefined : specs.noiseLevel;
}

/** 1 at QUIET_RANGE.quiet dBA or below, 0 at QUIET_RANGE.loud or above, or when unknown. */
export function quietScore(noiseDba: number | null | undefined): number {
  if (typeof noiseDba !== 'number' || !Number.isFinite(noiseDba)) return 0;
  return clamp01((QUIET_RANGE.loud - noiseDba) / (QUIET_RANGE.loud - QUIET_RANGE.quiet));
}

export function psuEfficiencyScore(efficiency: PsuEfficiency): number {
  return PSU_EFFICIENCY_SCORES[efficiency] ?? 0;
}

/** 1 at POWER_RANGE.low W of processor + graphics power or less, 0 at POWER_RANGE.high or more. */
export function lowPowerScore(watts: number): number {
  return clamp01((POWER_RANGE.high - watts) / (POWER_RANGE.high - POWER_RANGE.low));
}

// --- Per request ------------------------------------------------------------------------------------

/** The weights of a request: the mean of its use cases' weights (× 100, so scores run 0–100). */
export interface RequestWeights extends UseCaseWeights {
  useCases: readonly UseCaseId[];
  resolution: Resolution;
  /** 100 / number of use cases: the factor of each use case's own score. */
  perUseCase: number;
}

export function requestWeights(useCases: readonly UseCaseId[], resolution: Resolution): RequestWeights {
  const n = Math.max(1, useCases.length);
  const w: RequestWeights = {
    ...(Object.fromEntries(WEIGHT_TERMS.map((k) => [k, 0])) as Record<keyof UseCaseWeights, number>),
    useCases: [...useCases],
    resolution,
    perUseCase: 100 / n,
  };
  for (const u of useCases) for (const k of WEIGHT_TERMS) w[k] += (USE_CASE_WEIGHTS[u][k] * 100) / n;
  return w;
}

/**
 * The CPU + GPU part of the score (frames, CPU indices, GPU compute, low power). The GPU is null
 * when integrated graphics drive the displays.
 */
export function cpuGpuValue(w: RequestWeights, cpu: CpuFeatures, gpu: GpuFeatures | null): number {
  let v = w.cpuSingle * cpu.single + w.cpuMulti * cpu.multi + w.cpuGaming * cpu.gaming;
  if (w.frames) v += w.frames * frameScore(cpu, gpu, w.resolution);
  if (w.gpuCompute && gpu) v += gpuComputeValue(w, gpu.g1440);
  if (w.lowPower) v += w.lowPower * lowPowerScore(cpu.tdp + (gpu ? gpu.tdp : 0));
  return v;
}

/** The GPU compute part of the score. */
export function gpuComputeValue(w: RequestWeights, g1440: number): number {
  let v = 0;
  for (const u of w.useCases) v += USE_CASE_WEIGHTS[u].gpuCompute * gpuComputeScore(u, g1440);
  return v * w.perUseCase;
}

/** The memory part of the score. */
export function memoryValue(w: RequestWeights, ram: MemoryFeatures): number {
  let v = 0;
  for (const u of w.useCases) v += USE_CASE_WEIGHTS[u].memory * memoryScore(u, ram);
  return v * w.perUseCase;
}

/** The storage part of the score, from the fastest drive's read speed and the SSD and HDD capacity. */
export function storageValue(w: RequestWeights, fastestRead: number, ssdGb: number, hddGb: number): number {
  let v = 0;
  for (const u of w.useCases) v += USE_CASE_WEIGHTS[u].storage * storageScore(u, fastestRead, ssdGb, hddGb);
  return v * w.perUseCase;
}

export function coolerValue(w: RequestWeights, noiseDba: number | null | undefined): number {
  return w.quietCooling ? w.quietCooling * quietScore(noiseDba) : 0;
}

export function psuValue(w: RequestWeights, efficiency: PsuEfficiency): number {
  return w.psuEfficiency ? w.psuEfficiency * psuEfficiencyScore(efficiency) : 0;
}

/** The features of a whole build that enter the score. */
export interface BuildFeatures {
  cpu: CpuFeatures;
  gpu: GpuFeatures | null;
  ram: MemoryFeatures;
  drives: readonly DriveFeatures[];
  coolerNoise: number | null | undefined;
  psuEfficiency: PsuEfficiency;
}

/** The score of a build for a request, 0 to about 100. */
export function scoreFeatures(w: RequestWeights, b: BuildFeatures): number {
  let fastest = 0;
  let ssd = 0;
  for (const d of b.drives) {
    if (d.read > fastest) fastest = d.read;
    if (!d.hdd) ssd += d.capacity;
  }
  const hdd = usableHddGb(b.drives);
  return (
    cpuGpuValue(w, b.cpu, b.gpu) +
    memoryValue(w, b.ram) +
    storageValue(w, fastest, ssd, hdd) +
    coolerValue(w, b.coolerNoise) +
    psuValue(w, b.psuEfficiency)
  );
}

// --- Whole builds -----------------------------------------------------------------------------------

/** The parts of a build that enter the score. */
export interface ScoredParts {
  cpu: PlannerPart<'CPU'>;
  gpu: PlannerPart<'GPU'> | null;
  ram: PlannerPart<'RAM'>;
  storage: readonly PlannerPart<'Storage'>[];
  cooler: PlannerPart<'Cooler'>;
  psu: PlannerPart<'PSU'>;
}

const idx = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) ? v / INDEX_REFERENCE : 0;

/**
 * The gaming index of a planner CPU; a catalog written before the index existed has none, and its
 * single-thread index stands in (the catalog gets the gaming index when the seed or an import next
 * writes the row).
 */
export function cpuGamingOf(cpu: PlannerPart<'CPU'>): number {
  return idx(cpu.perf.cpuGaming ?? cpu.perf.cpuSingle);
}

export function cpuFeatures(cpu: PlannerPart<'CPU'>): CpuFeatures {
  return {
    single: idx(cpu.perf.cpuSingle),
    multi: idx(cpu.perf.cpuMulti),
    gaming: cpuGamingOf(cpu),
    tdp: cpuSustainedWatts(cpu.specs),
  };
}

export function gpuFeatures(gpu: PlannerPart<'GPU'>): GpuFeatures {
  return {
    g1080: idx(gpu.perf.gpu1080),
    g1440: idx(gpu.perf.gpu1440),
    g4k: idx(gpu.perf.gpu4k),
    tdp: gpu.specs.tdp,
    vram: gpu.specs.vram,
  };
}

export function memoryFeatures(ram: PlannerPart<'RAM'>): MemoryFeatures {
  return {
    capacity: ram.specs.capacity,
    speed: ram.specs.speed,
    modules: ram.specs.modules,
    ecc: (ram.specs as { ecc?: unknown }).ecc === true,
  };
}

export function driveFeatures(drive: PlannerPart<'Storage'>): DriveFeatures {
  return {
    capacity: drive.specs.capacity,
    read: estimatedReadSpeed(drive.specs),
    hdd: drive.specs.storageType === 'HDD',
  };
}

/** The score of a build for a request (what PlannedBuild.score holds). */
export function scoreBuild(parts: ScoredParts, useCases: readonly UseCaseId[], resolution: Resolution): number {
  return scoreFeatures(requestWeights(useCases, resolution), {
    cpu: cpuFeatures(parts.cpu),
    gpu: parts.gpu ? gpuFeatures(parts.gpu) : null,
    ram: memoryFeatures(parts.ram),
    drives: parts.storage.map(driveFeatures),
    coolerNoise: coolerNoiseOf(parts.cooler.specs),
    psuEfficiency: parts.psu.specs.efficiency,
  });
}
