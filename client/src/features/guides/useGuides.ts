import { useCallback } from 'react';
import { useBuildGuidesQuery } from './guides.generated';
import { type Guide } from './components/GuideParts';

export interface GuidesState {
  guides: Guide[];
  /** True until the first result arrives, and during a retry. */
  loading: boolean;
  /** Set when the last attempt failed and there is nothing to show (takes precedence over loading). */
  failed: boolean;
  retry: () => void;
}

/** All build guides in display order (one cached query shared by Home and Guides). */
export function useGuides(): GuidesState {
  const { data, loading, error, refetch } = useBuildGuidesQuery();
  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);
  const guides = data?.guides?.nodes ?? [];
  return { guides, loading: loading && !data, failed: Boolean(error) && !data?.guides, retry };
}
