import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  DEFAULT_THEME,
  parseStoredTime,
  parseTheme,
  THEME_CHANGED_AT_STORAGE_KEY,
  THEME_STORAGE_KEY,
  type Theme,
} from '@rigforge/common';
import { readStorage, writeStorage } from './storage';

interface ThemeContextValue {
  theme: Theme;
  /** The visitor picks a theme on this device (its time is kept: it wins over an older account theme at sign-in). */
  setTheme: (theme: Theme) => void;
  /** The account's theme is shown here: not a pick of the visitor's on this device. */
  applyAccountTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/** When the visitor last picked a theme on this device (ms), or null. */
export function deviceThemeChangedAt(): number | null {
  return parseStoredTime(readStorage(THEME_CHANGED_AT_STORAGE_KEY));
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The theme public/theme-init.js already applied to <html>, else the saved one, else dark. */
export function initialTheme(): Theme {
  if (typeof document === 'undefined') return DEFAULT_THEME; // the prerenderer
  const root = document.documentElement;
  if (root.classList.contains('light')) return 'light';
  if (root.classList.contains('dark')) return 'dark';
  return parseTheme(readStorage(THEME_STORAGE_KEY));
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}

/** Theme state (docs/requirements.md §4 "Theme"): dark or light, default dark, kept between visits, class on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(initialTheme);

  useEffect(() => {
    applyTheme(theme);
  }, [theme]);

  const applyAccountTheme = useCallback((next: Theme) => {
    setThemeState(next);
    writeStorage(THEME_STORAGE_KEY, next);
  }, []);

  const setTheme = useCallback(
    (next: Theme) => {
      applyAccountTheme(next);
      writeStorage(THEME_CHANGED_AT_STORAGE_KEY, String(Date.now()));
    },
    [applyAccountTheme],
  );

  const toggleTheme = useCallback(() => {
    setTheme(theme === 'dark' ? 'light' : 'dark');
  }, [theme, setTheme]);

  const value = useMemo(
    () => ({ theme, setTheme, applyAccountTheme, toggleTheme }),
    [theme, setTheme, applyAccountTheme, toggleTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
