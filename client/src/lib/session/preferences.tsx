import { useCallback, useEffect } from 'react';
import { NOTIFICATIONS_STORAGE_KEY, parseTheme, THEME_STORAGE_KEY, themeAtSignIn, type Theme } from '@rigforge/common';
import { useUpdatePreferencesMutation } from './session.generated';
import { readStorage, writeStorage } from '../storage';
import { deviceThemeChangedAt, useTheme } from '../theme';
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
 * Brings the account's preferences into this browser when a user is signed in (sign-in, sign-up, or
 * a page opened signed in). The theme follows themeAtSignIn: the account's saved theme wins only if
 * the visitor has not picked one on this device since it was saved; otherwise the device's choice
 * stays and is saved to the account, quietly (no toast: the visitor changed nothing now). The
 * notifications choice is stored.
 */
export function AccountPreferencesSync() {
  const { user } = useSession();
  const { applyAccountTheme } = useTheme();
  const [save] = useUpdatePreferencesMutation();
  const userId = user?.id;
  const accountTheme = user?.preferences.theme;
  const accountUpdatedAt = user?.preferences.themeUpdatedAt ?? null;
  const notifications = user?.preferences.notifications;
  // Decided once per account theme the server reports; the device's theme is read from storage.
  useEffect(() => {
    if (!userId || !accountTheme) return;
    const accountChangedAt = accountUpdatedAt === null ? null : Date.parse(accountUpdatedAt);
    const decided = themeAtSignIn({
      deviceTheme: parseTheme(readStorage(THEME_STORAGE_KEY)),
      deviceChangedAt: deviceThemeChangedAt(),
      accountTheme,
      accountChangedAt: Number.isNaN(accountChangedAt) ? null : accountChangedAt,
    });
    applyAccountTheme(decided.theme);
    if (decided.save) {
      save({ variables: { theme: decided.theme } }).catch((error: unknown) => {
        // The device keeps its theme; the next sign-in tries again.
        console.warn('Could not save the theme to the account', error);
      });
    }
  }, [userId, accountTheme, accountUpdatedAt, applyAccountTheme, save]);
  useEffect(() => {
    if (notifications !== undefined) writeStorage(NOTIFICATIONS_STORAGE_KEY, String(notifications));
  }, [notifications]);
  return null;
}
