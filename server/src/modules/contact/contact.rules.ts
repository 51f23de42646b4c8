// Pure rules of the admins' list of contact messages: its cursor.
import type { LimitTable } from '../../lib/rate-limiter';
import { badInput } from '../../lib/errors';
import { decodeCursor, encodeCursor, isIsoInstant } from '../../lib/cursor';

const CURSOR_TAG = 'contactMessages';

/**
 * A message's `createdAt` as the cursor keeps it: ISO 8601 in UTC to the microsecond, exactly as
 * PostgreSQL stores it (a JavaScript Date keeps milliseconds only, and a cursor rounded to them
 * would skip or repeat messages sent in the same millisecond).
 */
const isMicroIso = (value: unknown): value is string => isIsoInstant(value, 6);

export const CONTACT_CURSOR_MESSAGE = 'Malformed cursor: use the endCursor of the previous page of contactMessages';

export interface ContactCursor {
  /** createdAt of the last message of the page, to the microsecond (`isMicroIso`). */
  at: string;
  id: string;
}

export function encodeContactCursor(cursor: ContactCursor): string {
  return encodeCursor(CURSOR_TAG, cursor.at, cursor.id);
}

/** Reads a cursor made by encodeContactCursor; anything else is bad input. */
export function decodeContactCursor(text: string): ContactCursor {
  const cursor = decodeCursor(text, CURSOR_TAG, isMicroIso);
  if (!cursor) throw badInput(CONTACT_CURSOR_MESSAGE);
  return { at: cursor.value, id: cursor.id };
}

/** Contact-form messages sent from one address. */
export const CONTACT_LIMITS = {
  contactPerIp: { points: 5, durationSeconds: 60 * 60, message: 'Too many messages sent from your network' },
} as const satisfies LimitTable;

export type ContactLimitName = keyof typeof CONTACT_LIMITS;
