import { act, fireEvent, render, screen } from '@testing-library/react';
import { Tooltip, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from '../Tooltip';

function setup() {
  render(
    <TooltipProvider>
      <div data-testid="scroller">
        <Tooltip label="Switch to light theme">
          <button type="button" aria-label="Theme">
            T
          </button>
        </Tooltip>
        <Tooltip label="Refresh prices">
          <button type="button" aria-label="Refresh">
            R
          </button>
        </Tooltip>
      </div>
    </TooltipProvider>,
  );
  return {
    theme: screen.getByRole('button', { name: 'Theme' }),
    refresh: screen.getByRole('button', { name: 'Refresh' }),
  };
}

const hover = (element: HTMLElement) => fireEvent.pointerMove(element, { pointerType: 'mouse' });
const shown = () => screen.queryByRole('tooltip');

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens after 700 ms of hover, describes its control and closes on leave', () => {
    const { theme } = setup();
    hover(theme);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(shown()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(shown()).toHaveTextContent('Switch to light theme');
    expect(theme).toHaveAccessibleDescription('Switch to light theme');
    fireEvent.pointerLeave(theme, { pointerType: 'mouse' });
    expect(shown()).not.toBeInTheDocument();
  });

  it('skips the delay when moving to the next one within 300 ms, not later', () => {
    const { theme, refresh } = setup();
    hover(theme);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    fireEvent.pointerLeave(theme, { pointerType: 'mouse' });
    hover(refresh);
    expect(shown()).toHaveTextContent('Refresh prices');
    fireEvent.pointerLeave(refresh, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS));
    hover(theme);
    expect(shown()).not.toBeInTheDocument();
  });

  it.each([
    ['Escape', (el: HTMLElement) => fireEvent.keyDown(el, { key: 'Escape' })],
    ['a click', (el: HTMLElement) => fireEvent.click(el)],
    ['blur', (el: HTMLElement) => fireEvent.blur(el)],
    ['scroll', () => fireEvent.scroll(screen.getByTestId('scroller'))],
  ])('closes on %s', (_name, close) => {
    const { theme } = setup();
    hover(theme);
    act(() => jest.advanceTimersByTime(TOOLTIP_DELAY_MS));
    expect(shown()).toBeInTheDocument();
    close(theme);
    expect(shown()).not.toBeInTheDocument();
  });
});
