// The planner's entry points: planBuild (the generator) and planBuildExact (the exact reference).
// The budget calculator's CPU and GPU picks are those of planBuild's build (planner.core.ts).
import { isUseCaseId, RESOLUTIONS, sumCents } from '@rigforge/common';
import { buildProblems, partsOf } from './build';
import { buildPlannerIndex, type PlannerIndex } from './planner-index';
import { explainBuild } from './reasons';
import { scoreBuild } from './score';
import { searchBest, searchCheapest, searchContext, type Candidate, type SearchStats } from './search';
import type { PickedPart, PlanRequest, PlanResult, PlannedBuild, PlannerCatalog } from './types';

/**
 * How many CPU/GPU pairs the generator solves at most, best bound first. The search stops earlier
 * when no remaining pair can beat the best build found; the cap only bounds the time of requests
 * where many pairs have close bounds (see bench/planner.mjs for how close it stays to exact).
 */
export const GENERATOR_MAX_PAIRS = 40;

/** The planned build of a search candidate (its list prices summed). */
export function toBuild(index: PlannerIndex, req: PlanRequest, cand: Candidate): PlannedBuild {
  const parts = {
    cpu: cand.cpu.part,
    motherboard: index.boards[cand.board].part,
    ram: index.rams[cand.ram].part,
    gpu: cand.gpu ? cand.gpu.part : null,
    storage: cand.storage.drives.map((d) => d.part),
    psu: index.psus[cand.psu].part,
    case: index.cases[cand.kase].part,
    cooler: index.coolers[cand.cooler].part,
  };
  return {
    ...parts,
    totalCents: sumCents(partsOf(parts).map((p) => p.priceCents)),
    score: scoreBuild(parts, req.useCases, req.resolution),
  };
}

function isIndex(x: PlannerCatalog | PlannerIndex): x is PlannerIndex {
  return (x as PlannerIndex).kind === 'planner-index';
}

/** Search details of the last plan, for the benchmark. */
export interface PlanDiagnostics {
  stats: SearchStats | null;
}

function plan(index: PlannerIndex, req: PlanRequest, maxPairs: number, diagnostics?: PlanDiagnostics): PlanResult {
  if (!RESOLUTIONS.includes(req.resolution)) throw new RangeError(`unknown resolution ${String(req.resolution)}`);
  if (!req.useCases.length || !req.useCases.every(isUseCaseId))
    throw new RangeError('a plan request needs one or more known use cases');
  // The search's constraints mirror the compatibility rules (rules.ts); the result is still checked
  // with the common engine. A build that failed would be a bug in the mirrors: it is thrown, never
  // returned.
  const ctx = searchContext(index, req);
  const { best, stats } = searchBest(ctx, maxPairs);
  if (diagnostics) diagnostics.stats = stats;
  if (best) {
    const build = toBuild(index, req, best);
    const problems = buildProblems(build, req);
    if (problems.length) throw new Error(`planner built an invalid build: ${problems.join('; ')}`);
    return { status: 'ok', build, picks: explainBuild(index, req, build) };
  }
  const cheapest = searchCheapest(ctx);
  if (!cheapest) return { status: 'over-budget', cheapest: null };
  const build = toBuild(index, req, cheapest);
  const problems = buildProblems(build, null);
  if (problems.length) throw new Error(`planner built an invalid build: ${problems.join('; ')}`);
  return { status: 'over-budget', cheapest: { build, picks: explainBuild(index, req, build) } };
}

/**
 * The generator: the build with the best use-case score that passes every compatibility check and
 * fits the budget, or the over-budget answer with the cheapest compatible build.
 */
export function planBuild(index: PlannerIndex, req: PlanRequest, diagnostics?: PlanDiagnostics): PlanResult {
  return plan(index, req, GENERATOR_MAX_PAIRS, diagnostics);
}

/**
 * The exact reference: the same search without the cap on pairs, so it stops only when no
 * unsolved pair's upper bound beats the best build found. Exact because (1) pruning at index time
 * drops only dominated parts (planner-index.ts), (2) every pair's bound is an upper bound of its
 * builds' scores (search.ts), and (3) each solved pair is solved exactly (search.ts evaluatePair).
 * Among builds of equal score (within SCORE_EPSILON) it returns the cheapest, then the lower ids,
 * like the generator.
 */
export function planBuildExact(
  catalogOrIndex: PlannerCatalog | PlannerIndex,
  req: PlanRequest,
  diagnostics?: PlanDiagnostics,
): PlanResult {
  const index = isIndex(catalogOrIndex) ? catalogOrIndex : buildPlannerIndex(catalogOrIndex);
  return plan(index, req, Infinity, diagnostics);
}

export type { PickedPart };
