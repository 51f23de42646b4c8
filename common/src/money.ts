// Money (docs/requirements.md §3: prices are dollars in REST and in the build-result address, cents in
// storage and in GraphQL). Every conversion between the two, and the one reading of a dollar amount
// a caller typed, lives here so that REST, GraphQL, the planner and the client agree to the cent.

/**
 * A dollar amount as callers write it: an optional minus, one to nine digits, an optional fraction.
 * No currency sign, no thousands separators, no exponent ('1e3'), nothing around it but spaces.
 */
const DOLLARS = /^\s*-?\d{1,9}(?:\.\d+)?\s*$/;

declare const centsBrand: unique symbol;

/**
 * An amount of money in whole US cents: the one money type of services, the planner and every table.
 * Only this file makes one (toCents from dollars, cents() from an integer a trusted source holds, and
 * the sums and splits below); dollars exist only at the REST edge and in formatting.
 */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** Cents per dollar: the one place money is scaled. */
export const CENTS_PER_DOLLAR = 100;

/** An integer a trusted source holds as cents (a database column, a GraphQL Int `...Cents` field); throws on anything else. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** Zero cents. */
export const ZERO_CENTS = cents(0);

/** Dollars to whole cents, rounded to the nearest cent (299.999 is 30000). */
export function toCents(dollars: number): Cents {
  return Math.round(dollars * CENTS_PER_DOLLAR) as Cents;
}

/** Cents to dollars, e.g. 123450 is 1234.5. */
export function toDollars(amount: Cents): number {
  return Math.round(amount) / CENTS_PER_DOLLAR;
}

/** Cents to the nearest whole dollar, e.g. 149960 is 1500 (the deprecated whole-dollar GraphQL fields). */
export function toWholeDollars(amount: Cents): number {
  return Math.round(amount / CENTS_PER_DOLLAR);
}

/** An amount rounded down to whole dollars, in cents, e.g. 149960.5 is 149900. */
export function floorToDollar(amount: number): Cents {
  return (Math.floor(amount / CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR) as Cents;
}

/** Cents rounded to the nearest whole dollar, still in cents, e.g. 149960 is 150000. */
export function roundToDollar(amount: Cents): Cents {
  return (Math.round(amount / CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR) as Cents;
}

/** The sum of amounts in cents. */
export function sumCents(amounts: Iterable<number>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/** Cents as the numeric-string dollars of the REST shapes: two decimals, e.g. '1234.50'. */
export function dollarsText(amount: Cents): string {
  return toDollars(amount).toFixed(2);
}

const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole US dollars, e.g. '$1,400' for 1400 (a dollar amount a person typed or a slider holds). */
export function formatUsd(dollars: number): string {
  return usdWhole.format(dollars);
}

/** US cents as whole dollars, e.g. '$1,400' for 139960. Display only: a client's GraphQL Int is a plain number. */
export function formatCentsWhole(amount: number): string {
  return usdWhole.format(amount / CENTS_PER_DOLLAR);
}

/** US cents as dollars and cents, e.g. '$1,299.99'. Display only: a client's GraphQL Int is a plain number. */
export function formatCents(amount: number): string {
  return usdCents.format(amount / CENTS_PER_DOLLAR);
}

/** US cents as plain dollars and cents for a text field, e.g. '1299.99' (no sign, no separators). */
export function centsInputText(amount: number): string {
  return (amount / CENTS_PER_DOLLAR).toFixed(2);
}

/** Cents as dollars with thousands separators and two decimals, e.g. '$1,234.50' (the planner's sentences). */
export function dollarsSentence(amount: Cents): string {
  return `$${toDollars(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Cents as whole dollars with thousands separators, e.g. '$1,234' (the planner's sentences). */
export function wholeDollarsSentence(amount: Cents): string {
  return `$${toWholeDollars(amount).toLocaleString('en-US')}`;
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

/** The unit of a request's amounts: dollars in the REST shapes (and GraphQL's deprecated twins), cents in GraphQL. */
export type MoneyUnit = 'dollars' | 'cents';

/**
 * An amount in `unit` from untrusted input, as cents: dollars as readDollars reads them, cents as a
 * whole number. Null when it is not an amount in that unit (for the caller to refuse in its words).
 */
export function readAmount(value: unknown, unit: MoneyUnit): Cents | null {
  if (unit === 'cents') return typeof value === 'number' && Number.isSafeInteger(value) ? (value as Cents) : null;
  const dollars = readDollars(value);
  return dollars === null ? null : toCents(dollars);
}

/**
 * A GraphQL amount given in cents or, by a client still on the deprecated dollar twin, in dollars:
 * as cents for a request read in cents. A twin that is not an amount stays as it is, to be refused.
 */
export function centsOrDollarTwin(centsAmount: unknown, dollars: unknown): unknown {
  if (centsAmount !== undefined && centsAmount !== null) return centsAmount;
  return readAmount(dollars, 'dollars') ?? dollars;
}
