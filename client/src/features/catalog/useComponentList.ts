import { useCallback, useMemo } from 'react';
import { type ComponentsQuery } from '../../generated/graphql';
import { useComponentsQuery } from '../../generated/hooks';
import { appendPage, useLoadMore } from '../../lib/useLoadMore';
import { toQueryVariables, type CatalogFilters } from './url-state';

export type ComponentPage = ComponentsQuery['components'];

export interface ComponentListState {
  /** The parts loaded so far (null until the first page of these filters, or of the previous ones, arrives). */
  page: ComponentPage | null;
  /** True while the page shown belongs to the previous filters and the new ones are loading. */
  stale: boolean;
  /** Nothing to show yet. */
  loading: boolean;
  /** The first page failed and there is nothing to show. */
  failed: boolean;
  retry: () => void;
  loadMore: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/**
 * One filtered list of components, a page at a time: 'Load more' fetches the page after the last
 * cursor and appends it. While new filters load, the previous result stays on screen (marked stale)
 * instead of flashing placeholders.
 */
export function useComponentList(filters: CatalogFilters, pageSize: number): ComponentListState {
  const variables = useMemo(() => toQueryVariables(filters, pageSize), [filters, pageSize]);
  const { data, previousData, loading, error, refetch, fetchMore } = useComponentsQuery({ variables });

  const current = data?.components ?? null;
  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          components: appendPage(previous.components, fetchMoreResult.components, after),
        }),
      }),
    [fetchMore],
  );
  const more = useLoadMore(current, fetchPage);

  const page = current ?? (loading ? (previousData?.components ?? null) : null);
  return {
    page,
    stale: current === null && page !== null,
    loading: loading && page === null,
    failed: Boolean(error) && current === null,
    retry,
    ...more,
  };
}
