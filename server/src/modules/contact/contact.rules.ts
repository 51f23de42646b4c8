// Pure rules of the admins' list of contact messages: its page sizes and its cursor.
import type { PageSizes } from '@rigforge/common';
import type { LimitTable } from '../../lib/rate-limiter';
import { decodeCursor, encodeCursor, isIsoInstant } from '../../lib/cursor';

/** The admins' list of contact messages: 50 a page unless first or last says, at most 100. */
export const CONTACT_PAGE: PageSizes = { default: 50, max: 100 };

const CURSOR_TAG = 'contactMessages';

/**
 * A message's `createdAt` as the cursor keeps it: ISO 8601 in UTC to the microsecond, exactly as
 * PostgreSQL stores it (a JavaScript Date keeps milliseconds only, and a cursor rounded to them
 * would skip or repeat messages sent in the same millisecond).
 */
const isMicroIso = (value: unknown): value is string => isIsoInstant(value, 6);

export const CONTACT_CURSOR_MESSAGE = 'Malformed cursor: use a cursor contactMessages gave, with the same filter';

export interface ContactCursor {
  /** The message's createdAt, to the microsecond (`isMicroIso`). */
  at: string;
  id: string;
}

export function encodeContactCursor(cursor: ContactCursor): string {
  return encodeCursor(CURSOR_TAG, cursor.at, cursor.id);
}

/** Reads a cursor made by encodeContactCursor; null for anything else (refused as CONTACT_CURSOR_MESSAGE). */
export function decodeContactCursor(text: string): ContactCursor | null {
  const cursor = decodeCursor(text, CURSOR_TAG, isMicroIso);
  return cursor && { at: cursor.value, id: cursor.id };
}

/** Contact-form messages sent from one address. */
export const CONTACT_LIMITS = {
  contactPerIp: { points: 5, durationSeconds: 60 * 60, message: 'Too many messages sent from your network' },
} as const satisfies LimitTable;

export type ContactLimitName = keyof typeof CONTACT_LIMITS;
