// The news page's bookmarkable state: the source filter as ?source=nvidia|amd|intel|x.
import { type NewsSource } from '../../generated/graphql';

export const NEWS_PAGE_SIZE = 12;
export const NEWS_TITLE = 'Latest Hardware News';

/** docs/requirements.md §9 "News": the four sources, in display order. */
export const NEWS_SOURCES: readonly { source: NewsSource; param: string; label: string }[] = [
  { source: 'NVIDIA', param: 'nvidia', label: 'NVIDIA' },
  { source: 'AMD', param: 'amd', label: 'AMD' },
  { source: 'INTEL', param: 'intel', label: 'Intel' },
  { source: 'X', param: 'x', label: 'X' },
];

/** The source the address asks for; null (all) when it names none or one we do not know. */
export function sourceFilterOf(params: URLSearchParams): NewsSource | null {
  const value = params.get('source')?.toLowerCase();
  return NEWS_SOURCES.find((s) => s.param === value)?.source ?? null;
}

/** The parameters with the source set (or removed for null); other parameters are kept. */
export function withSourceFilter(params: URLSearchParams, source: NewsSource | null): URLSearchParams {
  const next = new URLSearchParams(params);
  const entry = NEWS_SOURCES.find((s) => s.source === source);
  if (entry) next.set('source', entry.param);
  else next.delete('source');
  return next;
}

/** Clicking the current source again clears the filter (§2 "News Sources"). */
export function toggledSource(current: NewsSource | null, clicked: NewsSource): NewsSource | null {
  return current === clicked ? null : clicked;
}
