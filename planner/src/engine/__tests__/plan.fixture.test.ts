import {
  allChecksPass,
  checkCompatibility,
  USE_CASE_IDS,
  type Resolution,
  type UseCaseId,
  toCents,
} from '@rigforge/common';
import { buildProblems, partsOf, selectionOf } from '../build';
import { planBuild, planBuildExact } from '../plan';
import { buildPlannerIndex } from '../planner-index';
import type { PlanRequest, PlanResult, PlannedBuild, PlannerCatalog } from '../types';
import { allBuilds, bruteBest, bruteCheapest, type BruteBuild } from './brute-force';
import { fixtureCatalog } from './fixture-catalog';

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

const ids = (b: PlannedBuild) => partsOf(b).map((p) => p.id);

function ok(result: PlanResult): PlannedBuild {
  if (result.status !== 'ok') throw new Error(`expected a build, got ${result.status}`);
  return result.build;
}

describe('planBuild on the fixture catalog', () => {
  const catalog = fixtureCatalog();
  const index = buildPlannerIndex(catalog);
  let builds: BruteBuild[];
  beforeAll(() => {
    builds = allBuilds(catalog);
  });

  it('returns builds that pass every check, with no warning, within the budget', () => {
    let count = 0;
    for (let dollars = 500; dollars <= 5000; dollars += 250) {
      for (const useCases of USE_CASE_SETS) {
        for (const resolution of ['1080p', '4K'] as const) {
          const r = req(dollars, useCases, resolution);
          const result = planBuild(index, r);
          if (result.status !== 'ok') continue;
          count++;
          const { build, picks } = result;
          expect(allChecksPass(checkCompatibility(selectionOf(build)))).toBe(true);
          expect(buildProblems(build, r)).toEqual([]);
          expect(build.totalCents).toBeLessThanOrEqual(r.budgetCents);
          expect(picks.map((p) => p.part.id)).toEqual(ids(build));
          expect(build.storage.length).toBeGreaterThanOrEqual(1);
          expect(build.cooler).toBeDefined();
          if (useCases.includes('gaming')) expect(build.gpu).not.toBeNull();
        }
      }
    }
    expect(count).toBeGreaterThan(700);
  });

  it('gives the same build for the same request, whatever the order of the catalog', () => {
    const reversed = Object.fromEntries(
      Object.entries(catalog).map(([type, parts]) => [type, [...parts].reverse()]),
    ) as PlannerCatalog;
    const other = buildPlannerIndex(reversed);
    for (const r of [req(900, ['gaming']), req(1600, ['content-creation', 'server'], '1080p'), req(2600, ['work'])]) {
      const a = ok(planBuild(index, r));
      expect(ids(ok(planBuild(index, r)))).toEqual(ids(a));
      expect(ids(ok(planBuild(other, r)))).toEqual(ids(a));
      expect(ok(planBuild(other, r)).score).toBe(a.score);
    }
  });

  it('answers over-budget with the cheapest compatible build', () => {
    const r = req(300, ['gaming']);
    const result = planBuild(index, r);
    expect(result.status).toBe('over-budget');
    if (result.status !== 'over-budget' || !result.cheapest) throw new Error('expected a cheapest build');
    const cheapest = result.cheapest.build;
    expect(cheapest.totalCents).toBe(bruteCheapest(builds, r));
    expect(cheapest.totalCents).toBeGreaterThan(r.budgetCents);
    expect(buildProblems(cheapest, { ...r, budgetCents: cheapest.totalCents })).toEqual([]);
    expect(result.cheapest.picks).toHaveLength(partsOf(cheapest).length);
    // Work needs no card: its cheapest build is cheaper than the gaming one.
    const work = planBuild(index, req(300, ['work']));
    expect(work.status).toBe('over-budget');
    if (work.status === 'over-budget')
      expect(work.cheapest!.build.totalCents).toBe(bruteCheapest(builds, req(300, ['work'])));
  });

  it('answers over-budget with no build when the catalog cannot make one', () => {
    // No cooler mounts on anything but AM4, and AM4 boards are gone.
    const broken: PlannerCatalog = {
      ...catalog,
      Motherboard: catalog.Motherboard.filter((b) => b.specs.socket !== 'AM4'),
      Cooler: catalog.Cooler.map((c) => ({ ...c, specs: { ...c.specs, sockets: ['AM4'] } })),
    };
    expect(planBuild(buildPlannerIndex(broken), req(5000, ['gaming']))).toEqual({
      status: 'over-budget',
      cheapest: null,
    });
    expect(planBuild(buildPlannerIndex({ ...catalog, PSU: [] }), req(5000, ['work']))).toEqual({
      status: 'over-budget',
      cheapest: null,
    });
  });

  it('uses integrated graphics for work alone, and a card as soon as gaming is among the use cases', () => {
    for (const dollars of [700, 1200, 2500]) {
      const work = ok(planBuild(index, req(dollars, ['work'], '1080p')));
      expect(work.gpu).toBeNull();
      expect(work.cpu.specs.integratedGraphics).toBe(true);
      expect(ok(planBuild(index, req(dollars, ['gaming', 'work']))).gpu).not.toBeNull();
    }
  });

  it('buys a card for content creation when integrated graphics score lower', () => {
    const build = ok(planBuild(index, req(2500, ['content-creation'], '1080p')));
    expect(build.gpu).not.toBeNull();
  });

  it('gives content creation and workstations at least 32 GB of memory where affordable', () => {
    for (const useCases of [
      ['content-creation'],
      ['workstation'],
      ['content-creation', 'workstation'],
    ] as UseCaseId[][]) {
      for (let dollars = 900; dollars <= 5000; dollars += 300) {
        expect(ok(planBuild(index, req(dollars, useCases, '1080p'))).ram.specs.capacity).toBeGreaterThanOrEqual(32);
      }
    }
  });

  it("keeps a home server's files on a mirrored pair of one hard drive, in a case with a bay for each (issue 29)", () => {
    let mirrors = 0;
    for (const dollars of [900, 1500, 2500]) {
      const build = ok(planBuild(index, req(dollars, ['server'], '1080p')));
      const hdds = build.storage.filter((d) => d.specs.storageType === 'HDD');
      if (hdds.length === 0) continue;
      mirrors++;
      expect(hdds).toHaveLength(2);
      expect(hdds[0].id).toBe(hdds[1].id);
      expect(build.case.specs.driveBays35 ?? 0).toBeGreaterThanOrEqual(2);
    }
    expect(mirrors).toBeGreaterThan(0);
    // A gaming build's one hard drive goes in a case with a bay for it.
    for (const dollars of [1500, 3000]) {
      const build = ok(planBuild(index, req(dollars, ['gaming', 'content-creation'], '1440p')));
      const hdds = build.storage.filter((d) => d.specs.storageType === 'HDD').length;
      expect(hdds).toBeLessThanOrEqual(build.case.specs.driveBays35 ?? 0);
    }
  });

  it('picks a quiet cooler for music production', () => {
    const build = ok(planBuild(index, req(1500, ['music-production'], '1080p')));
    expect(build.cooler.specs.noiseLevel).toBeLessThanOrEqual(25);
  });

  it('balances CPU and GPU for gaming: a 4090 only with a processor that can feed it', () => {
    const build = ok(planBuild(index, req(5000, ['gaming'], '1080p')));
    expect(build.gpu!.id).toBe('gpu-top');
    // Both fastest processors feed it fully; of equal scores the cheaper build wins, and the i9's
    // 253 W sustained power asks for a bigger power supply than the 9950X's 230 W.
    expect(['cpu-lga1700-24c', 'cpu-am5-16c']).toContain(build.cpu.id);
  });

  it('finds the best score of all builds (planBuildExact equals a brute force over every combination)', () => {
    const requests: PlanRequest[] = [];
    for (const dollars of [600, 950, 1400, 2200, 3400, 5000])
      for (const useCases of USE_CASE_SETS.filter((_, i) => i % 4 === dollars % 4))
        requests.push(req(dollars, useCases, dollars > 3000 ? '4K' : '1440p'));
    for (const r of requests) {
      const brute = bruteBest(builds, r);
      const exact = planBuildExact(index, r);
      const gen = planBuild(index, r);
      if (!brute) {
        expect(exact.status).toBe('over-budget');
        continue;
      }
      const e = ok(exact);
      expect({ r, score: e.score }).toEqual({ r, score: expect.closeTo(brute.score, 6) });
      // Among builds of the best score, the cheapest.
      expect(e.totalCents).toBe(brute.build.totalCents);
      expect(ok(gen).score).toBeGreaterThanOrEqual(0.98 * brute.score);
    }
  });

  it('prefers the cheaper of two builds with the same score, and leaves money unspent when nothing scores higher', () => {
    const r = req(5000, ['gaming'], '4K');
    const build = ok(planBuild(index, r));
    const brute = bruteBest(builds, r)!;
    expect(build.score).toBeCloseTo(brute.score, 6);
    expect(build.totalCents).toBe(brute.build.totalCents);
    expect(build.totalCents).toBeLessThan(r.budgetCents);
  });

  it('accepts the catalog itself in planBuildExact', () => {
    const r = req(1200, ['gaming']);
    expect(ids(ok(planBuildExact(catalog, r)))).toEqual(ids(ok(planBuildExact(index, r))));
  });
});
