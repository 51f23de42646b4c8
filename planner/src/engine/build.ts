// Whole builds: the selection the compatibility engine checks, the parts list, and the check that a
// build is one the planner may return.
import { allChecksPass, checkCompatibility, cpuSustainedWatts, toDollars, type BuildSelection } from '@rigforge/common';
import {
  boardFitsCpu,
  boardSizeFitsBudget,
  caseFitsHeat,
  caseStarvesCard,
  caseHoldsDrives,
  coolerFitsCpu,
  cardSuitsUse,
  drivesFitBudget,
  drivesSuitUse,
  isMirroredPair,
  gamingBalanced,
  MIN_MEMORY_MODULES,
  needsCard,
  isHotBuild,
  linkStarvesCard,
  MAX_DRIVES,
  memoryFitsBudget,
  psuHasNative16Pin,
  psuQualityOk,
  psuTierLevel,
  psuTierOf,
} from './rules';
import { cpuFeatures, cpuFeedAt, driveFeatures, gpuFeatures, gpuIndexAt } from './score';
import type { PlanRequest, PlannedBuild, PlannerPart } from './types';

/** The parts of a build as the compatibility engine takes them. */
export function selectionOf(build: Omit<PlannedBuild, 'totalCents' | 'score'>): BuildSelection {
  return {
    cpu: build.cpu,
    motherboard: build.motherboard,
    ram: [build.ram],
    gpu: build.gpu ?? undefined,
    storage: build.storage,
    psu: build.psu,
    case: build.case,
    cooler: build.cooler,
  };
}

/**
 * What is wrong with a build for a request: failed or warning checks, the budget, and the planner's
 * own rules. Empty when the build is one the planner may return.
 */
export interface ProblemOptions {
  /** What the build spends when the user owns some of its parts (locks.ts): the budget caps this, not the list total. */
  spentCents?: number;
  /** The storage is the user's locked drives: one to eight, in any shape (no 1–3 count, no mirror-shape rule). */
  lockedStorage?: boolean;
}

export function buildProblems(build: PlannedBuild, req: PlanRequest | null, options: ProblemOptions = {}): string[] {
  const problems: string[] = [];
  const report = checkCompatibility(selectionOf(build));
  if (!allChecksPass(report)) {
    for (const c of report.checks) if (c.status !== 'pass') problems.push(`${c.id}: ${c.status}: ${c.message}`);
  }
  const total = partsOf(build).reduce((s, p) => s + p.priceCents, 0);
  if (total !== build.totalCents) problems.push(`totalCents ${build.totalCents} is not the sum ${total}`);
  const spent = options.spentCents ?? build.totalCents;
  if (req && spent > req.budgetCents) problems.push(`over budget: ${spent} > ${req.budgetCents}`);
  if (build.storage.length < 1 || build.storage.length > (options.lockedStorage ? 8 : MAX_DRIVES))
    problems.push('one to three drives');

  if (!build.storage.some((d) => d.specs.storageType !== 'HDD')) problems.push('no SSD');
  if (!build.gpu && (!build.cpu.specs.integratedGraphics || (req && needsCard(req.useCases, req.budgetCents))))
    problems.push('needs a graphics card');
  if (!caseOk(build)) problems.push(`hot build in the ${build.case.name}`);
  if (req && !memoryOk(build, req))
    problems.push(`memory: ${build.ram.name} for a $${toDollars(req.budgetCents)} budget`);
  if (req && build.gpu && req.useCases.includes('gaming') && !balanceOk(build, req))
    problems.push(`unbalanced: the ${build.cpu.name} beside the ${build.gpu.name}`);
  if (!boardFitsCpu(build.motherboard, build.cpu))
    problems.push(`platform: the ${build.motherboard.name} for the ${build.cpu.name}`);
  if (req) problems.push(...requestRuleProblems(build, req, options));
  return problems;
}

/**
 * The planner's rules that depend on the request or on two parts beyond the compatibility checks
 * (rules.ts): the graphics link, the card's 16-pin plug, a listed power supply's tier, the case's
 * intake for a big card, the board's size and the drives for the budget. Empty when the build keeps
 * them all.
 */
export function requestRuleProblems(
  build: Pick<PlannedBuild, 'cpu' | 'gpu' | 'motherboard' | 'case' | 'storage' | 'psu' | 'cooler'>,
  req: PlanRequest,
  options: ProblemOptions = {},
): string[] {
  const problems: string[] = [];
  const { cpu, gpu } = build;
  if (gpu && linkStarvesCard(cpu.specs, gpu.specs))
    problems.push(`link: the ${cpu.name}'s graphics link starves the ${gpu.name}`);
  if (!coolerFitsCpu(build.cooler, cpu))
    problems.push(`cooling: the ${build.cooler.name} is no real cooler for the ${cpu.name}`);
  if (gpu && !cardSuitsUse(gpu.specs.vram, req.useCases))
    problems.push(`card: ${gpu.specs.vram} GB on the ${gpu.name} for ${req.useCases.join(' and ')}`);
  if (gpu && gpu.specs.power16Pin === true && !psuHasNative16Pin(build.psu.specs))
    problems.push(`power: the ${gpu.name} wants a native 16-pin cable the ${build.psu.name} lacks`);
  const tier = psuTierOf(build.psu);
  if (tier && !psuQualityOk(psuTierLevel(tier), build.psu.specs.wattage))
    problems.push(`power: the ${build.psu.name} is tier ${tier} on SPL's list`);
  if (gpu && caseStarvesCard(build.case.specs, gpu.specs.tdp))
    problems.push(`airflow: the ${gpu.name} in the ${build.case.name}`);
  if (!boardSizeFitsBudget(build.motherboard.specs.formFactor, req.budgetCents))
    problems.push(`size: a ${build.motherboard.specs.formFactor} board for a $${toDollars(req.budgetCents)} budget`);
  const drives = build.storage.map(driveFeatures);
  if (!drivesFitBudget(drives, req.budgetCents))
    problems.push(
      `storage: ${build.storage.map((d) => d.name).join(' + ')} for a $${toDollars(req.budgetCents)} budget`,
    );
  const hdds = drives.filter((d) => d.hdd).length;
  const mirrored = isMirroredPair(
    drives,
    build.storage.map((d) => d.id),
  );
  if (!options.lockedStorage && (hdds === 2 || build.storage.length === MAX_DRIVES) && !mirrored)
    problems.push('storage: two hard drives that are not one drive mirrored');
  if (!drivesSuitUse(drives, req.useCases)) problems.push('storage: a home server with one hard drive (no mirror)');
  if (!caseHoldsDrives(build.case.specs, hdds))
    problems.push(
      `storage: ${hdds} hard drive(s) in the ${build.case.name}, with ${build.case.specs.driveBays35 ?? 'no known'} 3.5" bays`,
    );
  return problems;
}

/** caseFitsHeat for a build's case, processor and card. */
export function caseOk(build: Pick<PlannedBuild, 'cpu' | 'gpu' | 'case'>): boolean {
  const hot = isHotBuild(cpuSustainedWatts(build.cpu.specs), build.gpu ? build.gpu.specs.tdp : 0);
  return caseFitsHeat(build.case.specs, hot, build.gpu ? build.gpu.specs.length : 0);
}

/** memoryFitsBudget for a build's memory kit, which has two modules at least (MIN_MEMORY_MODULES). */
export function memoryOk(build: Pick<PlannedBuild, 'ram'>, req: PlanRequest): boolean {
  const r = build.ram.specs;
  return r.modules >= MIN_MEMORY_MODULES && memoryFitsBudget(r.memoryType, r.capacity, req.budgetCents);
}

/** gamingBalanced for a build's processor and card. */
export function balanceOk(build: Pick<PlannedBuild, 'cpu' | 'gpu'>, req: PlanRequest): boolean {
  if (!build.gpu) return true;
  const gpu = gpuFeatures(build.gpu);
  return gamingBalanced(
    {
      cores: build.cpu.specs.cores,
      cpuPrice: build.cpu.priceCents,
      feed: cpuFeedAt(cpuFeatures(build.cpu), req.resolution),
      gpuPrice: build.gpu.priceCents,
      gpuIndex: gpuIndexAt(gpu, req.resolution),
      gpu1080: gpu.g1080,
    },
    req.budgetCents,
  );
}

/** Every part of a build, in the order the parts list shows them. */
export function partsOf(build: Omit<PlannedBuild, 'totalCents' | 'score'>): PlannerPart[] {
  return [
    build.cpu,
    build.motherboard,
    build.ram,
    ...(build.gpu ? [build.gpu] : []),
    ...build.storage,
    build.psu,
    build.case,
    build.cooler,
  ];
}
