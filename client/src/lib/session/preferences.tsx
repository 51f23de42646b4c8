import { useCallback, useEffect } from 'react';
import { NOTIFICATIONS_STORAGE_KEY, type Theme } from '@rigforge/common';
import { useUpdatePreferencesMutation } from '../../generated/hooks';
import { writeStorage } from '../storage';
import { useTheme } from '../theme';
import { useSession } from './useSession';

/**
 * The theme, set in this browser always and also in the account when signed in (docs/requirements.md §3 "Browser
 * storage"; issue "Preferences"). `setTheme` rejects when the account could not be updated; the
 * browser keeps the new theme anyway.
 */
export function useThemePreference(): { theme: Theme; setTheme: (theme: Theme) => Promise<void> } {
  const { theme, setTheme: setLocalTheme } = useTheme();
  const { user } = useSession();
  const [save] = useUpdatePreferencesMutation();
  const signedIn = user !== null;
  const setTheme = useCallback(
    async (next: Theme) => {
      setLocalTheme(next);
      if (signedIn) await save({ variables: { theme: next } });
    },
    [setLocalTheme, signedIn, save],
  );
  return { theme, setTheme };
}

/**
 * Brings the account's preferences into this browser when a user is signed in: the theme is
 * applied (the account wins over what this browser had) and the notifications choice is stored.
 */
export function AccountPreferencesSync() {
  const { user } = useSession();
  const { setTheme } = useTheme();
  const theme = user?.preferences.theme;
  const notifications = user?.preferences.notifications;
  useEffect(() => {
    if (theme) setTheme(theme);
  }, [theme, setTheme]);
  useEffect(() => {
    if (notifications !== undefined) writeStorage(NOTIFICATIONS_STORAGE_KEY, String(notifications));
  }, [notifications]);
  return null;
}
