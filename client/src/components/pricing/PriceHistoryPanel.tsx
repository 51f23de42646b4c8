import { lazy, Suspense, useId, useState } from 'react';
import { Table2 } from 'lucide-react';
import clsx from 'clsx';
import { formatCents } from '@rigforge/common';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { usePriceHistoryQuery } from './pricing.generated';
import { HISTORY_EMPTY_TEXT, HISTORY_NOTE, HISTORY_RANGES } from './constants';
import { chartData, formatDay, historyGaps, seriesOf, type HistoryPoint } from './history';
import { SERIES } from './retailers';

// recharts is large: it loads only when a history is about to be drawn, never with the home page.
const PriceHistoryChart = lazy(() => import('./PriceHistoryChart'));

const CHART_HEIGHT = 'h-56';

function changeText(changeCents: number | null | undefined, changePercent: number | null | undefined): string {
  if (changeCents === null || changeCents === undefined) return 'n/a';
  const sign = changeCents > 0 ? '+' : changeCents < 0 ? '−' : '';
  const percent =
    changePercent === null || changePercent === undefined ? '' : ` (${sign}${Math.abs(changePercent).toFixed(1)}%)`;
  return `${sign}${formatCents(Math.abs(changeCents))}${percent}`;
}

function Stat({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <div className="rounded-lg border border-line bg-surface-muted px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={clsx(
          'text-sm font-semibold tabular-nums',
          tone === 'up'
            ? 'text-red-700 dark:text-red-300'
            : tone === 'down'
              ? 'text-emerald-700 dark:text-emerald-300'
              : 'text-fg',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** "No observations between May 14, 2024 and Jul 23, 2025: the line breaks there.", once per gap. */
export function gapNotes(points: readonly HistoryPoint[]): string[] {
  return [
    ...new Set(
      historyGaps(points).map(
        (gap) => `No observations between ${formatDay(gap.from)} and ${formatDay(gap.to)}: the line breaks there.`,
      ),
    ),
  ];
}

/**
 * A part's observed prices over 3 months, a year or everything we hold: the chart (lazily loaded),
 * minimum, maximum, average and change, and the same points as a table for screen readers and
 * anyone who prefers numbers. Nothing is interpolated or invented.
 */
export function PriceHistoryPanel({ componentId, headingLevel = 3 }: { componentId: string; headingLevel?: 3 | 4 }) {
  const headingId = useId();
  const tableId = useId();
  // All by default: the dated snapshots a fresh install ships end in July 2025 (seed/README.md on the server).
  const [days, setDays] = useState<number | null>(null);
  const [showTable, setShowTable] = useState(false);
  const { data, previousData, loading, error, refetch } = usePriceHistoryQuery({ variables: { componentId, days } });
  const history = data?.priceHistory ?? previousData?.priceHistory ?? null;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const points = history?.points ?? [];
  // The range of the numbers shown (while another range loads, the last one stays on screen).
  const shownDays = history ? (history.days ?? null) : days;
  const rangeLabel = HISTORY_RANGES.find((r) => r.days === shownDays)?.label ?? 'All';

  return (
    <section aria-labelledby={headingId} aria-busy={loading} className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={headingId} className="font-semibold text-fg">
          Price history
        </Heading>
        <div role="group" aria-label="History range" className="inline-flex rounded-lg border border-line p-0.5">
          {HISTORY_RANGES.map((range) => (
            <button
              key={range.label}
              type="button"
              aria-pressed={range.days === days}
              onClick={() => setDays(range.days)}
              className={clsx(
                'rounded-md px-3 py-1.5 text-xs font-semibold',
                range.days === days ? 'bg-brand text-white' : 'text-muted hover:bg-surface-muted hover:text-fg',
              )}
            >
              {range.label}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-xs text-muted">{HISTORY_NOTE}</p>

      {error && !history ? (
        <div role="alert" className="mt-4 text-sm text-fg">
          We couldn&apos;t load the price history.{' '}
          <button
            type="button"
            className="font-semibold text-accent underline"
            onClick={() => {
              refetch().catch(() => undefined);
            }}
          >
            Try again
          </button>
        </div>
      ) : !history ? (
        <>
          <p role="status" className="sr-only">
            Loading price history...
          </p>
          <Skeleton className={clsx('mt-4 w-full rounded-lg', CHART_HEIGHT)} />
        </>
      ) : points.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-line-strong p-4 text-sm text-muted">
          {HISTORY_EMPTY_TEXT} {days !== null ? 'Try the All range.' : null}
        </p>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
            <Stat
              label="Lowest"
              value={
                history.minCents === null || history.minCents === undefined ? 'n/a' : formatCents(history.minCents)
              }
            />
            <Stat
              label="Highest"
              value={
                history.maxCents === null || history.maxCents === undefined ? 'n/a' : formatCents(history.maxCents)
              }
            />
            <Stat
              label="Average"
              value={
                history.averageCents === null || history.averageCents === undefined
                  ? 'n/a'
                  : formatCents(history.averageCents)
              }
            />
            <Stat
              label={`Change (${rangeLabel})`}
              value={changeText(history.changeCents, history.changePercent)}
              tone={
                history.changeCents && history.changeCents > 0
                  ? 'up'
                  : history.changeCents && history.changeCents < 0
                    ? 'down'
                    : undefined
              }
            />
          </dl>
          <div className={clsx('mt-4 w-full', CHART_HEIGHT)}>
            <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
              <PriceHistoryChart {...chartData(points)} />
            </Suspense>
          </div>
          {gapNotes(points).map((note) => (
            <p key={note} className="mt-2 text-xs text-muted">
              {note}
            </p>
          ))}
          <p className="sr-only">The chart shows {points.length} observed prices; the table below lists them.</p>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((s) => !s)}
          >
            <Table2 aria-hidden="true" className="size-4" />
            {showTable ? 'Hide data table' : 'Show data table'}
          </Button>
          {/* Always in the accessibility tree (visually hidden until shown), so screen readers get the numbers. */}
          <div id={tableId} className={clsx(showTable ? 'mt-2' : 'sr-only')}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Observed prices, oldest first ({rangeLabel})</caption>
              <thead>
                <tr className="border-b border-line text-xs text-muted">
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Retailer
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    Price
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={`${seriesOf(point)}-${point.observedAt}`} className="border-b border-line/60 text-fg">
                    <td className="py-1.5 pr-3">{formatDay(point.observedAt)}</td>
                    <td className="py-1.5 pr-3">{SERIES[seriesOf(point)].name}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatCents(point.priceCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
