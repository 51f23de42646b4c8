import { useCallback, useRef, useState } from 'react';
import { FolderOpen, LockKeyhole, LogIn, Plus, Users } from 'lucide-react';
import { SAVED_BUILD_PLACEHOLDERS, SAVED_BUILD_TEXT } from '@rigforge/common';
import { Button, ButtonLink, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError } from '../../components/ui/LoadError';
import { NotInDemo } from '../../components/ui/NotInDemo';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { useDocumentTitle } from '../../lib/document-title';
import { useSession } from '../../lib/session/useSession';
import { DeleteBuildDialog } from './components/DeleteBuildDialog';
import { EditBuildDialog } from './components/EditBuildDialog';
import { SavedBuildCard, SavedBuildCardPlaceholder } from './components/SavedBuildCard';
import { useSavedBuildsList, type SavedBuild } from './useSavedBuildsList';
import { useShareBuild } from './useShareBuild';

export const SAVED_BUILDS_PATH = '/saved-builds';
/** Sign-in comes back here (the server's /api/login honours returnTo). */
export const SAVED_BUILDS_SIGN_IN_HREF = `/api/login?returnTo=${encodeURIComponent(SAVED_BUILDS_PATH)}`;
export const SAVED_BUILDS_LOAD_ERROR = 'Could not load your saved builds';

function buildsCount(count: number): string {
  return `${count} saved ${count === 1 ? 'build' : 'builds'}`;
}

/** docs/requirements.md §2 "Saved Builds", signed out: a card asking to sign in, leading back here afterwards. */
function SignInRequiredCard() {
  return (
    <div className="px-4 py-16 sm:py-24">
      <Card className="mx-auto max-w-lg">
        <MessagePanel
          Icon={LockKeyhole}
          title={SAVED_BUILD_TEXT.signInRequiredTitle}
          className="px-6 py-12 sm:px-10"
          actions={
            // /api/login is a server path: a full navigation, not a router link.
            <a href={SAVED_BUILDS_SIGN_IN_HREF} className={buttonClasses()}>
              <LogIn aria-hidden="true" className="size-4" />
              Sign In
            </a>
          }
        >
          {SAVED_BUILD_TEXT.signInRequiredText}
        </MessagePanel>
      </Card>
    </div>
  );
}

/** docs/requirements.md §2 "Saved Builds" with none: the way to a first build. */
function EmptyState() {
  return (
    <Card className="mx-auto mt-10 flex max-w-xl flex-col items-center px-6 py-14 text-center">
      <div className="rounded-2xl bg-accent-soft p-4">
        <FolderOpen aria-hidden="true" className="size-10 text-accent" />
      </div>
      <h2 className="mt-6 text-2xl font-bold tracking-tight text-fg">{SAVED_BUILD_TEXT.emptyTitle}</h2>
      <p className="mt-3 text-muted">{SAVED_BUILD_TEXT.emptyText}</p>
      <ButtonLink to="/guides" className="mt-8">
        <Plus aria-hidden="true" className="size-4" />
        {SAVED_BUILD_TEXT.startBuilding}
      </ButtonLink>
    </Card>
  );
}

function LoadingGrid() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading your saved builds...
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SAVED_BUILD_PLACEHOLDERS }, (_, i) => (
          <SavedBuildCardPlaceholder key={i} />
        ))}
      </div>
    </>
  );
}

/**
 * /saved-builds (docs/requirements.md §2 "Saved Builds"): the signed-in user's builds as cards, a page at a time, each
 * with Edit (a dialog), Share (copies the link) and Delete (a confirmation). Guests are asked to sign in.
 */
export function SavedBuildsPage() {
  useDocumentTitle(SAVED_BUILD_TEXT.pageHeading);
  const { user, loading: sessionLoading } = useSession();
  // The static demo has no server to keep builds (docs/static-deployment.md): it says so instead of failing.
  const list = useSavedBuildsList(user !== null && !__RIGFORGE_STATIC__);
  const share = useShareBuild();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<SavedBuild | null>(null);
  const [deleting, setDeleting] = useState<SavedBuild | null>(null);

  const onShare = useCallback((build: SavedBuild) => void share(build), [share]);
  const onDeleted = useCallback(() => {
    setDeleting(null);
    // The card (and the button that opened the dialog) is gone: focus goes back to the top of the list.
    setTimeout(() => headingRef.current?.focus(), 0);
  }, []);

  if (!sessionLoading && user === null) return <SignInRequiredCard />;

  const page = list.page;
  let content;
  if (__RIGFORGE_STATIC__) {
    content = (
      <>
        <NotInDemo what="Saving builds" className="mt-8" />
        <EmptyState />
      </>
    );
  } else if (sessionLoading || list.loading) {
    content = <LoadingGrid />;
  } else if (list.failed || page === null) {
    content = (
      <div className="mt-10">
        <LoadError message={SAVED_BUILDS_LOAD_ERROR} onRetry={list.retry} retrying={list.retrying} />
      </div>
    );
  } else if (page.nodes.length === 0 && !page.pageInfo.hasNextPage) {
    content = <EmptyState />;
  } else {
    content = (
      <>
        <ul aria-label="Your saved builds" className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {page.nodes.map((build) => (
            <li key={build.id}>
              <SavedBuildCard build={build} onEdit={setEditing} onShare={onShare} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3 text-center">
          <p className="text-sm text-muted">
            Showing {page.nodes.length} of {page.totalCount}
          </p>
          {page.pageInfo.hasNextPage ? (
            <>
              <Button variant="outline" onClick={list.loadMore} disabled={list.loadingMore}>
                {list.loadingMore ? 'Loading...' : 'Load more'}
              </Button>
              {list.loadMoreFailed ? (
                <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                  Could not load more builds. Please try again.
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-bold tracking-tight text-fg outline-none sm:text-4xl"
          >
            {SAVED_BUILD_TEXT.pageHeading}
          </h1>
          <p className="mt-2 text-muted">{SAVED_BUILD_TEXT.pageSubtitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:justify-end">
          {page && page.totalCount > 0 ? (
            <p className="text-sm font-medium text-fg" data-testid="saved-builds-count">
              {buildsCount(page.totalCount)}
            </p>
          ) : null}
          <ButtonLink to="/builds" variant="ghost" size="sm" className="-ml-3 sm:ml-0">
            <Users aria-hidden="true" className="size-4" />
            Browse community builds
          </ButtonLink>
        </div>
      </header>

      {content}

      {editing ? <EditBuildDialog key={editing.id} build={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteBuildDialog key={deleting.id} build={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      ) : null}
    </div>
  );
}
