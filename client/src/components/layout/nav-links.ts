export interface NavLink {
  label: string;
  to: string;
}

/** The top navigation (docs/requirements.md §2), in the order the bar shows it. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Guides', to: '/guides' },
  { label: 'Calculator', to: '/calculator' },
  { label: 'Price Tracker', to: '/price-comparison' },
  { label: 'News', to: '/news' },
  { label: 'Contact', to: '/contact' },
];
