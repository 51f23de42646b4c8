// The component suggestions' ranking (the suggestion box and the combined search's component group),
// once for both readers: the server runs each stage as an indexed SQL statement
// (CatalogService.suggest), the static deployment runs them over the exported rows.
import { SUGGESTION_LIMIT } from '../catalog';
import { markOccurrences } from '../search';

/** What the suggestions read of a part. */
export interface SuggestionRow {
  name: string;
  slug: string;
  type: string;
  brand: string;
  priceCents: number | null;
  searchText: string;
}

/** The text as the suggestions match it: trimmed, lowercased, white space collapsed; '' suggests nothing. */
export const suggestionText = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** Text shorter than this (too short for trigrams) is matched by name and brand prefixes only. */
export const SUGGESTION_TRIGRAM_MIN = 3;

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The stages, best first: 1. names starting with the text, A to Z; 2. (short text) brands starting
 * with it, then names A to Z, or (longer text) names containing it: priced parts first, then the
 * earliest match and the shortest name; 3. (longer text) parts whose search text holds it. Each
 * stage takes at most `limit` (stage 1) or twice that, and the list stops as soon as it is full.
 * Stage 3 has no order in SQL (whatever the index gives); here it is the rows' order.
 */
export function suggestionsOf(rows: readonly SuggestionRow[], q: string, limit = SUGGESTION_LIMIT): string[] {
  const text = suggestionText(q);
  if (!text) return [];
  const lower = (s: string) => s.toLowerCase();
  const stages: SuggestionRow[][] = [
    rows
      .filter((r) => lower(r.name).startsWith(text))
      .sort((a, b) => byCode(lower(a.name), lower(b.name)))
      .slice(0, limit),
    text.length < SUGGESTION_TRIGRAM_MIN
      ? rows
          .filter((r) => lower(r.brand).startsWith(text))
          .sort((a, b) => byCode(lower(a.brand), lower(b.brand)) || byCode(lower(a.name), lower(b.name)))
          .slice(0, limit * 2)
      : rows
          .filter((r) => lower(r.name).includes(text))
          .sort(
            (a, b) =>
              Number(a.priceCents === null) - Number(b.priceCents === null) ||
              lower(a.name).indexOf(text) - lower(b.name).indexOf(text) ||
              a.name.length - b.name.length ||
              byCode(lower(a.name), lower(b.name)),
          )
          .slice(0, limit * 2),
  ];
  if (text.length >= SUGGESTION_TRIGRAM_MIN)
    stages.push(rows.filter((r) => r.searchText.includes(text)).slice(0, limit * 2));
  const found: string[] = [];
  for (const stage of stages) {
    for (const { name } of stage) if (!found.includes(name) && found.length < limit) found.push(name);
    if (found.length >= limit) break;
  }
  return found;
}

/** A part a suggestion names: priced ones first, then the first slug (the SQL's DISTINCT ON order). */
export function suggestedPart<R extends SuggestionRow>(rows: readonly R[], name: string): R | undefined {
  return rows
    .filter((r) => r.name === name)
    .sort((a, b) => Number(a.priceCents === null) - Number(b.priceCents === null) || byCode(a.slug, b.slug))[0];
}

/** The combined search's component hit for a suggested part. */
export function componentSearchHit(part: Pick<SuggestionRow, 'name' | 'slug' | 'type' | 'brand'>, text: string) {
  return {
    slug: part.slug,
    title: part.name,
    titleHighlight: markOccurrences(part.name, text),
    snippet: `${part.brand} · ${part.type}`,
    label: part.type,
    date: null,
  };
}

/**
 * The suggestions as parts (the combined search's component group) and how many parts the catalog's
 * text filter finds for the text: never fewer than shown (suggestions also match by name prefix).
 */
export function suggestionHits<R extends SuggestionRow>(
  rows: readonly R[],
  q: string,
  limit = SUGGESTION_LIMIT,
): { hits: R[]; totalCount: number } {
  const text = suggestionText(q);
  if (!text) return { hits: [], totalCount: 0 };
  const hits = suggestionsOf(rows, text, limit).flatMap((name) => suggestedPart(rows, name) ?? []);
  return { hits, totalCount: Math.max(rows.filter((r) => r.searchText.includes(text)).length, hits.length) };
}
