export interface NavLink {
  label: string;
  to: string;
}

/** The link's `data-tutorial` value (the first-visit tutorial points at some links): `nav-guides`, `nav-price-tracker`... */
export function navTutorialTarget(link: NavLink): string {
  return `nav-${link.label.toLowerCase().replace(/\s+/g, '-')}`;
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
