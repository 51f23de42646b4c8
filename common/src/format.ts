const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parseDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMM d, yyyy' (guides), in UTC so that server and browser agree. 'Recently' when missing or invalid. */
export function formatGuideDate(value: string | Date | null | undefined): string {
  const date = parseDate(value);
  if (!date) return 'Recently';
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const whole = new Intl.NumberFormat('en-US');

/** A count in full, with thousands separators, e.g. '12,437'. */
export function formatCount(count: number): string {
  return whole.format(count);
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** A count in short, e.g. '12.4K' (a guide's views). */
export function formatCompactCount(count: number): string {
  return compact.format(count);
}
