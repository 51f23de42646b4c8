import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChangePasswordDocument, DeleteAccountDocument, UpdateUsernameDocument } from '../settings.generated';
import { browserNavigation } from '../../../lib/navigation';
import { meMock, renderApp, TEST_USER } from '../../../test/render';
import { SettingsPage } from '../SettingsPage';

async function renderSettings(mocks = [meMock(TEST_USER)]) {
  renderApp(<SettingsPage />, { at: '/settings', mocks });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
}

describe('SettingsPage', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark';
    localStorage.clear();
  });

  it("asks a guest to sign in: 'Authentication Required'", async () => {
    renderApp(<SettingsPage />, { at: '/settings', mocks: [meMock(null)] });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in?returnTo=%2Fsettings');
  });

  it('shows the e-mail and names read-only, and the four sections', async () => {
    await renderSettings();
    expect(screen.getByLabelText('Email')).toHaveValue('gamer@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('readonly');
    for (const name of ['Personal Information', 'Password & Security', 'Preferences', 'Danger Zone']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'Dark Mode' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'true');
  });

  it("refuses an empty username, and says 'Profile Updated' or 'Update Failed'", async () => {
    await renderSettings([
      meMock(TEST_USER),
      {
        request: { query: UpdateUsernameDocument, variables: { username: 'taken' } },
        result: { errors: [{ message: 'This username is already taken', extensions: { code: 'CONFLICT' } }] },
      },
      {
        request: { query: UpdateUsernameDocument, variables: { username: 'new_name' } },
        result: { data: { updateUsername: { ...TEST_USER, username: 'new_name' } } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    const field = screen.getByLabelText('Username');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Username')).toBeInTheDocument();
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('This username is already taken')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'new_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
  });

  it('checks the password change and reports the result', async () => {
    await renderSettings([
      meMock(TEST_USER),
      {
        request: {
          query: ChangePasswordDocument,
          variables: { currentPassword: 'Old-Pangolin1', newPassword: 'New-Pangolin1' },
        },
        result: { data: { changePassword: true } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    fireEvent.change(screen.getByLabelText('Current Password'), { target: { value: 'Old-Pangolin1' } });
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'New-Pangolin1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'New-Pangolin2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("New passwords don't match")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'New-Pangolin1' } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'New-Pangolin1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
  });

  it('confirms the deletion in a dialog, then goes to /api/logout', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await renderSettings([
      meMock(TEST_USER),
      { request: { query: DeleteAccountDocument }, result: { data: { deleteAccount: true } } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you absolutely sure?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    // Kept for the page the sign-out reloads into.
    expect(JSON.parse(localStorage.getItem('keptToast') ?? 'null')).toEqual({
      title: 'Account Deleted',
      description: 'Your account has been permanently deleted',
      variant: 'success',
    });
    jest.advanceTimersByTime(500);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    assign.mockRestore();
    jest.useRealTimers();
  });

  it("says 'Failed to delete account' when the deletion fails", async () => {
    await renderSettings([
      meMock(TEST_USER),
      { request: { query: DeleteAccountDocument }, error: new Error('offline') },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
  });
});
