// The component suggestions' ranking (the suggestion box and the combined search's component group),
// once for both readers: the server fetches the matching parts in this order with one bounded SQL
// statement and ranks them here (CatalogService.suggest), the static deployment filters the exported
// rows with matchesSuggestion and ranks them here too. tests/static-parity holds the two alike.
import { SUGGESTION_LIMIT } from '../catalog';
import { hasLoneSurrogate, hasNulCharacter } from '../input';
import { markOccurrences } from '../search';

/** What the ranking reads of a matching part. */
export interface SuggestionCandidate {
  name: string;
  slug: string;
  type: string;
  brand: string;
  priceCents: number | null;
  releaseYear: number | null;
  /**
   * The model the part is one make of (a graphics card's or a motherboard's chipset: the `chipset`
   * column); null or '' when the part is its own model.
   */
  chipset: string | null;
  /** A graphics card's chipset maker: its own card (brand = chipset maker) leads the model's cards. */
  chipsetBrand: string | null;
}

/** What the suggestions read of a part: the candidate and the text it is matched in. */
export interface SuggestionRow extends SuggestionCandidate {
  /** Name, type, brand and every spec value, lowercased. */
  searchText: string;
}

/** The text as the suggestions match it: trimmed, lowercased, white space collapsed; '' suggests nothing. */
export const suggestionText = (q: string) => q.trim().toLowerCase().replace(/\s+/g, ' ');

/** Text shorter than this (too short for trigrams) is matched by name and brand prefixes only. */
export const SUGGESTION_TRIGRAM_MIN = 3;

/**
 * The most matching parts the ranking reads, best first (by relevance, then candidateOrder): enough for the spread
 * to find other brands and models, few enough for one bounded query.
 */
export const SUGGESTION_CANDIDATES = 200;

/** True when the (normalised) text can match a part at all: not blank, no NUL, no lone surrogate. */
export function suggestable(text: string): boolean {
  return text !== '' && !hasNulCharacter(text) && !hasLoneSurrogate(text);
}

/**
 * Whether a part matches the normalised text: text of 3 characters or more anywhere in its search
 * text (name, type, brand, spec values); shorter text at the start of its name or brand.
 */
export function matchesSuggestion(row: SuggestionRow, text: string): boolean {
  if (text.length < SUGGESTION_TRIGRAM_MIN) {
    return row.name.toLowerCase().startsWith(text) || row.brand.toLowerCase().startsWith(text);
  }
  return row.searchText.includes(text);
}

/** How well a part matches the text, best first. */
export const SuggestionRelevance = {
  /**
   * The text names the part: its name, its name without the brand ("ryzen 5 7600"), or its chipset,
   * whole or as its last words ("rtx 4070", "4070" for a GeForce RTX 4070 card; "b650" for a board).
   */
  EXACT: 0,
  /** The text starts a word of the name (after the start or any character but a-z and 0-9). */
  WORD: 1,
  /** The name contains the text elsewhere. */
  NAME: 2,
  /** Only the brand, type or a spec value holds it (or, for short text, the brand starts with it). */
  OTHER: 3,
} as const;
export type SuggestionRelevance = (typeof SuggestionRelevance)[keyof typeof SuggestionRelevance];

const WORD_CHAR = /[a-z0-9]/;

/** The model a part is one make of, lowercased: its chipset, else its own name. */
const modelOf = (c: SuggestionCandidate) => (c.chipset || c.name).toLowerCase();

/** How well the part matches the normalised text (the server's SQL computes the same: CatalogService). */
export function suggestionRelevance(c: SuggestionCandidate, text: string): SuggestionRelevance {
  const name = c.name.toLowerCase();
  const chipset = (c.chipset ?? '').toLowerCase();
  if (
    name === text ||
    name === `${c.brand.toLowerCase()} ${text}` ||
    (chipset !== '' && (chipset === text || chipset.endsWith(` ${text}`)))
  ) {
    return SuggestionRelevance.EXACT;
  }
  for (let at = name.indexOf(text); at >= 0; at = name.indexOf(text, at + 1)) {
    if (at === 0 || !WORD_CHAR.test(name[at - 1])) return SuggestionRelevance.WORD;
  }
  return name.includes(text) ? SuggestionRelevance.NAME : SuggestionRelevance.OTHER;
}

/** Strings by code unit (PostgreSQL's COLLATE "C"), so that the server's SQL and memory agree. */
const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Numbers, highest first, absent last. */
const highFirst = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
const unpricedLast = (a: SuggestionCandidate, b: SuggestionCandidate) =>
  Number(a.priceCents === null) - Number(b.priceCents === null);

/**
 * The order of candidates of the same relevance: parts with a price first; the newest; the dearest
 * (a line's flagship before its smaller models); the name A to Z and the slug, so a total order.
 * The server's SQL orders by relevance and these keys (CatalogService.suggest) and keeps the first
 * SUGGESTION_CANDIDATES.
 */
function candidateOrder(a: SuggestionCandidate, b: SuggestionCandidate): number {
  return (
    unpricedLast(a, b) ||
    highFirst(a.releaseYear, b.releaseYear) ||
    highFirst(a.priceCents, b.priceCents) ||
    byCode(a.name.toLowerCase(), b.name.toLowerCase()) ||
    byCode(a.slug, b.slug)
  );
}

/**
 * Within one model: the chipset maker's own card first (the model by its name), then the board
 * makers' cards, priced ones first, cheapest first, then by name and slug.
 */
function withinModel(a: SuggestionCandidate, b: SuggestionCandidate): number {
  const own = (c: SuggestionCandidate) =>
    c.chipsetBrand && c.brand.toLowerCase() === c.chipsetBrand.toLowerCase() ? 0 : 1;
  return (
    own(a) - own(b) ||
    unpricedLast(a, b) ||
    (a.priceCents ?? 0) - (b.priceCents ?? 0) ||
    byCode(a.name.toLowerCase(), b.name.toLowerCase()) ||
    byCode(a.slug, b.slug)
  );
}

/**
 * The suggestions among the parts that match the text (matchesSuggestion, or the server's SQL), at
 * most `limit` (and never more than SUGGESTION_LIMIT), one per name:
 * 1. the candidates by relevance, then candidateOrder; the first SUGGESTION_CANDIDATES of them, one per name;
 * 2. relevance first: every part of a better relevance comes before any part of a worse one;
 * 3. within one relevance, spread: each next slot goes to the part whose model (type and chipset, or
 *    its own name) and brand have had the fewest slots so far (the larger of the two counts; then the
 *    model's; then the brand's), then whose model came first in the candidates' order, then
 *    withinModel. So a model or a brand takes another slot only when every part of the same
 *    relevance still waiting would also give some model or brand another one; models go round in
 *    turn, and a model shows its chipset maker's card first, then its board makers'.
 * The answer for a smaller limit is the start of the answer for a larger one. Pure and deterministic.
 */
export function rankSuggestions<C extends SuggestionCandidate>(
  matching: readonly C[],
  q: string,
  limit: number = SUGGESTION_LIMIT,
): C[] {
  const text = suggestionText(q);
  const wanted = Number.isFinite(limit) ? Math.min(Math.floor(limit), SUGGESTION_LIMIT) : 0;
  if (!suggestable(text) || wanted <= 0) return [];

  const seen = new Set<string>();
  const candidates = matching
    .map((c) => ({ c, relevance: suggestionRelevance(c, text) }))
    .sort((a, b) => a.relevance - b.relevance || candidateOrder(a.c, b.c))
    .slice(0, SUGGESTION_CANDIDATES)
    .filter(({ c }) => !seen.has(c.name) && Boolean(seen.add(c.name)));

  const modelKey = (c: C) => `${c.type}\n${modelOf(c)}`;
  const brandKey = (c: C) => c.brand.toLowerCase();
  const modelRank = new Map<string, number>();
  candidates.forEach(({ c }, i) => {
    if (!modelRank.has(modelKey(c))) modelRank.set(modelKey(c), i);
  });
  const modelSlots = new Map<string, number>();
  const brandSlots = new Map<string, number>();
  const slots = (m: Map<string, number>, key: string) => m.get(key) ?? 0;

  const picked: C[] = [];
  for (let relevance = 0; relevance <= SuggestionRelevance.OTHER && picked.length < wanted; relevance += 1) {
    const waiting = candidates.filter((x) => x.relevance === relevance).map(({ c }) => c);
    while (waiting.length > 0 && picked.length < wanted) {
      let best = 0;
      for (let i = 1; i < waiting.length; i += 1) {
        const a = waiting[i];
        const b = waiting[best];
        const [ma, ba] = [slots(modelSlots, modelKey(a)), slots(brandSlots, brandKey(a))];
        const [mb, bb] = [slots(modelSlots, modelKey(b)), slots(brandSlots, brandKey(b))];
        const better =
          Math.max(ma, ba) - Math.max(mb, bb) ||
          ma - mb ||
          ba - bb ||
          (modelRank.get(modelKey(a)) ?? 0) - (modelRank.get(modelKey(b)) ?? 0) ||
          withinModel(a, b);
        if (better < 0) best = i;
      }
      const [next] = waiting.splice(best, 1);
      picked.push(next);
      modelSlots.set(modelKey(next), slots(modelSlots, modelKey(next)) + 1);
      brandSlots.set(brandKey(next), slots(brandSlots, brandKey(next)) + 1);
    }
  }
  return picked;
}

/** The suggested names among the rows (the static deployment's `componentSuggestions`). */
export function suggestionsOf(rows: readonly SuggestionRow[], q: string, limit = SUGGESTION_LIMIT): string[] {
  const text = suggestionText(q);
  if (!suggestable(text)) return [];
  return rankSuggestions(
    rows.filter((r) => matchesSuggestion(r, text)),
    text,
    limit,
  ).map((r) => r.name);
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
  if (!suggestable(text)) return { hits: [], totalCount: 0 };
  const hits = rankSuggestions(
    rows.filter((r) => matchesSuggestion(r, text)),
    text,
    limit,
  );
  return { hits, totalCount: Math.max(rows.filter((r) => r.searchText.includes(text)).length, hits.length) };
}
