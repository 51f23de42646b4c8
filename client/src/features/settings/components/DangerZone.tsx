import { useRef, useState } from 'react';
import { TriangleAlert } from 'lucide-react';
import { AUTH_MESSAGES } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { useToast } from '../../../components/ui/toast';
import { useDeleteAccountMutation } from '../settings.generated';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { browserNavigation } from '../../../lib/navigation';
import { keepToastForNextPage } from '../../../lib/kept-toast';
import { SettingsSection } from './SettingsSection';

/** docs/requirements.md §9 "Delays": after the toast, the settings page navigates away after this long. */
export const SETTINGS_REDIRECT_MS = 500;

/** Danger zone: account deletion, confirmed in a dialog; then /api/logout (docs/requirements.md §7). */
export function DangerZone() {
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  const [deleteAccount, { loading }] = useDeleteAccountMutation();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onDelete = async () => {
    try {
      await deleteAccount();
      setConfirming(false);
      const deleted = {
        title: 'Account Deleted',
        description: AUTH_MESSAGES.accountDeleted,
        variant: 'success',
      } as const;
      toast(deleted);
      // The sign-out below reloads the page into /, which drops this toast: the home page shows it again.
      keepToastForNextPage(deleted);
      setTimeout(() => browserNavigation.assign('/api/logout'), SETTINGS_REDIRECT_MS);
    } catch (error) {
      setConfirming(false);
      if (!isSignInRequired(error)) {
        toast({
          title: 'Error',
          description: serverMessage(error) ?? 'Failed to delete account',
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <SettingsSection
      Icon={TriangleAlert}
      tone="danger"
      title="Danger Zone"
      description="Irreversible actions on your account"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="font-medium text-fg">Delete Account</p>
          <p className="text-sm text-muted">Permanently delete your account and all of its data.</p>
        </div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete Account
        </Button>
      </div>
      <Dialog
        open={confirming}
        role="alertdialog"
        onClose={loading ? undefined : () => setConfirming(false)}
        initialFocus={cancelRef}
        title="Are you absolutely sure?"
        description="This permanently deletes your account and your personal data, and signs you out on every device. This cannot be undone."
        actions={
          <>
            <Button ref={cancelRef} variant="outline" onClick={() => setConfirming(false)} disabled={loading}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void onDelete()} disabled={loading}>
              {loading ? 'Deleting...' : 'Delete Account'}
            </Button>
          </>
        }
      />
    </SettingsSection>
  );
}
