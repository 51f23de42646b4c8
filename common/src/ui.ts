export const THEME_STORAGE_KEY = 'theme';
/** docs/requirements.md §3 "Browser storage": notifications, true or false. */
export const NOTIFICATIONS_STORAGE_KEY = 'notifications';
export type Theme = 'dark' | 'light';
export const DEFAULT_THEME: Theme = 'dark';

export function parseTheme(value: unknown): Theme {
  return value === 'light' || value === 'dark' ? value : DEFAULT_THEME;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';

export interface NavLink {
  label: string;
  to: string;
}

export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Guides', to: '/guides' },
  { label: 'Calculator', to: '/calculator' },
  { label: 'Price Tracker', to: '/price-comparison' },
  { label: 'News', to: '/news' },
  { label: 'Contact', to: '/contact' },
];
