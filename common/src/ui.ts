export const THEME_STORAGE_KEY = 'theme';
/** docs/requirements.md §3 "Browser storage": notifications, true or false. */
export const NOTIFICATIONS_STORAGE_KEY = 'notifications';
/** docs/requirements.md §3 "Browser storage": the tutorial was seen (the value 'true'; absent on a first visit). */
export const TUTORIAL_STORAGE_KEY = 'hasSeenTutorial';
export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

/** When the visitor last picked a theme on this device (ms since the epoch, as text). */
export const THEME_CHANGED_AT_STORAGE_KEY = 'themeChangedAt';

export interface ThemeSides {
  /** The theme this device shows. */
  deviceTheme: Theme;
  /** When the visitor last picked a theme on this device (ms); null: never. */
  deviceChangedAt: number | null;
  /** The account's saved theme. */
  accountTheme: Theme;
  /** When the account's theme was last chosen (ms); null: never (a new account's default). */
  accountChangedAt: number | null;
}

/**
 * The theme after signing in (or opening the site signed in): the account's saved theme wins only
 * if the visitor has not picked one on this device since it was saved; otherwise the device's
 * choice stays and is saved to the account (`save`). A new account, whose theme was never chosen,
 * takes the device's choice.
 */
export function themeAtSignIn(sides: ThemeSides): { theme: Theme; save: boolean } {
  const { deviceTheme, deviceChangedAt, accountTheme, accountChangedAt } = sides;
  const deviceIsNewer = deviceChangedAt !== null && (accountChangedAt === null || deviceChangedAt > accountChangedAt);
  if (!deviceIsNewer) return { theme: accountTheme, save: false };
  return { theme: deviceTheme, save: deviceTheme !== accountTheme };
}

/** A stored time in ms, or null for anything that is not one. */
export function parseStoredTime(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}
