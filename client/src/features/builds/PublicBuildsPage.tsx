import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Calculator, Users } from 'lucide-react';
import clsx from 'clsx';
import { Button, ButtonLink } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { useDocumentTitle } from '../../lib/document-title';
import { KEEP_SCROLL_STATE } from '../../lib/motion';
import { PublicBuildCard, PublicBuildCardSkeleton } from './components/PublicBuildCard';
import { TIER_FILTERS, tierFilterOf, withTierFilter, type TierFilter } from './public-builds';
import { usePublicBuilds } from './usePublicBuilds';

export const PUBLIC_BUILDS_TITLE = 'Community Builds';
export const PUBLIC_BUILDS_EMPTY_TITLE = 'No public builds yet';
export const PUBLIC_BUILDS_LOAD_ERROR = "We couldn't load the community builds.";
const PLACEHOLDERS = 6;
const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

function TierFilterGroup({ value, onChange }: { value: TierFilter | null; onChange: (t: TierFilter | null) => void }) {
  const name = useId();
  const options: { key: string; filter: TierFilter | null; label: string }[] = [
    { key: 'all', filter: null, label: 'All' },
    ...TIER_FILTERS.map((filter) => ({ key: filter.param, filter, label: filter.label })),
  ];
  return (
    <fieldset>
      <legend className="sr-only">Tier</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ key, filter, label }) => {
          const checked = filter?.param === value?.param;
          return (
            <label
              key={key}
              className={clsx(
                'relative inline-flex h-9 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition-colors select-none',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                checked
                  ? 'border-transparent bg-brand text-white'
                  : 'border-line bg-surface text-muted hover:border-line-strong hover:text-fg',
              )}
            >
              <input
                type="radio"
                name={name}
                className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
                checked={checked}
                onChange={() => onChange(filter)}
              />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function EmptyGallery({ filter, onShowAll }: { filter: TierFilter | null; onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
      <Users aria-hidden="true" className="size-10 text-muted" />
      <h2 className="mt-4 text-lg font-semibold text-fg">{PUBLIC_BUILDS_EMPTY_TITLE}</h2>
      <p className="mt-2 max-w-md text-sm text-muted">
        {filter
          ? `Nobody has shared a ${filter.label} build with the community yet.`
          : 'When people make a saved build public, it shows up here for everyone to browse.'}{' '}
        Plan a build in the calculator, save it and make it public to be the first.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/calculator">
          <Calculator aria-hidden="true" className="size-4" />
          Plan a build
        </ButtonLink>
        {filter ? (
          <Button variant="outline" onClick={onShowAll}>
            Show all tiers
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** /builds: the community gallery of public builds, newest first, filterable by tier (in the URL). */
export function PublicBuildsPage() {
  useDocumentTitle(PUBLIC_BUILDS_TITLE);
  const [params, setParams] = useSearchParams();
  const filter = tierFilterOf(params);
  const list = usePublicBuilds(filter?.tier ?? null);
  const setFilter = (next: TierFilter | null) =>
    setParams(withTierFilter(params, next), { preventScrollReset: true, state: KEEP_SCROLL_STATE });

  let results;
  if (list.failed) {
    results = <LoadError message={PUBLIC_BUILDS_LOAD_ERROR} onRetry={list.retry} retrying={list.retrying} />;
  } else if (!list.page) {
    results = (
      <>
        <p role="status" className="mb-4 text-sm text-muted">
          Loading builds...
        </p>
        <div className={GRID}>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <PublicBuildCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (list.page.nodes.length === 0) {
    results = <EmptyGallery filter={filter} onShowAll={() => setFilter(null)} />;
  } else {
    const { nodes, totalCount, pageInfo } = list.page;
    results = (
      <>
        <p role="status" className="mb-4 text-sm text-muted">
          Showing {nodes.length} of {totalCount} {totalCount === 1 ? 'build' : 'builds'}
        </p>
        <ul className={GRID}>
          {nodes.map((build) => (
            <li key={build.id}>
              <PublicBuildCard build={build} />
            </li>
          ))}
        </ul>
        {pageInfo.hasNextPage ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            <Button variant="secondary" size="lg" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
            {list.loadMoreFailed ? (
              <p role="alert" className="text-sm text-amber-800 dark:text-amber-200">
                We couldn&apos;t load more builds. Please try again.
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="mb-8 max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Shared by the community</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{PUBLIC_BUILDS_TITLE}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            Builds other RigForge users made public, newest first. Open one to see its parts and compatibility, copy it
            to your own builds or export its parts list.
          </p>
        </header>
        <div className="mb-6">
          <TierFilterGroup value={filter} onChange={setFilter} />
        </div>
        {results}
      </div>
    </div>
  );
}
