import { useCallback } from 'react';
import type { ArticleQuery } from './articles.generated';
import { useArticleQuery } from './articles.generated';
import { isNotFoundError } from '../../lib/errors';

export type ArticleDetail = NonNullable<ArticleQuery['article']>;

export type ArticleState =
  | { status: 'loading' | 'not-found' | 'failed'; retrying: boolean; retry: () => void }
  | { status: 'found'; article: ArticleDetail; retrying: boolean; retry: () => void };

/** One article by its slug: loading, found, not found (unknown or malformed slug) or failed. */
export function useArticle(slug: string): ArticleState {
  const { data, dataState, loading, error, refetch } = useArticleQuery({ variables: { slug } });
  const retry = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  if (dataState === 'complete' && data.article)
    return { status: 'found', article: data.article, retrying: loading, retry };
  if (error) return { status: isNotFoundError(error) ? 'not-found' : 'failed', retrying: loading, retry };
  if (dataState === 'complete' && !loading) return { status: 'not-found', retrying: false, retry };
  return { status: 'loading', retrying: false, retry };
}
