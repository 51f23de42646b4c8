import { PSU_EFFICIENCIES, cents, sumCents } from '@rigforge/common';
import {
  budgetUpgrades,
  buildPlannerIndex,
  buildProblems,
  planBuild,
  type PlannedBuild,
  type PlanRequest,
} from '@rigforge/planner';
import { seedPlannerCatalog } from './seed-catalog';

const catalog = seedPlannerCatalog();
const index = buildPlannerIndex(catalog);

function planned(req: PlanRequest): PlannedBuild {
  const result = planBuild(index, req);
  if (result.status !== 'ok') throw new Error('expected a build');
  return result.build;
}

describe('budgetUpgrades', () => {
  const req: PlanRequest = { budgetCents: cents(500_000), useCases: ['gaming'], resolution: '1440p' };
  const build = planned(req);
  const upgrades = budgetUpgrades(catalog, build, req);

  it('offers real parts in the documented order, each fitting the unspent budget and keeping the build valid', () => {
    expect(build.totalCents).toBeLessThan(req.budgetCents);
    expect(upgrades.length).toBeGreaterThan(0);
    const order = ['PSU', 'Cooler', 'Storage', 'RAM'];
    const types = upgrades.map((u) => u.part.type);
    expect(types).toEqual(order.filter((t) => types.includes(t as never)));
    for (const u of upgrades) {
      expect(u.extraCents).toBeLessThanOrEqual(req.budgetCents - build.totalCents);
      expect(catalog[u.part.type].some((p) => p.id === u.part.id)).toBe(true);
      const swapped: PlannedBuild =
        u.part.type === 'Storage'
          ? { ...build, storage: [u.part as PlannedBuild['storage'][number]] }
          : { ...build, [u.part.type === 'PSU' ? 'psu' : u.part.type === 'Cooler' ? 'cooler' : 'ram']: u.part };
      expect(buildProblems({ ...swapped, totalCents: sumCents([build.totalCents, u.extraCents]) }, req)).toEqual([]);
    }
  });

  it('improves on the part it replaces and says how', () => {
    for (const u of upgrades) {
      if (u.part.type === 'PSU') {
        const eff = (u.part as PlannedBuild['psu']).specs.efficiency;
        expect(PSU_EFFICIENCIES.indexOf(eff)).toBeGreaterThan(PSU_EFFICIENCIES.indexOf(build.psu.specs.efficiency));
        expect(u.reason).toContain(`up from ${build.psu.specs.efficiency}`);
      }
      if (u.part.type === 'RAM')
        expect((u.part as PlannedBuild['ram']).specs.capacity).toBeGreaterThan(build.ram.specs.capacity);
    }
  });

  it('offers nothing when the budget is spent', () => {
    expect(budgetUpgrades(catalog, build, { ...req, budgetCents: build.totalCents })).toEqual([]);
  });

  it('is deterministic', () => {
    expect(budgetUpgrades(catalog, build, req)).toEqual(upgrades);
  });
});
