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

/** The dollar spans the fixed range labels stand for; the use-case page's '$1200+' has no upper end. */
const LABEL_SPANS: Record<string, readonly [number, number]> = {
  '$400-600': [400, 600],
  '$800-1000': [800, 1000],
  '$1200-1400': [1200, 1400],
  '$1200+': [1200, Number.POSITIVE_INFINITY],
};

/** Width of a range derived from a budget that the tier's fixed label does not cover. */
const DERIVED_RANGE_WIDTH = 200;

/**
 * The range label for a budget on a guide card or the use-case page: the tier's fixed label (docs/requirements.md §9)
 * when the budget lies in it, else a $200 span around the budget itself ($2,200 reads '$2200-2400', $700 '$600-800'),
 * so that no card shows a range its own budget is outside.
 */
export function rangeLabelForBudget(budget: number, where: 'card' | 'useCase'): string {
  const info = tierForBudget(budget);
  const label = where === 'card' ? info.cardRangeLabel : info.useCaseRangeLabel;
  const [low, high] = LABEL_SPANS[label];
  if (budget >= low && budget <= high) return label;
  const from = Math.floor(budget / DERIVED_RANGE_WIDTH) * DERIVED_RANGE_WIDTH;
  return `$${from}-${from + DERIVED_RANGE_WIDTH}`;
}

/** A guide with a budget from 601 to 1000 is highlighted 'MOST POPULAR'. */
export function isMostPopularBudget(budget: number): boolean {
  return budget > BUDGET_TIER_MAX && budget <= MID_RANGE_TIER_MAX;
}

/** On the home page the card whose category is 'Mid-Range' is flagged 'MOST POPULAR'. */
export function isMostPopularCategory(category: string): boolean {
  return category === 'Mid-Range';
}

export const MOST_POPULAR_LABEL = 'MOST POPULAR';
