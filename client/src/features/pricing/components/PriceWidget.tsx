import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChartLine, RotateCw, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { formatCents, type PriceBasis } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { componentPath } from '../../../lib/format';
import { guessCategory } from '../category';
import { UNAVAILABLE_TEXT } from '../constants';
import { formatObserved } from '../../../components/pricing/history';
import { usePricing } from '../usePricing';
import { OfferRow, RetailerLinkRow } from './OfferRow';
import { PriceHistoryPanel } from '../../../components/pricing/PriceHistoryPanel';
import { WatchPriceButton } from '../../../components/pricing/WatchPriceButton';
import { Tooltip } from '../../../components/ui/Tooltip';
import { PriceBasisNote, priceBasisText } from '../../../components/pricing/PriceBasisNote';

/**
 * 'Est. {price}' (docs/requirements.md §2): the catalog price shown when a fallback above 0 is given, saying
 * where it comes from and when ("typical price, PC Part Dataset, 23 Jul 2025"), when we know.
 */
export function EstimateBadge({ cents, basis, now }: { cents: number; basis: PriceBasis | null; now: number }) {
  const said = basis ? priceBasisText(basis, now) : 'our catalog price';
  return (
    <Badge
      tone="neutral"
      size="md"
      title={`Estimate, not a retailer offer: ${said}`}
      className="border border-dashed border-line-strong ring-0"
    >
      Est. {formatCents(cents)}
      <span className="sr-only"> (estimate: {said})</span>
    </Badge>
  );
}

function OffersSkeleton() {
  // Three rows of the same height as the offers, so the page does not jump when they arrive.
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <li key={i} className="flex h-[86px] items-center gap-4 rounded-xl border border-line p-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-2 h-3 w-40" />
          </div>
          <Skeleton className="h-6 w-20" />
        </li>
      ))}
    </ul>
  );
}

/**
 * One selected component's prices (docs/requirements.md §2 "Price widget"): a skeleton while loading, then one
 * row per retailer with the best deal and the others' difference, a refresh button that spins
 * while it refetches, 'Pricing data temporarily unavailable' without data and the 'Est.' badge.
 * Parts we hold in the catalog also get their price history and a watch-price button.
 */
export function PriceWidget({
  name,
  now,
}: {
  name: string;
  /** The page's clock, for 'observed 3 min ago'. */ now: number;
}) {
  const headingId = useId();
  const historyId = useId();
  const { pricing, loading, refreshing, failed, notFoundMessage, refresh } = usePricing(name);
  const [historyOpen, setHistoryOpen] = useState(false);
  const estimateCents = pricing?.estimateCents ?? 0;
  const offers = pricing?.offers ?? [];
  const links = pricing?.links ?? [];
  // With no offer, the retailers' rows still say where to look (price not checked); unavailable is no row at all.
  const unavailable = failed || (pricing !== null && offers.length === 0 && links.length === 0);
  const component = pricing?.component ?? null;

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={loading || refreshing}
      className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold break-words text-fg">
            {name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <Badge tone="accent">{guessCategory(name)}</Badge>
            {estimateCents > 0 ? (
              <EstimateBadge cents={estimateCents} basis={component?.priceBasis ?? null} now={now} />
            ) : null}
          </div>
          {estimateCents > 0 && component?.priceBasis ? (
            <PriceBasisNote basis={component.priceBasis} className="mt-1 text-xs text-muted" />
          ) : null}
        </div>
        <Tooltip label="Refresh prices">
          <Button
            variant="ghost"
            size="icon"
            onClick={refresh}
            disabled={loading || refreshing}
            aria-label={`Refresh prices for ${name}`}
          >
            <RotateCw
              aria-hidden="true"
              data-testid="refresh-icon"
              className={clsx('size-4', refreshing && 'animate-spin motion-reduce:animate-none')}
            />
          </Button>
        </Tooltip>
      </header>

      <div className="mt-4">
        {loading ? (
          <>
            <p role="status" className="sr-only">
              Loading prices for {name}...
            </p>
            <OffersSkeleton />
          </>
        ) : unavailable ? (
          <div className="flex min-h-[86px] flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line-strong p-4 text-center">
            <TriangleAlert aria-hidden="true" className="size-6 text-amber-700 dark:text-amber-300" />
            <p className="font-semibold text-fg">{UNAVAILABLE_TEXT}</p>
            {notFoundMessage ? <p className="text-sm text-muted">{notFoundMessage}</p> : null}
            {estimateCents > 0 ? (
              <p className="text-sm text-muted">
                No retailer offer right now. The estimate above is our catalog price, not a retailer&apos;s.
              </p>
            ) : null}
          </div>
        ) : (
          <>
            {offers.length === 0 && estimateCents > 0 ? (
              <p className="mb-3 text-sm text-muted">
                No retailer price checked right now. The estimate above is our catalog price, not a retailer&apos;s.
              </p>
            ) : null}
            <ul aria-label={`Retailer prices for ${name}`} className="flex flex-col gap-3">
              {offers.map((offer) => (
                <OfferRow key={offer.retailer} offer={offer} now={now} />
              ))}
              {links.map((link) => (
                <RetailerLinkRow key={link.retailer} link={link} />
              ))}
            </ul>
          </>
        )}
      </div>

      {pricing && !loading ? (
        <footer className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-line pt-4">
          <p className="text-xs text-muted">
            Checked <time dateTime={pricing.checkedAt}>{formatObserved(pricing.checkedAt, now)}</time>
          </p>
          {component ? (
            <div className="ml-auto flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                aria-expanded={historyOpen}
                aria-controls={historyId}
                onClick={() => setHistoryOpen((o) => !o)}
              >
                <ChartLine aria-hidden="true" className="size-4" />
                {historyOpen ? 'Hide price history' : 'Price history'}
              </Button>
              <WatchPriceButton component={component} currentLowestCents={pricing.lowest?.priceCents ?? null} />
            </div>
          ) : (
            <p className="text-xs text-muted">Not in our catalog: no price history or alerts for this name.</p>
          )}
        </footer>
      ) : null}
      {component ? (
        <div id={historyId} hidden={!historyOpen} className="mt-4">
          {historyOpen ? (
            <>
              <PriceHistoryPanel componentId={component.id} headingLevel={4} />
              <Link
                to={componentPath(component.slug)}
                className="mt-3 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
              >
                See {component.name} in the component database
              </Link>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
