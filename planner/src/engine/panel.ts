// The expert panel: the objections an experienced builder raises about a generated build. Every
// rule here is one the planner already enforces (rules.ts, the compatibility engine); the panel
// restates them in a builder's words, independently of the search, so that the tests and
// `npm run bench:planner` can count objections over whole catalogs.
import { coolerCapacityWatts, cpuSustainedWatts, gpuRecommendedPsu, psuTierFor, toDollars } from '@rigforge/common';
import {
  BALANCE_MAX_PRICE_RATIO,
  BALANCE_PRICE_FROM_CENTS,
  HIGH_END_FROM_CENTS,
  MID_RANGE_GPU_INDEX,
  MIN_CORES_MID_RANGE,
  isEntryIntelBoard,
  isHotBuild,
  caseAirflow,
  isRoomyCase,
  isUnlockedIntel,
  boardSizeFitsBudget,
  boardSlowsLink,
  caseStarvesCard,
  caseHoldsDrives,
  MANY_CORES,
  UPGRADE_COOLER_WATTS,
  cardSuitsUse,
  drivesSuitUse,
  drivesFitBudget,
  HIGH_END_GAMING_MEMORY_GB,
  linkStarvesCard,
  MEMORY_32GB_FROM_CENTS,
  MIN_MEMORY_MODULES,
  needsCard,
  psuHasNative16Pin,
  psuQualityOk,
  psuTierLevel,
  weakBoardForCpu,
} from './rules';
import { driveFeatures, gpuFeatures } from './score';
import { SCORE_EPSILON } from './search';
import type { PlanRequest, PlannedBuild } from './types';
import type { Resolution } from '@rigforge/common';

/** The share of a strict budget a build spends, unless nothing in the catalog improves it. */
export const MIN_BUDGET_SHARE = 0.9;

/**
 * The objections to a build for a request. `bestScore` is the best score any build within the
 * budget reaches (planBuildExact); spending less than MIN_BUDGET_SHARE of the budget is an
 * objection only when a better build exists.
 */
export function panelObjections(build: PlannedBuild, req: PlanRequest, bestScore: number): string[] {
  const out: string[] = [];
  const { cpu, gpu, psu, cooler, motherboard, ram } = build;
  const cpuPower = cpuSustainedWatts(cpu.specs);
  const makerPsu = gpuRecommendedPsu(gpu ?? undefined);
  if (psu.specs.wattage < makerPsu)
    out.push(`power: ${psu.specs.wattage} W below the card maker's ${makerPsu} W for the ${gpu?.name}`);
  if (coolerCapacityWatts(cooler.specs) < cpuPower)
    out.push(`cooling: the ${cooler.name} holds less than the ${cpuPower} W of the ${cpu.name}`);
  if (gpu && req.useCases.includes('gaming')) {
    if (gpuFeatures(gpu).g1080 >= MID_RANGE_GPU_INDEX && cpu.specs.cores < MIN_CORES_MID_RANGE)
      out.push(`balance: a ${cpu.specs.cores}-core ${cpu.name} beside the ${gpu.name}`);
    if (req.budgetCents >= BALANCE_PRICE_FROM_CENTS && gpu.priceCents > BALANCE_MAX_PRICE_RATIO * cpu.priceCents)
      out.push(`balance: the ${gpu.name} costs more than ${BALANCE_MAX_PRICE_RATIO}× the ${cpu.name}`);
  }
  if (build.totalCents < MIN_BUDGET_SHARE * req.budgetCents && bestScore > build.score + SCORE_EPSILON)
    out.push(`budget: ${build.totalCents} of ${req.budgetCents} spent while a better build fits`);
  if (
    isHotBuild(cpuPower, gpu ? gpu.specs.tdp : 0) &&
    (!isRoomyCase(build.case.specs) || caseAirflow(build.case.specs) === 'poor')
  )
    out.push(`thermals: ${cpuPower + (gpu ? gpu.specs.tdp : 0)} W in the ${build.case.name}`);
  if (isUnlockedIntel(cpu) && isEntryIntelBoard(motherboard))
    out.push(`platform: the ${cpu.name} on an entry ${motherboard.specs.chipset} board`);
  if (req.budgetCents >= HIGH_END_FROM_CENTS && ram.specs.memoryType === 'DDR4')
    out.push(`platform: DDR4 in a $${toDollars(req.budgetCents)} build`);
  out.push(...expertObjections(build, req));
  return out;
}

/** The least video memory (GB) an expert accepts for gaming at a resolution (the reviews behind VRAM_FACTORS). */
export const VRAM_FLOOR_GB: Readonly<Record<Resolution, number>> = { '1080p': 8, '1440p': 12, '4K': 16 };

/** The objections of issue 29's panel: links, memory, boards, storage, airflow, quiet, power. */
function expertObjections(build: PlannedBuild, req: PlanRequest): string[] {
  const out: string[] = [];
  const { cpu, gpu, motherboard, ram, psu, cooler } = build;
  const dollars = `$${toDollars(req.budgetCents)}`;
  const gaming = req.useCases.includes('gaming');
  if (ram.specs.modules < MIN_MEMORY_MODULES)
    out.push(`memory: the ${ram.name} is one module, so the memory runs on one channel`);
  if (
    (cpu.specs.includesCooler === true || cpu.specs.cores >= MANY_CORES) &&
    coolerCapacityWatts(cooler.specs) < UPGRADE_COOLER_WATTS
  )
    out.push(
      `cooling: the ${cooler.name} (${coolerCapacityWatts(cooler.specs)} W) beside the ${cpu.name}, which ${cpu.specs.includesCooler ? 'ships with a cooler as good' : `has ${cpu.specs.cores} cores`}`,
    );
  if (gpu && !cardSuitsUse(gpu.specs.vram, req.useCases))
    out.push(`card: ${gpu.specs.vram} GB on the ${gpu.name} is too little for ${req.useCases.join(' and ')}`);
  if (!gpu && needsCard(req.useCases, req.budgetCents))
    out.push(`card: a ${dollars} ${req.useCases.join(' and ')} build without a graphics card`);
  if (gpu && linkStarvesCard(cpu.specs, gpu.specs))
    out.push(`link: the ${cpu.name}'s PCIe link starves the ${gpu.name}`);
  if (boardSlowsLink(motherboard.specs, cpu.specs))
    out.push(`link: the ${motherboard.name} runs the ${cpu.name}'s graphics slot at an older PCIe generation`);
  if (gpu && gaming && gpu.specs.vram < VRAM_FLOOR_GB[req.resolution])
    out.push(`vram: ${gpu.specs.vram} GB on the ${gpu.name} for ${req.resolution} gaming`);
  if (weakBoardForCpu(motherboard.specs, cpu.specs, cpuSustainedWatts(cpu.specs)))
    out.push(`platform: the ${cpu.name} on a ${motherboard.specs.chipset} board`);
  if (!boardSizeFitsBudget(motherboard.specs.formFactor, req.budgetCents))
    out.push(`proportion: a ${motherboard.specs.formFactor} board in a ${dollars} build`);
  if (req.budgetCents >= MEMORY_32GB_FROM_CENTS && ram.specs.capacity < HIGH_END_GAMING_MEMORY_GB)
    out.push(`proportion: ${ram.specs.capacity} GB of memory in a ${dollars} build`);
  if (!drivesFitBudget(build.storage.map(driveFeatures), req.budgetCents))
    out.push(`proportion: ${build.storage.map((d) => d.name).join(' + ')} in a ${dollars} build`);
  const drives = build.storage.map(driveFeatures);
  if (!drivesSuitUse(drives, req.useCases))
    out.push(`storage: a home server keeping its files on one hard drive, with no mirror`);
  const hdds = drives.filter((d) => d.hdd).length;
  if (!caseHoldsDrives(build.case.specs, hdds))
    out.push(
      `storage: ${hdds} hard drive(s) in the ${build.case.name}, which has ${build.case.specs.driveBays35 ?? 'no known'} 3.5" bays`,
    );
  if (gpu && caseStarvesCard(build.case.specs, gpu.specs.tdp))
    out.push(
      `thermals: a ${gpu.specs.tdp} W card in the ${build.case.name}, which has ${build.case.specs.intakeFans} intake fan(s)`,
    );
  if (req.useCases.includes('music-production') && cooler.specs.coolerType === 'Liquid')
    out.push(`quiet: a liquid cooler's pump in a music-production PC`);
  if (gpu && gpu.specs.power16Pin === true && !psuHasNative16Pin(psu.specs))
    out.push(`power: the ${gpu.name} takes a 16-pin plug and the ${psu.name} has no native cable`);
  const tier = psuTierFor(psu.brand, psu.name)?.tier;
  if (!tier) out.push(`power: the ${psu.name} is not on SPL's PSU Tier List, so its quality is unknown`);
  else if (!psuQualityOk(psuTierLevel(tier), psu.specs.wattage))
    out.push(`power: a tier ${tier} unit (SPL's list) at ${psu.specs.wattage} W`);
  return out;
}
