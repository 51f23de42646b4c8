import { MySavedBuildsDocument, type MySavedBuildsQuery } from './builds.generated';
import { usePagedQuery } from '../../lib/usePagedQuery';

/** Builds per page of /saved-builds (the server's default page size). */
export const SAVED_BUILDS_PAGE_SIZE = 24;

export type SavedBuildsPage = NonNullable<MySavedBuildsQuery['mySavedBuilds']>;
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
  const { page, loading, error, retry, retrying, loadMore, loadingMore, loadMoreFailed } = usePagedQuery(
    MySavedBuildsDocument,
    { variables: { first: SAVED_BUILDS_PAGE_SIZE }, skip: !enabled },
    (data) => data.mySavedBuilds,
  );
  return {
    page,
    loading: enabled && page === null && loading && !retrying,
    // While a retry runs, the error stays on screen with its button saying so.
    failed: enabled && page === null && (Boolean(error) || retrying),
    retry,
    retrying,
    loadMore,
    loadingMore,
    loadMoreFailed,
  };
}
