// The planner's shapes with money in dollars: the REST routes (docs/requirements.md §3, the spec's shapes)
// and the deprecated GraphQL dollar twins. The planner and its GraphQL types hold cents; this is the edge.
import { ALLOCATION_KEYS, toDollars, type AllocationKey, type Cents } from '@rigforge/common';
import type { AllocationAmounts, BudgetAllocation, GeneratedBuild } from './planner.types';

/** Each share of an allocation in dollars. */
export function allocationDollars(shares: Record<AllocationKey, Cents>): AllocationAmounts {
  const out = {} as AllocationAmounts;
  for (const key of ALLOCATION_KEYS) out[key] = toDollars(shares[key]);
  return out;
}

const partDollars = <P extends { priceCents: Cents }>({ priceCents, ...part }: P) => ({
  ...part,
  price: toDollars(priceCents),
});

/** POST /api/budget-calculator: allocation, budget and total in dollars, recommended parts with a dollar price. */
export function allocationJson({
  allocationCents,
  budgetCents,
  totalCents,
  recommendations,
  ...rest
}: BudgetAllocation) {
  return {
    allocation: allocationDollars(allocationCents),
    percentages: rest.percentages,
    budget: toDollars(budgetCents),
    total: toDollars(totalCents),
    buildType: rest.buildType,
    resolution: rest.resolution,
    recommendations: {
      cpu: recommendations.cpu ? partDollars(recommendations.cpu) : null,
      gpu: recommendations.gpu ? partDollars(recommendations.gpu) : null,
    },
  };
}

/** POST /api/generate-parts-list and /api/generate-parts-from-usecases: part prices, total and budget in dollars. */
export function generatedBuildJson({ parts, totalCents, budgetCents, ...rest }: GeneratedBuild) {
  return {
    parts: parts.map(partDollars),
    total: toDollars(totalCents),
    budget: toDollars(budgetCents),
    ...rest,
  };
}
