import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '../../../lib/theme';
import { NavBar } from '../NavBar';

function renderNav(path = '/guides') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ThemeProvider>
        <NavBar />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('NavBar', () => {
  beforeEach(() => {
    document.documentElement.className = 'dark';
    localStorage.clear();
  });

  it('links the brand home and marks the current link', () => {
    renderNav('/guides');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(main).getByRole('link', { name: 'Price Tracker' })).toHaveAttribute('href', '/price-comparison');
    expect(screen.getAllByRole('link', { name: 'RigForge' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/sign-in');
  });

  it('scrolls smoothly to the top when a link is clicked', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderNav('/');
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'News' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockRestore();
  });

  it('has a labelled search box', () => {
    renderNav();
    expect(screen.getAllByRole('searchbox', { name: 'Search RigForge' })[0]).toHaveAttribute(
      'placeholder',
      'Search...',
    );
  });

  it('toggles and persists the theme', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('opens the drawer as a modal dialog, traps focus, closes on Escape and returns focus', () => {
    renderNav();
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).not.toBeNull();
    open.focus();
    fireEvent.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();

    // Shift+Tab from the first element wraps to the last one inside the drawer.
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(close).toHaveFocus();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('closes the drawer when a link is followed or the overlay is clicked', () => {
    renderNav('/');
    const open = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(open);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Guides' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(open);
    act(() => screen.getByTestId('sheet-overlay').click());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
