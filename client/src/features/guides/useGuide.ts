import { useCallback, useEffect, useRef } from 'react';
import { type BuildGuideQuery, useBuildGuideQuery, useRecordGuideViewMutation } from './guides.generated';
import { isNotFoundError } from '../../lib/errors';

export type GuideDetail = NonNullable<BuildGuideQuery['buildGuide']>;

export type GuideState =
  | { status: 'loading'; retrying: boolean; retry: () => void }
  | { status: 'found'; guide: GuideDetail; retrying: boolean; retry: () => void }
  | { status: 'not-found'; retrying: boolean; retry: () => void }
  | { status: 'failed'; retrying: boolean; retry: () => void };

/**
 * Counts one view of a found guide per page visit (the server counts a visitor once per guide and day);
 * its answer updates the cached guide's count. A failed count is only logged.
 */
function useRecordGuideView(slug: string, found: boolean): void {
  const [recordView] = useRecordGuideViewMutation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!found || recorded.current === slug) return;
    recorded.current = slug;
    recordView({ variables: { slug } }).catch((error: unknown) =>
      console.warn('[guides] could not record a view', error),
    );
  }, [found, slug, recordView]);
}

/** One build guide by its slug: loading, found, not found (unknown or malformed slug) or failed; a found one's view is counted. */
export function useGuide(slug: string): GuideState {
  const { data, dataState, loading, error, refetch } = useBuildGuideQuery({ variables: { slug } });
  useRecordGuideView(slug, dataState === 'complete' && Boolean(data.buildGuide));
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
