import { useState, type FormEvent } from 'react';
import { Pencil, User } from 'lucide-react';
import { validateUsernameEdit } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/toast';
import { useUpdateUsernameMutation } from '../settings.generated';
import { isSignInRequired, serverMessage } from '../../../lib/errors';
import type { CurrentUser } from '../../../lib/session/useSession';
import { SettingsSection } from './SettingsSection';

/** Personal info: e-mail, first and last name read-only (docs/requirements.md §5), and the username edit mode. */
export function PersonalInfo({ user }: { user: CurrentUser }) {
  const { toast } = useToast();
  const [editing, setEditing] = useState(false);
  const [username, setUsername] = useState(user.username);
  const [updateUsername, { loading }] = useUpdateUsernameMutation();

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateUsernameEdit(username);
    if (problem !== null) {
      toast({ title: 'Invalid Username', description: problem, variant: 'destructive' });
      return;
    }
    try {
      await updateUsername({ variables: { username: username.trim() } });
      setEditing(false);
      toast({ title: 'Profile Updated', description: 'Your username has been updated', variant: 'success' });
    } catch (error) {
      if (isSignInRequired(error)) return;
      toast({
        title: 'Update Failed',
        description: serverMessage(error) ?? 'Failed to update username',
        variant: 'destructive',
      });
    }
  };

  return (
    <SettingsSection Icon={User} title="Personal Information" description="Your account details">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Email" value={user.email} readOnly className="sm:col-span-2" />
        <TextField label="First Name" value={user.firstName ?? ''} placeholder="Not set" readOnly />
        <TextField label="Last Name" value={user.lastName ?? ''} placeholder="Not set" readOnly />
        {editing ? (
          <form
            noValidate
            onSubmit={(event) => void onSave(event)}
            className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-end"
          >
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              hint="3 to 20 letters, numbers, underscores or hyphens"
              className="flex-1"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the form opens on the user's own click; focus follows it
              autoFocus
            />
            <div className="flex gap-2 sm:mb-7">
              <Button type="submit" disabled={loading}>
                {loading ? 'Saving...' : 'Save'}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setEditing(false);
                  setUsername(user.username);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex items-end gap-3 sm:col-span-2">
            <TextField label="Username" value={user.username} readOnly className="flex-1" />
            <Button variant="outline" onClick={() => setEditing(true)} aria-label="Edit username">
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
          </div>
        )}
      </div>
    </SettingsSection>
  );
}
