import { useCallback, useState } from 'react';

/** The paging fields every connection of the API has. */
export interface PageCursor {
  endCursor: string | null;
  hasNextPage: boolean;
}

export interface LoadMoreState {
  /** Fetches the page after the last cursor (no-op while one loads, or at the end). */
  loadMore: () => void;
  loadingMore: boolean;
  /** The last 'Load more' failed and nothing has changed since: offer it again. */
  loadMoreFailed: boolean;
}

/**
 * 'Load more' for a cursor-paged list: `fetchPage(after)` fetches and appends the page after
 * `after` (the caller's fetchMore with its own merge). One page at a time; a failure is remembered
 * for the cursor it happened at.
 */
export function useLoadMore(page: PageCursor | null, fetchPage: (after: string) => Promise<unknown>): LoadMoreState {
  const [loadingMore, setLoadingMore] = useState(false);
  const [failedCursor, setFailedCursor] = useState<string | null>(null);

  const loadMore = useCallback(() => {
    const after = page?.hasNextPage ? page.endCursor : null;
    if (!after || loadingMore) return;
    setLoadingMore(true);
    setFailedCursor(null);
    fetchPage(after)
      .catch(() => setFailedCursor(after))
      .finally(() => setLoadingMore(false));
  }, [page, fetchPage, loadingMore]);

  return { loadMore, loadingMore, loadMoreFailed: failedCursor !== null && failedCursor === page?.endCursor };
}
