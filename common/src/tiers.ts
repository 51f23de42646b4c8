/** Guide tiers by budget (docs/requirements.md §9 "Guide tier by budget"). */
export type GuideTier = 'Budget' | 'Mid-Range' | 'High-End';
/** The colour of a tier, guide or price tier alike. */
export type TierColor = 'green' | 'blue' | 'red';

export const BUDGET_TIER_MAX = 600;
export const MID_RANGE_TIER_MAX = 1000;

/**
 * docs/requirements.md §9: Budget up to 600, Mid-Range 601 to 1000, High-End above (the guides' tier scale,
 * also the tier of a build generated for a target budget); not the price tiers of a total (PriceTier).
 */
export function guideTierForBudget(budget: number): GuideTier {
  if (budget <= BUDGET_TIER_MAX) return 'Budget';
  if (budget <= MID_RANGE_TIER_MAX) return 'Mid-Range';
  return 'High-End';
}

/** A guide with a budget from 601 to 1000 is highlighted 'MOST POPULAR'. */
export function isMostPopularBudget(budget: number): boolean {
  return budget > BUDGET_TIER_MAX && budget <= MID_RANGE_TIER_MAX;
}

/** On the home page the card whose category is 'Mid-Range' is flagged 'MOST POPULAR'. */
export function isMostPopularCategory(category: string): boolean {
  return category === 'Mid-Range';
}
