import { useId } from 'react';
import { ArrowRight, Cpu } from 'lucide-react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import {
  componentPreview,
  guideStartBuildPath,
  homeStartBuildPath,
  isMostPopularBudget,
  isMostPopularCategory,
  cents,
  toDollars,
} from '@rigforge/common';
import { ButtonLink } from '../../../components/ui/Button';
import { guidePath } from '../paths';
import {
  DifficultyMeta,
  GuideBadges,
  GuideImage,
  MostPopularFlag,
  TimeMeta,
  UpdatedMeta,
  ViewsMeta,
  type Guide,
} from './GuideParts';

/**
 * - `featured`: a featured guide on the home page (docs/requirements.md §2 "Home"); the Mid-Range one is scaled up and
 *   flagged.
 * - `grid`: a card of the guides grid (docs/requirements.md §2 "Guides"); a guide of the most popular budget is
 *   flagged.
 */
export type GuideCardVariant = 'featured' | 'grid';

export interface GuideCardProps {
  guide: Guide;
  variant?: GuideCardVariant;
  /** The heading level of the card title within the page outline; 3 for `featured`, 2 for `grid` unless told. */
  headingLevel?: 2 | 3;
  /** The card is in the first screen: its image loads at once, first (it may be the page's largest paint). */
  priority?: boolean;
}

const ARTICLE_CLASSES = {
  featured: {
    base: 'motion-reduce:transition-none',
    popular:
      'z-10 border-violet-500/70 shadow-xl shadow-violet-900/20 ring-2 ring-violet-500/50 md:scale-105 dark:border-violet-400/60',
    regular: 'border-line hover:-translate-y-1 hover:border-line-strong motion-reduce:hover:translate-y-0',
  },
  grid: {
    base: 'hover:-translate-y-1 motion-reduce:transform-none',
    popular: 'border-violet-500/60 ring-1 ring-violet-500/40 dark:border-violet-400/50',
    regular: 'border-line hover:border-line-strong',
  },
} satisfies Record<GuideCardVariant, { base: string; popular: string; regular: string }>;

function isPopular(guide: Guide, variant: GuideCardVariant): boolean {
  return variant === 'featured'
    ? isMostPopularCategory(guide.category)
    : isMostPopularBudget(toDollars(cents(guide.budgetCents)));
}

function StartBuildLabel() {
  return (
    <>
      Start Build
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
}

/** The first component names of the guide and how many more there are. */
function ComponentPreview({ guide }: { guide: Guide }) {
  const { shown, moreLabel } = componentPreview(guide.components.map((c) => c.name));
  if (shown.length === 0) return null;
  return (
    <div className="rounded-xl border border-line bg-surface-muted/60 p-3">
      <ul aria-label="Key components" className="space-y-1.5 text-sm text-fg">
        {shown.map((name) => (
          <li key={name} className="flex items-start gap-2">
            <Cpu aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
            <span className="min-w-0">{name}</span>
          </li>
        ))}
      </ul>
      {moreLabel ? <p className="mt-2 pl-6 text-xs font-medium text-muted">{moreLabel}</p> : null}
    </div>
  );
}

/** A guide card: a featured guide on the home page, or a card of the guides grid (see {@link GuideCardVariant}). */
export function GuideCard({ guide, variant = 'grid', headingLevel, priority = false }: GuideCardProps) {
  const titleId = useId();
  const featured = variant === 'featured';
  const popular = isPopular(guide, variant);
  const classes = ARTICLE_CLASSES[variant];
  const Heading = (headingLevel ?? (featured ? 3 : 2)) === 2 ? 'h2' : 'h3';

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-surface shadow-card transition duration-200',
        classes.base,
        popular ? classes.popular : classes.regular,
      )}
    >
      <div className="relative">
        <GuideImage guide={guide} priority={priority} />
        {popular ? <MostPopularFlag className="absolute top-3 left-3" /> : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <GuideBadges guide={guide} />
        <div>
          <Heading id={titleId} className="text-xl font-bold tracking-tight text-fg">
            <Link
              to={guidePath(guide.slug)}
              className="rounded-sm underline-offset-4 transition-colors hover:text-accent hover:underline"
            >
              {guide.title}
            </Link>
          </Heading>
          <p className="mt-2 text-sm leading-6 text-muted">{guide.description}</p>
        </div>

        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-muted">
          <DifficultyMeta difficulty={guide.difficulty} />
          <TimeMeta hours={guide.estimatedTime} />
          {featured ? <ViewsMeta views={guide.views} /> : null}
        </div>

        {featured ? (
          <ButtonLink
            to={homeStartBuildPath(toDollars(cents(guide.budgetCents)))}
            aria-describedby={titleId}
            variant={popular ? 'primary' : 'secondary'}
            className="mt-auto w-full"
          >
            <StartBuildLabel />
          </ButtonLink>
        ) : (
          <>
            <ComponentPreview guide={guide} />
            <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
              <p className="text-xs text-muted">
                <UpdatedMeta createdAt={guide.createdAt} />
              </p>
              <ButtonLink
                to={guideStartBuildPath(toDollars(cents(guide.budgetCents)))}
                aria-describedby={titleId}
                size="md"
              >
                <StartBuildLabel />
              </ButtonLink>
            </div>
          </>
        )}
      </div>
    </article>
  );
}
