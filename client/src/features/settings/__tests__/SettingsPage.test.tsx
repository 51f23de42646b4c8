import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { AUTH_MESSAGES } from '@rigforge/common';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  UpdateUsernameDocument,
  type ChangePasswordMutationVariables,
} from '../settings.generated';
import { browserNavigation } from '../../../lib/navigation';
import { networkError, serverError } from '../../../test/mocks/errors';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { SettingsPage } from '../SettingsPage';

startMockApi();

/** The page, signed in as TEST_USER. */
async function renderSettings() {
  server.use(meHandler(TEST_USER));
  renderWithApi(<SettingsPage />, { at: '/settings' });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
}

describe('SettingsPage', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark';
    localStorage.clear();
  });

  it("asks a guest to sign in: 'Authentication Required'", async () => {
    renderWithApi(<SettingsPage />, { at: '/settings' });
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
    const seen: string[] = [];
    server.use(
      graphql.mutation(UpdateUsernameDocument, ({ variables }) => {
        seen.push(variables.username);
        return variables.username === 'taken'
          ? serverError('CONFLICT', AUTH_MESSAGES.usernameTaken)
          : HttpResponse.json({ data: { updateUsername: { ...TEST_USER, username: variables.username } } });
      }),
    );
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Edit username' }));
    const field = screen.getByLabelText('Username');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Username')).toBeInTheDocument();
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();

    fireEvent.change(field, { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.usernameTaken)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'new_name' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    // The empty name never reached the server.
    expect(seen).toEqual(['taken', 'new_name']);
  });

  it('checks the password change and reports the result', async () => {
    const seen: ChangePasswordMutationVariables[] = [];
    server.use(
      graphql.mutation(ChangePasswordDocument, ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({ data: { changePassword: true } });
      }),
    );
    await renderSettings();
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
    expect(seen).toEqual([{ currentPassword: 'Old-Pangolin1', newPassword: 'New-Pangolin1' }]);
  });

  it('confirms the deletion in a dialog, then goes to /api/logout', async () => {
    jest.useFakeTimers();
    const assign = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    await renderSettings();
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
    server.use(graphql.mutation(DeleteAccountDocument, () => networkError()));
    await renderSettings();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText('Failed to delete account')).toBeInTheDocument();
  });
});
