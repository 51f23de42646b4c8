import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import {
  formatCents,
  retailLinksFor,
  RETAILERS,
  SAVED_BUILD_TEXT,
  type PartType,
  type RetailerId,
} from '@rigforge/common';
import { type PartCardFieldsFragment } from './PartCard.generated';
import { CategoryIcon } from './CategoryIcon';
import { componentPath } from '../../lib/format';

const RETAILER_ORDER: readonly RetailerId[] = ['amazon', 'newegg', 'bestBuy'];

/** A part's price; a saved part's own figure (not the catalog's) says so under it. */
export function PartPrice({ priceCents, customPrice }: { priceCents: number; customPrice: boolean }) {
  return (
    <div className="shrink-0 text-right">
      <p className="text-lg font-bold text-fg tabular-nums">{formatCents(priceCents)}</p>
      {customPrice ? (
        <p className="text-xs text-muted" title={SAVED_BUILD_TEXT.customPriceHint}>
          {SAVED_BUILD_TEXT.customPrice}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What a part card shows: a generated part as its fragment (PartCard.graphql) selects it, with a
 * category the card knows; a saved part has no reason, and a slug only while it is in the catalog.
 */
export type PartCardPart = Pick<PartCardFieldsFragment, 'name' | 'priceCents'> & {
  category: PartType;
  reason?: PartCardFieldsFragment['reason'] | null;
  /** The catalog slug, for a link to the part's page. */
  slug?: PartCardFieldsFragment['slug'] | null;
  /** A saved part whose price its owner typed (not in the catalog): marked "custom price". */
  customPrice?: boolean;
};

/**
 * One part of the build: category icon, name, price, category, reason and search links at the three
 * retailers. The links are always built here from the name and category (docs/requirements.md §7), never taken
 * from the address.
 */
export function PartCard({ part }: { part: PartCardPart }) {
  const titleId = useId();
  const newTabId = useId();
  const links = retailLinksFor(part.name, part.category);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <CategoryIcon category={part.category} className="size-5" />
        </span>
        <p className="flex-1 text-xs font-semibold tracking-wide text-muted uppercase">{part.category}</p>
        <PartPrice priceCents={part.priceCents} customPrice={part.customPrice ?? false} />
      </div>
      <h3 id={titleId} className="mt-3 text-base leading-snug font-semibold break-words text-fg">
        {part.slug ? (
          <Link to={componentPath(part.slug)} className="underline-offset-4 hover:text-accent hover:underline">
            {part.name}
          </Link>
        ) : (
          part.name
        )}
      </h3>
      {part.reason ? <p className="mt-2 text-sm leading-6 text-muted">{part.reason}</p> : null}
      <div className="mt-auto pt-4">
        <span id={newTabId} className="sr-only">
          Opens in a new tab
        </span>
        <ul aria-label={`Shop for ${part.name}`} className="grid grid-cols-3 gap-2">
          {RETAILER_ORDER.map((id) => (
            <li key={id}>
              <a
                href={links[id]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Search ${RETAILERS[id].name} for ${part.name}`}
                aria-describedby={newTabId}
                className="flex h-9 items-center justify-center gap-1 rounded-lg border border-line-strong px-2 text-xs font-semibold whitespace-nowrap text-fg transition-colors hover:bg-surface-muted"
              >
                {RETAILERS[id].name}
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
