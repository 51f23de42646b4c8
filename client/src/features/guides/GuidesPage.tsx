import { useDocumentTitle } from '../../lib/document-title';
import { GuideCard } from './components/GuideCard';
import { GuideCardSkeleton } from './components/GuideCardSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { GUIDES_LOAD_ERROR } from './messages';
import { useGuides } from './useGuides';

export const EMPTY_GUIDES_TEXT = 'No build guides available at the moment.';
const SKELETON_COUNT = 6;

/**
 * /guides: every build guide (docs/requirements.md §2 "Guides"). The use-case step (/guides?step=usecase) is the
 * planner's page; the route table picks it for that address.
 */
export function GuidesPage() {
  useDocumentTitle('Build Guides');
  const { guides, loading, failed, retry } = useGuides();

  let body;
  if (failed) {
    body = <LoadError message={GUIDES_LOAD_ERROR} onRetry={retry} retrying={loading} />;
  } else if (loading) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading build guides...
        </p>
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <GuideCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (guides.length === 0) {
    body = (
      <p className="rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center text-muted">
        {EMPTY_GUIDES_TEXT}
      </p>
    );
  } else {
    body = (
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {guides.map((guide, i) => (
          <GuideCard key={guide.id} guide={guide} headingLevel={2} priority={i === 0} />
        ))}
      </div>
    );
  }

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <header className="mx-auto mb-12 max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Build guides</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">
            PC Build Guides for Every Budget
          </h1>
          <p className="mt-5 text-lg leading-8 text-muted">
            Hand-picked parts lists from a first 1080p gaming rig to a 4K powerhouse. Pick the guide that matches your
            budget and start your build.
          </p>
        </header>
        {body}
      </div>
    </div>
  );
}
