import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BookmarkPlus, LoaderCircle, LogIn } from 'lucide-react';
import { SAVED_BUILD_TEXT } from '@rigforge/common';
import { BuildDetailsForm, titleError, type BuildDetails } from '../../../components/build/BuildDetailsForm';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast';
import { type SavedBuildComponentInput, type SavedBuildInput } from '../../../generated/graphql';
import { useCreateSavedBuildMutation } from '../planner.generated';
import { savedBuildCreated } from '../../../lib/cache/saved-builds';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session/useSession';
import { NotInDemo } from '../../../components/ui/NotInDemo';

/**
 * The deprecated input fields (docs/api.md): the total and tier the server computes itself, and the dollar
 * and string twins of budgetCents, priceCents, screen, uses and partType. The client never sends them.
 */
type DeprecatedBuildFields = 'totalPriceCents' | 'totalPrice' | 'category' | 'budget' | 'resolution' | 'useCases';
type DeprecatedPartFields = 'price' | 'type';

/** Everything saved besides what the user writes in the dialog: no deprecated field, in cents. */
export type BuildToSave = Omit<
  SavedBuildInput,
  'title' | 'description' | 'isPublic' | 'components' | DeprecatedBuildFields
> & {
  components: Omit<SavedBuildComponentInput, DeprecatedPartFields>[];
};

/** The server's message for a failed save, or docs/requirements.md §8's fallback. */
export function saveFailureText(error: unknown): string {
  return serverMessage(error) ?? SAVED_BUILD_TEXT.saveFailedFallback;
}

/** Where a guest signs in and comes back to this page (the build is in the address). */
function signInPath(pathname: string, search: string): string {
  return `/api/login?returnTo=${encodeURIComponent(pathname + search)}`;
}

interface SaveBuildProps {
  /** The button's words for a signed-in user: 'Save This Build' (result) or 'Save Build' (calculator). */
  label: string;
  /** The dialog's title and description defaults (docs/requirements.md §5); the public switch starts off. */
  defaults: { title: string; description: string };
  /** Makes the build to save: the result page has it; the calculator generates it first. */
  prepare: () => Promise<BuildToSave>;
  /** Another action of the page is running. */
  disabled?: boolean;
  /** The button's look: primary on the result page, quieter beside the calculator's own buttons. */
  variant?: 'primary' | 'outline';
  className?: string;
}

/**
 * The save action (docs/requirements.md §2, §4, §5, §8). Guests get 'Sign In to Save Build' (sign-in, then back
 * here). A signed-in user gets the Save Build dialog: title, description and public switch, with
 * 'Saving...' while the build is made and saved; on success the dialog closes, its fields reset and
 * 'Build Saved Successfully!' shows; on failure 'Save Failed' with the server's message or 'Failed
 * to save build'. A lost session is left to the app's sign-in handler (the 'Unauthorized' toast,
 * then /api/login after 0.5 s).
 */
export function SaveBuild({ label, defaults, prepare, disabled, variant = 'primary', className }: SaveBuildProps) {
  const { user, loading } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [details, setDetails] = useState<BuildDetails>({ ...defaults, isPublic: false });
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [create] = useCreateSavedBuildMutation({
    update: (cache, { data }, { variables }) => {
      if (data) savedBuildCreated(cache, { isPublic: variables?.input.isPublic === true });
    },
  });

  if (!loading && !user) {
    return (
      // A full navigation: /api/login is a server path.
      <a href={signInPath(pathname, search)} className={buttonClasses({ variant: 'outline', size: 'lg', className })}>
        <LogIn aria-hidden="true" className="size-5" />
        {SAVED_BUILD_TEXT.signInToSave}
      </a>
    );
  }

  const openDialog = () => {
    setDetails({ ...defaults, isPublic: false });
    setShowErrors(false);
    setOpen(true);
  };

  const close = () => {
    if (!saving) setOpen(false);
  };

  const save = async () => {
    if (saving) return;
    setShowErrors(true);
    if (titleError(details.title, false)) return;
    setSaving(true);
    try {
      const build = await prepare();
      const result = await create({
        variables: {
          input: {
            ...build,
            title: details.title.trim() || null,
            description: details.description.trim() || null,
            isPublic: details.isPublic,
          },
        },
      });
      const saved = result.data?.createSavedBuild;
      if (result.error || !saved) throw result.error ?? new Error('No build in the response');
      setOpen(false);
      setDetails({ ...defaults, isPublic: false });
      toast({
        variant: 'success',
        title: SAVED_BUILD_TEXT.saved,
        description: `“${saved.title}” is in your saved builds.`,
        action: { label: 'View saved builds', onClick: () => navigate('/saved-builds') },
      });
    } catch (error) {
      if (!isSignInRequired(error)) {
        toast({ variant: 'destructive', title: SAVED_BUILD_TEXT.saveFailed, description: saveFailureText(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button size="lg" variant={variant} onClick={openDialog} disabled={disabled || loading} className={className}>
        <BookmarkPlus aria-hidden="true" className="size-5" />
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={SAVED_BUILD_TEXT.saveBuild}
        description="Keep this parts list in your saved builds. You can edit it, share it or delete it later."
        actions={
          <>
            <Button variant="outline" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={__RIGFORGE_STATIC__ || saving}>
              {saving ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : null}
              {saving ? SAVED_BUILD_TEXT.saving : SAVED_BUILD_TEXT.saveBuild}
            </Button>
          </>
        }
      >
        {__RIGFORGE_STATIC__ ? <NotInDemo what="Saving builds" className="mt-4" /> : null}
        <BuildDetailsForm
          formId={formId}
          value={details}
          onChange={setDetails}
          onSubmit={() => void save()}
          disabled={saving}
          showErrors={showErrors}
        />
      </Dialog>
    </>
  );
}
