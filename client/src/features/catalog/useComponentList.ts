import { useMemo } from 'react';
import { ComponentsDocument, type ComponentsQuery } from './catalog.generated';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { toQueryVariables, type CatalogFilters } from './url-state';

export type ComponentPage = NonNullable<ComponentsQuery['components']>;

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
export function useComponentList(
  filters: CatalogFilters,
  pageSize: number,
  build: string | null = null,
  fitsAll = false,
): ComponentListState {
  const variables = useMemo(
    () => toQueryVariables(filters, pageSize, { build, fitsAll }),
    [filters, pageSize, build, fitsAll],
  );
  const list = usePagedQuery(ComponentsDocument, { variables }, (data) => data.components);
  const current = list.page;
  const page = current ?? (list.loading ? list.previousPage : null);
  return {
    page,
    stale: current === null && page !== null,
    loading: list.loading && page === null,
    failed: Boolean(list.error) && current === null,
    retry: list.retry,
    loadMore: list.loadMore,
    loadingMore: list.loadingMore,
    loadMoreFailed: list.loadMoreFailed,
  };
}
