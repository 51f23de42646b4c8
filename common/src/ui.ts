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
