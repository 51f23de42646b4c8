import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  DeletePriceAlertDocument,
  MyPriceAlertsDocument,
  PriceAlertForDocument,
  PriceHistoryDocument,
  PricingDocument,
  PricingSuggestionsDocument,
  SetPriceAlertDocument,
  type PriceAlertFieldsFragment,
  type PriceHistoryQuery,
  type PriceHistoryQueryVariables,
  type PricingQuery,
  type PricingSuggestionsQueryVariables,
  type SetPriceAlertMutationVariables,
} from '../../../components/pricing/pricing.generated';
import { COMPONENT, history, pricing } from '../../../components/pricing/__tests__/fixtures';

/** Answers the price comparison of each part with `answer` (default: three retailers' offers, as the server gives them). */
export function pricingHandler(
  answer: (componentName: string) => PricingQuery['pricing'] | Response = (name) => pricing(name),
) {
  return graphql.query(PricingDocument, ({ variables }) => {
    const result = answer(variables.componentName);
    return result instanceof Response ? result : HttpResponse.json({ data: { pricing: result } });
  });
}

/**
 * Answers a part's price history with the one of `answers` for the range asked (`days`, null for
 * all of it); other requests fall through. `seen` records each request's variables.
 */
export function priceHistoryHandler(
  answers: readonly NonNullable<PriceHistoryQuery['priceHistory']>[],
  seen: PriceHistoryQueryVariables[] = [],
) {
  return graphql.query(PriceHistoryDocument, ({ variables }) => {
    seen.push(variables);
    const answer = answers.find((a) => a.componentId === variables.componentId && a.days === (variables.days ?? null));
    return answer && HttpResponse.json({ data: { priceHistory: answer } });
  });
}

/**
 * Answers the name suggestions (8 of them, as the price tracker asks) with `names` for the text
 * `q`; other requests fall through. `seen` records each answered request's text.
 */
export function suggestionsHandler(q: string, names: string[], seen?: string[]) {
  return graphql.query(PricingSuggestionsDocument, ({ variables }: { variables: PricingSuggestionsQueryVariables }) => {
    if (variables.q !== q || variables.limit !== 8) return undefined;
    seen?.push(variables.q);
    return HttpResponse.json({ data: { componentSuggestions: names } });
  });
}

/** An alert on COMPONENT as the server answers it. */
export function priceAlert(overrides: Partial<PriceAlertFieldsFragment> = {}): PriceAlertFieldsFragment {
  return {
    __typename: 'PriceAlert',
    id: 'a1',
    component: COMPONENT,
    targetPriceCents: 24999,
    triggeredAt: null,
    triggeredPriceCents: null,
    triggeredRetailer: null,
    createdAt: '2026-01-10T12:00:00.000Z',
    updatedAt: '2026-01-10T12:00:00.000Z',
    ...overrides,
  } as PriceAlertFieldsFragment;
}

/** Answers the alert mutation with `answer` (default: the alert as set), recording each request's variables in `seen`. */
export function setPriceAlertHandler(
  seen: SetPriceAlertMutationVariables[] = [],
  answer: (variables: SetPriceAlertMutationVariables) => Response = (variables) =>
    HttpResponse.json({ data: { setPriceAlert: priceAlert({ targetPriceCents: variables.targetPriceCents }) } }),
) {
  return graphql.mutation(SetPriceAlertDocument, ({ variables }) => {
    seen.push(variables);
    return answer(variables);
  });
}

/**
 * Prices: three retailers' offers for any part, no suggestions, no history, no alerts; setting
 * and deleting an alert accepted.
 */
export const pricingHandlers = [
  pricingHandler(),
  graphql.query(PricingSuggestionsDocument, () => HttpResponse.json({ data: { componentSuggestions: [] } })),
  graphql.query(PriceHistoryDocument, ({ variables }) =>
    HttpResponse.json({
      data: { priceHistory: { ...history(variables.days ?? null, []), componentId: String(variables.componentId) } },
    }),
  ),
  graphql.query(PriceAlertForDocument, () => HttpResponse.json({ data: { priceAlertFor: null } })),
  graphql.query(MyPriceAlertsDocument, () =>
    HttpResponse.json({ data: { myPriceAlerts: mockPage('PriceAlertConnection', []) } }),
  ),
  setPriceAlertHandler(),
  graphql.mutation(DeletePriceAlertDocument, () => HttpResponse.json({ data: { deletePriceAlert: true } })),
];
