import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import { Newspaper } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { type NewsSource } from '../../generated/graphql';
import { NewsStatsDocument, useNewsStatsQuery, useRecordNewsViewMutation } from './news.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { useReadNews } from '../../lib/read-news';
import { NewsCard, NewsCardSkeleton, type CommentCountChange, type CommentsComponent } from './components/NewsCard';
import { NewsSidebar } from './components/NewsSidebar';
import { NEWS_SOURCES, NEWS_TITLE, sourceFilterOf, toggledSource, withSourceFilter } from './news-filter';
import { useNewsList, type NewsCardItem } from './useNewsList';

export const NEWS_LOAD_ERROR = "We couldn't load the news.";
const PLACEHOLDERS = 3;

/**
 * /news (docs/requirements.md §2 "News", §4 "News card"): the news cards, newest first, and a side
 * column with News Sources (a filter kept in the address as ?source=) and Quick Stats. The comment
 * section under a card is the comments feature's, handed in by the app (features stay apart).
 */
export function NewsPage({ Comments }: { Comments: CommentsComponent }) {
  useDocumentTitle(NEWS_TITLE);
  const [params, setParams] = useSearchParams();
  const source = sourceFilterOf(params);
  // A link to one story (/news?item={slug}, from the search box) opens it in full.
  const focusedSlug = params.get('item');
  const list = useNewsList(source);
  const stats = useNewsStatsQuery();
  const { readIds, markRead } = useReadNews();
  const [openComments, setOpenComments] = useState<string | null>(null);
  const [recordView] = useRecordNewsViewMutation({ refetchQueries: [NewsStatsDocument] });
  const client = useApolloClient();
  /** Quick Stats' comment total after a post (from its answer, no read) or another change (read again). */
  const onCommentCount = useCallback(
    (change: CommentCountChange) => {
      if (change === 'posted') {
        client.cache.updateQuery({ query: NewsStatsDocument }, (data) =>
          data?.newsStats
            ? { newsStats: { ...data.newsStats, totalComments: data.newsStats.totalComments + 1 } }
            : data,
        );
      } else {
        void client
          .refetchQueries({ include: [NewsStatsDocument] })
          .catch((e: unknown) => console.warn('[news] could not refresh the stats', e));
      }
    },
    [client],
  );
  const viewed = useRef(new Set<string>());

  /** §4: the first click marks the item read (NEW goes) and records a view; a failed view is only logged. */
  const onFirstClick = useCallback(
    (item: NewsCardItem) => {
      if (!readIds.has(item.id)) markRead([item.id]);
      if (viewed.current.has(item.id)) return;
      viewed.current.add(item.id);
      recordView({ variables: { newsId: item.id } }).catch((error: unknown) =>
        console.warn('[news] could not record a view', error),
      );
    },
    [markRead, readIds, recordView],
  );

  const setSource = (clicked: NewsSource) =>
    setParams(withSourceFilter(params, toggledSource(source, clicked)), {
      preventScrollReset: true,
      state: KEEP_SCROLL_STATE,
    });

  const sourceLabel = NEWS_SOURCES.find((s) => s.source === source)?.label;
  let results;
  if (list.failed) {
    results = <LoadError message={NEWS_LOAD_ERROR} onRetry={list.retry} retrying={list.retrying} />;
  } else if (!list.page) {
    results = (
      <>
        <p role="status" className="sr-only">
          Loading news...
        </p>
        <div className="flex flex-col gap-6">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <NewsCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (list.page.nodes.length === 0) {
    results = (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
        <Newspaper aria-hidden="true" className="size-10 text-muted" />
        <h2 className="mt-4 text-lg font-semibold text-fg">No news yet</h2>
        <p className="mt-2 max-w-md text-sm text-muted">
          {sourceLabel
            ? `There is no ${sourceLabel} news right now. Check back soon or see every source.`
            : 'There is no hardware news right now. Check back soon.'}
        </p>
        {source ? (
          <Button className="mt-6" variant="outline" onClick={() => setSource(source)}>
            Show all sources
          </Button>
        ) : null}
      </div>
    );
  } else {
    const { nodes, totalCount, pageInfo } = list.page;
    results = (
      <>
        <p role="status" className="mb-4 text-sm text-muted">
          Showing {nodes.length} of {totalCount} {totalCount === 1 ? 'story' : 'stories'}
          {sourceLabel ? ` from ${sourceLabel}` : ''}
        </p>
        <ul className="flex flex-col gap-6">
          {nodes.map((item, index) => (
            <li key={item.id}>
              <NewsCard
                item={item}
                isNew={!readIds.has(item.id)}
                onFirstClick={onFirstClick}
                commentsOpen={openComments === item.id}
                onToggleComments={(id) => setOpenComments((open) => (open === id ? null : id))}
                eagerImage={index === 0}
                Comments={Comments}
                onCommentCount={onCommentCount}
                focused={item.slug === focusedSlug}
              />
            </li>
          ))}
        </ul>
        {pageInfo.hasNextPage ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            <Button variant="secondary" size="lg" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
            {list.loadMoreFailed ? (
              <p role="alert" className="text-sm text-amber-800 dark:text-amber-200">
                We couldn&apos;t load more news. Please try again.
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="mb-8 max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">From the vendors&apos; newsrooms</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{NEWS_TITLE}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            GPU, CPU and platform news from NVIDIA, AMD, Intel and X, with a discussion under every story.
          </p>
        </header>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-label="News stories" className="min-w-0">
            {results}
          </section>
          <aside aria-label="News sources and stats" className="lg:sticky lg:top-24 lg:self-start">
            <NewsSidebar
              stats={stats.data?.newsStats ?? null}
              failed={Boolean(stats.error)}
              source={source}
              onSource={setSource}
            />
          </aside>
        </div>
      </div>
    </div>
  );
}
