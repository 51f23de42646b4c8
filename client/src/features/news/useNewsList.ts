import { NewsPageDocument, type NewsPageQuery } from './news.generated';
import { type NewsSource } from '../../generated/graphql';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { NEWS_PAGE_SIZE } from './news-filter';

export type NewsPage = NonNullable<NewsPageQuery['news']>;
export type NewsCardItem = NewsPage['nodes'][number];

/** News of one source (or all), newest first, NEWS_PAGE_SIZE at a time. */
export function useNewsList(source: NewsSource | null) {
  const { page, loading, error, retry, loadMore, loadingMore, loadMoreFailed } = usePagedQuery(
    NewsPageDocument,
    { variables: { source, first: NEWS_PAGE_SIZE } },
    (data) => data.news,
  );
  return {
    page,
    failed: Boolean(error) && page === null,
    retry,
    retrying: loading,
    loadMore,
    loadingMore,
    loadMoreFailed,
  };
}
