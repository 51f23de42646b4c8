import { useId, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ArrowLeft, ArrowRight, Check, Database, PackageX, Plus } from 'lucide-react';
import { formatScore } from '@rigforge/common';
import { ButtonLink } from '../../components/ui/Button';
import { addToBuildHref, rememberedBuildQuery } from '../../lib/builder-link';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle } from '../../lib/document-title';
import { COMPARE_FULL_HINT, isCompareFull, toggleCompare } from './compare';
import { LoadError } from '../../components/ui/LoadError';
import { type CatalogLinkState } from './components/ComponentCard';
import { PartImage, PriceTag, RatingLine, TypeBadge } from './components/PartParts';
import { PERFORMANCE_SCALE_NOTE } from './format';
import { type ComponentDetail, useComponentDetail } from './useComponentDetail';
import { PriceHistoryPanel } from '../../components/pricing/PriceHistoryPanel';
import { WatchPriceButton } from '../../components/pricing/WatchPriceButton';
import { parseCatalogParams, serializeCatalogState } from './url-state';

export const COMPONENT_NOT_FOUND_TITLE = 'Component not found';
export const COMPONENT_NOT_FOUND_TEXT = 'We could not find a part at this address.';
export const COMPONENT_LOAD_ERROR = "We couldn't load this component.";

const PAGE = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
const LINK =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:underline underline-offset-4';

/** The list's query string the visitor came from (router state), or '' when they came from elsewhere. */
function catalogSearchFrom(state: unknown): string {
  const search = (state as Partial<CatalogLinkState> | null)?.catalogSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? search : '';
}

function Panel({ title, children, note }: { title: string; children: ReactNode; note?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg">
        {title}
      </h2>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label/value pairs as a two-column description list. */
function Facts({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-line text-sm">
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-2.5">
          <dt className="text-muted">{item.label}</dt>
          <dd className="font-medium break-words text-fg">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const INDEX_LABELS: {
  key: 'cpuGaming' | 'cpuSingle' | 'cpuMulti' | 'gpu1080p' | 'gpu1440p' | 'gpu4k';
  label: string;
}[] = [
  { key: 'cpuGaming', label: 'Gaming' },
  { key: 'cpuSingle', label: 'Single-thread' },
  { key: 'cpuMulti', label: 'Multi-thread' },
  { key: 'gpu1080p', label: '1080p gaming' },
  { key: 'gpu1440p', label: '1440p gaming' },
  { key: 'gpu4k', label: '4K gaming' },
];

function PerformanceBars({ performance }: { performance: NonNullable<ComponentDetail['performance']> }) {
  const indices = INDEX_LABELS.flatMap(({ key, label }) => {
    const value = performance[key];
    return typeof value === 'number' ? [{ key, label, value }] : [];
  });
  const scale = Math.max(100, ...indices.map((i) => i.value));
  return (
    <ul className="space-y-4">
      {indices.map(({ key, label, value }) => (
        <li key={key}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted">{label}</span>
            <span className="font-semibold text-fg tabular-nums">
              {value.toFixed(1)}
              {key === 'cpuGaming' && performance.cpuGamingEstimated ? (
                <span className="ml-1 font-normal text-muted">(estimated)</span>
              ) : null}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted">
            <div className="h-full rounded-full bg-brand" style={{ width: `${(value / scale) * 100}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Adds the part to the compare selection the visitor had on the list, or says why it can't. */
function CompareAction({ part, catalogSearch }: { part: ComponentDetail; catalogSearch: string }) {
  const listState = parseCatalogParams(new URLSearchParams(catalogSearch));
  const listPath = `/components${catalogSearch}`;
  if (listState.compare.includes(part.id)) {
    return (
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5 font-semibold text-fg">
          <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-300" />
          In your compare tray
        </span>
        <Link to={listPath} className={LINK}>
          Open the compare tray
        </Link>
      </p>
    );
  }
  if (isCompareFull(listState.compare)) {
    return (
      <p className="text-sm text-muted">
        {COMPARE_FULL_HINT}{' '}
        <Link to={listPath} className={LINK}>
          Open the compare tray
        </Link>
      </p>
    );
  }
  const compare = toggleCompare(listState.compare, part.id).selection;
  const params = serializeCatalogState({ ...listState, compare, comparing: false }).toString();
  return (
    <ButtonLink to={`/components?${params}`} variant="outline">
      <Plus aria-hidden="true" className="size-4" />
      Add to compare
    </ButtonLink>
  );
}

function Stat({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted px-4 py-3">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-fg tabular-nums">{value}</dd>
      <dd className="mt-0.5 text-xs text-muted">{hint}</dd>
    </div>
  );
}

function ComponentView({ part, catalogSearch }: { part: ComponentDetail; catalogSearch: string }) {
  const titleId = useId();
  const retailers = [
    { label: 'Amazon ASIN', value: part.retailerIds.amazonAsin },
    { label: 'Newegg item', value: part.retailerIds.neweggItem },
    { label: 'Best Buy SKU', value: part.retailerIds.bestBuySku },
  ].flatMap(({ label, value }) => (value ? [{ label, value: <span className="font-mono">{value}</span> }] : []));
  const identifiers = [
    ...retailers,
    ...(part.partNumbers.length > 0 ? [{ label: 'Part numbers', value: part.partNumbers.join(', ') }] : []),
    ...(part.releaseYear ? [{ label: 'Released', value: String(part.releaseYear) }] : []),
  ];
  return (
    <article aria-labelledby={titleId}>
      <header className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <PartImage
          type={part.type}
          imageUrl={part.imageUrl}
          alt={`${part.type} illustration`}
          priority
          className="aspect-[16/9] rounded-2xl border border-line shadow-card md:aspect-[4/3]"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <TypeBadge type={part.type} />
          </div>
          <h1
            id={titleId}
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-4xl"
          >
            {part.name}
          </h1>
          <p className="mt-2 text-lg text-muted">{part.brand}</p>
          <div className="mt-3">
            <RatingLine rating={part.rating} reviewCount={part.reviewCount} />
          </div>
          <div className="mt-5">
            <PriceTag priceCents={part.priceCents} basis={part.priceBasis ?? null} size="lg" />
          </div>
          <dl className="mt-5 grid max-w-md grid-cols-2 gap-3">
            <Stat label="Value score" value={formatScore(part.valueScore ?? null)} hint="Rating × 20 ÷ price × 1000" />
            <Stat
              label="Power efficiency"
              value={formatScore(part.powerEfficiency ?? null)}
              hint="GPU base clock or CPU cores ÷ price × 100"
            />
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <CompareAction part={part} catalogSearch={catalogSearch} />
            <ButtonLink to={addToBuildHref(rememberedBuildQuery(), part.id)} variant="primary">
              <Plus aria-hidden="true" className="size-4" />
              Add to build
            </ButtonLink>
          </div>
        </div>
      </header>

      <div className="mt-12">
        <Panel
          title="Price tracking"
          note="Observed prices over time, and an alert when the price drops to your target."
        >
          <div className="flex flex-wrap items-center gap-3">
            <WatchPriceButton component={part} />
            <Link to={`/price-comparison?c=${encodeURIComponent(part.name)}`} className={LINK}>
              Compare retailer prices
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <div className="mt-4">
            <PriceHistoryPanel componentId={part.id} />
          </div>
        </Panel>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Panel title="Specifications">
          <Facts items={part.specs.map((spec) => ({ label: spec.label, value: spec.value }))} />
        </Panel>
        <div className="flex flex-col gap-6">
          {part.performance ? (
            <Panel title="Performance" note={PERFORMANCE_SCALE_NOTE}>
              <PerformanceBars performance={part.performance} />
            </Panel>
          ) : null}
          {identifiers.length > 0 ? (
            <Panel title="Product details">
              <Facts items={identifiers} />
            </Panel>
          ) : null}
          <Panel title="Data sources">
            <ul className="space-y-2 text-sm text-muted">
              {part.sources.map((source) => (
                <li key={source.id} className="flex items-start gap-2">
                  <Database aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    {source.url ? (
                      <a href={source.url} rel="noopener noreferrer" className={LINK}>
                        {source.name}
                      </a>
                    ) : (
                      <span className="font-semibold text-fg">{source.name}</span>
                    )}{' '}
                    ({source.licence})
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading component...
      </p>
      <div aria-hidden="true">
        <div className="grid items-center gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <Skeleton className="aspect-[4/3] rounded-2xl" />
          <div>
            <Skeleton className="h-5 w-40 rounded-full" />
            <Skeleton className="mt-5 h-10 w-4/5" />
            <Skeleton className="mt-3 h-5 w-1/3" />
            <Skeleton className="mt-6 h-9 w-32" />
            <div className="mt-5 grid max-w-md grid-cols-2 gap-3">
              <Skeleton className="h-20 rounded-xl" />
              <Skeleton className="h-20 rounded-xl" />
            </div>
          </div>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-80 rounded-2xl" />
          <Skeleton className="h-48 rounded-2xl" />
        </div>
      </div>
    </>
  );
}

function documentTitleFor(state: ReturnType<typeof useComponentDetail>): string {
  switch (state.status) {
    case 'found':
      return state.part.name;
    case 'not-found':
      return COMPONENT_NOT_FOUND_TITLE;
    case 'failed':
    case 'loading':
      return 'Component';
  }
}

/** /components/:slug: one part with all its specs, performance indices, identifiers and attribution. */
export function ComponentDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const catalogSearch = catalogSearchFrom(location.state);
  const state = useComponentDetail(slug);
  useDocumentTitle(documentTitleFor(state));

  let body;
  switch (state.status) {
    case 'found':
      body = <ComponentView part={state.part} catalogSearch={catalogSearch} />;
      break;
    case 'not-found':
      body = (
        <MessagePanel
          Icon={PackageX}
          title={COMPONENT_NOT_FOUND_TITLE}
          className="min-h-[50vh] py-12"
          actions={
            <ButtonLink to="/components">
              Browse the component database
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          }
        >
          {COMPONENT_NOT_FOUND_TEXT}
        </MessagePanel>
      );
      break;
    case 'failed':
      body = (
        <div className="py-12">
          <LoadError message={COMPONENT_LOAD_ERROR} onRetry={state.retry} retrying={state.retrying} />
        </div>
      );
      break;
    case 'loading':
      body = <DetailSkeleton />;
  }

  return (
    <div className="bg-hero">
      <div className={`${PAGE} py-8 sm:py-12`}>
        {state.status === 'not-found' ? null : (
          <div className="mb-8">
            <Link to={`/components${catalogSearch}`} className={LINK}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to Component Database
            </Link>
          </div>
        )}
        {body}
      </div>
    </div>
  );
}
