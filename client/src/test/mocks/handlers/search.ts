import { graphql, HttpResponse } from 'msw';
import {
  SearchPageDocument,
  SiteSearchDocument,
  type SearchPageQuery,
  type SiteSearchQuery,
} from '../../../lib/search.generated';

type SearchResult = SiteSearchQuery['search'];

const GROUPS = [
  ['ARTICLES', 'Articles'],
  ['NEWS', 'News'],
  ['GUIDES', 'Build Guides'],
  ['COMPONENTS', 'Components'],
] as const;

/** What the server answers for text that matches nothing: every group, empty. */
export function noResults(q: string): SearchResult {
  return {
    __typename: 'SearchResult',
    query: q,
    totalCount: 0,
    groups: GROUPS.map(([kind, label]) => ({ __typename: 'SearchGroup', kind, label, totalCount: 0, hits: [] })),
  } as SearchResult;
}

/** Answers the /search page's search for `q` with `result`; other text falls through. */
export function searchPageHandler(q: string, result: SearchResult) {
  return graphql.query(SearchPageDocument, ({ variables }) =>
    variables.q === q ? HttpResponse.json({ data: { search: result as SearchPageQuery['search'] } }) : undefined,
  );
}

/** Answers the nav box's search for `q` with `result`; other text falls through. */
export function siteSearchHandler(q: string, result: SearchResult) {
  return graphql.query(SiteSearchDocument, ({ variables }) =>
    variables.q === q ? HttpResponse.json({ data: { search: result } }) : undefined,
  );
}

/** The combined search: nothing found, whatever the text. */
export const searchHandlers = [
  graphql.query(SiteSearchDocument, ({ variables }) => HttpResponse.json({ data: { search: noResults(variables.q) } })),
  graphql.query(SearchPageDocument, ({ variables }) =>
    HttpResponse.json({ data: { search: noResults(variables.q) as SearchPageQuery['search'] } }),
  ),
];
