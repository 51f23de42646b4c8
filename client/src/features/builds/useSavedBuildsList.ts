import { useCallback, useState } from 'react';
import { type MySavedBuildsQuery } from '../../generated/builds';
import { useMySavedBuildsQuery } from '../../generated/builds-hooks';
import { appendPage, useLoadMore } from '../../lib/useLoadMore';

/** Builds per page of /saved-builds (the server's default page size). */
export const SAVED_BUILDS_PAGE_SIZE = 24;

export type SavedBuildsPage = MySavedBuildsQuery['mySavedBuilds'];
export type SavedBuild = SavedBuildsPage['nodes'][number];

export interface SavedBuildsListState {
  /** The builds loaded so far, with the total and the cursor; null until the first page arrives. */
  page: SavedBuildsPage | null;
  /** Nothing to show yet. */
  loading: boolean;
  /** The first page failed (also while it is tried again). */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  /** The last 'Load more' failed (the button tries again). */
  loadMoreFailed: boolean;
}

/**
 * The signed-in user's saved builds, most recently changed first, SAVED_BUILDS_PAGE_SIZE at a time
 * ('Load more' fetches the page after the last cursor and appends it). Skipped for guests.
 */
export function useSavedBuildsList(enabled: boolean): SavedBuildsListState {
  const { data, loading, error, refetch, fetchMore } = useMySavedBuildsQuery({
    variables: { first: SAVED_BUILDS_PAGE_SIZE },
    skip: !enabled,
  });
  const [retrying, setRetrying] = useState(false);
  const page = data?.mySavedBuilds ?? null;

  const retry = useCallback(() => {
    setRetrying(true);
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  }, [refetch]);

  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          mySavedBuilds: appendPage(previous.mySavedBuilds, fetchMoreResult.mySavedBuilds, after),
        }),
      }),
    [fetchMore],
  );
  const more = useLoadMore(page, fetchPage);

  return {
    page,
    loading: enabled && page === null && loading && !retrying,
    // While a retry runs, the error stays on screen with its button saying so.
    failed: enabled && page === null && (Boolean(error) || retrying),
    retry,
    retrying,
    ...more,
  };
}
