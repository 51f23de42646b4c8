import { useEffect, useId, useRef, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { SAVED_BUILD_TEXT } from '@rigforge/common';
import { BuildDetailsForm, titleError, type BuildDetails } from '../../../components/build/BuildDetailsForm';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast';
import { useRegenerateShareTokenMutation, useUpdateSavedBuildMutation } from '../builds.generated';
import { savedBuildUpdated } from '../../../lib/cache/saved-builds';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { type SavedBuild } from '../useSavedBuildsList';

export const EDIT_DIALOG_TITLE = 'Edit Build';
export const RESET_SHARE_LINK_TEXT = {
  heading: 'Share link',
  explanation: 'Resetting gives this build a new share link. Old links stop working.',
  button: 'Reset share link',
  confirmQuestion: 'Reset the share link? Anyone with the old link loses access to this build.',
  keep: 'Keep current link',
  confirm: 'Reset link',
  pending: 'Resetting...',
  done: 'Share Link Reset',
  doneDescription: 'Old share links no longer open this build.',
  failed: 'Reset Failed',
  failedFallback: 'Failed to reset the share link',
} as const;

export interface EditBuildDialogProps {
  build: SavedBuild;
  onClose: () => void;
}

/**
 * docs/requirements.md §4 "Saved build": the edit dialog opens pre-filled with title, description and isPublic and
 * closes after a successful save ('Build Updated'); a failure says 'Update Failed' and keeps it open.
 * It also resets the share link, after a confirmation, since old links then stop working.
 * Render it only while editing (with `key={build.id}`) so that it starts from the build's values.
 */
export function EditBuildDialog({ build, onClose }: EditBuildDialogProps) {
  const formId = useId();
  const { toast } = useToast();
  const [details, setDetails] = useState<BuildDetails>({
    title: build.title,
    description: build.description ?? '',
    isPublic: build.isPublic,
  });
  const [showErrors, setShowErrors] = useState(false);
  const [updateBuild, { loading: saving }] = useUpdateSavedBuildMutation({
    update: (cache, { data }) => {
      if (data?.updateSavedBuild) savedBuildUpdated(cache, { wasPublic: build.isPublic, build: data.updateSavedBuild });
    },
  });

  const save = async () => {
    if (titleError(details.title, true) !== null) {
      setShowErrors(true);
      // The title is the form's only field that can be wrong: take the user to it.
      document.getElementById(formId)?.querySelector<HTMLInputElement>('input')?.focus();
      return;
    }
    try {
      await updateBuild({
        variables: {
          id: build.id,
          title: details.title.trim(),
          description: details.description.trim(),
          isPublic: details.isPublic,
        },
      });
      onClose();
      toast({ title: SAVED_BUILD_TEXT.updated, description: SAVED_BUILD_TEXT.updatedDescription, variant: 'success' });
    } catch (error) {
      // A lost session has its own toast and sign-in redirect (app/SignInRequired.tsx).
      if (isSignInRequired(error)) return;
      toast({
        title: SAVED_BUILD_TEXT.updateFailed,
        description: serverMessage(error) ?? SAVED_BUILD_TEXT.updateFailedFallback,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      title={EDIT_DIALOG_TITLE}
      description="Change the title, description or visibility of this build."
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? SAVED_BUILD_TEXT.saving : 'Save Changes'}
          </Button>
        </>
      }
    >
      <BuildDetailsForm
        formId={formId}
        value={details}
        onChange={setDetails}
        onSubmit={() => void save()}
        disabled={saving}
        titleRequired
        showErrors={showErrors}
      />
      <ResetShareLink buildId={build.id} disabled={saving} />
    </Dialog>
  );
}

/** 'Reset share link', then a confirmation step in place; focus follows the step. */
function ResetShareLink({ buildId, disabled }: { buildId: string; disabled: boolean }) {
  const headingId = useId();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [regenerate, { loading }] = useRegenerateShareTokenMutation();
  const startRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // Focus moves with the step, but not when the dialog opens.
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    (confirming ? keepRef : startRef).current?.focus();
  }, [confirming]);

  const step = (next: boolean) => {
    moved.current = true;
    setConfirming(next);
  };

  const reset = async () => {
    try {
      await regenerate({ variables: { id: buildId } });
      step(false);
      toast({
        title: RESET_SHARE_LINK_TEXT.done,
        description: RESET_SHARE_LINK_TEXT.doneDescription,
        variant: 'success',
      });
    } catch (error) {
      step(false);
      if (isSignInRequired(error)) return;
      toast({
        title: RESET_SHARE_LINK_TEXT.failed,
        description: serverMessage(error) ?? RESET_SHARE_LINK_TEXT.failedFallback,
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-xl border border-line bg-surface-muted/50 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-fg">
        {RESET_SHARE_LINK_TEXT.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">{RESET_SHARE_LINK_TEXT.explanation}</p>
      {confirming ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-fg">{RESET_SHARE_LINK_TEXT.confirmQuestion}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button ref={keepRef} variant="outline" size="sm" onClick={() => step(false)} disabled={loading}>
              {RESET_SHARE_LINK_TEXT.keep}
            </Button>
            <Button variant="danger" size="sm" onClick={() => void reset()} disabled={loading}>
              {loading ? RESET_SHARE_LINK_TEXT.pending : RESET_SHARE_LINK_TEXT.confirm}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={startRef}
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => step(true)}
          disabled={disabled}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {RESET_SHARE_LINK_TEXT.button}
        </Button>
      )}
    </section>
  );
}
