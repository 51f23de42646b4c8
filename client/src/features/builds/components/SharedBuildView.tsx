import { useId } from 'react';
import { CalendarDays, UserRound } from 'lucide-react';
import { formatCents } from '@rigforge/common';
import { CategoryIcon } from '../../../components/build/CategoryIcon';
import { CompatibilityCard, CompatibilityReportView } from '../../../components/build/CompatibilityReport';
import { BuildFactBadges, buildFacts, savedBuildFacts } from '../../../components/build/BuildFacts';
import { PartCard, PartPrice } from '../../../components/build/PartCard';
import { Badge } from '../../../components/ui/Badge';
import { partCategoryOf, savedDateText, tierToneOf, type SharedBuild } from '../shared-build';
import { SharedBuildActions } from './SharedBuildActions';

export const NOT_CHECKED_TEXT =
  'The parts of this build are no longer in the component database, so their compatibility was not checked.';

type SavedPart = SharedBuild['components'][number];

/** A part card; a type label we do not know (none is saved today) gets a plain card without shop links. */
function SharedPartCard({ part }: { part: SavedPart }) {
  const category = partCategoryOf(part.type);
  if (category) {
    return (
      <PartCard
        part={{
          name: part.name,
          priceCents: part.priceCents,
          category,
          slug: part.slug,
          customPrice: part.customPrice,
        }}
      />
    );
  }
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-muted">
          <CategoryIcon category={null} className="size-5" />
        </span>
        <p className="flex-1 text-xs font-semibold tracking-wide break-words text-muted uppercase">{part.type}</p>
        <PartPrice priceCents={part.priceCents} customPrice={part.customPrice} />
      </div>
      <h3 className="mt-3 text-base leading-snug font-semibold break-words text-fg">{part.name}</h3>
    </article>
  );
}

/** A shared build, read-only: what it is, who shared it, its parts and its compatibility. */
export function SharedBuildView({ build }: { build: SharedBuild }) {
  const titleId = useId();
  const partsHeadingId = useId();
  const facts = buildFacts(savedBuildFacts(build));
  const date = savedDateText(build);
  const dateValue = date.label === 'Updated' ? build.updatedAt : build.createdAt;

  return (
    <article aria-labelledby={titleId}>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Shared build</p>
          <h1
            id={titleId}
            className="mt-2 text-3xl font-extrabold tracking-tight break-words text-balance text-fg sm:text-4xl"
          >
            {build.title}
          </h1>
          {build.description ? (
            <p className="mt-3 max-w-3xl text-lg leading-8 break-words whitespace-pre-line text-muted">
              {build.description}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-muted">
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-all">
                Shared by <span className="font-semibold text-fg">{build.owner.username}</span>
              </span>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {date.label} <time dateTime={dateValue}>{date.date}</time>
            </span>
          </div>
          <BuildFactBadges facts={facts} className="mt-4 flex flex-wrap gap-2" />
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <Badge tone={tierToneOf(build.category)} size="md" className="text-sm">
            {build.category}
          </Badge>
          <p className="text-3xl font-extrabold text-fg tabular-nums">
            <span className="sr-only">Total price: </span>
            {formatCents(build.totalPriceCents)}
          </p>
        </div>
      </header>

      <div className="mt-8">
        <SharedBuildActions build={build} />
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby={partsHeadingId}>
          <h2 id={partsHeadingId} className="text-xl font-bold tracking-tight text-fg">
            Parts ({build.components.length})
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {build.components.map((part, index) => (
              <li key={`${index}-${part.name}`}>
                <SharedPartCard part={part} />
              </li>
            ))}
          </ul>
        </section>
        <CompatibilityCard>
          {build.compatibility ? (
            <CompatibilityReportView report={build.compatibility} />
          ) : (
            <p className="text-sm text-muted">{NOT_CHECKED_TEXT}</p>
          )}
        </CompatibilityCard>
      </div>
    </article>
  );
}
