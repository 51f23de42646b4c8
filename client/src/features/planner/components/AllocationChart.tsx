import { ALLOCATION_KEYS, type AllocationKey, type AllocationShares } from '@rigforge/common';

/** One colour per category; the swatches beside the numbers use the same ones. */
export const SLICE_COLORS: Record<AllocationKey, { stroke: string; swatch: string }> = {
  cpu: { stroke: 'stroke-violet-500', swatch: 'bg-violet-500' },
  gpu: { stroke: 'stroke-blue-500', swatch: 'bg-blue-500' },
  ram: { stroke: 'stroke-emerald-500', swatch: 'bg-emerald-500' },
  storage: { stroke: 'stroke-amber-500', swatch: 'bg-amber-500' },
  other: { stroke: 'stroke-slate-400', swatch: 'bg-slate-400' },
};

/** Circumference 100, so a slice's dash length is its percent. */
const RADIUS = 100 / (2 * Math.PI);
const GAP = 0.6;

export interface Slice {
  key: AllocationKey;
  /** Dash length on a circumference of 100. */
  length: number;
  /** Where the slice starts, as a stroke-dashoffset (12 o'clock is 25). */
  dashOffset: number;
}

/** The donut's slices: each category's share of the sum, clockwise from 12 o'clock. */
export function donutSlices(percentages: AllocationShares): Slice[] {
  const sum = ALLOCATION_KEYS.reduce((s, k) => s + Math.max(0, percentages[k]), 0) || 1;
  const slices: Slice[] = [];
  let start = 0;
  for (const key of ALLOCATION_KEYS) {
    const share = (Math.max(0, percentages[key]) / sum) * 100;
    const length = share - GAP;
    if (length > 0) slices.push({ key, length, dashOffset: 25 - start });
    start += share;
  }
  return slices;
}

/**
 * The split as a donut drawn with plain SVG. Decorative: the numbers are written out beside it, so
 * it is hidden from assistive technology.
 */
export function AllocationChart({ percentages, className }: { percentages: AllocationShares; className?: string }) {
  return (
    <svg viewBox="0 0 42 42" aria-hidden="true" focusable="false" className={className}>
      <circle cx="21" cy="21" r={RADIUS} fill="none" strokeWidth="6" className="stroke-surface-muted" />
      {donutSlices(percentages).map(({ key, length, dashOffset }) => (
        <circle
          key={key}
          cx="21"
          cy="21"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          strokeDasharray={`${length} ${100 - length}`}
          strokeDashoffset={dashOffset}
          className={SLICE_COLORS[key].stroke}
        />
      ))}
    </svg>
  );
}
