import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { ArrowRight, Calculator, Link2Off } from 'lucide-react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isShareToken } from '@rigforge/common';
import { ButtonLink } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { needsServerText, NOT_IN_DEMO } from '../../components/ui/NotInDemo';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSharedBuildQuery } from './builds.generated';
import { useDocumentTitle, useMetaDescription } from '../../lib/document-title';
import { SharedBuildView } from './components/SharedBuildView';
import { pageSummary, type SharedBuild } from './shared-build';

export const BUILD_NOT_FOUND_TITLE = 'Build not found';
export const BUILD_NOT_FOUND_TEXT =
  'This share link does not open a build. It may have been revoked by its owner, or mistyped.';
export const SHARED_BUILD_LOAD_ERROR = "We couldn't load this build.";

const PAGE = 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8';

type SharedBuildState =
  | { status: 'loading' }
  | { status: 'found'; build: SharedBuild }
  | { status: 'not-found' }
  | { status: 'failed'; retry: () => void; retrying: boolean };

/** The build behind a share token. A malformed token is not even asked about. */
function useSharedBuild(token: string): SharedBuildState {
  const wellFormed = isShareToken(token);
  const { data, error, loading, refetch } = useSharedBuildQuery({
    variables: { token },
    skip: !wellFormed,
    notifyOnNetworkStatusChange: true,
  });
  const retry = useCallback(() => {
    // The failure is rendered from the query state; the rejected promise needs no handling here.
    refetch().catch(() => undefined);
  }, [refetch]);

  if (!wellFormed) return { status: 'not-found' };
  if (data?.sharedBuild) return { status: 'found', build: data.sharedBuild };
  if (error) {
    // The server answers null for every token it does not know; an error with a code is a refusal
    // of the token itself, anything else a failure worth retrying.
    const refused =
      CombinedGraphQLErrors.is(error) &&
      error.errors.every((e) => e.extensions?.code === 'NOT_FOUND' || e.extensions?.code === 'BAD_USER_INPUT');
    return refused ? { status: 'not-found' } : { status: 'failed', retry, retrying: loading };
  }
  if (data && !loading) return { status: 'not-found' };
  return { status: 'loading' };
}

function BuildNotFound() {
  return (
    <MessagePanel
      Icon={Link2Off}
      // The static demo holds no shared builds: it says so rather than that the link is wrong.
      title={__RIGFORGE_STATIC__ ? NOT_IN_DEMO : BUILD_NOT_FOUND_TITLE}
      className="min-h-[50vh] py-12"
      actions={
        <>
          <ButtonLink to="/builds">
            Browse community builds
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink to="/calculator" variant="outline">
            <Calculator aria-hidden="true" className="size-4" />
            Plan your own build
          </ButtonLink>
        </>
      }
    >
      {__RIGFORGE_STATIC__ ? needsServerText('Opening a shared build') : BUILD_NOT_FOUND_TEXT}
    </MessagePanel>
  );
}

/** The page's shape while the build loads (decorative; the status text announces it). */
function SharedBuildSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading build...
      </p>
      <div aria-hidden="true">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="w-full max-w-2xl">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-10 w-4/5" />
            <Skeleton className="mt-4 h-5 w-full" />
            <div className="mt-4 flex gap-5">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-4 w-28" />
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:items-end">
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="h-9 w-36" />
          </div>
        </div>
        <Skeleton className="mt-8 h-32 rounded-2xl" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="grid gap-4 md:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-44 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      </div>
    </>
  );
}

function titleOf(state: SharedBuildState): string {
  if (state.status === 'found') return state.build.title;
  if (state.status === 'not-found') return BUILD_NOT_FOUND_TITLE;
  return 'Shared Build';
}

/** /shared/:token: a build someone shared, read-only, with clone, planner and export actions. */
export function SharedBuildPage() {
  const { token = '' } = useParams();
  const state = useSharedBuild(token);
  useDocumentTitle(titleOf(state));
  useMetaDescription(state.status === 'found' ? pageSummary(state.build) : null);

  let body;
  switch (state.status) {
    case 'found':
      body = <SharedBuildView build={state.build} />;
      break;
    case 'not-found':
      body = <BuildNotFound />;
      break;
    case 'failed':
      body = (
        <div className="py-12">
          <LoadError message={SHARED_BUILD_LOAD_ERROR} onRetry={state.retry} retrying={state.retrying} />
        </div>
      );
      break;
    case 'loading':
      body = <SharedBuildSkeleton />;
  }
  return (
    <div className="bg-hero">
      <div className={PAGE}>{body}</div>
    </div>
  );
}
