/**
 * Personal access tokens (docs/api.md "Sign in from a script"): the rules the server enforces and the
 * settings page shows, with their messages. Pure values and functions only.
 */
import type { FieldError } from './auth-forms';

/** Every token's secret starts with this, so that a leaked one is recognisable (and searchable). */
export const API_TOKEN_PREFIX = 'rf_pat_';
/** A token's name: what the user calls it (which script or machine holds it). */
export const API_TOKEN_NAME_MAX_LENGTH = 60;
/** Tokens one account may hold at once, expired ones included (they are listed until revoked). */
export const API_TOKENS_PER_USER = 20;
/** The longest expiry a token may be given, in days (no expiry at all is allowed too). */
export const API_TOKEN_MAX_EXPIRY_DAYS = 365;
/** The expiries the settings page offers, in days; null: never expires. */
export const API_TOKEN_EXPIRY_CHOICES = [30, 90, API_TOKEN_MAX_EXPIRY_DAYS, null] as const;

/** What a token may do: `read` runs queries and subscriptions, `write` runs mutations. */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: `A token name can be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  scopesRequired: 'Choose at least one scope: read, write or both',
  expiryRange: `A token expires after 1 to ${API_TOKEN_MAX_EXPIRY_DAYS} days, or never`,
  tooMany: `You can have at most ${API_TOKENS_PER_USER} API tokens (expired ones count); revoke one first.`,
  notFound: 'No such API token',
  shownOnce: 'Copy this token now: it will not be shown again.',
} as const;

/** A token's name, as typed: 1 to 60 characters once trimmed. */
export function validateApiTokenName(name: string): FieldError {
  const text = name.trim();
  if (text === '') return API_TOKEN_MESSAGES.nameRequired;
  return text.length > API_TOKEN_NAME_MAX_LENGTH ? API_TOKEN_MESSAGES.nameTooLong : null;
}

/** An expiry in days (a token without one never expires): a whole number from 1 to 365. */
export function validateApiTokenExpiry(days: number): FieldError {
  return Number.isInteger(days) && days >= 1 && days <= API_TOKEN_MAX_EXPIRY_DAYS
    ? null
    : API_TOKEN_MESSAGES.expiryRange;
}
