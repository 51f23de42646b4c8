/** Words and ranges shared by the price widgets, the component page and settings (issue 15). */
/** The ranges of the price-history chart: days back, or null for everything we hold. */
export const HISTORY_RANGES: readonly { label: string; days: number | null }[] = [
  { label: '3 months', days: 90 },
  { label: '1 year', days: 365 },
  { label: 'All', days: null },
];

export const ALERT_SET_TOAST = 'Price alert set';
export const HISTORY_NOTE =
  'Each point is a price we observed on a dated snapshot (retailer feeds, live checks, and the PC Part Dataset’s snapshots, which give the lowest price across retailers). Lines only join observations: there is no data between them.';
export const HISTORY_EMPTY_TEXT = 'No price history yet: we have not recorded an observed price for this part.';
