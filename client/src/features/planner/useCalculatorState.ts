import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { calculatorSearch, parseCalculatorParams, type CalculatorState } from './calculator-state';

/** Router state of the calculator's own address updates (they keep the scroll position too). */
const OWN_WRITE = { ...KEEP_SCROLL_STATE, calculatorInputs: true } as const;

function isOwnWrite(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { calculatorInputs?: unknown }).calculatorInputs === true
  );
}

/**
 * The calculator's inputs, kept in the URL (reload and bookmarks keep them). Edits replace the
 * history entry and keep the scroll position, so dragging the slider makes no history.
 *
 * The form shows an edit at once from local state: the router applies address changes in a React
 * transition, and a controlled input that waited for it would snap back for a moment (a radio
 * button would even read unchecked right after the click). When the address changes from
 * elsewhere (a link, back or forward), the address wins.
 */
export function useCalculatorState(): [CalculatorState, (patch: Partial<CalculatorState>) => void] {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseCalculatorParams(params), [params]);
  const [local, setLocal] = useState({ state: fromUrl, key: location.key });

  let state = local.state;
  if (local.key !== location.key) {
    // The address changed since the last render: our own write (keep what is shown, which may be
    // newer still) or a navigation from elsewhere (show the address).
    state = isOwnWrite(location.state) ? local.state : fromUrl;
    setLocal({ state, key: location.key });
  }

  const update = useCallback(
    (patch: Partial<CalculatorState>) => {
      const next = { ...state, ...patch };
      if (calculatorSearch(next) === calculatorSearch(state)) return;
      setLocal((prev) => ({ ...prev, state: next }));
      navigate(
        { pathname: location.pathname, search: calculatorSearch(next) },
        { replace: true, preventScrollReset: true, state: OWN_WRITE },
      );
    },
    [location.pathname, navigate, state],
  );
  return [state, update];
}
