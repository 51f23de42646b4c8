import { Suspense, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { ChevronDown, ExternalLink, Eye, MessageCircle, Newspaper } from 'lucide-react';
import clsx from 'clsx';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatNewsDate } from '../../../lib/dates';
import { Markdown } from '../../../lib/markdown';
import { type NewsCardItem } from '../useNewsList';

/**
 * A change to the comment count the page's totals show: one comment posted (the count is known from
 * the post's answer), or comments changed in ways only a new read shows (a delete, someone else's post).
 */
export type CommentCountChange = 'posted' | 'changed';

/** What the card shows when its comments are open: the comments feature's section, given by the app. */
export type CommentsComponent = ComponentType<{
  newsId: string;
  newsTitle: string;
  onCommentCount: (change: CommentCountChange) => void;
}>;

/** The size every news image is drawn at (16:9); the files are made at this size. */
export const NEWS_IMAGE_WIDTH = 640;
export const NEWS_IMAGE_HEIGHT = 360;

export interface NewsCardProps {
  item: NewsCardItem;
  /** Not in readNews yet: the NEW badge shows. */
  isNew: boolean;
  /** The first click anywhere on the card (marks it read and records a view). */
  onFirstClick: (item: NewsCardItem) => void;
  commentsOpen: boolean;
  onToggleComments: (id: string) => void;
  /** The first card's image is fetched eagerly (it is likely on screen). */
  eagerImage?: boolean;
  /** The comment section (may be lazy: a placeholder shows while its code loads). */
  Comments: CommentsComponent;
  /** The page's totals follow the comments posted and removed under the card. */
  onCommentCount: (change: CommentCountChange) => void;
  /** Opened from a link to this story (/news?item={slug}, e.g. from search): shown in full and scrolled to. */
  focused?: boolean;
}

function CommentsFallback() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-20 w-full rounded-xl" />
    </div>
  );
}

/**
 * A news card (docs/requirements.md §2 "News", §4 "News card"): source, 'MMM dd, yyyy' date, title,
 * excerpt and image; View Source in a new tab; Read more for the full article; the comments toggle
 * (which also shows the full article). The NEW badge goes with the first click.
 */
export function NewsCard({
  item,
  isNew,
  onFirstClick,
  commentsOpen,
  onToggleComments,
  eagerImage,
  Comments,
  onCommentCount,
  focused = false,
}: NewsCardProps) {
  const [expanded, setExpanded] = useState(focused);
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) cardRef.current?.scrollIntoView?.({ block: 'start' });
  }, [focused]);
  const titleId = useId();
  const contentId = useId();
  const commentsId = useId();
  const showFull = expanded || commentsOpen;
  const date = formatNewsDate(item.publishedAt);

  return (
    <Card className="overflow-hidden" onClickCapture={() => onFirstClick(item)}>
      <article ref={cardRef} aria-labelledby={titleId} className="scroll-mt-24">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.imageAlt ?? ''}
            width={NEWS_IMAGE_WIDTH}
            height={NEWS_IMAGE_HEIGHT}
            loading={eagerImage ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-video w-full bg-surface-muted object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-violet-600/30 to-sky-500/20"
          >
            <Newspaper className="size-12 text-accent" />
          </div>
        )}
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone="accent">{item.sourceLabel}</Badge>
            {date ? <time dateTime={item.publishedAt}>{date}</time> : null}
            {isNew ? (
              <Badge tone="brand" aria-label="New, not read yet">
                NEW
              </Badge>
            ) : null}
          </div>
          <h2 id={titleId} className="text-xl font-bold tracking-tight text-balance text-fg">
            {item.title}
          </h2>
          <p className="text-muted">{item.excerpt}</p>
          {showFull ? (
            <div id={contentId} className="border-t border-line pt-3">
              <Markdown source={item.content} className="min-w-0" />
            </div>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1.5">
              <Eye aria-hidden="true" className="size-4" />
              {item.views} {item.views === 1 ? 'view' : 'views'}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MessageCircle aria-hidden="true" className="size-4" />
              {item.commentCount} {item.commentCount === 1 ? 'comment' : 'comments'}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            {commentsOpen ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-expanded={expanded}
                aria-controls={expanded ? contentId : undefined}
                onClick={() => setExpanded((e) => !e)}
              >
                <ChevronDown
                  aria-hidden="true"
                  className={clsx('size-4 transition-transform', expanded && 'rotate-180')}
                />
                {expanded ? 'Show less' : 'Read more'}
                <span className="sr-only">: {item.title}</span>
              </Button>
            )}
            <Button
              variant={commentsOpen ? 'primary' : 'secondary'}
              size="sm"
              aria-expanded={commentsOpen}
              aria-controls={commentsOpen ? commentsId : undefined}
              onClick={() => onToggleComments(item.id)}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              {commentsOpen ? 'Hide Comments' : 'Show Comments'}
              <span className="sr-only">: {item.title}</span>
            </Button>
            {item.sourceUrl ? (
              <a
                href={item.sourceUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-semibold text-fg transition-colors hover:bg-surface-muted"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                View Source
                <span className="sr-only">: {item.title} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          {commentsOpen ? (
            <div id={commentsId} className="mt-2 border-t border-line pt-5">
              <Suspense fallback={<CommentsFallback />}>
                <Comments newsId={item.id} newsTitle={item.title} onCommentCount={onCommentCount} />
              </Suspense>
            </div>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/** A card's placeholder while the list loads: the same outline and size, so nothing jumps. */
export function NewsCardSkeleton() {
  return (
    <Card aria-hidden="true" className="overflow-hidden">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5 sm:p-6">
        <div className="flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <div className="flex gap-2 pt-1">
          <Skeleton className="h-9 w-28 rounded-lg" />
          <Skeleton className="h-9 w-32 rounded-lg" />
        </div>
      </div>
    </Card>
  );
}
