import { useRef } from 'react';
import { Trash2 } from 'lucide-react';
import { SAVED_BUILD_TEXT } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteSavedBuildMutation } from '../builds.generated';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { type SavedBuild } from '../useSavedBuildsList';
import { savedBuildDeleted } from '../../../lib/cache/saved-builds';

export const DELETE_DIALOG_TITLE = 'Delete this build?';

export interface DeleteBuildDialogProps {
  build: SavedBuild;
  onClose: () => void;
  /** After the build is gone (the dialog closes too). */
  onDeleted: () => void;
}

/**
 * The confirmation before a saved build is deleted (an alertdialog naming the build; Cancel has
 * focus). On success the build leaves the cached list at once and 'Build Deleted' shows; a failure
 * says 'Delete Failed'. Render it only while deleting.
 */
export function DeleteBuildDialog({ build, onClose, onDeleted }: DeleteBuildDialogProps) {
  const { toast } = useToast();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [deleteBuild, { loading }] = useDeleteSavedBuildMutation({
    update: (cache, { data }) => {
      if (data?.deleteSavedBuild) savedBuildDeleted(cache, data.deleteSavedBuild);
    },
  });

  const confirm = async () => {
    try {
      await deleteBuild({ variables: { id: build.id } });
      onDeleted();
      toast({ title: SAVED_BUILD_TEXT.deleted, description: SAVED_BUILD_TEXT.deletedDescription, variant: 'success' });
    } catch (error) {
      onClose();
      // A lost session has its own toast and sign-in redirect (app/SignInRequired.tsx).
      if (isSignInRequired(error)) return;
      toast({
        title: SAVED_BUILD_TEXT.deleteFailed,
        description: serverMessage(error) ?? SAVED_BUILD_TEXT.deleteFailedFallback,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog
      open
      role="alertdialog"
      onClose={loading ? undefined : onClose}
      initialFocus={cancelRef}
      icon={
        <span className="inline-flex rounded-2xl bg-red-100 p-3 dark:bg-red-400/15">
          <Trash2 aria-hidden="true" className="size-6 text-red-700 dark:text-red-300" />
        </span>
      }
      title={DELETE_DIALOG_TITLE}
      description={
        <>
          <strong className="font-semibold break-words text-fg">“{build.title}”</strong> will be permanently deleted and
          its share link will stop working. This cannot be undone.
        </>
      }
      actions={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={loading}>
            {loading ? 'Deleting...' : 'Delete Build'}
          </Button>
        </>
      }
    />
  );
}
