import { useState } from 'react';
import { DEFAULT_PRICE_STALE_AFTER_DAYS, isPriceStale, priceBasisLabel, type PriceBasis } from '@rigforge/common';

/** Replaced at build time by client/vite.config.ts from RIGFORGE_PRICE_STALE_AFTER_DAYS (docs/operations.md). */
declare const __RIGFORGE_PRICE_STALE_AFTER_DAYS__: string | undefined;

/** The configured age (days) past which a catalog price is called possibly out of date. */
export function priceStaleAfterDays(): number {
  const configured =
    typeof __RIGFORGE_PRICE_STALE_AFTER_DAYS__ === 'string' ? Number(__RIGFORGE_PRICE_STALE_AFTER_DAYS__) : NaN;
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_PRICE_STALE_AFTER_DAYS;
}

/** "typical price, PC Part Dataset, 23 Jul 2025", plus "possibly out of date" past the configured age. */
export function priceBasisText(basis: PriceBasis, now: number): string {
  const stale = isPriceStale(basis.on, now, priceStaleAfterDays());
  return `${priceBasisLabel(basis)}${stale ? ' · possibly out of date' : ''}`;
}

/** Where a catalog price comes from and when, under it; the stale call-out stands out. */
export function PriceBasisNote({ basis, className }: { basis: PriceBasis; className?: string }) {
  // The time the note was first drawn: a price's age in days does not need a live clock.
  const [now] = useState(() => Date.now());
  const stale = isPriceStale(basis.on, now, priceStaleAfterDays());
  return (
    <p className={className ?? 'text-xs text-muted'}>
      {priceBasisLabel(basis)}
      {stale ? <span className="font-semibold text-amber-800 dark:text-amber-300"> · possibly out of date</span> : null}
    </p>
  );
}
