/** The address of a build guide's detail page. */
export function guidePath(slug: string): string {
  return `/guides/${encodeURIComponent(slug)}`;
}
