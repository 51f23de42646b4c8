import { useCallback } from 'react';
import { type ComponentDetailQuery, useComponentDetailQuery } from './catalog.generated';
import { isNotFoundError } from '../../lib/errors';

export type ComponentDetail = NonNullable<ComponentDetailQuery['component']>;

export type ComponentDetailState =
  | { status: 'loading'; retrying: boolean; retry: () => void }
  | { status: 'found'; part: ComponentDetail; retrying: boolean; retry: () => void }
  | { status: 'not-found'; retrying: boolean; retry: () => void }
  | { status: 'failed'; retrying: boolean; retry: () => void };

/** One component by its slug: loading, found, not found (unknown or malformed slug) or failed. */
export function useComponentDetail(slug: string): ComponentDetailState {
  const { data, dataState, loading, error, refetch } = useComponentDetailQuery({ variables: { slug } });
  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  if (dataState === 'complete' && data.component) {
    return { status: 'found', part: data.component, retrying: loading, retry };
  }
  if (error) return { status: isNotFoundError(error) ? 'not-found' : 'failed', retrying: loading, retry };
  if (dataState === 'complete' && !loading) return { status: 'not-found', retrying: false, retry };
  return { status: 'loading', retrying: false, retry };
}
