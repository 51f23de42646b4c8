import { type ReactElement } from 'react';
import type * as Timers from 'timers';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { TUTORIAL_STORAGE_KEY } from '@rigforge/common';
import { TUTORIAL_STORAGE_KEY as E2E_TUTORIAL_KEY } from '../../../../e2e/env';
import { useSession } from '../../../lib/session/useSession';
import { meHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { SIGNED_IN_NOTE, TUTORIAL_STEPS } from '../steps';
import { Tutorial } from '../Tutorial';
import { TutorialMenuItem } from '../TutorialMenuItem';
import { TutorialProvider } from '../TutorialProvider';

startMockApi();

/** Node's own turn of the event loop (jsdom has no setImmediate; the fake clock does not move it). */
const { setImmediate: nextTurn } = jest.requireActual<typeof Timers>('timers');

/** Whether the session has answered, out of sight. */
function SessionProbe() {
  const { loading } = useSession();
  return <span hidden data-testid="session" data-answered={String(!loading)} />;
}

/** The page behind the tour: a focusable control, and two targets of step 2 (one hidden, as in the closed drawer). */
function Page({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <TutorialProvider>
      <div>
        <SessionProbe />
        <button type="button">Behind</button>
        <div style={{ visibility: 'hidden' }}>
          <a href="/guides" data-tutorial="nav-guides">
            Guides
          </a>
        </div>
        <Tutorial />
        {onNavigate ? <TutorialMenuItem onNavigate={onNavigate} /> : null}
      </div>
    </TutorialProvider>
  );
}

/**
 * Renders `page` as `user` and lets the session answer (over HTTP: the fake clock leaves its ticks
 * alone) without moving the clock.
 */
async function renderAs(page: ReactElement, user: typeof TEST_USER | null = null) {
  server.use(meHandler(user));
  renderWithApi(page);
  for (let tick = 0; screen.getByTestId('session').dataset.answered !== 'true'; tick++) {
    if (tick > 1000) throw new Error('the session never answered');
    await act(() => new Promise<void>((resolve) => nextTurn(resolve)));
  }
}

async function renderTutorial(user: typeof TEST_USER | null = null) {
  await renderAs(<Page />, user);
}

async function openTutorial(user: typeof TEST_USER | null = null) {
  await renderTutorial(user);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1500);
  });
  return screen.getByRole('dialog');
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('Tutorial', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('the browser tests start with the same flag that the app reads', () => {
    expect(E2E_TUTORIAL_KEY).toBe(TUTORIAL_STORAGE_KEY);
  });

  it('opens 1.5 s after a first visit, not before', async () => {
    await renderTutorial();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    const dialog = screen.getByRole('dialog', { name: 'Welcome to RigForge!' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(TUTORIAL_STEPS[0].description);
    expect(screen.getByText(/1 of 6/)).toHaveTextContent('Step 1 of 6 · 17%');
    expect(screen.getByRole('progressbar', { name: 'Tutorial progress' })).toHaveAttribute('aria-valuenow', '17');
    expect(screen.queryByRole('button', { name: 'Tutorial Help' })).not.toBeInTheDocument();
  });

  it('does not open when the flag is set, and shows the Help button instead', async () => {
    localStorage.setItem(TUTORIAL_STORAGE_KEY, 'true');
    await renderTutorial();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutorial Help' })).toBeInTheDocument();
  });

  it('walks the six steps in order with Previous and Next, then Finish sets the flag', async () => {
    const dialog = await openTutorial();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toHaveFocus();

    const seen: string[] = [];
    for (let i = 0; i < TUTORIAL_STEPS.length; i += 1) {
      const step = TUTORIAL_STEPS[i];
      expect(screen.getByRole('dialog', { name: step.title })).toHaveAttribute('data-step', step.id);
      seen.push(step.id);
      expect(screen.getByText(step.actionHint)).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`${i + 1} of 6`))).toHaveTextContent(
        `Step ${i + 1} of 6 · ${Math.round(((i + 1) / 6) * 100)}%`,
      );
      if (i < TUTORIAL_STEPS.length - 1) click('Next');
    }
    expect(seen).toEqual([
      'welcome',
      'use-cases',
      'build-generation',
      'build-guides',
      'news-updates',
      'account-features',
    ]);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByText('Step 6 of 6 · 100%')).toBeInTheDocument();
    expect(screen.queryByText(SIGNED_IN_NOTE)).not.toBeInTheDocument();

    click('Previous');
    expect(screen.getByRole('dialog', { name: TUTORIAL_STEPS[4].title })).toBeInTheDocument();
    click('Next');
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBeNull();
    click('Finish');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');
    expect(screen.getByRole('button', { name: 'Tutorial Help' })).toBeInTheDocument();
  });

  it('explains a target that is only in the closed menu, without highlighting it', async () => {
    await openTutorial();
    click('Next');
    expect(screen.getByRole('dialog', { name: TUTORIAL_STEPS[1].title })).toBeInTheDocument();
    // The step is measured on the next frame.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });
    expect(screen.getByTestId('tutorial-menu-hint')).toHaveTextContent(TUTORIAL_STEPS[1].inMenu ?? '');
    expect(screen.queryByTestId('tutorial-highlight')).not.toBeInTheDocument();
  });

  it('Skip Tour closes it and sets the flag; Tutorial Help clears it and restarts at step 1', async () => {
    await openTutorial();
    click('Next');
    click('Next');
    click('Skip Tour');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');

    click('Tutorial Help');
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Welcome to RigForge!' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 6 · 17%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tutorial Help' })).not.toBeInTheDocument();
  });

  it("the menu's Tutorial Help closes the menu and restarts the same tour as the floating button", async () => {
    localStorage.setItem(TUTORIAL_STORAGE_KEY, 'true');
    const onNavigate = jest.fn();
    await renderAs(<Page onNavigate={onNavigate} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1500);
    });
    // The floating one and the menu's: one state between them.
    const [floating, inMenu] = screen.getAllByRole('button', { name: 'Tutorial Help' });
    expect(floating).toHaveClass('hidden', 'lg:inline-flex');
    fireEvent.click(inMenu);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog', { name: 'Welcome to RigForge!' })).toBeInTheDocument();
    click('Skip Tour');
    expect(screen.getAllByRole('button', { name: 'Tutorial Help' })).toHaveLength(2);
  });

  it('the close icon and Escape skip too', async () => {
    await openTutorial();
    click('Close tutorial');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');

    click('Tutorial Help');
    click('Next');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(TUTORIAL_STORAGE_KEY)).toBe('true');
  });

  it('keeps Tab inside the dialog', async () => {
    const dialog = await openTutorial();
    click('Next'); // Previous is enabled from step 2.
    const next = within(dialog).getByRole('button', { name: 'Next' });
    const close = within(dialog).getByRole('button', { name: 'Close tutorial' });
    // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(next).toHaveFocus();
    // The page behind is hidden from assistive technology, and focus sent there comes back.
    const behind = screen.getByRole('button', { name: 'Behind', hidden: true });
    expect(behind.closest('[aria-hidden="true"]')).not.toBeNull();
    behind.focus();
    expect(next).toHaveFocus();
  });

  it('tells a signed-in user on the last step that they are already signed in', async () => {
    await openTutorial(TEST_USER);
    for (let i = 1; i < TUTORIAL_STEPS.length; i += 1) click('Next');
    expect(screen.getByText(SIGNED_IN_NOTE)).toBeInTheDocument();
    expect(screen.getByText(TUTORIAL_STEPS[5].signedInActionHint ?? '')).toBeInTheDocument();
  });

  it('only warns when storage fails, and still closes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    await openTutorial();
    click('Skip Tour');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tutorial Help' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(TUTORIAL_STORAGE_KEY), expect.any(Error));
  });
});
