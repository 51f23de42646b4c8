import { useEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../../lib/toast';
import { Toaster, ToastProvider, useToast } from '../toast';

let api: ReturnType<typeof useToast>;
function Capture() {
  const value = useToast();
  useEffect(() => {
    api = value;
  });
  return null;
}

function setup() {
  render(
    <ToastProvider>
      <Capture />
      <Toaster />
    </ToastProvider>,
  );
}

describe('ToastProvider and Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time in a polite live region', async () => {
    setup();
    act(() => {
      api.toast({ title: 'First' });
      api.toast({ title: 'Second', description: 'Newest wins' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    // The card is its own chunk, loaded with the first toast.
    expect(await within(region).findByText('Second')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    // Radix announces the new toast in a polite live region (from the next frame, for a second).
    act(() => jest.advanceTimersByTime(50));
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/Second.*Newest wins/);
  });

  it('dismisses after 5000 ms and removes 1,000,000 ms after dismissal', () => {
    setup();
    act(() => {
      api.toast({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(api.toasts).toHaveLength(1);
    expect(api.toasts[0].open).toBe(false);
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(api.toasts).toHaveLength(0);
  });

  it('can be updated and closed by its button', () => {
    setup();
    act(() => {
      api.toast({ title: 'Saving...' }).update({ title: 'Saved!' });
    });
    expect(screen.getByText('Saved!')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Saved!')).not.toBeInTheDocument();
  });
});
