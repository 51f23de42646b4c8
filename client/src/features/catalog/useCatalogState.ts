import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { parseCatalogParams, serializeCatalogState, type CatalogState } from './url-state';

export type CatalogUpdate = (next: (state: CatalogState) => CatalogState, options?: { replace?: boolean }) => void;

/**
 * The component database's state, read from and written to the URL (so reload, back and forward
 * keep it). Updates keep the scroll position; `replace` is for edits that should not each make a
 * history entry. An update that changes nothing makes no history entry.
 */
export function useCatalogState(): [CatalogState, CatalogUpdate] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseCatalogParams(params), [params]);
  const update = useCallback<CatalogUpdate>(
    (next, options) => {
      const nextParams = serializeCatalogState(next(parseCatalogParams(params)));
      if (nextParams.toString() === params.toString()) return;
      setParams(nextParams, { replace: options?.replace, preventScrollReset: true, state: KEEP_SCROLL_STATE });
    },
    [params, setParams],
  );
  return [state, update];
}
