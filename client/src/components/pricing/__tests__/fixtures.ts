import { type MockLink } from '@apollo/client/testing';
import {
  PriceHistoryDocument,
  PricingDocument,
  PricingSuggestionsDocument,
  type PriceHistoryQuery,
  type PricingQuery,
  type RetailerOfferFieldsFragment,
} from '../pricing.generated';

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

export function pricing(name: string, overrides: Partial<PricingQuery['pricing']> = {}): PricingQuery['pricing'] {
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
    links: [] as PricingQuery['pricing']['links'],
    estimateCents: null,
    unavailable: false,
    checkedAt: '2026-01-10T11:59:00.000Z',
    ...overrides,
  };
  return value;
}

export function pricingMock(
  name: string,
  answer: PricingQuery['pricing'] | Error = pricing(name),
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: PricingDocument, variables: { componentName: name } },
    ...(answer instanceof Error ? { error: answer } : { result: { data: { pricing: answer } } }),
    ...extra,
  } as MockLink.MockedResponse;
}

export function suggestionsMock(q: string, names: string[], seen?: string[]): MockLink.MockedResponse {
  return {
    request: {
      query: PricingSuggestionsDocument,
      variables: (vars: { q: string; limit: number }) => {
        if (vars.q !== q || vars.limit !== 8) return false;
        seen?.push(vars.q);
        return true;
      },
    },
    result: { data: { componentSuggestions: names } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  } as MockLink.MockedResponse;
}

export function history(
  days: number | null,
  points: PriceHistoryQuery['priceHistory']['points'],
  stats: Partial<PriceHistoryQuery['priceHistory']> = {},
): PriceHistoryQuery['priceHistory'] {
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

export function historyMock(answer: PriceHistoryQuery['priceHistory']): MockLink.MockedResponse {
  return {
    request: { query: PriceHistoryDocument, variables: { componentId: answer.componentId, days: answer.days } },
    result: { data: { priceHistory: answer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
