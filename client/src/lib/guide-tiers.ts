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

/**
 * The range label for a budget on a guide card or the use-case page: always the tier's own label
 * (docs/requirements.md §9): a $2,200 guide's card reads '$1200-1400', its use-case page '$1200+'.
 */
export function rangeLabelForBudget(budget: number, where: 'card' | 'useCase'): string {
  const info = tierForBudget(budget);
  return where === 'card' ? info.cardRangeLabel : info.useCaseRangeLabel;
}
