// How a guide tier looks (docs/requirements.md §9 "Guide tier by budget"): its range labels and colour. The tier
// itself is common's rule (guideTierForBudget); these are the page's words for it.
import { guideTierForBudget, type GuideTier, type TierColor } from '@rigforge/common';

export interface TierInfo {
  tier: GuideTier;
  /** The range label shown on guide cards. */
  cardRangeLabel: string;
  /** The range label shown on the use-case page. */
  useCaseRangeLabel: string;
  color: TierColor;
}

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

/** The guide tier of a budget, with its labels and colour. */
export function tierForBudget(budget: number): TierInfo {
  return TIERS[guideTierForBudget(budget)];
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
