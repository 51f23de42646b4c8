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

/**
 * A fetched page appended to the list it continues: only when the list still ends at `after` (a
 * double click, or filters changed meanwhile, keep what is there), and without repeating an item
 * already listed.
 */
export function appendPage<C extends PageCursor & { nodes: readonly { id: string }[] }>(
  previous: C,
  next: C,
  after: string,
): C {
  if (previous.endCursor !== after) return previous;
  const known = new Set(previous.nodes.map((n) => n.id));
  return { ...next, nodes: [...previous.nodes, ...next.nodes.filter((n) => !known.has(n.id))] };
}
