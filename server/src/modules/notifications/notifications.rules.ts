// Pure rules of notifications: their messages and how many a list or a news batch may hold.

/** The bell lists 10; a caller may ask for up to this many. */
export const NOTIFICATION_PAGE_MAX = 50;
export const NOTIFICATION_PAGE_DEFAULT = 10;

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

/** A list size from the caller: the default when absent, else clamped to 1..NOTIFICATION_PAGE_MAX. */
export function pageSize(first: number | null | undefined): number {
  if (first === null || first === undefined || !Number.isFinite(first)) return NOTIFICATION_PAGE_DEFAULT;
  return Math.min(NOTIFICATION_PAGE_MAX, Math.max(1, Math.trunc(first)));
}

/** The newest `NEWS_BATCH_MAX` of a batch of new items, each once. */
export function newsBatch<T extends { id: string; publishedAt: Date }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...items]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)))
    .slice(0, NEWS_BATCH_MAX);
}
