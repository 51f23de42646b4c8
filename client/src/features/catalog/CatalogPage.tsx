import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RotateCcw, SearchX } from 'lucide-react';
import clsx from 'clsx';
import {
  chooseLabel,
  EMPTY_COMPONENTS_MESSAGE,
  formatCount,
  PART_TYPE_LABELS,
  readBuilderQuery,
  type PartType,
} from '@rigforge/common';
import { Button, ButtonLink } from '../../components/ui/Button';
import { addToBuildHref, BUILDER_PATH } from '../../lib/builder-link';
import { Sheet } from '../../components/ui/Sheet';
import { useComponentBrandCountsQuery } from './catalog.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { canCompare, isCompareFull, removeFromCompare, toggleCompare } from './compare';
import { LoadError } from '../../components/ui/LoadError';
import { CatalogToolbar, FILTER_SHEET_ID } from './components/CatalogToolbar';
import { ComparisonView } from './components/ComparisonView';
import { CompareTray } from './components/CompareTray';
import { ComponentCard, ComponentCardSkeleton, type CardPart } from './components/ComponentCard';
import { FilterPanel } from './components/FilterPanel';
import { useCatalogState } from './useCatalogState';
import { useComponentList, type ComponentListState } from './useComponentList';
import { useIsDesktop } from './useIsDesktop';
import {
  activeFilterCount,
  brandOptions,
  clearFilters,
  hasActiveFilters,
  type CatalogState,
  type FiltersEdit,
} from './url-state';

export const CATALOG_TITLE = 'Component Database';
export const LIST_LOAD_ERROR = "We couldn't load the components.";

interface ResultsProps {
  state: CatalogState;
  list: ComponentListState;
  onToggleCompare: (part: CardPart) => void;
  onClearFilters: () => void;
  catalogSearch: string;
}

function Results({ state, list, onToggleCompare, onClearFilters, catalogSearch }: ResultsProps) {
  const choosing = state.build;
  const headingId = useId();
  const { layout, pageSize, filters } = state;
  const listClass = layout === 'grid' ? 'grid gap-5 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3';
  const heading = (
    <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg">
      {filters.type ? PART_TYPE_LABELS[filters.type] : 'All parts'}
    </h2>
  );

  if (list.failed) {
    return (
      <div className="mt-8">
        <LoadError message={LIST_LOAD_ERROR} onRetry={list.retry} retrying={list.loading} />
      </div>
    );
  }
  if (list.loading || !list.page) {
    return (
      <section aria-labelledby={headingId} className="mt-6">
        <div className="mb-4 flex items-baseline justify-between gap-3">
          {heading}
          <p role="status" className="text-sm text-muted">
            Loading components...
          </p>
        </div>
        <div className={listClass}>
          {Array.from({ length: Math.min(pageSize, 6) }, (_, i) => (
            <ComponentCardSkeleton key={i} layout={layout} />
          ))}
        </div>
      </section>
    );
  }

  const { nodes, totalCount, pageInfo } = list.page;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        {heading}
        <p role="status" className="text-sm text-muted">
          {list.stale
            ? 'Updating results...'
            : totalCount === 0
              ? 'No matches'
              : `Showing ${formatCount(nodes.length)} of ${formatCount(totalCount)} ${totalCount === 1 ? 'component' : 'components'}`}
        </p>
      </div>
      {nodes.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-16 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <p className="mt-4 text-lg font-semibold text-fg">{EMPTY_COMPONENTS_MESSAGE}</p>
          {hasActiveFilters(filters) ? (
            <Button variant="outline" className="mt-6" onClick={onClearFilters}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : (
        <ul
          aria-busy={list.stale || undefined}
          className={clsx(listClass, 'transition-opacity', list.stale && 'opacity-60')}
        >
          {nodes.map((part) => (
            <li key={part.id}>
              <ComponentCard
                part={part}
                layout={layout}
                inCompare={state.compare.includes(part.id)}
                compareFull={isCompareFull(state.compare)}
                onToggleCompare={onToggleCompare}
                catalogSearch={catalogSearch}
                choice={
                  choosing === null
                    ? null
                    : { addHref: addToBuildHref(choosing, part.id), exclusions: part.exclusions ?? [] }
                }
              />
            </li>
          ))}
        </ul>
      )}
      {pageInfo.hasNextPage && !list.stale ? (
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button variant="secondary" size="lg" onClick={list.loadMore} disabled={list.loadingMore}>
            {list.loadingMore ? 'Loading...' : 'Load more'}
          </Button>
          {list.loadMoreFailed ? (
            <p role="alert" className="text-sm text-amber-800 dark:text-amber-200">
              We couldn&apos;t load more components. Please try again.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Choosing a part for the builder: what is being chosen, the way back and the "show all" toggle. */
function ChoosingBanner({
  build,
  type,
  fitsAll,
  onFitsAll,
}: {
  build: string;
  type: PartType | null;
  fitsAll: boolean;
  onFitsAll: (fitsAll: boolean) => void;
}) {
  const toggleId = useId();
  const hasParts = readBuilderQuery(build).parts.length > 0;
  return (
    <section
      aria-label="Choosing for your build"
      className="mb-8 flex flex-col gap-3 rounded-2xl border border-violet-500/50 bg-surface p-4 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="font-semibold text-fg">
          {type ? `${chooseLabel(type)} for your build` : 'Choose a part for your build'}
        </p>
        <p className="text-sm text-muted">
          {hasParts
            ? fitsAll
              ? 'Showing every part; those that do not fit say why.'
              : 'Showing only parts that fit the parts you chose, by the compatibility report’s rules.'
            : 'Your build is empty, so every part fits.'}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {hasParts && type ? (
          <label htmlFor={toggleId} className="flex items-center gap-2 text-sm font-medium text-fg">
            <input
              id={toggleId}
              type="checkbox"
              className="size-4 accent-violet-600"
              checked={fitsAll}
              onChange={(e) => onFitsAll(e.target.checked)}
            />
            Show parts that do not fit
          </label>
        ) : null}
        <ButtonLink to={build ? `${BUILDER_PATH}?${build}` : BUILDER_PATH} variant="outline" size="sm">
          Back to your build
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * /components, the component database (docs/requirements.md §2): filters, a grid or list of parts with 'Load more',
 * the compare tray and the side-by-side comparison. Everything a user would bookmark is in the URL.
 */
export function CatalogPage() {
  const [state, update] = useCatalogState();
  const { search } = useLocation();
  useDocumentTitle(state.comparing ? 'Compare Components' : CATALOG_TITLE);
  const isDesktop = useIsDesktop();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const compareButtonRef = useRef<HTMLButtonElement>(null);
  const comparisonHeadingRef = useRef<HTMLHeadingElement>(null);
  const wasComparing = useRef(state.comparing);
  const listScrollY = useRef(0);

  const list = useComponentList(state.filters, state.pageSize, state.build, state.fitsAll);
  const { data: brandData } = useComponentBrandCountsQuery({ variables: { type: state.filters.type } });
  const brands = useMemo(
    () => brandOptions(brandData?.componentBrandCounts ?? undefined, state.filters.brands),
    [brandData, state.filters.brands],
  );

  // Opening the comparison starts at its heading; closing it returns to the list where it was.
  useEffect(() => {
    if (state.comparing === wasComparing.current) return;
    wasComparing.current = state.comparing;
    if (state.comparing) {
      window.scrollTo({ top: 0 });
      comparisonHeadingRef.current?.focus({ preventScroll: true });
    } else {
      window.scrollTo({ top: listScrollY.current });
      compareButtonRef.current?.focus({ preventScroll: true });
    }
  }, [state.comparing]);

  // An edit applies to the filters as they are when it lands: another edit may have landed since
  // the page last rendered (two drafts that commit at once).
  const setFilters = (edit: FiltersEdit) => update((s) => ({ ...s, filters: edit(s.filters) }));
  const onClearFilters = () => update(clearFilters);
  const onToggleCompare = (part: CardPart) =>
    update((s) => ({ ...s, compare: toggleCompare(s.compare, part.id).selection }));
  const onOpenComparison = () => {
    listScrollY.current = window.scrollY;
    update((s) => ({ ...s, comparing: canCompare(s.compare) }));
  };
  const onCloseComparison = () => update((s) => ({ ...s, comparing: false }));

  const panel = (
    <FilterPanel filters={state.filters} onChange={setFilters} brandOptions={brands} onClear={onClearFilters} />
  );
  const trayShown = state.compare.length > 0 && !state.comparing;

  return (
    <div className="bg-hero">
      <div className={clsx('mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8', trayShown && 'pb-56 lg:pb-36')}>
        <header className="mb-8 max-w-3xl">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Browse and compare</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{CATALOG_TITLE}</h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            Real CPUs, graphics cards and every other part, with the specs that decide compatibility. Pick two to see
            them side by side.
          </p>
        </header>

        {state.build !== null && !state.comparing ? (
          <ChoosingBanner
            build={state.build}
            type={state.filters.type}
            fitsAll={state.fitsAll}
            onFitsAll={(fitsAll) => update((s) => ({ ...s, fitsAll }))}
          />
        ) : null}

        {state.comparing ? (
          <ComparisonView
            ids={state.compare}
            onClose={onCloseComparison}
            headingRef={comparisonHeadingRef}
            catalogSearch={search}
          />
        ) : (
          <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
            {isDesktop ? (
              <aside aria-label="Filters" className="hidden lg:block">
                <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">{panel}</div>
              </aside>
            ) : null}
            <div className="min-w-0">
              <CatalogToolbar
                text={state.filters.text}
                onTextChange={(text) => setFilters((f) => ({ ...f, text }))}
                sort={state.filters.sort}
                onSortChange={(sort) => setFilters((f) => ({ ...f, sort }))}
                layout={state.layout}
                onLayoutChange={(layout) => update((s) => ({ ...s, layout }))}
                pageSize={state.pageSize}
                onPageSizeChange={(pageSize) => update((s) => ({ ...s, pageSize }))}
                activeFilterCount={activeFilterCount(state.filters)}
                filtersOpen={filtersOpen}
                onOpenFilters={() => setFiltersOpen(true)}
              />
              <Results
                state={state}
                list={list}
                onToggleCompare={onToggleCompare}
                onClearFilters={onClearFilters}
                catalogSearch={search}
              />
            </div>
          </div>
        )}
      </div>

      {isDesktop ? null : (
        <Sheet
          id={FILTER_SHEET_ID}
          open={filtersOpen && !state.comparing}
          onClose={() => setFiltersOpen(false)}
          title="Filters"
          closeLabel="Close filters"
          side="left"
        >
          <div className="p-5">{panel}</div>
          <div className="sticky bottom-0 border-t border-line bg-surface p-4">
            <Button className="w-full" onClick={() => setFiltersOpen(false)}>
              {list.page && !list.stale
                ? `Show ${formatCount(list.page.totalCount)} ${list.page.totalCount === 1 ? 'result' : 'results'}`
                : 'Show results'}
            </Button>
          </div>
        </Sheet>
      )}

      {trayShown ? (
        <CompareTray
          ids={state.compare}
          onRemove={(id) => update((s) => ({ ...s, compare: removeFromCompare(s.compare, id) }))}
          onClear={() => update((s) => ({ ...s, compare: [] }))}
          onOpen={onOpenComparison}
          compareButtonRef={compareButtonRef}
        />
      ) : null}
    </div>
  );
}
