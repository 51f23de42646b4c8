import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChartPie, Info } from 'lucide-react';
import clsx from 'clsx';
import {
  ALLOCATION_KEYS,
  ALLOCATION_LABELS,
  formatCents,
  type AllocationShares,
  formatCentsWhole,
} from '@rigforge/common';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type BudgetAllocationQuery, type RecommendedPartFieldsFragment } from '../planner.generated';
import { componentPath } from '../../../lib/format';
import { AllocationChart, SLICE_COLORS } from './AllocationChart';

export type Breakdown = NonNullable<BudgetAllocationQuery['budgetAllocation']>;

export const BREAKDOWN_HEADING = 'Budget Breakdown';
export const BREAKDOWN_EMPTY_TEXT =
  'Set your budget, build type and resolution, then press Calculate Build to see how to split it.';
export const BREAKDOWN_STALE_TEXT = 'Your settings changed since this breakdown. Calculate again to update it.';

function Shell({ children, headingId }: { children: ReactNode; headingId: string }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-fg">
          {BREAKDOWN_HEADING}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Split({ allocationCents, percentages }: { allocationCents: AllocationShares; percentages: AllocationShares }) {
  return (
    <ul aria-label="Split by category" className="w-full min-w-0 flex-1 divide-y divide-line">
      {ALLOCATION_KEYS.map((key) => (
        <li key={key} className="py-2.5 first:pt-0 last:pb-0">
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className={clsx('size-3 shrink-0 rounded-sm', SLICE_COLORS[key].swatch)} />
            <span className="flex-1 font-medium text-fg">{ALLOCATION_LABELS[key]}</span>
            <span className="font-semibold text-fg tabular-nums">{formatCentsWhole(allocationCents[key])}</span>
            <span className="w-12 text-right text-sm text-muted tabular-nums">{percentages[key]}%</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Recommendation({ label, part }: { label: string; part: RecommendedPartFieldsFragment | null | undefined }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted/60 p-3">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm">
        {part ? (
          <>
            <Link
              to={componentPath(part.slug)}
              className="font-semibold text-accent underline-offset-4 hover:underline"
            >
              {part.name}
            </Link>
            <span className="ml-2 text-muted tabular-nums">{formatCents(part.priceCents)}</span>
          </>
        ) : (
          <span className="text-muted">None in the parts list we would generate for these settings.</span>
        )}
      </dd>
    </div>
  );
}

export interface BreakdownPanelProps {
  headingId: string;
  breakdown: Breakdown | null;
  /** True while a calculation runs. */
  calculating: boolean;
  /** The breakdown was made for other inputs than the form shows now. */
  stale: boolean;
  /** Why the last calculation failed, if it did. */
  error: ReactNode;
}

/** docs/requirements.md §2: CPU, GPU, RAM, Storage and Other with dollars and percent of budget, plus the total. */
export function BreakdownPanel({ headingId, breakdown, calculating, stale, error }: BreakdownPanelProps) {
  if (!breakdown) {
    return (
      <Shell headingId={headingId}>
        {error ? <div className="mt-4">{error}</div> : null}
        {calculating ? (
          <div className="mt-5">
            <p role="status" className="sr-only">
              Calculating...
            </p>
            <div className="flex flex-col items-center gap-6 sm:flex-row">
              <Skeleton className="size-40 rounded-full" />
              <div className="w-full flex-1 space-y-3">
                {ALLOCATION_KEYS.map((k) => (
                  <Skeleton key={k} className="h-6 w-full" />
                ))}
              </div>
            </div>
          </div>
        ) : error ? null : (
          <div className="mt-5 flex flex-col items-center rounded-xl border border-dashed border-line-strong px-6 py-10 text-center">
            <ChartPie aria-hidden="true" className="size-10 text-accent" />
            <p className="mt-3 max-w-sm text-sm text-muted">{BREAKDOWN_EMPTY_TEXT}</p>
          </div>
        )}
      </Shell>
    );
  }

  const { allocationCents, percentages, totalCents, budgetCents, recommendations } = breakdown;
  return (
    <Shell headingId={headingId}>
      <p className="mt-1 text-sm text-muted">How to split {formatCentsWhole(budgetCents)} across your parts.</p>
      {error ? <div className="mt-4">{error}</div> : null}
      {stale ? (
        <p className="mt-4 flex items-start gap-2 rounded-xl border border-amber-600/40 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-100">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {BREAKDOWN_STALE_TEXT}
        </p>
      ) : null}
      <div
        aria-busy={calculating || undefined}
        className={clsx('mt-5 flex flex-col items-center gap-6 sm:flex-row sm:items-center', stale && 'opacity-70')}
      >
        <div className="relative size-40 shrink-0 sm:size-44">
          <AllocationChart percentages={percentages} className="size-full" />
          <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center">
            <span className="text-xs text-muted">Total</span>
            <span className="text-lg font-bold text-fg tabular-nums">{formatCentsWhole(totalCents)}</span>
          </div>
        </div>
        <Split allocationCents={allocationCents} percentages={percentages} />
      </div>
      <div className="mt-5 flex items-center justify-between gap-3 rounded-xl bg-surface-muted px-4 py-3">
        <span className="font-semibold text-fg">Total Estimated Cost</span>
        <span className="text-xl font-bold text-fg tabular-nums">{formatCentsWhole(totalCents)}</span>
      </div>
      <div className="mt-5">
        <h3 className="text-sm font-semibold text-fg">Recommended picks</h3>
        <dl className="mt-2 grid gap-3 sm:grid-cols-2">
          <Recommendation label="CPU" part={recommendations.cpu} />
          <Recommendation label="GPU" part={recommendations.gpu} />
        </dl>
      </div>
    </Shell>
  );
}
