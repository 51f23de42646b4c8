import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  // The address as last written: two updates before the page renders again (two drafts that
  // commit at once) each build on the one before instead of on the address of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback<CatalogUpdate>(
    (next, options) => {
      const current = latest.current;
      const nextParams = serializeCatalogState(next(parseCatalogParams(current)));
      if (nextParams.toString() === current.toString()) return;
      latest.current = nextParams;
      setParams(nextParams, { replace: options?.replace, preventScrollReset: true, state: KEEP_SCROLL_STATE });
    },
    [setParams],
  );
  return [state, update];
}
