import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, UserRound } from 'lucide-react';
import { formatCents, formatGuideDate } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { Skeleton } from '../../../components/ui/Skeleton';
import { partCountText, tierToneOf } from '../shared-build';
import { type PublicBuild } from '../usePublicBuilds';
import { SharedTierIcon } from './SharedTierIcon';

/** How many part names a card lists before '+N more'. */
export const CARD_PART_NAMES = 3;

/** One public build in the gallery; the title links to its share page (and the whole card is clickable). */
export function PublicBuildCard({ build }: { build: PublicBuild }) {
  const titleId = useId();
  const shown = build.components.slice(0, CARD_PART_NAMES);
  const more = build.components.length - shown.length;
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors focus-within:border-line-strong hover:border-line-strong"
    >
      <div className="flex items-start gap-3">
        <SharedTierIcon category={build.category} />
        <div className="min-w-0 flex-1">
          <Badge tone={tierToneOf(build.category)}>{build.category}</Badge>
          <h2 id={titleId} className="mt-2 text-lg leading-snug font-bold break-words text-fg">
            <Link
              to={build.sharePath}
              className="rounded underline-offset-4 group-hover:text-accent after:absolute after:inset-0 after:rounded-2xl hover:underline"
            >
              {build.title}
            </Link>
          </h2>
        </div>
      </div>

      <dl className="mt-4 flex items-baseline justify-between gap-3">
        <div>
          <dt className="sr-only">Total</dt>
          <dd className="text-2xl font-extrabold text-fg tabular-nums">{formatCents(build.totalPriceCents)}</dd>
        </div>
        <div>
          <dt className="sr-only">Parts</dt>
          <dd className="text-sm font-medium text-muted">{partCountText(build.components.length)}</dd>
        </div>
      </dl>

      {shown.length > 0 ? (
        <ul aria-label="Some of its parts" className="mt-3 space-y-1 text-sm text-muted">
          {shown.map((part, index) => (
            <li key={`${index}-${part.name}`} className="truncate">
              <span className="font-semibold text-fg">{part.type}</span> {part.name}
            </li>
          ))}
          {more > 0 ? <li>+{more} more</li> : null}
        </ul>
      ) : null}

      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 border-t border-line pt-3 text-xs font-medium text-muted">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">by {build.owner.username}</span>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
            <time dateTime={build.createdAt}>{formatGuideDate(build.createdAt)}</time>
          </span>
        </div>
      </div>
    </article>
  );
}

/** A card's shape while the gallery loads (decorative). */
export function PublicBuildCardSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex-1">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="mt-3 h-6 w-4/5" />
        </div>
      </div>
      <Skeleton className="mt-5 h-7 w-28" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <Skeleton className="mt-5 h-4 w-1/2" />
    </div>
  );
}
