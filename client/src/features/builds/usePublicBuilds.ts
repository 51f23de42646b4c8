import { PublicBuildsDocument, type PublicBuildsQuery } from './builds.generated';
import { type PriceTier } from '../../generated/graphql';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { PUBLIC_BUILDS_PAGE_SIZE } from './public-builds';

export type PublicBuildPage = NonNullable<PublicBuildsQuery['publicBuilds']>;
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
export function usePublicBuilds(tier: PriceTier | null): PublicBuildsState {
  const { page, loading, error, retry, loadMore, loadingMore, loadMoreFailed } = usePagedQuery(
    PublicBuildsDocument,
    { variables: { tier, first: PUBLIC_BUILDS_PAGE_SIZE } },
    (data) => data.publicBuilds,
  );
  return {
    page,
    failed: Boolean(error) && page === null,
    retry,
    retrying: loading,
    loadMore,
    loadingMore,
    loadMoreFailed,
  };
}
