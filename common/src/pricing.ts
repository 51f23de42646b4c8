import type { FieldError } from './auth-forms';

/** The most a price alert's target may be, in cents ($100,000): far above any part, and an Int of cents. */
export const MAX_TARGET_CENTS = 10_000_000;

export const PRICE_TARGET_MESSAGES = {
  tooLow: 'The target price must be at least $0.01.',
  tooHigh: 'The target price must be at most $100,000.',
} as const;

/** A price alert's target in cents: whole cents from $0.01 to $100,000. */
export function validateTargetCents(amount: number): FieldError {
  if (!Number.isInteger(amount) || amount < 1) return PRICE_TARGET_MESSAGES.tooLow;
  if (amount > MAX_TARGET_CENTS) return PRICE_TARGET_MESSAGES.tooHigh;
  return null;
}

/** The longest part name a price comparison looks up (after trimming). */
export const PRICING_NAME_MAX_LENGTH = 300;

export const PRICING_NAME_MESSAGES = {
  required: 'Give a component name or id to compare prices.',
  tooLong: `A component name has at most ${PRICING_NAME_MAX_LENGTH} characters.`,
} as const;

/** The part name a price comparison looks up: at most 300 characters once trimmed. */
export function validatePricingName(name: string): FieldError {
  return name.trim().length > PRICING_NAME_MAX_LENGTH ? PRICING_NAME_MESSAGES.tooLong : null;
}

/** The longest price history one asks for, in days (about ten years). */
export const MAX_HISTORY_DAYS = 3650;

export const HISTORY_DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_HISTORY_DAYS}, or left out for all.`;
