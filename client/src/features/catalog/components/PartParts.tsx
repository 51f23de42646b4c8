import { Star } from 'lucide-react';
import { type PriceBasis } from '@rigforge/common';
import { PriceBasisNote } from '../../../components/pricing/PriceBasisNote';
import clsx from 'clsx';
import { formatCents, formatCount, type PartType } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { EDITORS_RATING, PART_TYPE_NAMES, partImagePath, PRICE_UNAVAILABLE, ratingText } from '../format';

/** The part type's illustration, or a neutral tile when the part has none (decorative unless `alt`). */
export function PartImage({
  type,
  imageUrl,
  alt = '',
  priority = false,
  className,
}: {
  type: PartType;
  imageUrl: string | null;
  alt?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex items-center justify-center bg-gradient-to-br from-violet-500/10 via-surface-muted to-blue-500/10',
        className,
      )}
    >
      <img
        src={imageUrl ?? partImagePath(type)}
        alt={alt}
        width={128}
        height={96}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="h-3/5 max-h-28 w-auto drop-shadow-md"
      />
    </div>
  );
}

export function TypeBadge({ type }: { type: PartType }) {
  return <Badge tone="accent">{PART_TYPE_NAMES[type]}</Badge>;
}

/**
 * The catalog price; 'Price unavailable' without one. No list price is struck through and no stock is
 * claimed here: no catalog source gives either (a retailer's row in the price widget does, with its source).
 */
export function PriceTag({
  priceCents,
  basis,
  size = 'md',
}: {
  priceCents: number | null;
  /** Where the price comes from and when (shown under it). */
  basis: PriceBasis | null;
  size?: 'md' | 'lg';
}) {
  if (priceCents === null) {
    return <p className="text-sm font-medium text-muted">{PRICE_UNAVAILABLE}</p>;
  }
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={clsx('font-bold text-fg tabular-nums', size === 'lg' ? 'text-3xl tracking-tight' : 'text-lg')}>
          {formatCents(priceCents)}
        </span>
      </p>
      {basis ? <PriceBasisNote basis={basis} /> : null}
    </div>
  );
}

/**
 * A star and the rating, with the review count where we have one, else labelled as the editors' rating; the whole
 * sentence is its accessible text.
 */
export function RatingLine({ rating, reviewCount }: { rating: number | null; reviewCount: number | null }) {
  if (rating === null) return <p className="text-sm text-muted">Not rated yet</p>;
  return (
    <p className="inline-flex items-center gap-1.5 text-sm text-muted">
      <span className="sr-only">{ratingText(rating, reviewCount)}</span>
      <span aria-hidden="true" className="inline-flex items-center gap-1.5">
        <Star className="size-4 fill-amber-400 text-amber-500 dark:text-amber-300" />
        <span className="font-semibold text-fg tabular-nums">{rating.toFixed(1)}</span>
        {reviewCount ? (
          <span className="tabular-nums">({formatCount(reviewCount)})</span>
        ) : (
          <span>{EDITORS_RATING}</span>
        )}
      </span>
    </p>
  );
}
