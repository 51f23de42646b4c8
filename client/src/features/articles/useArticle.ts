import { useCallback } from 'react';
import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';
import type { ArticleQuery } from '../../generated/articles';
import { useArticleQuery } from '../../generated/articles-hooks';

export type ArticleDetail = NonNullable<ArticleQuery['article']>;

/** A malformed slug is refused as BAD_USER_INPUT: for the reader that is "no article here". */
function isNotFound(error: ErrorLike | undefined): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => ['BAD_USER_INPUT', 'NOT_FOUND'].includes(String(e.extensions?.code)))
  );
}

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
  if (error) return { status: isNotFound(error) ? 'not-found' : 'failed', retrying: loading, retry };
  if (dataState === 'complete' && !loading) return { status: 'not-found', retrying: false, retry };
  return { status: 'loading', retrying: false, retry };
}
