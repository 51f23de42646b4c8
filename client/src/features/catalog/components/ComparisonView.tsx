import { useId, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, CircleCheck } from 'lucide-react';
import clsx from 'clsx';
import { NOT_AVAILABLE } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type CompareComponentsQuery, useCompareComponentsQuery } from '../catalog.generated';
import { type Side } from '../../../generated/graphql';
import { isNotFoundError } from '../../../lib/errors';
import { componentPath, PERFORMANCE_SCALE_NOTE } from '../format';
import { LoadError } from '../../../components/ui/LoadError';
import { PartImage, PriceTag, TypeBadge } from './PartParts';

type Comparison = NonNullable<CompareComponentsQuery['compareComponents']>;
type ComparedPart = Comparison['a'];
type Row = Comparison['rows'][number];

export const BETTER_LABEL = 'Better';

/** The rows that sum a part up; every other row is a spec. */
const OVERVIEW_KEYS = new Set([
  'price',
  'rating',
  'valueScore',
  'powerEfficiency',
  'cpuGaming',
  'cpuSingle',
  'cpuMulti',
  'gpu1080p',
  'gpu1440p',
  'gpu4k',
]);
const INDEX_KEYS = new Set(['cpuGaming', 'cpuSingle', 'cpuMulti', 'gpu1080p', 'gpu1440p', 'gpu4k']);

export interface ComparisonViewProps {
  ids: readonly string[];
  onClose: () => void;
  /** The heading, which takes focus when the comparison opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The list's query string, so that a part's page can lead back here. */
  catalogSearch: string;
}

function PartHeader({ part, catalogSearch }: { part: ComparedPart; catalogSearch: string }) {
  return (
    <div className="flex flex-col gap-3 text-left font-normal">
      <PartImage type={part.type} imageUrl={part.imageUrl} className="hidden h-28 rounded-xl sm:flex" />
      <div className="flex flex-wrap gap-1.5">
        <span className="hidden sm:contents">
          <TypeBadge type={part.type} />
        </span>
      </div>
      <p className="text-sm leading-snug font-semibold text-fg sm:text-base">
        <Link
          to={componentPath(part.slug)}
          state={{ catalogSearch }}
          className="rounded decoration-2 underline-offset-4 hover:text-accent hover:underline"
        >
          {part.name}
        </Link>
      </p>
      <p className="text-sm text-muted">{part.brand}</p>
      <PriceTag priceCents={part.priceCents} basis={part.priceBasis ?? null} />
    </div>
  );
}

function Cell({ value, better }: { value: string | null; better: boolean }) {
  return (
    <td
      className={clsx(
        'px-3 py-3 align-top text-sm sm:px-4',
        better
          ? 'bg-emerald-50 font-semibold text-emerald-950 dark:bg-emerald-400/10 dark:text-emerald-100'
          : 'text-fg',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {value === null ? <span className="text-muted">{NOT_AVAILABLE}</span> : <span>{value}</span>}
        {better ? (
          <Badge tone="green">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {BETTER_LABEL}
          </Badge>
        ) : null}
      </div>
    </td>
  );
}

function cellText(row: Row, side: Side): string | null {
  return (side === 'A' ? row.a : row.b) ?? null;
}

function RowGroup({ title, rows }: { title: string; rows: readonly Row[] }) {
  if (rows.length === 0) return null;
  const isBetter = (row: Row, side: Side) => row.better === side;
  return (
    <tbody>
      <tr className="border-t border-line bg-surface-muted">
        <th
          scope="colgroup"
          colSpan={3}
          className="px-3 py-2 text-left text-xs font-semibold tracking-wider text-muted uppercase sm:px-4"
        >
          {title}
        </th>
      </tr>
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-line">
          <th scope="row" className="px-3 py-3 text-left align-top text-sm font-medium text-muted sm:px-4">
            {row.label}
          </th>
          <Cell value={cellText(row, 'A')} better={isBetter(row, 'A')} />
          <Cell value={cellText(row, 'B')} better={isBetter(row, 'B')} />
        </tr>
      ))}
    </tbody>
  );
}

function ComparisonTable({ comparison, catalogSearch }: { comparison: Comparison; catalogSearch: string }) {
  const { a, b, rows } = comparison;
  const overview = rows.filter((r) => OVERVIEW_KEYS.has(r.key));
  const specs = rows.filter((r) => !OVERVIEW_KEYS.has(r.key));
  const hasIndices = rows.some((r) => INDEX_KEYS.has(r.key));
  return (
    <>
      <ul className="mt-4 flex flex-col gap-1 text-sm text-muted">
        <li className="flex flex-wrap items-center gap-2">
          <Badge tone="green">
            <CircleCheck aria-hidden="true" className="size-3.5" />
            {BETTER_LABEL}
          </Badge>
          marks the stronger value in a row; rows without it are equal or not ranked.
        </li>
        {a.type === b.type ? null : (
          <li>These parts are of different types, so only the price, rating and scores are ranked.</li>
        )}
        {hasIndices ? <li>{PERFORMANCE_SCALE_NOTE}</li> : null}
      </ul>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
        <table className="w-full min-w-[20rem] table-fixed border-collapse">
          <caption className="sr-only">{`${a.name} compared with ${b.name}`}</caption>
          <colgroup>
            <col className="w-[30%] sm:w-1/4" />
            <col />
            <col />
          </colgroup>
          <thead>
            <tr>
              <td className="px-3 py-4 align-bottom text-xs text-muted sm:px-4">
                <span className="sr-only">Spec</span>
              </td>
              <th scope="col" className="px-3 py-4 align-top sm:px-4">
                <PartHeader part={a} catalogSearch={catalogSearch} />
              </th>
              <th scope="col" className="px-3 py-4 align-top sm:px-4">
                <PartHeader part={b} catalogSearch={catalogSearch} />
              </th>
            </tr>
          </thead>
          <RowGroup title="Overview" rows={overview} />
          <RowGroup title="Specifications" rows={specs} />
        </table>
      </div>
    </>
  );
}

function ComparisonSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading the comparison...
      </p>
      <div aria-hidden="true" className="mt-6 rounded-2xl border border-line bg-surface p-4">
        <div className="grid grid-cols-[30%_1fr_1fr] gap-4">
          <span />
          <Skeleton className="aspect-[16/9] rounded-xl" />
          <Skeleton className="aspect-[16/9] rounded-xl" />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="col-span-3 h-6" />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The side-by-side comparison of the two chosen parts (docs/requirements.md §5), with the better value per row marked.
 */
export function ComparisonView({ ids, onClose, headingRef, catalogSearch }: ComparisonViewProps) {
  const headingId = useId();
  const { data, loading, error, refetch } = useCompareComponentsQuery({ variables: { ids: [...ids] } });
  const comparison = data?.compareComponents ?? null;

  let body;
  if (comparison) {
    body = <ComparisonTable comparison={comparison} catalogSearch={catalogSearch} />;
  } else if (error) {
    const gone = isNotFoundError(error);
    body = (
      <div className="mt-8">
        <LoadError
          message={gone ? 'One of these parts is no longer in the catalog.' : "We couldn't load the comparison."}
          onRetry={() => {
            refetch().catch(() => undefined);
          }}
          retrying={loading}
        >
          <Button variant="ghost" onClick={onClose}>
            Back to the list
          </Button>
        </LoadError>
      </div>
    );
  } else {
    body = <ComparisonSkeleton />;
  }

  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-fg outline-none"
        >
          Side-by-side comparison
        </h2>
        <Button variant="outline" onClick={onClose}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Close comparison
        </Button>
      </div>
      {body}
    </section>
  );
}
