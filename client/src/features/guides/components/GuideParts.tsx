import { CalendarDays, Clock, Cpu, Eye, Flame, type LucideIcon } from 'lucide-react';
import { type ReactNode } from 'react';
import clsx from 'clsx';
import { estimatedTimeLabel, formatCompactCount, formatGuideDate, cents, toDollars } from '@rigforge/common';
import { type GuideCardFieldsFragment } from '../guides.generated';
import { type Difficulty } from '../../../generated/graphql';
import { Badge } from '../../../components/ui/Badge';
import { rangeLabelForBudget, tierForBudget } from '../../../lib/guide-tiers';

export type Guide = GuideCardFieldsFragment;

const DIFFICULTY: Record<Difficulty, { label: string; level: 1 | 2 | 3 }> = {
  beginner: { label: 'Beginner', level: 1 },
  intermediate: { label: 'Intermediate', level: 2 },
  advanced: { label: 'Advanced', level: 3 },
};

/** Three rising bars, as many filled as the difficulty level. */
function DifficultyIcon({ level }: { level: 1 | 2 | 3 }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-4 shrink-0">
      {[0, 1, 2].map((i) => (
        <rect
          key={i}
          x={1.5 + i * 5}
          y={14 - (4 + i * 4)}
          width={3}
          height={4 + i * 4}
          rx={1}
          fill="currentColor"
          opacity={i < level ? 1 : 0.3}
        />
      ))}
    </svg>
  );
}

/**
 * The guide's illustration (sized to avoid layout shift), or a neutral placeholder when it has none.
 * Lazy unless `priority` (the hero image of a page, which should load first).
 */
export function GuideImage({
  guide,
  className,
  priority = false,
}: {
  guide: Guide;
  className?: string;
  priority?: boolean;
}) {
  return (
    <div className={clsx('relative aspect-[16/9] overflow-hidden bg-surface-muted', className)}>
      {guide.imageUrl ? (
        <img
          src={guide.imageUrl}
          alt={`Illustration for ${guide.title}`}
          width={640}
          height={360}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-violet-500/15 to-blue-500/15">
          <Cpu aria-hidden="true" className="size-12 text-muted" />
        </div>
      )}
    </div>
  );
}

const MOST_POPULAR_LABEL = 'MOST POPULAR';

export function MostPopularFlag({ className }: { className?: string }) {
  return (
    <Badge tone="brand" size="md" className={clsx('tracking-wider uppercase', className)}>
      <Flame aria-hidden="true" className="size-3.5" />
      {MOST_POPULAR_LABEL}
    </Badge>
  );
}

/** Category badge and the budget range label (from the guide's own budget) in the tier's colour. */
export function GuideBadges({ guide }: { guide: Guide }) {
  const budget = toDollars(cents(guide.budgetCents));
  const tier = tierForBudget(budget);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="accent">{guide.category}</Badge>
      <Badge tone={tier.color} title={`${tier.tier} tier`}>
        {rangeLabelForBudget(budget, 'card')}
      </Badge>
    </div>
  );
}

function Meta({ Icon, children }: { Icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </span>
  );
}

export function DifficultyMeta({ difficulty }: { difficulty: Difficulty }) {
  const { label, level } = DIFFICULTY[difficulty] ?? DIFFICULTY.intermediate;
  return (
    <span className="inline-flex items-center gap-1.5">
      <DifficultyIcon level={level} />
      <span className="sr-only">Difficulty: </span>
      {label}
    </span>
  );
}

export function TimeMeta({ hours }: { hours: number }) {
  return <Meta Icon={Clock}>{estimatedTimeLabel(hours)}</Meta>;
}

export function ViewsMeta({ views }: { views: number }) {
  // Real counts start at 0 (issue 31), so one view is common: '1 view', not '1 views'.
  return <Meta Icon={Eye}>{views === 1 ? '1 view' : `${formatCompactCount(views)} views`}</Meta>;
}

export function UpdatedMeta({ createdAt }: { createdAt: string | null }) {
  return <Meta Icon={CalendarDays}>{`Updated ${formatGuideDate(createdAt)}`}</Meta>;
}
