import { useEffect } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS, TOAST_SWIPE_THRESHOLD_PX } from '../../../lib/toast';
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
    // The viewport and its cards are their own chunk, loaded with the first toast.
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
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

  it('moves focus to the toast list on F8', async () => {
    setup();
    act(() => {
      api.toast({ title: 'Saved' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    await within(region).findByText('Saved');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
  });

  it('is dismissed by a swipe to the right past 50 px, not by a shorter one', async () => {
    // jsdom has no PointerEvent: without one, fireEvent.pointer*() events carry no coordinates.
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    const jsdomPointerEvent = window.PointerEvent;
    window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
    setup();
    act(() => {
      api.toast({ title: 'Swipe me' });
    });
    const card = (await screen.findByText('Swipe me')).closest('li')!;
    const swipe = (distance: number) => {
      fireEvent.pointerDown(card, { button: 0, clientX: 100, clientY: 10, pointerId: 1 });
      fireEvent.pointerMove(card, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
      fireEvent.pointerUp(card, { clientX: 100 + distance, clientY: 10, pointerId: 1 });
    };
    swipe(TOAST_SWIPE_THRESHOLD_PX - 10);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(TOAST_SWIPE_THRESHOLD_PX + 10);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
    window.PointerEvent = jsdomPointerEvent;
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
