import { useCallback, useEffect, useRef, useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { type PricingQuery, usePricingQuery } from '../../components/pricing/pricing.generated';
import { PRICE_REFETCH_MS } from './constants';
import { markFetched, pricesAreStale } from './freshness';

export type PriceComparison = PricingQuery['pricing'];

export interface PricingState {
  pricing: PriceComparison | null;
  /** The first answer has not arrived yet. */
  loading: boolean;
  /** A refresh (the button or the 5-minute poll) is under way while the last answer shows. */
  refreshing: boolean;
  failed: boolean;
  /** The server's words when it does not know the name (NOT_FOUND), e.g. to pick a suggestion. */
  notFoundMessage: string | null;
  refresh: () => void;
}

/**
 * One component's prices (docs/requirements.md §9: refetched every 5 minutes, stale after 2). The query polls
 * every 5 minutes while the widget is shown; a widget mounted while the cached answer is under
 * 2 minutes old uses it, an older one shows it and fetches again (cache-and-network).
 */
export function usePricing(componentName: string): PricingState {
  const [initialPolicy] = useState<'cache-and-network' | 'cache-first'>(() =>
    pricesAreStale(componentName) ? 'cache-and-network' : 'cache-first',
  );
  const { data, previousData, error, networkStatus, refetch } = usePricingQuery({
    variables: { componentName },
    fetchPolicy: initialPolicy,
    nextFetchPolicy: 'cache-first',
    pollInterval: PRICE_REFETCH_MS,
    notifyOnNetworkStatusChange: true,
  });

  const fetchingStatus = useRef(networkStatus);
  useEffect(() => {
    // A request that went out (first load, poll or refresh) has come back: the answer is fresh now.
    const wasFetching =
      fetchingStatus.current !== NetworkStatus.ready && fetchingStatus.current !== NetworkStatus.error;
    if (wasFetching && networkStatus === NetworkStatus.ready) markFetched(componentName);
    fetchingStatus.current = networkStatus;
  }, [networkStatus, componentName]);

  const refresh = useCallback(() => {
    // A failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  const pricing = data?.pricing ?? previousData?.pricing ?? null;
  return {
    pricing,
    loading: !pricing && !error,
    refreshing: Boolean(pricing) && (networkStatus === NetworkStatus.refetch || networkStatus === NetworkStatus.poll),
    failed: Boolean(error) && !data?.pricing,
    notFoundMessage:
      CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'NOT_FOUND'
        ? (error.errors[0]?.message ?? null)
        : null,
    refresh,
  };
}
