import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { rendered, written, type AddressWrites } from './address-writes';
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
  // Each update builds on the newest address written, not on the one last rendered: two drafts
  // may commit before the page renders again, and an older write may render after a newer one.
  const writes = useRef<AddressWrites>({ base: params.toString(), pending: [] });
  useLayoutEffect(() => {
    writes.current = rendered(writes.current, params.toString());
  }, [params]);
  const update = useCallback<CatalogUpdate>(
    (next, options) => {
      const current = writes.current.base;
      const nextParams = serializeCatalogState(next(parseCatalogParams(new URLSearchParams(current))));
      if (nextParams.toString() === current) return;
      writes.current = written(writes.current, nextParams.toString());
      setParams(nextParams, { replace: options?.replace, preventScrollReset: true, state: KEEP_SCROLL_STATE });
    },
    [setParams],
  );
  return [state, update];
}
