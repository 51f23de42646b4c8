import { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import clsx from 'clsx';
import { HOME_START_BUILD_PATH, isMostPopularCategory } from '@rigforge/common';
import { ButtonLink } from '../../../components/ui/Button';
import {
  DifficultyMeta,
  GuideBadges,
  GuideImage,
  MostPopularFlag,
  TimeMeta,
  ViewsMeta,
  type Guide,
} from './GuideParts';

/** A featured guide on the home page (SPEC §2 "Home"); the Mid-Range one is scaled up and flagged. */
export function FeaturedGuideCard({ guide }: { guide: Guide }) {
  const titleId = useId();
  const popular = isMostPopularCategory(guide.category);

  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'group relative flex flex-col overflow-hidden rounded-2xl border bg-surface shadow-card transition duration-200 motion-reduce:transition-none',
        popular
          ? 'z-10 border-violet-500/70 shadow-xl shadow-violet-900/20 ring-2 ring-violet-500/50 md:scale-105 dark:border-violet-400/60'
          : 'border-line hover:-translate-y-1 hover:border-line-strong motion-reduce:hover:translate-y-0',
      )}
    >
      <div className="relative">
        <GuideImage guide={guide} />
        {popular ? <MostPopularFlag className="absolute top-3 left-3" /> : null}
      </div>

      <div className="flex flex-1 flex-col gap-4 p-6">
        <GuideBadges guide={guide} />
        <div>
          <h3 id={titleId} className="text-xl font-bold tracking-tight text-fg">
            {guide.title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-muted">{guide.description}</p>
        </div>

        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm font-medium text-muted">
          <DifficultyMeta difficulty={guide.difficulty} />
          <TimeMeta hours={guide.estimatedTime} />
          <ViewsMeta views={guide.views} />
        </div>

        <ButtonLink
          to={HOME_START_BUILD_PATH}
          aria-describedby={titleId}
          variant={popular ? 'primary' : 'secondary'}
          className="mt-auto w-full"
        >
          Start Build
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </article>
  );
}
