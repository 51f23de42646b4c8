import fc from 'fast-check';
import {
  allChecksPass,
  checkCompatibility,
  normalizeUseCases,
  RESOLUTIONS,
  USE_CASE_IDS,
  type Resolution,
  type UseCaseId,
  toCents,
} from '@rigforge/common';
import {
  buildPlannerIndex,
  buildProblems,
  candidateBeats,
  cpuFeatures,
  cpuGamingIndex,
  evaluatePair,
  gpuFeatures,
  pairAllowed,
  gpuIndexAt,
  partsOf,
  planBuild,
  planBuildExact,
  searchContext,
  selectionOf,
  type Candidate,
  type PickedPart,
  type PlanRequest,
  type PlanResult,
  type PlannedBuild,
} from '@rigforge/planner';
import { seedPlannerCatalog } from './seed-catalog';

const catalog = seedPlannerCatalog();
const index = buildPlannerIndex(catalog);

const USE_CASE_SETS: UseCaseId[][] = [];
for (let i = 0; i < USE_CASE_IDS.length; i++) {
  USE_CASE_SETS.push([USE_CASE_IDS[i]]);
  for (let j = i + 1; j < USE_CASE_IDS.length; j++) USE_CASE_SETS.push([USE_CASE_IDS[i], USE_CASE_IDS[j]]);
}

const req = (dollars: number, useCases: UseCaseId[], resolution: Resolution = '1440p'): PlanRequest => ({
  budgetCents: toCents(dollars),
  useCases,
  resolution,
});

function ok(result: PlanResult): PlannedBuild {
  if (result.status !== 'ok') throw new Error(`expected a build, got ${result.status}`);
  return result.build;
}

/** Every part of a build is given its reason in one sentence (as the fixture's in reasons.test.ts). */
const oneSentenceEach = (picks: readonly PickedPart[]) =>
  picks.every(({ reason }) => /^[A-Z0-9$][^]*\.$/.test(reason) && !/[.!?]\s+[A-Z]/.test(reason));

/** The invariant of every answer: a valid build within budget, or the over-budget answer. */
function valid(r: PlanRequest, result: PlanResult): boolean {
  if (result.status === 'ok') {
    return (
      allChecksPass(checkCompatibility(selectionOf(result.build))) &&
      result.build.totalCents <= r.budgetCents &&
      buildProblems(result.build, r).length === 0 &&
      result.picks.length === partsOf(result.build).length &&
      oneSentenceEach(result.picks)
    );
  }
  const cheapest = result.cheapest;
  if (!cheapest) return true;
  return (
    cheapest.build.totalCents > r.budgetCents &&
    allChecksPass(checkCompatibility(selectionOf(cheapest.build))) &&
    buildProblems(cheapest.build, null).length === 0 &&
    oneSentenceEach(cheapest.picks)
  );
}

describe('planBuild on the seed catalog', () => {
  it('plans a build for every budget from $500 to $5,000 and every set of one or two use cases', () => {
    let below = 0;
    let worst = 1;
    let overBudget = 0;
    for (let dollars = 500; dollars <= 5000; dollars += 100) {
      for (const useCases of USE_CASE_SETS) {
        const r = req(dollars, useCases, useCases.includes('gaming') ? '1440p' : '1080p');
        const gen = planBuild(index, r);
        expect({ r, valid: valid(r, gen) }).toEqual({ r, valid: true });
        const exactResult = planBuildExact(index, r);
        expect(exactResult.status).toBe(gen.status);
        if (gen.status !== 'ok') {
          overBudget++;
          continue;
        }
        const build = ok(gen);
        const exact = ok(exactResult);
        expect(exact.totalCents).toBeLessThanOrEqual(r.budgetCents);
        const ratio = build.score / exact.score;
        worst = Math.min(worst, ratio);
        if (ratio < 0.98) below++;
      }
    }
    // The generator reaches at least 98% of the exact best score on every input.
    expect({ below, worst: worst >= 0.98 }).toEqual({ below: 0, worst: true });
    // Only the smallest budgets can be too small for the seed catalog's cheapest builds.
    expect(overBudget).toBeLessThan(10);
  });

  it('finds the same best score without pruning and without bounds (every CPU/GPU pair solved)', () => {
    const unpruned = buildPlannerIndex(catalog, { prune: false });
    expect(unpruned.sizes.kept.GPU).toBeGreaterThan(index.sizes.kept.GPU);
    for (const r of [
      req(650, ['gaming'], '1080p'),
      req(1400, ['gaming', 'content-creation']),
      req(2300, ['music-production'], '1080p'),
      req(900, ['server', 'work'], '1080p'),
      req(3700, ['workstation', 'gaming'], '4K'),
      req(1800, ['content-creation'], '1080p'),
    ]) {
      const ctx = searchContext(unpruned, r);
      let best: Candidate | null = null;
      for (const cpu of unpruned.cpus) {
        for (const gpu of [null, ...unpruned.gpus[r.resolution]]) {
          if (!gpu && (!cpu.igpu || r.useCases.includes('gaming'))) continue;
          if (!pairAllowed(ctx, cpu, gpu)) continue;
          const cand = evaluatePair(ctx, cpu, gpu, best);
          if (cand && candidateBeats(cand, best, unpruned)) best = cand;
        }
      }
      const exact = ok(planBuildExact(index, r));
      expect({ r, score: exact.score }).toEqual({ r, score: expect.closeTo(best!.value, 6) });
      expect(exact.totalCents).toBe(best!.cost);
    }
  });

  it('is deterministic', () => {
    for (const r of [
      req(1234, ['gaming', 'server'], '4K'),
      req(777, ['music-production']),
      req(4100, ['workstation']),
    ]) {
      const a = ok(planBuild(index, r));
      const b = ok(planBuild(buildPlannerIndex(seedPlannerCatalog()), r));
      expect(partsOf(b).map((p) => p.id)).toEqual(partsOf(a).map((p) => p.id));
      expect(b.score).toBe(a.score);
      expect(planBuild(index, r)).toEqual(planBuild(index, r));
    }
  });

  it('uses integrated graphics for work alone', () => {
    for (const dollars of [600, 1000, 2000, 4000]) {
      const build = ok(planBuild(index, req(dollars, ['work'], '1080p')));
      expect(build.gpu).toBeNull();
      expect(build.cpu.specs.integratedGraphics).toBe(true);
    }
  });

  it('gives content creation and workstations 32 GB or more from $900', () => {
    for (const useCases of [
      ['content-creation'],
      ['workstation'],
      ['content-creation', 'workstation'],
    ] as UseCaseId[][]) {
      for (let dollars = 900; dollars <= 5000; dollars += 200) {
        expect(ok(planBuild(index, req(dollars, useCases, '1080p'))).ram.specs.capacity).toBeGreaterThanOrEqual(32);
      }
    }
  });

  it('never lets the processor hold a gaming card back by more than a little', () => {
    for (let dollars = 600; dollars <= 5000; dollars += 200) {
      for (const resolution of RESOLUTIONS) {
        const build = ok(planBuild(index, req(dollars, ['gaming'], resolution)));
        const feed = cpuGamingIndex(cpuFeatures(build.cpu)) * { '1080p': 1, '1440p': 1.2, '4K': 1.7 }[resolution];
        expect(feed).toBeGreaterThanOrEqual(0.85 * gpuIndexAt(gpuFeatures(build.gpu!), resolution));
      }
    }
  });

  it('spends more on graphics at a bigger gaming budget', () => {
    let last = 0;
    for (const dollars of [700, 1200, 2000, 3500]) {
      const g = gpuIndexAt(gpuFeatures(ok(planBuild(index, req(dollars, ['gaming']))).gpu!), '1440p');
      expect(g).toBeGreaterThan(last);
      last = g;
    }
  });

  it('holds for any budget and any set of use cases (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 5000 }),
        fc.subarray([...USE_CASE_IDS], { minLength: 1 }),
        fc.constantFrom(...RESOLUTIONS),
        (dollars, picked, resolution) => {
          const r: PlanRequest = { budgetCents: toCents(dollars), useCases: normalizeUseCases(picked), resolution };
          return valid(r, planBuild(index, r));
        },
      ),
      { numRuns: 300, seed: 20260401 },
    );
  });

  it('answers over-budget below the cheapest build', () => {
    const r = req(150, ['gaming']);
    const result = planBuild(index, r);
    expect(result.status).toBe('over-budget');
    expect(valid(r, result)).toBe(true);
    if (result.status === 'over-budget') expect(result.cheapest).not.toBeNull();
  });
});
