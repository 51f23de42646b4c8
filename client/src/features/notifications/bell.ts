/** docs/requirements.md §9 "News": the bell shows this many news items and personal notifications. */
export const BELL_NEWS_SHOWN = 5;
export const BELL_NOTIFICATIONS_SHOWN = 10;
/** The newest news items whose read state counts towards the badge. */
export const BELL_NEWS_WINDOW = 20;
/** §9: the unread count is refreshed this often (the live subscription is the fast path). */
export const UNREAD_POLL_MS = 30_000;
export const BELL_SIGNED_OUT_TEXT = 'Sign in to see personalized notifications';

/** The badge's text (§9: capped at '99+'); null when there is nothing unread. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** §9: personal unread (signed in only) plus the news not yet read in this browser. */
export function totalUnread(
  personalUnread: number | null | undefined,
  newsIds: readonly string[],
  readIds: ReadonlySet<string>,
): number {
  return Math.max(0, personalUnread ?? 0) + newsIds.filter((id) => !readIds.has(id)).length;
}
