import { useCallback } from 'react';
import { type BuildTier, type PublicBuildsQuery } from '../../generated/builds';
import { usePublicBuildsQuery } from '../../generated/builds-hooks';
import { appendPage, useLoadMore } from '../../lib/useLoadMore';
import { PUBLIC_BUILDS_PAGE_SIZE } from './public-builds';

export type PublicBuildPage = PublicBuildsQuery['publicBuilds'];
export type PublicBuild = PublicBuildPage['nodes'][number];

export interface PublicBuildsState {
  /** The builds loaded so far, or null until the first page of this tier arrives. */
  page: PublicBuildPage | null;
  /** The first page failed and there is nothing to show. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
  loadMore: () => void;
  loadingMore: boolean;
  loadMoreFailed: boolean;
}

/** Public builds of one tier (or all), newest first, PUBLIC_BUILDS_PAGE_SIZE at a time. */
export function usePublicBuilds(tier: BuildTier | null): PublicBuildsState {
  const { data, loading, error, refetch, fetchMore } = usePublicBuildsQuery({
    variables: { tier, first: PUBLIC_BUILDS_PAGE_SIZE },
  });
  const page = data?.publicBuilds ?? null;

  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  const fetchPage = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          publicBuilds: appendPage(previous.publicBuilds, fetchMoreResult.publicBuilds, after),
        }),
      }),
    [fetchMore],
  );
  const more = useLoadMore(page, fetchPage);

  return {
    page,
    failed: Boolean(error) && page === null,
    retry,
    retrying: loading,
    ...more,
  };
}
