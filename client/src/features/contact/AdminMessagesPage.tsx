import { useState } from 'react';
import { CheckCheck, Inbox, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Skeleton';
import { useToast } from '../../components/ui/toast';
import {
  ContactMessagesDocument,
  type ContactMessageFieldsFragment,
  useMarkContactMessageHandledMutation,
} from './contact.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { serverMessage } from '../../lib/errors';
import { usePagedQuery } from '../../lib/usePagedQuery';

/** Messages per page of /admin/messages ('Load more' appends the next page). */
export const ADMIN_MESSAGES_PAGE_SIZE = 20;

const FILTERS = [
  { label: 'Open', handled: false },
  { label: 'Handled', handled: true },
  { label: 'All', handled: null },
] as const;
type Filter = (typeof FILTERS)[number];

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/messages: the contact messages (list, mark handled), ADMIN_MESSAGES_PAGE_SIZE at a time
 * with 'Load more'. Each filter is its own list; picking one fetches its first page again. A message
 * marked handled (or reopened) changes in place, so the admin can undo it. The route shows the page
 * to admins only (app/AdminOnly.tsx); anyone else gets the not-found page.
 */
export function AdminMessagesPage() {
  useDocumentTitle('Contact Messages');
  const [filter, setFilter] = useState<Filter>(FILTERS[0]);
  const list = usePagedQuery(
    ContactMessagesDocument,
    { variables: { handled: filter.handled, first: ADMIN_MESSAGES_PAGE_SIZE }, fetchPolicy: 'cache-and-network' },
    (data) => data.contactMessages,
  );
  const page = list.page;
  const messages = page?.nodes;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">Contact Messages</h1>
        <p className="mt-2 text-muted">Messages sent with the contact form, newest first.</p>
      </header>
      <div role="group" aria-label="Show" className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.label}
            size="sm"
            variant={f === filter ? 'primary' : 'outline'}
            aria-pressed={f === filter}
            onClick={() => setFilter(f)}
          >
            {f.label}
          </Button>
        ))}
      </div>
      <div className="mt-6">
        {list.error && !messages ? (
          <LoadError message="Failed to load messages" onRetry={list.retry} retrying={list.retrying} />
        ) : !messages ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="sr-only">
              Loading messages...
            </p>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-36 rounded-2xl" />
            ))}
          </div>
        ) : messages.length === 0 ? (
          <p className="flex items-center gap-2 text-muted">
            <Inbox aria-hidden="true" className="size-5" />
            No messages here.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted">
              Showing {messages.length} of {page?.totalCount ?? messages.length}
            </p>
            <ul className="flex flex-col gap-4">
              {messages.map((m) => (
                <li key={m.id}>
                  <MessageCard message={m} />
                </li>
              ))}
            </ul>
          </>
        )}
        {page?.pageInfo.hasNextPage ? (
          <div className="mt-8 flex flex-col items-center gap-3">
            <Button variant="secondary" size="lg" onClick={list.loadMore} disabled={list.loadingMore}>
              {list.loadingMore ? 'Loading...' : 'Load more'}
            </Button>
            {list.loadMoreFailed ? (
              <p role="alert" className="text-sm text-amber-800 dark:text-amber-200">
                We couldn&apos;t load more messages. Please try again.
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** One message; marking it handled updates it in the cache (it is normalised by id), wherever it is listed. */
function MessageCard({ message: m }: { message: ContactMessageFieldsFragment }) {
  const { toast } = useToast();
  const [mark, { loading }] = useMarkContactMessageHandledMutation();
  const handledAt = m.handledAt ?? null;
  const handled = handledAt !== null;

  const toggle = async () => {
    try {
      await mark({ variables: { id: m.id, handled: !handled } });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to update message',
        variant: 'destructive',
      });
    }
  };

  return (
    <Card className={clsx('p-5', handled && 'opacity-80')}>
      <article aria-labelledby={`message-${m.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={`message-${m.id}`} className="text-lg font-semibold break-words text-fg">
              {m.subject}
            </h2>
            <p className="text-sm break-words text-muted">
              {m.name} ·{' '}
              <a href={`mailto:${m.email}`} className="break-all text-accent underline">
                {m.email}
              </a>{' '}
              ·{' '}
              <time dateTime={m.createdAt} className="whitespace-nowrap">
                {dateTime.format(new Date(m.createdAt))}
              </time>
            </p>
          </div>
          <Button size="sm" variant="outline" disabled={loading} onClick={() => void toggle()}>
            {handled ? (
              <RotateCcw aria-hidden="true" className="size-4" />
            ) : (
              <CheckCheck aria-hidden="true" className="size-4" />
            )}
            {handled ? 'Reopen' : 'Mark Handled'}
          </Button>
        </div>
        <p className="mt-3 text-sm whitespace-pre-wrap break-words text-fg">{m.message}</p>
        {handledAt !== null ? (
          <p className="mt-3 text-xs text-muted">
            Handled <time dateTime={handledAt}>{dateTime.format(new Date(handledAt))}</time>
          </p>
        ) : null}
      </article>
    </Card>
  );
}
