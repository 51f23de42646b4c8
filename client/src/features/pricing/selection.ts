/**
 * The components picked on /price-comparison, kept in the address (?c=name&c=name) so that the
 * page can be reloaded and shared. Pure: the page and the tests use the same rules.
 */
export const SELECTION_PARAM = 'c';
/** More widgets than this would poll the server for little benefit; the address is capped too. */
export const MAX_SELECTED = 12;
const MAX_NAME_LENGTH = 200;

function clean(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

function sameName(a: string, b: string): boolean {
  return a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');
}

export function isSelected(selected: readonly string[], name: string): boolean {
  const wanted = clean(name);
  return selected.some((s) => sameName(s, wanted));
}

/** The selection read from the address: trimmed, non-blank, no duplicates (case-insensitive), capped. */
export function parseSelection(params: URLSearchParams): string[] {
  const names: string[] = [];
  for (const raw of params.getAll(SELECTION_PARAM)) {
    const name = clean(raw).slice(0, MAX_NAME_LENGTH);
    if (name && !isSelected(names, name) && names.length < MAX_SELECTED) names.push(name);
  }
  return names;
}

/** `params` with the selection written in place of the old one (other parameters kept). */
export function writeSelection(params: URLSearchParams, selected: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(SELECTION_PARAM);
  selected.forEach((name) => next.append(SELECTION_PARAM, name));
  return next;
}

export type AddResult =
  | { added: true; selected: string[]; name: string }
  | { added: false; reason: 'blank' | 'duplicate' | 'full'; selected: readonly string[] };

/** docs/requirements.md §5: blank input and an already-selected component are not added. */
export function addToSelection(selected: readonly string[], name: string): AddResult {
  const cleaned = clean(name).slice(0, MAX_NAME_LENGTH);
  if (!cleaned) return { added: false, reason: 'blank', selected };
  if (isSelected(selected, cleaned)) return { added: false, reason: 'duplicate', selected };
  if (selected.length >= MAX_SELECTED) return { added: false, reason: 'full', selected };
  return { added: true, selected: [...selected, cleaned], name: cleaned };
}

export function removeFromSelection(selected: readonly string[], name: string): string[] {
  return selected.filter((s) => !sameName(s, name));
}

/** The typed text spelled as a known suggestion when one matches it case-insensitively. */
export function canonicalName(typed: string, suggestions: readonly string[]): string {
  const cleaned = clean(typed);
  return suggestions.find((s) => sameName(s, cleaned)) ?? cleaned;
}

/**
 * docs/requirements.md §4: what Enter adds. The highlighted suggestion, else the first one shown; with no
 * suggestion shown, the typed text, spelled as a known suggestion when one matches it
 * case-insensitively (the catalog's spelling wins).
 */
export function resolveEntry(
  typed: string,
  suggestions: readonly string[],
  { open, activeIndex = -1 }: { open: boolean; activeIndex?: number },
): string {
  if (open && suggestions.length > 0) return suggestions[activeIndex] ?? suggestions[0]!;
  return canonicalName(typed, suggestions);
}
