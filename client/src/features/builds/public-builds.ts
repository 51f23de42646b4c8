// The community gallery's bookmarkable state: the tier filter as ?tier=budget|mid-range|high-end.
import { type PriceTierLabel } from '@rigforge/common';
import { type PriceTier } from '../../generated/graphql';

export const PUBLIC_BUILDS_PAGE_SIZE = 24;

export const TIER_FILTERS = [
  { param: 'budget', tier: 'BUDGET_GAMING', label: 'Budget Gaming' },
  { param: 'mid-range', tier: 'MID_RANGE_GAMING', label: 'Mid-Range Gaming' },
  { param: 'high-end', tier: 'HIGH_END_GAMING', label: 'High-End Gaming' },
] as const satisfies readonly { param: string; tier: PriceTier; label: PriceTierLabel }[];

export type TierFilter = (typeof TIER_FILTERS)[number];

/** The tier the address asks for; null (all tiers) when it names none or one we do not know. */
export function tierFilterOf(params: URLSearchParams): TierFilter | null {
  const value = params.get('tier');
  return TIER_FILTERS.find((t) => t.param === value) ?? null;
}

/** The address's parameters with the tier set (or, for null, removed); other parameters are kept. */
export function withTierFilter(params: URLSearchParams, filter: TierFilter | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter) next.set('tier', filter.param);
  else next.delete('tier');
  return next;
}
