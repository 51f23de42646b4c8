import { type MockLink } from '@apollo/client/testing';
import {
  NewsPageDocument,
  NewsStatsDocument,
  RecordNewsViewDocument,
  type NewsCardFieldsFragment,
} from '../news.generated';
import { type NewsSource } from '../../../generated/graphql';

const LABELS: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', INTEL: 'Intel', X: 'X' };

export function makeNewsItem(n: number, overrides: Partial<NewsCardFieldsFragment> = {}): NewsCardFieldsFragment {
  const source = overrides.source ?? 'NVIDIA';
  return {
    __typename: 'NewsItem',
    id: `news-${n}`,
    slug: `story-${n}`,
    source,
    sourceLabel: LABELS[source],
    title: `Story number ${n}`,
    excerpt: `The short version of story ${n}.`,
    content: `## What happened\n\nThe **long** version of story ${n}.\n\n- first point\n- second point`,
    imageUrl: `/news/story-${n}.svg`,
    imageAlt: `Illustration for story ${n}`,
    sourceUrl: `https://example.com/newsroom/${n}`,
    publishedAt: '2025-03-05T10:00:00.000Z',
    views: 10 * n,
    commentCount: n,
    ...overrides,
  } as NewsCardFieldsFragment;
}

export function newsPageMock(
  source: NewsSource | null,
  nodes: NewsCardFieldsFragment[],
  {
    hasNextPage = false,
    totalCount = nodes.length,
    seen,
  }: { hasNextPage?: boolean; totalCount?: number; seen?: unknown[] } = {},
): MockLink.MockedResponse {
  return {
    request: { query: NewsPageDocument, variables: { source, first: 12 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables) => {
      seen?.push(variables);
      return {
        data: {
          news: {
            __typename: 'NewsConnection',
            totalCount,
            endCursor: nodes.length ? `cursor-${nodes.length}` : null,
            hasNextPage,
            nodes,
          },
        },
      };
    },
  };
}

export function newsPageErrorMock(source: NewsSource | null = null): MockLink.MockedResponse {
  return {
    request: { query: NewsPageDocument, variables: { source, first: 12 } },
    error: new Error('Failed to fetch'),
  };
}

export function newsStatsMock(
  stats: Partial<{ totalViews: number; totalComments: number; latestUpdate: string | null }> = {},
  counts: Partial<Record<NewsSource, number>> = { NVIDIA: 2, AMD: 1 },
): MockLink.MockedResponse {
  return {
    request: { query: NewsStatsDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        newsStats: {
          __typename: 'NewsStats',
          totalViews: 1234,
          totalComments: 56,
          latestUpdate: '2025-03-07T09:00:00.000Z',
          ...stats,
          sources: (Object.keys(LABELS) as NewsSource[]).map((source) => ({
            __typename: 'NewsSourceCount',
            source,
            sourceLabel: LABELS[source],
            count: counts[source] ?? 0,
          })),
        },
      },
    },
  };
}

export function recordViewMock(newsId: string, views: number, calls: string[]): MockLink.MockedResponse {
  return {
    request: { query: RecordNewsViewDocument, variables: { newsId } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => {
      calls.push(newsId);
      return { data: { recordNewsView: { __typename: 'NewsItem', id: newsId, views, commentCount: 1 } } };
    },
  };
}
