import { BarChart3, Rss } from 'lucide-react';
import clsx from 'clsx';
import { formatCount } from '@rigforge/common';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type NewsStatsQuery } from '../news.generated';
import { type NewsSource } from '../../../generated/graphql';
import { formatNewsDate } from '../../../lib/dates';
import { NEWS_SOURCES } from '../news-filter';

type Stats = NewsStatsQuery['newsStats'];

/**
 * The side column (docs/requirements.md §2 "News", §9 "News"): News Sources with a count each
 * (click to show only that source, click again to show all) and Quick Stats.
 */
export function NewsSidebar({
  stats,
  failed,
  source,
  onSource,
}: {
  stats: Stats | null;
  failed: boolean;
  source: NewsSource | null;
  onSource: (source: NewsSource) => void;
}) {
  const countOf = (s: NewsSource) => stats?.sources.find((entry) => entry.source === s)?.count ?? 0;
  const labelOf = (s: NewsSource, fallback: string) =>
    stats?.sources.find((entry) => entry.source === s)?.sourceLabel ?? fallback;

  return (
    <div className="flex flex-col gap-6">
      <Card className="p-5">
        <h2 className="mb-1 flex items-center gap-2 text-lg font-semibold text-fg">
          <Rss aria-hidden="true" className="size-5 text-accent" />
          News Sources
        </h2>
        <p className="mb-3 text-sm text-muted">Pick a source to see only its news.</p>
        <ul className="flex flex-col gap-1">
          {NEWS_SOURCES.map(({ source: s, label }) => {
            const active = source === s;
            return (
              <li key={s}>
                <button
                  type="button"
                  aria-pressed={active}
                  onClick={() => onSource(s)}
                  className={clsx(
                    'flex h-10 w-full items-center justify-between rounded-xl px-3 text-sm font-medium transition-colors',
                    active ? 'bg-brand text-white' : 'text-fg hover:bg-surface-muted',
                  )}
                >
                  <span>{labelOf(s, label)}</span>
                  {stats ? (
                    <span
                      className={clsx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                        active ? 'bg-white/20 text-white' : 'bg-surface-muted text-fg',
                      )}
                    >
                      {countOf(s)}
                      <span className="sr-only"> {countOf(s) === 1 ? 'item' : 'items'}</span>
                    </span>
                  ) : failed ? null : (
                    <Skeleton className="h-5 w-7 rounded-full" />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-fg">
          <BarChart3 aria-hidden="true" className="size-5 text-accent" />
          Quick Stats
        </h2>
        {failed && !stats ? (
          <p className="text-sm text-muted">The figures are not available right now.</p>
        ) : (
          <dl className="flex flex-col gap-2 text-sm">
            {[
              { term: 'Total views', value: stats ? formatCount(stats.totalViews) : null },
              { term: 'Total comments', value: stats ? formatCount(stats.totalComments) : null },
              {
                term: 'Latest update',
                value: stats ? formatNewsDate(stats.latestUpdate) || 'No news yet' : null,
              },
            ].map(({ term, value }) => (
              <div key={term} className="flex items-center justify-between gap-3">
                <dt className="text-muted">{term}</dt>
                <dd className="font-semibold text-fg tabular-nums">{value ?? <Skeleton className="h-4 w-16" />}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
    </div>
  );
}
