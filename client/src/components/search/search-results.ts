import { searchResultPath, type SearchGroupKey } from '@rigforge/common';
import type { SiteSearchQuery } from '../../lib/search.generated';

export type SearchGroupResult = NonNullable<SiteSearchQuery['search']>['groups'][number];
export type SearchHitResult = SearchGroupResult['hits'][number];

/** The common group key of a GraphQL group kind ('ARTICLES' → 'articles'). */
export function groupKey(group: Pick<SearchGroupResult, 'kind'>): SearchGroupKey {
  return group.kind.toLowerCase() as SearchGroupKey;
}

/** Where a hit leads: the article, the news item on /news, the guide or the component page. */
export function hitPath(group: Pick<SearchGroupResult, 'kind'>, hit: Pick<SearchHitResult, 'slug'>): string {
  return searchResultPath(groupKey(group), hit.slug);
}

/** "1 result" / "12 results". */
export function resultCount(n: number): string {
  return `${n} ${n === 1 ? 'result' : 'results'}`;
}
