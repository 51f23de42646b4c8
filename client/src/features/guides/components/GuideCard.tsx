import { useId } from 'react';
import { ArrowRight, Cpu } from 'lucide-react';
import clsx from 'clsx';
import { componentPreview, guideStartBuildPath, isMostPopularBudget } from '@rigforge/common';
import { ButtonLink } from '../../../components/ui/Button';
import {
  DifficultyMeta,
  GuideBadges,
  GuideImage,
  MostPopularFlag,
  TimeMeta,
  UpdatedMeta,
  type Guide,
} from './GuideParts';

export interface GuideCardProps {
  guide: Guide;
  /** The heading level of the card title within the page outline. */
  headingLevel?: 2 | 3;
}

/** A card of the guides grid (SPEC §2 "Guides"). */
export function GuideCard({ guide, headingLevel = 2 }: GuideCardProps) {
  const titleId = useId();
  const popular = isMostPopularBudget(guide.budget);
  const { shown, moreLabel } = componentPreview(guide.components.map((c) => c.name));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-surface shadow-card transition duration-200 hover:-translate-y-1 motion-reduce:transform-none',
        popular
          ? 'border-violet-500/60 ring-1 ring-violet-500/40 dark:border-violet-400/50'
          : 'border-line hover:border-line-strong',
      )}
    >
      <div className="relative">
        <GuideImage guide={guide} />
        {popular ? <MostPopularFlag className="absolute top-3 left-3" /> : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <GuideBadges guide={guide} />
        <div>
          <Heading id={titleId} className="text-xl font-bold tracking-tight text-fg">
            {guide.title}
          </Heading>
          <p className="mt-2 text-sm leading-6 text-muted">{guide.description}</p>
        </div>

        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-muted">
          <DifficultyMeta difficulty={guide.difficulty} />
          <TimeMeta hours={guide.estimatedTime} />
        </div>

        {shown.length > 0 ? (
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
        ) : null}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <p className="text-xs text-muted">
            <UpdatedMeta createdAt={guide.createdAt} />
          </p>
          <ButtonLink to={guideStartBuildPath(guide.budget)} aria-describedby={titleId} size="md">
            Start Build
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
