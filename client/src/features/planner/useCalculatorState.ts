import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { calculatorSearch, parseCalculatorParams, type CalculatorState } from './calculator-state';

/**
 * The calculator's inputs, read from and written to the URL (reload and bookmarks keep them). Edits
 * replace the history entry and keep the scroll position, so dragging the slider makes no history.
 */
export function useCalculatorState(): [CalculatorState, (patch: Partial<CalculatorState>) => void] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseCalculatorParams(params), [params]);
  const update = useCallback(
    (patch: Partial<CalculatorState>) => {
      const current = parseCalculatorParams(params);
      const search = calculatorSearch({ ...current, ...patch });
      if (search === calculatorSearch(current)) return;
      navigate({ pathname, search }, { replace: true, preventScrollReset: true, state: KEEP_SCROLL_STATE });
    },
    [navigate, params, pathname],
  );
  return [state, update];
}
