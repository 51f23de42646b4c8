import { MAX_TARGET_CENTS, PRICE_TARGET_MESSAGES, cents, toCents, toDollars, centsInputText } from '@rigforge/common';

/** The most a target price may be (common's rule, the server's too), in dollars. */
export const MAX_TARGET_DOLLARS = toDollars(cents(MAX_TARGET_CENTS));

export type TargetPriceResult = { ok: true; cents: number } | { ok: false; error: string };

/**
 * The target price typed in the watch-price form, in dollars ('249', '249.5', '$1,249.99'), read as
 * cents; or the message that says what is wrong with it.
 */
export function parseTargetPrice(text: string): TargetPriceResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: false, error: 'Enter a target price in dollars.' };
  const plain = trimmed.replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return { ok: false, error: 'Enter the price as a number, e.g. 249.99.' };
  if (/\.\d{3,}$/.test(plain)) return { ok: false, error: 'Use at most two decimals (cents).' };
  const dollars = Number(plain);
  if (dollars <= 0) return { ok: false, error: 'The target price must be above $0.' };
  if (dollars > MAX_TARGET_DOLLARS) return { ok: false, error: PRICE_TARGET_MESSAGES.tooHigh };
  return { ok: true, cents: toCents(dollars) };
}

/** Cents as the text the form starts with, e.g. 24999 is '249.99'. */
export function centsToInput(amount: number): string {
  return centsInputText(amount);
}
