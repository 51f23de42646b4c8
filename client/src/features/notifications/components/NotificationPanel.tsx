import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AtSign, CheckCheck, Heart, LogIn, MessageSquareReply, Newspaper } from 'lucide-react';
import clsx from 'clsx';
import { formatNewsDate, formatRelativeTime } from '../../../lib/dates';
import { BELL_NEWS_SHOWN, BELL_SIGNED_OUT_TEXT } from '../bell';
import { useNotifications, type BellNotification } from '../useNotifications';

const ITEM =
  'flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-muted focus-visible:bg-surface-muted';

function NotificationIcon({ type }: { type: BellNotification['type'] }) {
  const Icon =
    type === 'COMMENT_LIKE'
      ? Heart
      : type === 'COMMENT_REPLY'
        ? MessageSquareReply
        : type === 'NEWS'
          ? Newspaper
          : AtSign;
  return <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />;
}

function UnreadDot({ unread }: { unread: boolean }) {
  return unread ? (
    <>
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand" />
      <span className="sr-only">Unread: </span>
    </>
  ) : (
    <span aria-hidden="true" className="mt-1.5 size-2 shrink-0" />
  );
}

export interface NotificationPanelProps {
  /** After following a link (the popover closes). */
  onNavigate: () => void;
  /** The panel's heading level: 2 in the popover, 3 inside the drawer's section. */
  headingLevel?: 2 | 3;
}

/**
 * What the bell shows (docs/requirements.md §2 "Notification bell menu", §4 "Notifications"):
 * 'Latest Hardware News' (the 5 newest; 'View All News →' when there are more), 'Your Activity'
 * (the 10 newest personal notifications, or the sign-in text for guests) and 'Mark all as read'.
 * Loaded when the bell or the phone drawer first opens.
 */
export default function NotificationPanel({ onNavigate, headingLevel = 2 }: NotificationPanelProps) {
  const state = useNotifications();
  const newsHeading = useId();
  const activityHeading = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const shownNews = state.news.slice(0, BELL_NEWS_SHOWN);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2 px-3 pt-1">
        <p className="text-sm font-semibold text-fg">
          {state.unreadTotal > 0 ? `${state.unreadTotal} unread` : 'All caught up'}
        </p>
        {state.unreadTotal > 0 ? (
          <button
            type="button"
            onClick={() => void state.markAllRead()}
            disabled={state.markingAll}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-accent hover:bg-surface-muted disabled:opacity-60"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all as read
          </button>
        ) : null}
      </div>

      <section aria-labelledby={newsHeading}>
        <H id={newsHeading} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
          Latest Hardware News
        </H>
        {state.newsFailed ? (
          <p className="px-3 py-2 text-sm text-muted">The news could not be loaded.</p>
        ) : shownNews.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted">No news yet.</p>
        ) : (
          <ul>
            {shownNews.map((item) => {
              const unread = !state.readIds.has(item.id);
              return (
                <li key={item.id}>
                  <Link
                    to="/news"
                    onClick={() => {
                      state.markNewsRead([item.id]);
                      onNavigate();
                    }}
                    className={ITEM}
                  >
                    <UnreadDot unread={unread} />
                    <span className="min-w-0">
                      <span className={clsx('block', unread ? 'font-semibold text-fg' : 'text-fg')}>{item.title}</span>
                      <span className="block text-xs text-muted">
                        {item.sourceLabel} · {formatNewsDate(item.publishedAt)}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {state.newsTotal > BELL_NEWS_SHOWN ? (
          <Link
            to="/news"
            onClick={onNavigate}
            className="mt-1 block rounded-lg px-3 py-1.5 text-sm font-semibold text-accent hover:bg-surface-muted"
          >
            View All News →
          </Link>
        ) : null}
      </section>

      <section aria-labelledby={activityHeading} className="border-t border-line pt-3">
        <H id={activityHeading} className="px-3 pb-1 text-xs font-semibold tracking-wider text-muted uppercase">
          Your Activity
        </H>
        {!state.signedIn ? (
          <div className="flex flex-col items-start gap-2 px-3 py-2">
            <p className="text-sm text-muted">{BELL_SIGNED_OUT_TEXT}</p>
            <Link
              to="/sign-in"
              onClick={onNavigate}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent hover:underline"
            >
              <LogIn aria-hidden="true" className="size-4" />
              Sign in
            </Link>
          </div>
        ) : state.notificationsFailed ? (
          <p className="px-3 py-2 text-sm text-muted">Your notifications could not be loaded.</p>
        ) : state.notifications === null ? (
          <p role="status" className="px-3 py-2 text-sm text-muted">
            Loading your notifications...
          </p>
        ) : state.notifications.length === 0 ? (
          <p className="px-3 py-2 text-sm text-muted">
            No notifications yet. Replies and likes on your comments show up here.
          </p>
        ) : (
          <ul>
            {state.notifications.map((n) => {
              const body = (
                <>
                  <UnreadDot unread={!n.isRead} />
                  <NotificationIcon type={n.type} />
                  <span className="min-w-0">
                    <span className={clsx('block break-words', n.isRead ? 'text-muted' : 'font-semibold text-fg')}>
                      {n.message}
                    </span>
                    <time dateTime={n.createdAt} className="block text-xs text-muted">
                      {formatRelativeTime(n.createdAt)}
                    </time>
                  </span>
                </>
              );
              return (
                <li key={n.id}>
                  {n.isRead ? (
                    <div className={clsx(ITEM, 'hover:bg-transparent')}>{body}</div>
                  ) : (
                    <button type="button" onClick={() => void state.open(n)} className={ITEM}>
                      {body}
                      <span className="sr-only"> (mark as read)</span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
