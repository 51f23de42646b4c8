import { graphql, HttpResponse } from 'msw';
import { mockPage } from '../connection';
import {
  NewsPageDocument,
  NewsStatsDocument,
  RecordNewsViewDocument,
  type NewsCardFieldsFragment,
  type NewsPageQuery,
  type NewsPageQueryVariables,
  type NewsStatsQuery,
  type RecordNewsViewMutation,
} from '../../../features/news/news.generated';
import { type NewsSource } from '../../../generated/graphql';

export const NEWS_SOURCE_LABELS: Record<NewsSource, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', INTEL: 'Intel', X: 'X' };

/** A page of news as the server answers it. */
function newsConnection(
  nodes: NewsCardFieldsFragment[],
  { hasNextPage = false, totalCount = nodes.length }: { hasNextPage?: boolean; totalCount?: number } = {},
): NewsPageQuery['news'] {
  return mockPage('NewsConnection', nodes, {
    totalCount,
    endCursor: nodes.length ? `cursor-${nodes.length}` : null,
    hasNextPage,
  }) as NewsPageQuery['news'];
}

/**
 * Answers the news page's first page (12 items) for `source` (null: every source) with `nodes`;
 * other requests fall through. `seen` records each answered request's variables.
 */
export function newsPageHandler(
  source: NewsSource | null,
  nodes: NewsCardFieldsFragment[],
  options: { hasNextPage?: boolean; totalCount?: number; seen?: NewsPageQueryVariables[] } = {},
) {
  return graphql.query(NewsPageDocument, ({ variables }) => {
    if ((variables.source ?? null) !== source || variables.first !== 12 || variables.after) return undefined;
    options.seen?.push(variables);
    return HttpResponse.json({ data: { news: newsConnection(nodes, options) } });
  });
}

/** Answers the news totals and the per-source counts (default: NVIDIA 2, AMD 1). */
export function newsStatsHandler(
  stats: Partial<{ totalViews: number; totalComments: number; latestUpdate: string | null }> = {},
  counts: Partial<Record<NewsSource, number>> = { NVIDIA: 2, AMD: 1 },
) {
  return graphql.query(NewsStatsDocument, () =>
    HttpResponse.json({
      data: {
        newsStats: {
          __typename: 'NewsStats',
          totalViews: 1234,
          totalComments: 56,
          latestUpdate: '2025-03-07T09:00:00.000Z',
          ...stats,
          sources: (Object.keys(NEWS_SOURCE_LABELS) as NewsSource[]).map((source) => ({
            __typename: 'NewsSourceCount',
            source,
            sourceLabel: NEWS_SOURCE_LABELS[source],
            count: counts[source] ?? 0,
          })),
        } as NewsStatsQuery['newsStats'],
      },
    }),
  );
}

/** Answers the view of `newsId` with its new count `views`, recording each view in `calls`. */
export function recordViewHandler(newsId: string, views: number, calls: string[] = []) {
  return graphql.mutation(RecordNewsViewDocument, ({ variables }) => {
    if (variables.newsId !== newsId) return undefined;
    calls.push(newsId);
    return HttpResponse.json({
      data: {
        recordNewsView: {
          __typename: 'NewsItem',
          id: newsId,
          views,
          commentCount: 1,
        } as RecordNewsViewMutation['recordNewsView'],
      },
    });
  });
}

/** The news: no stories yet (the totals are in ./comments.ts, which refreshes them); a view is counted. */
export const newsHandlers = [
  graphql.query(NewsPageDocument, () => HttpResponse.json({ data: { news: newsConnection([]) } })),
  graphql.mutation(RecordNewsViewDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        recordNewsView: {
          __typename: 'NewsItem',
          id: String(variables.newsId),
          views: 1,
          commentCount: 0,
        } as RecordNewsViewMutation['recordNewsView'],
      },
    }),
  ),
];
