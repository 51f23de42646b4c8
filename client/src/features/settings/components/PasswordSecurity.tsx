import { useState, type FormEvent } from 'react';
import { Shield } from 'lucide-react';
import { validatePasswordChange } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast';
import { useChangePasswordMutation } from '../settings.generated';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import { SettingsSection } from './SettingsSection';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Password and security: the change-password panel (docs/requirements.md §5 "Password change"). */
export function PasswordSecurity() {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [changePassword, { loading }] = useChangePasswordMutation();

  const fail = (description: string) => toast({ title: 'Error', description, variant: 'destructive' });

  const close = () => {
    setOpen(false);
    setForm(EMPTY);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form.newPassword, form.confirmPassword);
    if (problem !== null) {
      fail(problem);
      return;
    }
    try {
      await changePassword({
        variables: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      });
      close();
      toast({
        title: 'Success',
        description: 'Your password has been updated. Your other sessions were signed out.',
        variant: 'success',
      });
    } catch (error) {
      if (!isSignInRequired(error)) fail(serverMessage(error) ?? 'Failed to update password');
    }
  };

  const set = (key: keyof typeof EMPTY, value: string) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <SettingsSection Icon={Shield} title="Password & Security" description="Keep your account secure">
      {open ? (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
          <TextField
            label="Current Password"
            type="password"
            name="currentPassword"
            autoComplete="current-password"
            value={form.currentPassword}
            onChange={(e) => set('currentPassword', e.target.value)}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the user's own click; focus follows it
            autoFocus
          />
          <TextField
            label="New Password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            value={form.newPassword}
            onChange={(e) => set('newPassword', e.target.value)}
            hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number"
          />
          <TextField
            label="Confirm New Password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            value={form.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={loading}>
              {loading ? 'Updating...' : 'Update Password'}
            </Button>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="font-medium text-fg">Password</p>
            <p className="text-sm text-muted">Changing it signs you out on your other devices.</p>
          </div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            Change Password
          </Button>
        </div>
      )}
    </SettingsSection>
  );
}
