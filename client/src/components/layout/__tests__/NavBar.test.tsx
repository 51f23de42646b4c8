import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UpdatePreferencesMutationVariables } from '../../../lib/session/session.generated';
import { browserNavigation } from '../../../lib/navigation';
import { meHandler, updatePreferencesHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { NavBar } from '../NavBar';

startMockApi();

/** The bar for a guest, once the session check has answered. */
async function renderNav(path = '/guides') {
  renderWithApi(<NavBar />, { at: path });
  await screen.findAllByRole('link', { name: 'Sign in' });
}

describe('NavBar', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark';
    localStorage.clear();
  });

  it('links the brand home and marks the current link', async () => {
    await renderNav('/guides');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(main).getByRole('link', { name: 'Price Tracker' })).toHaveAttribute('href', '/price-comparison');
    expect(screen.getAllByRole('link', { name: 'RigForge' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/sign-in');
  });

  it('scrolls smoothly to the top when a link is clicked', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderNav('/');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('has a labelled search box', async () => {
    await renderNav();
    const boxes = screen.getAllByRole('combobox', { name: 'Search RigForge' });
    expect(boxes[0]).toHaveAttribute('placeholder', 'Search...');
    expect(boxes[0]).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles and persists the theme', async () => {
    await renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('opens the drawer as a modal dialog, traps focus, closes on Escape and returns focus', async () => {
    await renderNav();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    open.focus();
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    // The drawer's code loads on its first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(open).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first element wraps to the last one inside the drawer.
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    const signIn = within(dialog).getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveFocus();
    fireEvent.keyDown(signIn, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it("lets the drawer's search box take Escape first: it closes its list, then clears its text", async () => {
    await renderNav();
    // The search itself (after the typing pause) is not what this is about.
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    const box = within(dialog).getByRole('combobox', { name: 'Search RigForge' });
    box.focus();
    fireEvent.change(box, { target: { value: 'airflow' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(dialog).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    expect(dialog).toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it('closes the drawer when a link is followed or the overlay is clicked', async () => {
    await renderNav('/');
    const open = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Guides' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(open);
    await userEvent.click(screen.getByTestId('sheet-overlay'));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('NavBar when signed in', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark';
    localStorage.clear();
  });

  it('shows the avatar menu with the username, the e-mail and the account links', async () => {
    server.use(meHandler(TEST_USER));
    renderWithApi(<NavBar />, { at: '/' });
    const button = await screen.findByRole('button', { name: 'Account menu for gamer_one' });
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    // Radix opens the menu on pointerdown, or from the keyboard on its first item.
    fireEvent.keyDown(button, { key: 'Enter' });
    const menu = screen.getByRole('menu', { name: 'Account: gamer_one' });
    expect(within(menu).getByText('gamer_one')).toBeInTheDocument();
    expect(within(menu).getByText('gamer@example.com')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Saved Builds', 'Settings', 'Sign out']);
    expect(items[0]).toHaveAttribute('href', '/saved-builds');
    expect(items[1]).toHaveAttribute('href', '/settings');
    await waitFor(() => expect(items[0]).toHaveFocus());
    // Radix moves focus between items a tick after the key.
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    await waitFor(() => expect(items[1]).toHaveFocus());
    fireEvent.keyDown(items[1], { key: 'End' });
    await waitFor(() => expect(items[2]).toHaveFocus());
    fireEvent.keyDown(items[2], { key: 'ArrowDown' });
    await waitFor(() => expect(items[0]).toHaveFocus());
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('lists the account items in the phone drawer alike: Sign out looks like Saved Builds and Settings', async () => {
    server.use(meHandler(TEST_USER));
    renderWithApi(<NavBar />, { at: '/' });
    await screen.findByRole('button', { name: 'Account menu for gamer_one' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const account = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('region', {
      name: 'Account',
    });
    const saved = within(account).getByRole('link', { name: 'Saved Builds' });
    const settings = within(account).getByRole('link', { name: 'Settings' });
    const signOut = within(account).getByRole('button', { name: 'Sign out' });
    expect(settings.className).toBe(saved.className);
    expect(signOut.className.split(' ')).toEqual(expect.arrayContaining(saved.className.split(' ')));
    expect(signOut.className.replace(saved.className, '').trim()).toBe('w-full disabled:opacity-60');
  });

  it('shows the e-mail when there is no username', async () => {
    server.use(meHandler({ ...TEST_USER, username: '' }));
    renderWithApi(<NavBar />);
    expect(await screen.findByRole('button', { name: 'Account menu for gamer@example.com' })).toBeInTheDocument();
  });

  it('signs out, then reloads the page', async () => {
    const reload = jest.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    server.use(meHandler(TEST_USER));
    renderWithApi(<NavBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for gamer_one' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    reload.mockRestore();
  });

  it('keeps the theme in the account as well as in this browser', async () => {
    const seen: UpdatePreferencesMutationVariables[] = [];
    server.use(
      meHandler(TEST_USER),
      updatePreferencesHandler(
        (variables) => ({
          ...TEST_USER,
          preferences: { ...TEST_USER.preferences, theme: variables.theme ?? TEST_USER.preferences.theme },
        }),
        seen,
      ),
    );
    renderWithApi(<NavBar />);
    await screen.findByRole('button', { name: 'Account menu for gamer_one' });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    await waitFor(() => expect(seen).toEqual([{ theme: 'light' }]));
  });
});
