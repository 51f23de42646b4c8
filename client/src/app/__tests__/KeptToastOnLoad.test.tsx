import { render, screen } from '@testing-library/react';
import { Toaster, ToastProvider } from '../../components/ui/toast';
import { keepToastForNextPage } from '../../lib/kept-toast';
import { KeptToastOnLoad } from '../KeptToastOnLoad';

describe('KeptToastOnLoad', () => {
  afterEach(() => localStorage.clear());

  const renderShell = () =>
    render(
      <ToastProvider>
        <Toaster />
        <KeptToastOnLoad />
      </ToastProvider>,
    );

  it('shows the toast the previous page kept, once', async () => {
    keepToastForNextPage({ title: 'Account Deleted', description: 'Your account has been permanently deleted' });
    const first = renderShell();
    // The toast comes from an effect after the first render: on a busy machine that can take over a second.
    expect(await screen.findByText('Account Deleted', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Your account has been permanently deleted')).toBeInTheDocument();
    first.unmount();
    renderShell();
    expect(screen.queryByText('Account Deleted')).not.toBeInTheDocument();
  });

  it('shows nothing when nothing was kept', () => {
    renderShell();
    // No toast: no viewport either (its code loads with the first toast).
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
  });
});
