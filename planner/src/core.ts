// From a catalog index and a checked request to the planner's GraphQL shapes
// (docs/static-deployment.md). The server's PlannerService and the static deployment's in-browser link
// both run it, so both give the same build for the same catalog.
import {
  BUILD_TYPE_USE_CASES,
  buildTypeForUseCases,
  checkCompatibility,
  dollarsText,
  guideTierForBudget,
  buildPurpose,
  buildTierFor,
  retailLinksFor,
  splitBudget,
  toDollars,
  wholeDollarsSentence,
  ZERO_CENTS,
  type AllocationRequest,
  type BuildSelection,
  type PartsFromAllocationRequest,
  type UseCaseRequest,
  type CompatPart,
  type PartType,
} from '@rigforge/common';
import { budgetUpgrades, MIN_BUDGET_SHARE, planBuild, type PlanDiagnostics, type PlannerIndex } from './engine';
import type { BuildUpgrade as EngineUpgrade } from './engine/upgrades';
import type { PickedPart, PlannerPart, PlanRequest, PlanResult } from './engine/types';

export type { AllocationRequest, PartsFromAllocationRequest, UseCaseRequest };

function recommended(part: PlannerPart | null) {
  return part
    ? { id: part.id, slug: part.slug, name: part.name, category: part.type, priceCents: part.priceCents }
    : null;
}

function toBuildPart({ part, reason }: PickedPart) {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    category: part.type,
    priceCents: part.priceCents,
    reason,
    retailLinks: retailLinksFor(part.name, part.type),
  };
}

function toUpgrade({ part, extraCents, reason }: EngineUpgrade) {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    type: part.type,
    priceCents: part.priceCents,
    extraCents,
    reason,
  };
}

/** Singles are the slots a build has one of; RAM kits and drives may be several. */
const SINGLE_SLOTS: Partial<Record<PartType, keyof BuildSelection>> = {
  CPU: 'cpu',
  Motherboard: 'motherboard',
  GPU: 'gpu',
  PSU: 'psu',
  Case: 'case',
  Cooler: 'cooler',
};

/** Puts parts into the engine's slots; a second CPU, board, GPU, PSU, case or cooler is bad input. */
export function toSelection(
  parts: readonly CompatPart[],
  duplicate: (message: string) => Error = (message) => new Error(message),
): BuildSelection {
  const sel: BuildSelection = {};
  const put = <K extends keyof BuildSelection>(key: K, value: BuildSelection[K]) => {
    sel[key] = value;
  };
  for (const part of parts) {
    if (part.type === 'RAM') put('ram', [...(sel.ram ?? []), part as CompatPart<'RAM'>]);
    else if (part.type === 'Storage') put('storage', [...(sel.storage ?? []), part as CompatPart<'Storage'>]);
    else {
      const slot = SINGLE_SLOTS[part.type];
      if (!slot) continue;
      if (sel[slot]) throw duplicate(`A build has one ${part.type}; more than one was given.`);
      put(slot, part as never);
    }
  }
  return sel;
}

export function report(parts: readonly CompatPart[], unchecked: string[] = [], duplicate?: (message: string) => Error) {
  const r = checkCompatibility(toSelection(parts, duplicate));
  return { ...r, checks: r.checks.map((c) => ({ ...c })), unchecked };
}

/** The plan request of the calculator's allocation: the build type's use cases, the whole budget. */
function allocationPlan(req: AllocationRequest): PlanRequest {
  return {
    budgetCents: req.budgetCents,
    useCases: BUILD_TYPE_USE_CASES[req.buildType],
    resolution: req.resolution,
  };
}

interface PlanRun {
  result: PlanResult;
  diagnostics: PlanDiagnostics;
}

/** The most plan runs kept per catalog index (Calculate and then Generate ask for the same one). */
export const PLAN_RUNS_KEPT = 64;
const runs = new WeakMap<PlannerIndex, Map<string, PlanRun>>();

/**
 * One planner run per catalog snapshot and request: the calculator's recommended picks and the
 * parts list generated from its allocation are the same run, so they always name the same parts.
 */
export function planOnce(index: PlannerIndex, plan: PlanRequest): PlanRun {
  let kept = runs.get(index);
  if (!kept) {
    kept = new Map();
    runs.set(index, kept);
  }
  const key = `${plan.budgetCents}|${plan.resolution}|${plan.useCases.join(',')}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const diagnostics: PlanDiagnostics = { stats: null };
  const run = { result: planBuild(index, plan, diagnostics), diagnostics };
  kept.set(key, run);
  if (kept.size > PLAN_RUNS_KEPT) kept.delete(kept.keys().next().value as string);
  return run;
}

function chosenPicks(result: PlanResult): readonly PickedPart[] {
  return (result.status === 'ok' ? result : result.cheapest)?.picks ?? [];
}

/** The plan request of a use-case list: its use cases, its budget, the use cases' resolution. */
function useCasePlan(req: UseCaseRequest): PlanRequest {
  return { budgetCents: req.budgetCents, useCases: req.useCases, resolution: req.resolution };
}

/**
 * The calculator's split of a budget, with the CPU and the GPU of the parts list that Generate
 * makes for the same inputs (the same planner run): from the allocation (the build type's use
 * cases, the whole budget, the resolution), or, when the calculator has use cases, for them.
 */
export function allocationFor(index: PlannerIndex, req: AllocationRequest, forUseCases: UseCaseRequest | null = null) {
  // The split's table rounds each share down to whole dollars (docs/requirements.md), in cents.
  const split = splitBudget(req.budgetCents, req.buildType, req.resolution);
  const plan = forUseCases ? useCasePlan(forUseCases) : allocationPlan(req);
  const picks = chosenPicks(planOnce(index, plan).result);
  const cpu = picks.find((p) => p.part.type === 'CPU')?.part ?? null;
  const gpu = picks.find((p) => p.part.type === 'GPU')?.part ?? null;
  return {
    allocationCents: split.allocationCents,
    percentages: split.percentages,
    budgetCents: split.budgetCents,
    totalCents: split.totalCents,
    buildType: req.buildType,
    resolution: req.resolution,
    recommendations: { cpu: recommended(cpu), gpu: recommended(gpu) },
  };
}

/** A parts list for the calculator's allocation: the build type's use cases, the whole budget. */
export function buildFromAllocation(index: PlannerIndex, req: PartsFromAllocationRequest) {
  return generateBuild(index, allocationPlan(req), { buildType: req.buildType, buildTier: null });
}

/** A parts list for use cases. */
export function buildFromUseCases(index: PlannerIndex, req: UseCaseRequest) {
  return generateBuild(index, useCasePlan(req), {
    buildType: buildTypeForUseCases(req.useCases),
    // The guide tiers are a table in dollars (docs/requirements.md §9).
    buildTier: req.strictBudget ? guideTierForBudget(toDollars(req.budgetCents)) : null,
  });
}

/** The parts list for a plan request, shaped as the GraphQL GeneratedBuild (money in cents; the REST edge makes dollars). */
export function generateBuild(
  index: PlannerIndex,
  plan: PlanRequest,
  meta: { buildType: string; buildTier: string | null },
) {
  const { result, diagnostics } = planOnce(index, plan);
  const chosen = result.status === 'ok' ? result : result.cheapest;
  const picks = chosen?.picks ?? [];
  const totalCents = chosen?.build.totalCents ?? ZERO_CENTS;
  const compatibility = report(picks.map((p) => p.part));
  // The tiers are dollar thresholds (docs/requirements.md §4).
  const tier = buildTierFor(toDollars(totalCents), buildPurpose(plan.useCases, meta.buildType));
  let message: string | null = null;
  let upgrades: ReturnType<typeof toUpgrade>[] = [];
  if (result.status === 'over-budget') {
    message = chosen
      ? `No compatible build fits $${toDollars(plan.budgetCents).toLocaleString('en-US')}. The cheapest compatible build we can make costs $${dollarsText(totalCents)}.`
      : 'The catalog has no parts that make a compatible build right now.';
  } else if (meta.buildTier !== null && diagnostics.stats?.exact && totalCents < MIN_BUDGET_SHARE * plan.budgetCents) {
    // A strict budget (it carries its tier) left partly unspent. The search stopped on its bound:
    // no build within the budget scores higher, so the rest buys nothing better in this catalog.
    message = `The fastest build we can make costs ${wholeDollarsSentence(totalCents)}; the rest buys nothing faster.`;
    if (result.status === 'ok') upgrades = budgetUpgrades(index.all, result.build, plan).map(toUpgrade);
  }
  return {
    parts: picks.map(toBuildPart),
    totalCents,
    budgetCents: plan.budgetCents,
    fitsBudget: result.status === 'ok',
    message,
    upgrades,
    useCases: plan.useCases,
    buildType: meta.buildType,
    resolution: plan.resolution,
    tier: tier.label,
    tierColor: tier.color,
    buildTier: meta.buildTier,
    estimatedWattage: compatibility.estimatedWattage,
    recommendedPsuWattage: compatibility.recommendedPsuWattage,
    compatibility,
  };
}
