/**
 * The combined search's shared rules (docs/articles-and-search.md): input limits, how the query text
 * becomes full-text search terms, the snippet markers, and the result addresses.
 */

/** Longest search text accepted, in characters. */
export const SEARCH_MAX_LENGTH = 200;
/** Results per group when no limit is given (the nav box's dropdown). */
export const SEARCH_DEFAULT_LIMIT = 5;
/** Most results per group (the /search page). */
export const SEARCH_MAX_LIMIT = 20;
/** How long the nav box waits after the last keystroke before it searches, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Snippets mark the matched words with these two control characters (ts_headline's StartSel and
 * StopSel). They cannot appear in the indexed text (the server strips them first), so the client
 * can split on them and render the marked parts as <mark> elements without ever parsing HTML.
 */
export const SNIPPET_START = '\u0002';
export const SNIPPET_STOP = '\u0003';

export type SearchGroupKey = 'articles' | 'news' | 'guides' | 'components';
export const SEARCH_GROUP_LABELS: Record<SearchGroupKey, string> = {
  articles: 'Articles',
  news: 'News',
  guides: 'Build Guides',
  components: 'Components',
};

/** What the database receives for one search text. */
export interface SearchTerms {
  /** The whole text, for the catalog's suggestions. */
  text: string;
  /** Text for websearch_to_tsquery (quotes, `or` and `-word` keep their meaning); may be empty. */
  websearch: string;
  /**
   * The last word when the text ends in one, for prefix matching (`word:*`): only letters and
   * digits, lowercase, at least 2 characters; null when there is none.
   */
  prefix: string | null;
}

const WORD_AT_END = /[\p{L}\p{N}]+$/u;

/** The text with control characters as spaces and runs of white space as one space, trimmed. */
export function normalizeSearchText(q: string): string {
  const visible = Array.from(q, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? ' ' : char;
  }).join('');
  return visible.replace(/\s+/g, ' ').trim();
}

/**
 * Splits search text into a websearch part and a prefix term for the last word, so that "nvme
 * gen" finds "generation" while the words before it match whole (stemmed). The last word is a
 * prefix only when it is a plain word: not inside an open quote, not negated (`-word`), not `or`.
 * Never throws; any punctuation is left to websearch_to_tsquery, which never raises syntax errors.
 */
export function searchTerms(q: string): SearchTerms {
  const text = normalizeSearchText(q);
  const match = WORD_AT_END.exec(text);
  if (!match) return { text, websearch: text, prefix: null };
  const word = match[0];
  const before = text.slice(0, match.index);
  const quotes = (before.match(/"/g) ?? []).length;
  const negated = /(^|\s)-$/.test(before);
  if (quotes % 2 === 1 || negated || word.length < 2 || word.toLowerCase() === 'or') {
    return { text, websearch: text, prefix: null };
  }
  return { text, websearch: before.trim(), prefix: word.toLowerCase() };
}

/** A piece of a snippet: plain text, or a matched (highlighted) run. */
export interface SnippetPart {
  text: string;
  highlighted: boolean;
}

/** Splits a marked snippet into parts; unbalanced or stray markers are dropped, never rendered. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let highlighted = false;
  let current = '';
  const flush = () => {
    if (current) {
      const last = parts.at(-1);
      if (last && last.highlighted === highlighted) last.text += current;
      else parts.push({ text: current, highlighted });
    }
    current = '';
  };
  for (const char of snippet) {
    if (char === SNIPPET_START || char === SNIPPET_STOP) {
      flush();
      highlighted = char === SNIPPET_START;
    } else current += char;
  }
  flush();
  return parts;
}

/** The snippet without its markers. */
export function snippetText(snippet: string): string {
  return snippet.replaceAll(SNIPPET_START, '').replaceAll(SNIPPET_STOP, '');
}

/**
 * Marks every case-insensitive occurrence of `needle` in `text` (the component group, which the
 * catalog matches by substring rather than full-text search).
 */
export function markOccurrences(text: string, needle: string): string {
  const plain = snippetText(text);
  const wanted = normalizeSearchText(needle).toLowerCase();
  if (!wanted) return plain;
  const lower = plain.toLowerCase();
  // Lowercasing can change a string's length for a few characters; then mark nothing rather than the wrong part.
  if (lower.length !== plain.length) return plain;
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, at + wanted.length)) {
    out += plain.slice(from, at) + SNIPPET_START + plain.slice(at, at + wanted.length) + SNIPPET_STOP;
    from = at + wanted.length;
  }
  return out + plain.slice(from);
}

/** Where a result leads in the site. News items open on /news with that item expanded (`item`). */
export function searchResultPath(group: SearchGroupKey, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (group) {
    case 'articles':
      return `/articles/${s}`;
    case 'news':
      return `/news?item=${s}`;
    case 'guides':
      return `/guides/${s}`;
    case 'components':
      return `/components/${s}`;
  }
}

/** The full results page for a search text. */
export function searchPagePath(q: string): string {
  return `/search?q=${encodeURIComponent(normalizeSearchText(q))}`;
}
