import { type PriceHistoryQuery, type PricingQuery, type RetailerOfferFieldsFragment } from '../pricing.generated';

export const NOW = Date.parse('2026-01-10T12:00:00.000Z');

export function offer(
  retailer: RetailerOfferFieldsFragment['retailer'],
  priceCents: number,
  extra: Partial<RetailerOfferFieldsFragment> = {},
): RetailerOfferFieldsFragment {
  // With the type names Apollo's cache expects (the generated types leave them out).
  const value = {
    __typename: 'RetailerOffer',
    retailer,
    priceCents,
    listPriceCents: null,
    inStock: true,
    url: `https://example.com/${retailer.toLowerCase()}`,
    observedAt: '2026-01-10T11:55:00.000Z',
    source: 'FEED',
    isLowest: false,
    aboveLowestCents: 0,
    ...extra,
  } as const;
  return value;
}

export const COMPONENT = {
  __typename: 'Component' as const,
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'nvidia-geforce-rtx-4060',
  name: 'NVIDIA GeForce RTX 4060',
  type: 'GPU' as const,
  priceCents: 29999,
  priceBasis: { __typename: 'PriceBasis' as const, source: 'RigForge editors', on: '2026-11-24' },
};

export function pricing(
  name: string,
  overrides: Partial<NonNullable<PricingQuery['pricing']>> = {},
): NonNullable<PricingQuery['pricing']> {
  const offers = [
    offer('NEWEGG', 28999, { isLowest: true }),
    offer('AMAZON', 29999, { aboveLowestCents: 1000, source: 'LIVE' }),
    offer('BESTBUY', 31999, { aboveLowestCents: 3000, source: 'ESTIMATE', inStock: null }),
  ];
  const value = {
    __typename: 'PriceComparison',
    query: name,
    component: { ...COMPONENT, name },
    offers,
    lowest: offers[0]!,
    links: [] as NonNullable<PricingQuery['pricing']>['links'],
    estimateCents: null,
    unavailable: false,
    checkedAt: '2026-01-10T11:59:00.000Z',
    ...overrides,
  };
  return value;
}

export function history(
  days: number | null,
  points: NonNullable<PriceHistoryQuery['priceHistory']>['points'],
  stats: Partial<NonNullable<PriceHistoryQuery['priceHistory']>> = {},
): NonNullable<PriceHistoryQuery['priceHistory']> {
  const value = {
    __typename: 'PriceHistory',
    componentId: COMPONENT.id,
    days,
    points,
    minCents: null,
    maxCents: null,
    averageCents: null,
    changeCents: null,
    changePercent: null,
    ...stats,
  };
  return value;
}
