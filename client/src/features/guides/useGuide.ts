import { useCallback } from 'react';
import { type BuildGuideQuery, useBuildGuideQuery } from './guides.generated';
import { isNotFoundError } from '../../lib/errors';

export type GuideDetail = NonNullable<BuildGuideQuery['buildGuide']>;

export type GuideState =
  | { status: 'loading'; retrying: boolean; retry: () => void }
  | { status: 'found'; guide: GuideDetail; retrying: boolean; retry: () => void }
  | { status: 'not-found'; retrying: boolean; retry: () => void }
  | { status: 'failed'; retrying: boolean; retry: () => void };

/** One build guide by its slug: loading, found, not found (unknown or malformed slug) or failed. */
export function useGuide(slug: string): GuideState {
  const { data, dataState, loading, error, refetch } = useBuildGuideQuery({ variables: { slug } });
  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  if (dataState === 'complete' && data.buildGuide) {
    return { status: 'found', guide: data.buildGuide, retrying: loading, retry };
  }
  if (error) {
    return { status: isNotFoundError(error) ? 'not-found' : 'failed', retrying: loading, retry };
  }
  if (dataState === 'complete' && !loading) return { status: 'not-found', retrying: false, retry };
  return { status: 'loading', retrying: false, retry };
}
