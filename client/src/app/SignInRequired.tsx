import { useEffect, useRef } from 'react';
import { onSignInRequired } from '../lib/auth-events';
import { browserNavigation } from '../lib/navigation';
import { useToast } from '../components/ui/toast';

/** docs/requirements.md §8: the toast shows, then the sign-in navigation follows after this long. */
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/**
 * What happens, everywhere, when the server says the browser must sign in (the Apollo error link
 * raises it): the destructive toast 'Unauthorized' / 'You are logged out. Logging in again...', then
 * /api/login with the current page as the return path.
 */
export function SignInRequired() {
  const { toast } = useToast();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const stop = onSignInRequired(() => {
      if (pending.current !== null) return;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
      pending.current = setTimeout(() => {
        const here = `${window.location.pathname}${window.location.search}`;
        browserNavigation.assign(`/api/login?returnTo=${encodeURIComponent(here)}`);
      }, SIGN_IN_REDIRECT_DELAY_MS);
    });
    return () => {
      stop();
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [toast]);

  return null;
}
