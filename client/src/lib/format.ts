import { formatCents, toCents } from '@rigforge/common';

/** Dollars to the cent, e.g. '$1,299.99'. */
export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** A catalog part's page (the component database owns the route; only its address is shared). */
export function componentPath(slug: string): string {
  return `/components/${encodeURIComponent(slug)}`;
}
