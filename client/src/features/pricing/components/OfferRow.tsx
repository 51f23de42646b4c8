import { Award, ExternalLink } from 'lucide-react';
import clsx from 'clsx';
import { formatCents } from '@rigforge/common';
import { type PricingQuery, type RetailerOfferFieldsFragment } from '../../../components/pricing/pricing.generated';
import { formatObserved } from '../../../components/pricing/history';
import { RETAILERS, SOURCE_LABELS } from '../../../components/pricing/retailers';

/** One retailer's offer: its colour, icon and benefits, the price, best deal or the difference, source and time. */
export function OfferRow({ offer, now }: { offer: RetailerOfferFieldsFragment; now: number }) {
  const retailer = RETAILERS[offer.retailer];
  const { Icon } = retailer;
  const estimate = offer.source === 'ESTIMATE';
  return (
    <li
      className={clsx(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-l-4 border-line bg-surface-muted/60 p-3',
        retailer.edge,
        offer.isLowest && 'ring-2 ring-emerald-600/40 dark:ring-emerald-300/40',
      )}
    >
      <span className={clsx('inline-flex size-10 shrink-0 items-center justify-center rounded-xl', retailer.tile)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold text-fg">{retailer.name}</p>
        <p className="text-xs text-muted">{retailer.benefits.join(' · ')}</p>
        <p className="mt-1 text-xs text-muted">
          <span className={clsx(estimate && 'font-semibold text-amber-800 dark:text-amber-300')}>
            {SOURCE_LABELS[offer.source]}
          </span>
          {' · observed '}
          <time dateTime={offer.observedAt}>{formatObserved(offer.observedAt, now)}</time>
          {offer.inStock === true ? ' · In stock' : offer.inStock === false ? ' · Out of stock' : ''}
        </p>
      </div>
      <div className="ml-auto flex flex-col items-end gap-1 text-right">
        <p className="text-lg font-bold text-fg tabular-nums">
          {estimate ? <span className="sr-only">Estimated </span> : null}
          {formatCents(offer.priceCents)}
        </p>
        {offer.listPriceCents && offer.listPriceCents > offer.priceCents ? (
          <p className="text-xs text-muted line-through tabular-nums">
            <span className="sr-only">List price </span>
            {formatCents(offer.listPriceCents)}
          </p>
        ) : null}
        {offer.isLowest ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300">
            <Award aria-hidden="true" className="size-3.5" />
            Best Deal
          </span>
        ) : (
          <span className="text-xs font-semibold text-red-700 tabular-nums dark:text-red-300">
            +{formatCents(offer.aboveLowestCents)} more
          </span>
        )}
      </div>
      <a
        href={offer.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-semibold text-fg hover:bg-surface"
      >
        View
        <span className="sr-only"> at {retailer.name} (opens in a new tab)</span>
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </li>
  );
}

export type RetailerLinkFields = NonNullable<PricingQuery['pricing']>['links'][number];

/**
 * A retailer we hold no price from: its colour, icon and benefits, "Price not checked", and a link to
 * its product page (from the part's id there) or, without one, to a search on its site.
 */
export function RetailerLinkRow({ link }: { link: RetailerLinkFields }) {
  const retailer = RETAILERS[link.retailer];
  const { Icon } = retailer;
  return (
    <li
      className={clsx(
        'flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-l-4 border-dashed border-line p-3',
        retailer.edge,
      )}
    >
      <span className={clsx('inline-flex size-10 shrink-0 items-center justify-center rounded-xl', retailer.tile)}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold text-fg">{retailer.name}</p>
        <p className="text-xs text-muted">{retailer.benefits.join(' · ')}</p>
        <p className="mt-1 text-xs text-muted">{link.productPage ? 'Product page known' : 'No product page known'}</p>
      </div>
      <div className="ml-auto flex items-center gap-3">
        <p className="text-sm font-semibold text-muted">Price not checked</p>
        <a
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-semibold text-fg hover:bg-surface"
        >
          {link.productPage ? 'View' : 'Search'}
          <span className="sr-only">
            {link.productPage ? ` the product at ${retailer.name}` : ` ${retailer.name} for it`} (opens in a new tab)
          </span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </li>
  );
}
