import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../lib/motion';

/**
 * A new navigation starts at the top of the page. Back/forward (POP) leave the position to the
 * browser, and links that already scroll smoothly to the top opt out with KEEP_SCROLL_STATE.
 */
export function ScrollToTop() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP' || keepsScroll(location.state)) return;
    window.scrollTo(0, 0);
  }, [location.key, location.state, navigationType]);

  return null;
}
