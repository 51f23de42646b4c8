import { formatCount, type PartType } from '@rigforge/common';

export const PRICE_UNAVAILABLE = 'Price unavailable';

/** Our own rating, without reviews behind it. */
export const EDITORS_RATING = "Editors' rating";

/** 'Rated 4.6 out of 5 from 1,234 reviews' when we have a review count, else "Editors' rating: 4.6 out of 5". */
export function ratingText(rating: number | null, reviewCount: number | null): string {
  if (rating === null) return 'Not rated yet';
  if (reviewCount === null || reviewCount === 0) return `${EDITORS_RATING}: ${rating.toFixed(1)} out of 5`;
  const reviews = reviewCount === 1 ? '1 review' : `${formatCount(reviewCount)} reviews`;
  return `Rated ${rating.toFixed(1)} out of 5 from ${reviews}`;
}

/** Singular labels of the part types, for badges. */
export const PART_TYPE_NAMES: Record<PartType, string> = {
  CPU: 'CPU',
  GPU: 'Graphics card',
  RAM: 'Memory',
  Storage: 'Storage',
  Motherboard: 'Motherboard',
  PSU: 'Power supply',
  Case: 'Case',
  Cooler: 'CPU cooler',
};

/** The local illustration of a part type (the server gives the same path as imageUrl). */
export function partImagePath(type: PartType): string {
  return `/images/parts/${type.toLowerCase()}.svg`;
}

/** The address of a component's detail page. */
export function componentPath(slug: string): string {
  return `/components/${encodeURIComponent(slug)}`;
}

/** What the performance indices are relative to (the server's curated benchmark table). */
export const PERFORMANCE_SCALE_NOTE =
  'Performance indices are relative scores from our benchmark table: Core i9-14900K = 100 for CPUs, GeForce RTX 4090 = 100 for graphics cards at each resolution.';
