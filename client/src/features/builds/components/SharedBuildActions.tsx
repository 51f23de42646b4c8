import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Calculator, CopyPlus, LogIn, Wrench } from 'lucide-react';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/Button';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useToast } from '../../../components/ui/toast';
import { useCloneSharedBuildMutation } from '../builds.generated';
import { savedBuildCreated } from '../../../lib/cache/saved-builds';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { builderHrefFor } from '../../../lib/builder-link';
import { absoluteUrl } from '../../../lib/navigation';
import { useSession } from '../../../lib/session/useSession';
import { exportableBuild, plannerPathFor, type SharedBuild } from '../shared-build';
import { savedBuildFacts } from '../../../components/build/BuildFacts';
import { ExportMenu } from './ExportMenu';

export const CLONE_LABEL = 'Clone to my builds';
export const CLONING_LABEL = 'Cloning...';
export const SIGN_IN_TO_CLONE = 'Sign in to clone';
export const CLONED_TITLE = 'Build copied';
export const CLONE_FAILED_TITLE = 'Clone failed';
export const CLONE_FAILED_FALLBACK = 'We could not copy this build. Please try again.';
export const OPEN_IN_PLANNER = 'Open in planner';
export const SAVED_BUILDS_PATH = '/saved-builds';

/** Copies the build into the signed-in user's saved builds, as a private build of their own. */
function CloneButton({ build }: { build: SharedBuild }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [clone, { loading }] = useCloneSharedBuildMutation({
    // The copy is private: the saved-builds list shows it next time it is opened.
    update: (cache) => savedBuildCreated(cache, { isPublic: false }),
  });

  const onClone = async () => {
    try {
      const { data } = await clone({ variables: { token: build.shareToken } });
      toast({
        title: CLONED_TITLE,
        description: `"${data?.cloneSharedBuild?.title ?? build.title}" is now in your saved builds, as a private build.`,
        variant: 'success',
        action: { label: 'View my builds', onClick: () => void navigate(SAVED_BUILDS_PATH) },
      });
    } catch (error) {
      // A lost session is answered everywhere at once: its own toast, then the sign-in page.
      if (isSignInRequired(error)) return;
      toast({
        title: CLONE_FAILED_TITLE,
        description: serverMessage(error) ?? CLONE_FAILED_FALLBACK,
        variant: 'destructive',
      });
    }
  };

  return (
    <Button onClick={() => void onClone()} disabled={loading}>
      <CopyPlus aria-hidden="true" className="size-4" />
      {loading ? CLONING_LABEL : CLONE_LABEL}
    </Button>
  );
}

/** Guests sign in first and come back to this page. */
function SignInToClone() {
  const { pathname, search } = useLocation();
  const href = `/api/login?returnTo=${encodeURIComponent(pathname + search)}`;
  return (
    <a href={href} className={buttonClasses()}>
      <LogIn aria-hidden="true" className="size-4" />
      {SIGN_IN_TO_CLONE}
    </a>
  );
}

function CloneAction({ build }: { build: SharedBuild }) {
  const { user, loading } = useSession();
  if (loading) return <Skeleton className="h-10 w-44 rounded-xl" />;
  return user ? <CloneButton build={build} /> : <SignInToClone />;
}

/**
 * What a visitor can do with a shared build: copy it into their builds (or sign in to), open the
 * calculator with what it was planned with, and copy its parts list in three formats.
 */
export function SharedBuildActions({ build }: { build: SharedBuild }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-5 shadow-card lg:flex-row lg:items-end lg:justify-between"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg">
          Use this build
        </h2>
        {build.viewerIsOwner ? (
          <p className="mt-1 text-sm text-muted">
            This is your build. Edit, share or delete it in{' '}
            <Link to={SAVED_BUILDS_PATH} className="font-semibold text-accent underline underline-offset-4">
              your saved builds
            </Link>
            ; you can still make a copy.
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-3">
          <CloneAction build={build} />
          <ButtonLink to={plannerPathFor(savedBuildFacts(build))} variant="outline">
            <Calculator aria-hidden="true" className="size-4" />
            {OPEN_IN_PLANNER}
          </ButtonLink>
          <ButtonLink
            to={builderHrefFor(build.components.map((c) => ({ ...c, componentId: c.componentId ?? null })))}
            variant="outline"
          >
            <Wrench aria-hidden="true" className="size-4" />
            Edit a copy part by part
          </ButtonLink>
        </div>
      </div>
      <div className="border-t border-line pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-6">
        <ExportMenu build={exportableBuild(build, absoluteUrl(build.sharePath))} />
      </div>
    </section>
  );
}
