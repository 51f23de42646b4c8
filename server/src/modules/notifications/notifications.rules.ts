// Pure rules of notifications: their messages, the list's page sizes and cursor, and how many a news batch may hold.
import type { PageSizes } from '@rigforge/common';
import { decodeCursor, encodeCursor, isIsoInstant } from '../../lib/cursor';

/** The bell lists 10 a page; a caller may ask for up to 50. */
export const NOTIFICATION_PAGE: PageSizes = { default: 10, max: 50 };

export const NOTIFICATION_BAD_CURSOR = 'Malformed cursor: use a cursor your notifications gave';

const CURSOR_TAG = 'notifications';

/** A notification's place in the list: its createdAt in UTC to the microsecond, as stored (see contact.rules), and its id. */
export interface NotificationCursor {
  at: string;
  id: string;
}

export function encodeNotificationCursor(cursor: NotificationCursor): string {
  return encodeCursor(CURSOR_TAG, cursor.at, cursor.id);
}

/** Reads a cursor made by encodeNotificationCursor; null for anything else (refused as NOTIFICATION_BAD_CURSOR). */
export function decodeNotificationCursor(text: string): NotificationCursor | null {
  const cursor = decodeCursor(text, CURSOR_TAG, (value): value is string => isIsoInstant(value, 6));
  return cursor && { at: cursor.value, id: cursor.id };
}

/** A news batch creates one notification per item and user for at most this many (the newest) items. */
export const NEWS_BATCH_MAX = 5;

/** The column's limit. */
export const NOTIFICATION_MESSAGE_MAX = 500;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  emptyMessage: 'A notification needs a message.',
} as const;

/** A message cut to the column's limit (on a character boundary), with an ellipsis when cut. */
export function clampMessage(text: string): string {
  const chars = [...text.trim()];
  return chars.length <= NOTIFICATION_MESSAGE_MAX
    ? chars.join('')
    : `${chars.slice(0, NOTIFICATION_MESSAGE_MAX - 1).join('')}…`;
}

const who = (username: string | null): string => username ?? 'Someone';

export const replyMessage = (actor: string | null): string => clampMessage(`${who(actor)} replied to your comment`);
export const likeMessage = (actor: string | null): string => clampMessage(`${who(actor)} liked your comment`);

const SOURCE_LABELS: Record<string, string> = { NVIDIA: 'NVIDIA', AMD: 'AMD', Intel: 'Intel', X: 'X' };
export const newsMessage = (source: string, title: string): string =>
  clampMessage(`New from ${SOURCE_LABELS[source] ?? source}: ${title}`);

/** GET /api/notifications' size from the caller: the default when absent, else clamped to 1..NOTIFICATION_PAGE.max. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined || !Number.isFinite(first)) return NOTIFICATION_PAGE.default;
  return Math.min(NOTIFICATION_PAGE.max, Math.max(1, Math.trunc(first)));
}

/** The newest `NEWS_BATCH_MAX` of a batch of new items, each once. */
export function newsBatch<T extends { id: string; publishedAt: Date }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .slice(0, NEWS_BATCH_MAX);
}
