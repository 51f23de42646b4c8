import { useId } from 'react';
import { ArrowLeft, ArrowRight, FileQuestion, Tag, Wrench } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { guideStartBuildPath, cents, formatCentsWhole, toDollars } from '@rigforge/common';
import { ArticleList } from '../../components/articles/ArticleLinks';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/Button';
import { builderHrefFor } from '../../lib/builder-link';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { Markdown } from '../../lib/markdown';
import { LoadError } from '../../components/ui/LoadError';
import { DifficultyMeta, GuideBadges, GuideImage, TimeMeta, UpdatedMeta, ViewsMeta } from './components/GuideParts';
import { type GuideDetail, useGuide } from './useGuide';

export const GUIDE_NOT_FOUND_TITLE = 'Guide not found';
export const GUIDE_NOT_FOUND_TEXT = 'We could not find a build guide at this address.';
export const GUIDE_LOAD_ERROR = "We couldn't load this build guide.";

/** The articles most useful next to a parts list, in this order. */
const GUIDE_READING = [
  'how-to-choose-a-power-supply',
  'cpu-coolers-and-boost-power',
  'first-boot-and-bios-updates',
  'cable-management-and-12v-2x6-care',
];

const PAGE = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const LINK =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:underline underline-offset-4';

function BackLink() {
  return (
    <Link to="/guides" className={LINK}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Build Guides
    </Link>
  );
}

/** The guide's parts with their typical prices and the total. */
function PartsTable({ guide }: { guide: GuideDetail }) {
  const headingId = useId();
  const totalCents = guide.components.reduce((sum, part) => sum + part.priceCents, 0);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg">
        Parts list
      </h2>
      <p className="mt-1 text-sm text-muted">Typical US street prices at the time of writing.</p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">{`Parts list for ${guide.title}, with prices`}</caption>
        <thead>
          <tr className="border-b border-line text-xs tracking-wider text-muted uppercase">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Category
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Part
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {guide.components.map((part, index) => (
            <tr key={`${part.type}-${index}`} className="border-b border-line align-baseline">
              <td className="py-3 pr-3 text-xs font-semibold tracking-wider whitespace-nowrap text-accent uppercase">
                {part.type}
              </td>
              <th scope="row" className="py-3 pr-3 font-normal text-fg">
                {part.name}
              </th>
              <td className="py-3 text-right font-medium whitespace-nowrap text-fg tabular-nums">
                {formatCentsWhole(part.priceCents)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="pt-3 pr-3 text-base font-bold text-fg">
              Total
            </th>
            <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-fg tabular-nums">
              {formatCentsWhole(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
      <ButtonLink to={guideStartBuildPath(toDollars(cents(guide.budgetCents)))} className="mt-6 w-full" size="lg">
        Start Build
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
      <ButtonLink
        to={builderHrefFor(guide.components.map((p) => ({ ...p, componentId: p.componentId ?? null })))}
        className="mt-3 w-full"
        size="lg"
        variant="outline"
      >
        <Wrench aria-hidden="true" className="size-4" />
        Customize these parts
      </ButtonLink>
    </section>
  );
}

function GuideTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Tag aria-hidden="true" className="size-4 text-muted" />
      <ul aria-label="Tags" className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GuideView({ guide }: { guide: GuideDetail }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <header className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
        <GuideImage
          guide={guide}
          priority
          className="rounded-2xl border border-line shadow-card lg:col-start-2 lg:row-start-1"
        />
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <GuideBadges guide={guide} />
          <h1
            id={titleId}
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-4xl xl:text-[2.75rem]"
          >
            {guide.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-muted">{guide.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-muted">
            <DifficultyMeta difficulty={guide.difficulty} />
            <TimeMeta hours={guide.estimatedTime} />
            <ViewsMeta views={guide.views} />
            <UpdatedMeta createdAt={guide.createdAt} />
          </div>
        </div>
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <PartsTable guide={guide} />
          <GuideTags tags={guide.tags} />
          <ArticleList title="Before you build" prefer={GUIDE_READING} />
        </aside>
        <Markdown source={guide.content} className="max-w-[70ch] min-w-0 lg:col-start-1 lg:row-start-1" />
      </div>
    </article>
  );
}

/** The page's shape while the guide loads (decorative; the status text announces it). */
function GuideDetailSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading build guide...
      </p>
      <div aria-hidden="true">
        <div className="grid items-center gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-12">
          <Skeleton className="aspect-[16/9] rounded-2xl lg:col-start-2 lg:row-start-1" />
          <div className="lg:col-start-1 lg:row-start-1">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-24 rounded-full" />
            </div>
            <Skeleton className="mt-5 h-10 w-4/5" />
            <Skeleton className="mt-5 h-5 w-full" />
            <Skeleton className="mt-2 h-5 w-3/4" />
            <div className="mt-6 flex gap-5">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-4 w-20" />
            </div>
          </div>
        </div>
        <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12">
          <Skeleton className="h-96 rounded-2xl lg:col-start-2 lg:row-start-1" />
          <div className="space-y-3 lg:col-start-1 lg:row-start-1">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </div>
    </>
  );
}

/** An unknown or malformed guide address (the guides feature's own not-found state). */
function GuideNotFound() {
  return (
    <MessagePanel
      Icon={FileQuestion}
      title={GUIDE_NOT_FOUND_TITLE}
      className="min-h-[50vh] py-12"
      actions={
        <ButtonLink to="/guides">
          Browse all build guides
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      }
    >
      {GUIDE_NOT_FOUND_TEXT}
    </MessagePanel>
  );
}

function documentTitleFor(state: ReturnType<typeof useGuide>): string {
  switch (state.status) {
    case 'found':
      return state.guide.title;
    case 'not-found':
      return GUIDE_NOT_FOUND_TITLE;
    case 'failed':
    case 'loading':
      return 'Build Guide';
  }
}

/** /guides/:slug: one build guide with its parts list and article. */
export function GuideDetailPage() {
  const { slug = '' } = useParams();
  const state = useGuide(slug);
  useDocumentTitle(documentTitleFor(state));

  let body;
  switch (state.status) {
    case 'found':
      body = <GuideView guide={state.guide} />;
      break;
    case 'not-found':
      body = <GuideNotFound />;
      break;
    case 'failed':
      body = (
        <div className="py-12">
          <LoadError message={GUIDE_LOAD_ERROR} onRetry={state.retry} retrying={state.retrying} />
        </div>
      );
      break;
    case 'loading':
      body = <GuideDetailSkeleton />;
  }

  return (
    <div className="bg-hero">
      <div className={`${PAGE} py-8 sm:py-12`}>
        {state.status === 'not-found' ? null : (
          <div className="mb-8">
            <BackLink />
          </div>
        )}
        {body}
      </div>
    </div>
  );
}
