import { useCallback, useState } from 'react';
import {
  type ErrorLike,
  type OperationVariables,
  type TypedDocumentNode,
  type WatchQueryFetchPolicy,
} from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { type PageCursor } from './cache/connection';

/** Variables of a paged query: whatever it filters by, and the cursor to continue after. */
export type PagedVariables = OperationVariables & { after?: string | null };

export interface PagedQueryState<TPage extends PageCursor> {
  /** The list for the current variables, as far as it is loaded; null until its first page arrives. */
  page: TPage | null;
  /** The list of the previous variables (null when there were none): something to show while new ones load. */
  previousPage: TPage | null;
  /** A request for the first page is running. */
  loading: boolean;
  /** The first page's request failed. */
  error: ErrorLike | undefined;
  /** Asks for the first page again. */
  retry: () => void;
  /** `retry` is running. */
  retrying: boolean;
  /** Fetches the page after the last cursor (no-op while one loads, or at the end). */
  loadMore: () => void;
  loadingMore: boolean;
  /** The last 'Load more' failed and nothing has changed since: offer it again. */
  loadMoreFailed: boolean;
}

/**
 * A cursor-paged list: the query's first page, then 'Load more' a page at a time. The cache's
 * connection policy (lib/cache/connection.ts) appends each page to the list of the same filters,
 * so this only asks for the page after the last cursor; a failure is remembered for the cursor it
 * happened at. `select` picks the connection out of the query's data (null when the field is).
 */
export function usePagedQuery<TData, TVariables extends PagedVariables, TPage extends PageCursor>(
  query: TypedDocumentNode<TData, TVariables>,
  options: { variables: TVariables; skip?: boolean; fetchPolicy?: WatchQueryFetchPolicy },
  select: (data: TData) => TPage | null,
): PagedQueryState<TPage> {
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery<TData, TVariables>(query, {
    variables: options.variables,
    skip: options.skip ?? false,
    ...(options.fetchPolicy ? { fetchPolicy: options.fetchPolicy } : {}),
  });
  const page = data ? select(data) : null;
  const previousPage = previousData ? select(previousData) : null;

  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(() => {
    setRetrying(true);
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, [refetch]);

  const [loadingMore, setLoadingMore] = useState(false);
  const [failedCursor, setFailedCursor] = useState<string | null>(null);
  const endCursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  const loadMore = useCallback(() => {
    const after = endCursor;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    setFailedCursor(null);
    fetchMore({ variables: { after } as Partial<TVariables> })
      .catch(() => setFailedCursor(after))
      .finally(() => setLoadingMore(false));
  }, [endCursor, fetchMore, loadingMore]);

  return {
    page,
    previousPage,
    loading,
    error,
    retry,
    retrying,
    loadMore,
    loadingMore,
    loadMoreFailed: failedCursor !== null && failedCursor === page?.pageInfo.endCursor,
  };
}
