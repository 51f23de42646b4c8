/** Guide tiers by budget (docs/requirements.md §9 "Guide tier by budget"). */
export type GuideTier = 'Budget' | 'Mid-Range' | 'High-End';
export type TierColor = 'green' | 'blue' | 'red';

export interface TierInfo {
  tier: GuideTier;
  /** The range label shown on guide cards. */
  cardRangeLabel: string;
  /** The range label shown on the use-case page. */
  useCaseRangeLabel: string;
  color: TierColor;
}

export const BUDGET_TIER_MAX = 600;
export const MID_RANGE_TIER_MAX = 1000;

const TIERS: Record<GuideTier, TierInfo> = {
  Budget: { tier: 'Budget', cardRangeLabel: '$400-600', useCaseRangeLabel: '$400-600', color: 'green' },
  'Mid-Range': {
    tier: 'Mid-Range',
    cardRangeLabel: '$800-1000',
    useCaseRangeLabel: '$800-1000',
    color: 'blue',
  },
  'High-End': { tier: 'High-End', cardRangeLabel: '$1200-1400', useCaseRangeLabel: '$1200+', color: 'red' },
};

/** Budget up to 600, Mid-Range 601 to 1000, High-End above 1000. */
export function tierForBudget(budget: number): TierInfo {
  if (budget <= BUDGET_TIER_MAX) return TIERS.Budget;
  if (budget <= MID_RANGE_TIER_MAX) return TIERS['Mid-Range'];
  return TIERS['High-End'];
}

/** A guide with a budget from 601 to 1000 is highlighted 'MOST POPULAR'. */
export function isMostPopularBudget(budget: number): boolean {
  return budget > BUDGET_TIER_MAX && budget <= MID_RANGE_TIER_MAX;
}

/** On the home page the card whose category is 'Mid-Range' is flagged 'MOST POPULAR'. */
export function isMostPopularCategory(category: string): boolean {
  return category === 'Mid-Range';
}
