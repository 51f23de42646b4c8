import { BUILD_TYPE_USE_CASES, BUILD_TYPES, RESOLUTIONS, useCaseRequestSchema, cents } from '@rigforge/common';
import { allocationFor, buildFromAllocation, buildFromUseCases, buildPlannerIndex, planOnce } from '@rigforge/planner';
import { seedPlannerCatalog } from './seed-catalog';

const index = buildPlannerIndex(seedPlannerCatalog());

function generatedPick(build: ReturnType<typeof buildFromAllocation>, category: string) {
  const part = build.parts.find((p) => p.category === category);
  return part
    ? { id: part.id, slug: part.slug, name: part.name, category: part.category, priceCents: part.priceCents }
    : null;
}

describe("the calculator's recommended picks", () => {
  it('are the CPU and GPU of the list Generate makes for the same inputs (the $3,000 gaming case of issue 32)', () => {
    const req = { budgetCents: cents(300_000), buildType: 'gaming' as const, resolution: '1440p' as const };
    const allocation = allocationFor(index, req);
    const build = buildFromAllocation(index, { ...req, useCases: ['gaming'] });
    expect(allocation.recommendations.cpu).toEqual(generatedPick(build, 'CPU'));
    expect(allocation.recommendations.gpu).toEqual(generatedPick(build, 'GPU'));
    expect(allocation.recommendations.cpu).not.toBeNull();
    expect(allocation.recommendations.gpu).not.toBeNull();
  });

  it.each(BUILD_TYPES.flatMap((buildType) => RESOLUTIONS.map((resolution) => [buildType, resolution] as const)))(
    'agree with the generated list for every budget step (%s, %s)',
    (buildType, resolution) => {
      for (const dollars of [500, 800, 1234, 2000, 3000, 4500, 5000]) {
        const budgetCents = cents(dollars * 100);
        const allocation = allocationFor(index, { budgetCents, buildType, resolution });
        const useCases = BUILD_TYPE_USE_CASES[buildType];
        const build = buildFromAllocation(index, { budgetCents, buildType, resolution, useCases });
        expect(allocation.recommendations).toEqual({
          cpu: generatedPick(build, 'CPU'),
          gpu: generatedPick(build, 'GPU'),
        });
      }
    },
  );

  it('with use cases, are the CPU and GPU of the list generated for them within the budget', () => {
    for (const useCases of [['gaming'], ['content-creation', 'gaming'], ['work'], ['workstation']]) {
      const forUseCases = useCaseRequestSchema.parse({ useCases, budget: 3000, strictBudget: true });
      const allocation = allocationFor(
        index,
        { budgetCents: cents(300_000), buildType: 'gaming', resolution: '4K' },
        forUseCases,
      );
      const build = buildFromUseCases(index, forUseCases);
      expect(allocation.recommendations).toEqual({
        cpu: generatedPick(build, 'CPU'),
        gpu: generatedPick(build, 'GPU'),
      });
      // The split itself still follows the table for the build type and resolution.
      expect(allocation.resolution).toBe('4K');
    }
  });

  it('come from the very run the list is generated from (one planner run per request)', () => {
    const plan = { budgetCents: cents(300000), useCases: ['gaming' as const], resolution: '4K' as const };
    expect(planOnce(index, plan)).toBe(planOnce(index, { ...plan, useCases: ['gaming'] }));
  });
});
