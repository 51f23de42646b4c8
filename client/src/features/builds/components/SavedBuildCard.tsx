import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Globe, Lock, Pencil, Share2, Trash2, Wrench } from 'lucide-react';
import { formatCents, formatGuideDate, tierOfCategory } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { builderHrefFor } from '../../../lib/builder-link';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type SavedBuild } from '../useSavedBuildsList';
import { SavedBuildParts } from './SavedBuildParts';
import { SavedBuildTierIcon } from './SavedBuildTierIcon';

export interface SavedBuildCardProps {
  build: SavedBuild;
  onEdit: (build: SavedBuild) => void;
  onShare: (build: SavedBuild) => void;
  onDelete: (build: SavedBuild) => void;
}

/**
 * docs/requirements.md §2 "Saved Builds": one saved build with its components and the Edit, Share and Delete actions.
 */
export function SavedBuildCard({ build, onEdit, onShare, onDelete }: SavedBuildCardProps) {
  const titleId = useId();
  const tier = tierOfCategory(build.category);
  return (
    <Card className="flex h-full flex-col">
      <article aria-labelledby={titleId} className="flex flex-1 flex-col">
        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="flex items-start gap-3">
            <SavedBuildTierIcon category={build.category} />
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-fg">
                {/* The title opens the build's share page, as the people it is shared with see it. */}
                <Link
                  to={build.sharePath}
                  className="rounded decoration-2 underline-offset-4 hover:text-accent hover:underline"
                >
                  {build.title}
                </Link>
              </h2>
              <div className="mt-1.5 flex flex-wrap gap-2">
                <Badge tone={tier?.color ?? 'neutral'}>{build.category}</Badge>
                {build.isPublic ? (
                  <Badge tone="accent">
                    <Globe aria-hidden="true" className="size-3" />
                    Public
                  </Badge>
                ) : (
                  <Badge tone="neutral">
                    <Lock aria-hidden="true" className="size-3" />
                    Private
                  </Badge>
                )}
              </div>
            </div>
          </div>

          {build.description ? (
            <p className="text-sm break-words whitespace-pre-line text-muted">{build.description}</p>
          ) : null}

          <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
            <p className="text-2xl font-bold text-fg tabular-nums">
              <span className="sr-only">Total price: </span>
              {formatCents(build.totalPriceCents)}
            </p>
            <p className="text-xs text-muted">
              Updated <time dateTime={build.updatedAt}>{formatGuideDate(build.updatedAt)}</time>
            </p>
          </div>

          <SavedBuildParts parts={build.components} label={`Components of ${build.title}`} />
        </div>

        <div className="flex flex-wrap items-center gap-2 border-t border-line px-5 py-4">
          <Button variant="outline" size="sm" onClick={() => onEdit(build)} aria-label={`Edit ${build.title}`}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
          <ButtonLink
            to={builderHrefFor(
              build.components.map((c) => ({ ...c, componentId: c.componentId ?? null })),
              build.id,
            )}
            variant="outline"
            size="sm"
            aria-label={`Edit parts of ${build.title}`}
          >
            <Wrench aria-hidden="true" className="size-4" />
            Edit parts
          </ButtonLink>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onShare(build)}
            disabled={!build.shareToken}
            aria-label={`Share ${build.title}`}
          >
            <Share2 aria-hidden="true" className="size-4" />
            Share
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onDelete(build)}
            aria-label={`Delete ${build.title}`}
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-400/10 dark:hover:text-red-200"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}

/** A decorative stand-in for a card while the builds load. */
export function SavedBuildCardPlaceholder() {
  return (
    <Card data-testid="saved-build-placeholder" aria-hidden="true" className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <Skeleton className="size-11 rounded-xl" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-7 w-28" />
      <div className="space-y-2">
        <Skeleton className="h-10 w-full rounded-xl" />
        <Skeleton className="h-10 w-full rounded-xl" />
        <Skeleton className="h-10 w-full rounded-xl" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-9 w-16 rounded-lg" />
        <Skeleton className="h-9 w-20 rounded-lg" />
      </div>
    </Card>
  );
}
