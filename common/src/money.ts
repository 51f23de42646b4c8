// Money (docs/requirements.md §3: prices are dollars in REST and in the build-result address, cents in
// storage and in GraphQL). Every conversion between the two, and the one reading of a dollar amount
// a caller typed, lives here so that REST, GraphQL, the planner and the client agree to the cent.

/**
 * A dollar amount as callers write it: an optional minus, one to nine digits, an optional fraction.
 * No currency sign, no thousands separators, no exponent ('1e3'), nothing around it but spaces.
 */
const DOLLARS = /^\s*-?\d{1,9}(?:\.\d+)?\s*$/;

/** Dollars to whole cents, rounded to the nearest cent (299.999 is 30000). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Cents to dollars, e.g. 123450 is 1234.5. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents as the numeric-string dollars of the REST shapes: two decimals, e.g. '1234.50'. */
export function dollarsText(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Dollars written as text ('299.99', ' 12 ', '-5'), or null for anything else ('$1,234.5', '1e3', ''). */
export function parseDollars(text: string): number | null {
  return DOLLARS.test(text) ? Number(text) : null;
}

/**
 * A dollar amount from untrusted input, which may send a number or a numeric string: the number
 * (negative ones included, for the caller to refuse with its own words), or null when it is not a
 * finite amount.
 */
export function readDollars(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' ? parseDollars(value) : null;
}
