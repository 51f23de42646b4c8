/** A catalog part's page (the component database owns the route; only its address is shared). */
export function componentPath(slug: string): string {
  return `/components/${encodeURIComponent(slug)}`;
}
