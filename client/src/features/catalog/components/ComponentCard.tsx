import { useId } from 'react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { type CatalogLayout } from '@rigforge/common';
import { ButtonLink } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type ComponentCardFieldsFragment } from '../catalog.generated';
import { componentPath } from '../format';
import { CompareToggle } from './CompareToggle';
import { PartImage, PriceTag, RatingLine, TypeBadge } from './PartParts';

export type CardPart = ComponentCardFieldsFragment;

/** Router state a detail page reads to lead back to the list as it was. */
export interface CatalogLinkState {
  catalogSearch: string;
}

/** Choosing a part for the builder: where "Add to build" leads, and the rules the part breaks (empty: it fits). */
export interface CardBuilderChoice {
  addHref: string;
  exclusions: readonly { rule: string; label: string; message: string }[];
}

export interface ComponentCardProps {
  part: CardPart;
  /** Set while choosing a part for the builder. */
  choice?: CardBuilderChoice | null;
  layout: CatalogLayout;
  inCompare: boolean;
  compareFull: boolean;
  onToggleCompare: (part: CardPart) => void;
  /** The list's current query string, so the detail page can lead back to it. */
  catalogSearch: string;
}

function KeySpecs({ part, className }: { part: CardPart; className?: string }) {
  const specs = part.keySpecs;
  if (specs.length === 0) return null;
  return (
    <dl className={clsx('grid grid-cols-2 gap-x-3 gap-y-2 text-xs', className)}>
      {specs.map((spec) => (
        <div key={spec.key} className="min-w-0">
          <dt className="truncate text-muted">{spec.label}</dt>
          <dd className="truncate font-semibold text-fg">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One part in the component database, as a grid card or a list row. */
export function ComponentCard({
  part,
  layout,
  inCompare,
  compareFull,
  onToggleCompare,
  catalogSearch,
  choice = null,
}: ComponentCardProps) {
  const titleId = useId();
  const exclusionsId = useId();
  const state: CatalogLinkState = { catalogSearch };
  const title = (
    <h3 id={titleId} className="text-base leading-snug font-semibold text-fg">
      <Link
        to={componentPath(part.slug)}
        state={state}
        className="rounded decoration-2 underline-offset-4 hover:text-accent hover:underline"
      >
        {part.name}
      </Link>
    </h3>
  );
  const compareToggle = (
    <CompareToggle
      checked={inCompare}
      full={compareFull}
      onToggle={() => onToggleCompare(part)}
      describedBy={titleId}
    />
  );
  const misfit = choice !== null && choice.exclusions.length > 0;
  const toggle = choice ? (
    <ButtonLink
      to={choice.addHref}
      size="sm"
      variant={misfit ? 'outline' : 'primary'}
      aria-describedby={misfit ? `${titleId} ${exclusionsId}` : titleId}
    >
      <Plus aria-hidden="true" className="size-4" />
      Add to build
    </ButtonLink>
  ) : (
    compareToggle
  );
  const exclusions = misfit ? (
    <div
      id={exclusionsId}
      className="rounded-lg border border-red-600/40 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-semibold">Does not fit your build</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {choice.exclusions.map((e) => (
          <li key={e.rule}>
            <span className="font-medium">{e.label}:</span> {e.message}
          </li>
        ))}
      </ul>
    </div>
  ) : null;

  if (layout === 'list') {
    return (
      <article
        aria-labelledby={titleId}
        className={clsx(
          'flex flex-col gap-4 rounded-2xl border bg-surface p-4 shadow-card sm:flex-row sm:items-center',
          inCompare ? 'border-violet-500/70' : 'border-line',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <PartImage type={part.type} imageUrl={part.imageUrl} className="size-20 shrink-0 rounded-xl sm:size-24" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap gap-2">
              <TypeBadge type={part.type} />
            </div>
            <div className="mt-2">{title}</div>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <p className="text-sm text-muted">{part.brand}</p>
              <RatingLine rating={part.rating} reviewCount={part.reviewCount} />
            </div>
            <KeySpecs part={part} className="mt-3 hidden sm:grid sm:grid-cols-4" />
            {exclusions ? <div className="mt-3">{exclusions}</div> : null}
          </div>
        </div>
        <div className="flex items-center justify-between gap-3 sm:w-44 sm:flex-col sm:items-end">
          <PriceTag priceCents={part.priceCents} basis={part.priceBasis ?? null} />
          {toggle}
        </div>
      </article>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'flex h-full flex-col overflow-hidden rounded-2xl border bg-surface shadow-card transition-colors',
        inCompare ? 'border-violet-500/70' : 'border-line hover:border-line-strong',
      )}
    >
      <PartImage type={part.type} imageUrl={part.imageUrl} className="aspect-[16/9]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-2">
          <TypeBadge type={part.type} />
        </div>
        <div>
          {title}
          <p className="mt-1 text-sm text-muted">{part.brand}</p>
        </div>
        <RatingLine rating={part.rating} reviewCount={part.reviewCount} />
        <KeySpecs part={part} />
        {exclusions}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <PriceTag priceCents={part.priceCents} basis={part.priceBasis ?? null} />
          {toggle}
        </div>
      </div>
    </article>
  );
}

/** A placeholder with the shape of a card (decorative; the page announces loading). */
export function ComponentCardSkeleton({ layout }: { layout: CatalogLayout }) {
  if (layout === 'list') {
    return (
      <div aria-hidden="true" className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
        <Skeleton className="size-20 shrink-0 rounded-xl sm:size-24" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
        </div>
        <Skeleton className="hidden h-9 w-32 sm:block" />
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface">
      <Skeleton className="aspect-[16/9] rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-1/3" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-8" />
          <Skeleton className="h-8" />
        </div>
        <Skeleton className="h-9 w-full" />
      </div>
    </div>
  );
}
