import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Bookmark, LogIn, LogOut, Menu, Moon, Settings, Sun } from 'lucide-react';
import clsx from 'clsx';
import { DEFAULT_THEME } from '@rigforge/common';
import { isSignInRequired } from '../../lib/errors';
import { useHydrated } from '../../lib/hydration';
import { KEEP_SCROLL_STATE, scrollToTop } from '../../lib/motion';
import { useThemePreference } from '../../lib/session/preferences';
import { useSession, useSignOut, type CurrentUser } from '../../lib/session/useSession';
import { ButtonLink } from '../ui/Button';
import { SiteSearch } from '../search/SiteSearch';
import { NAV_LINKS, navTutorialTarget } from './nav-links';
import { useToast } from '../ui/toast';
import { BrandMark } from './BrandMark';
import { Avatar, displayName } from './Avatar';

// Only signed-in visitors download the account menu.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
// The drawer (a dialog) loads on its first opening: its code stays out of every page's first download.
const Sheet = lazy(() => import('../ui/Sheet').then((m) => ({ default: m.Sheet })));

export const MOBILE_MENU_ID = 'mobile-menu';
/** The bar switches to the drawer below Tailwind's lg breakpoint (64rem): six links, search and actions don't fit narrower. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/** Switches the theme here, and in the account when signed in. */
function ThemeToggle() {
  const { theme, setTheme } = useThemePreference();
  const { toast } = useToast();
  // The prerendered page shows the default (dark) theme's button until it is hydrated.
  const shown = useHydrated() ? theme : DEFAULT_THEME;
  const label = shown === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const toggle = () => {
    setTheme(theme === 'dark' ? 'light' : 'dark').catch((error: unknown) => {
      if (!isSignInRequired(error)) {
        toast({
          title: 'Update Failed',
          description: 'Your theme changed here but could not be saved to your account',
          variant: 'destructive',
        });
      }
    });
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className="inline-flex size-10 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-muted hover:text-fg"
    >
      {shown === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

interface NavLinkListProps {
  /** Classes of the list. */
  className: string;
  /** Classes of every link, then those of the current one or of the others. */
  linkClassName: string;
  activeClassName: string;
  inactiveClassName: string;
  onClick: () => void;
}

/** The NAV_LINKS as a list of router links; the current one gets aria-current="page" (and `activeClassName`). */
function NavLinkList({ className, linkClassName, activeClassName, inactiveClassName, onClick }: NavLinkListProps) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.to === '/'}
            state={KEEP_SCROLL_STATE}
            onClick={onClick}
            data-tutorial={navTutorialTarget(link)}
            className={({ isActive }) => clsx(linkClassName, isActive ? activeClassName : inactiveClassName)}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The brand link home; like the nav links it scrolls smoothly to the top. */
export function BrandLink() {
  return (
    <Link
      to="/"
      onClick={scrollToTop}
      state={KEEP_SCROLL_STATE}
      className="flex items-center gap-2.5 rounded-lg text-lg font-extrabold tracking-tight text-fg"
    >
      <BrandMark className="size-8" />
      <span>RigForge</span>
    </Link>
  );
}

/** The drawer's account section: who is signed in, then the avatar menu's items. */
function DrawerAccount({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { signOut, signingOut } = useSignOut();
  // Sign out is a button, but it looks exactly like the two links above it.
  const item = 'flex h-12 items-center gap-3 rounded-xl px-4 text-base font-medium text-fg hover:bg-surface-muted';
  return (
    <section aria-label="Account" className="border-t border-line pt-4">
      <div className="flex items-center gap-3 px-4 pb-3">
        <Avatar user={user} className="size-10 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-fg">{displayName(user)}</p>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </div>
      <ul className="flex flex-col gap-1">
        <li>
          <Link to="/saved-builds" onClick={onNavigate} className={item}>
            <Bookmark aria-hidden="true" className="size-5 text-muted" />
            Saved Builds
          </Link>
        </li>
        <li>
          <Link to="/settings" onClick={onNavigate} className={item}>
            <Settings aria-hidden="true" className="size-5 text-muted" />
            Settings
          </Link>
        </li>
        <li>
          <button
            type="button"
            disabled={signingOut}
            onClick={() => void signOut()}
            className={clsx(item, 'w-full disabled:opacity-60')}
          >
            <LogOut aria-hidden="true" className="size-5 text-muted" />
            {signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </li>
      </ul>
    </section>
  );
}

/**
 * What the app puts into the bar beside the theme toggle (the notification bell) and into the phone
 * drawer (its notifications section). The bar itself knows nothing of notifications.
 */
export interface NavBarSlots {
  /** Shown in the bar at every width, once the session is known. */
  bell?: ReactNode;
  /** A drawer section above the account, rendered while the drawer is open; `onNavigate` closes the drawer. */
  drawerSection?: (onNavigate: () => void) => ReactNode;
}

export function NavBar({ bell, drawerSection }: NavBarSlots = {}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened the drawer stays mounted, so that it can animate closed and open again at once.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { user, loading } = useSession();

  // Closing the drawer if the window grows to the desktop layout, where the drawer is not reachable.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [menuOpen]);

  const onNavigate = () => {
    setMenuOpen(false);
    scrollToTop();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLink />

        <nav aria-label="Main" className="ml-6 hidden lg:block">
          <NavLinkList
            className="flex items-center gap-1"
            linkClassName="rounded-lg px-3 py-2 text-sm font-medium transition-colors"
            activeClassName="bg-accent-soft text-accent"
            inactiveClassName="text-muted hover:bg-surface-muted hover:text-fg"
            onClick={scrollToTop}
          />
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <SiteSearch id="site-search" className="hidden w-44 lg:block xl:w-56" onNavigate={scrollToTop} />
          <ThemeToggle />
          {loading ? null : bell}
          {loading ? (
            // Holds the place while the session is checked, so that "Sign in" does not flash.
            <div aria-hidden="true" className="hidden size-10 lg:block" />
          ) : user ? (
            <Suspense fallback={<div aria-hidden="true" className="h-10 w-16" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <div className="hidden lg:block">
              <ButtonLink to="/sign-in" size="md" data-tutorial="sign-in">
                <LogIn aria-hidden="true" className="size-4" />
                Sign in
              </ButtonLink>
            </div>
          )}
          <button
            type="button"
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? MOBILE_MENU_ID : undefined}
            aria-haspopup="dialog"
            data-tutorial="menu-button"
            className="inline-flex size-10 items-center justify-center rounded-xl text-fg transition-colors hover:bg-surface-muted lg:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </div>
      </div>

      {menuLoaded ? (
        <Suspense fallback={null}>
          <Sheet
            id={MOBILE_MENU_ID}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            title="Menu"
            closeLabel="Close menu"
          >
            <div className="flex flex-col gap-6 p-4">
              <SiteSearch id="site-search-mobile" variant="drawer" onNavigate={onNavigate} />
              <nav aria-label="Main menu">
                <NavLinkList
                  className="flex flex-col gap-1"
                  linkClassName="flex h-12 items-center rounded-xl px-4 text-base font-medium transition-colors"
                  activeClassName="bg-accent-soft text-accent"
                  inactiveClassName="text-fg hover:bg-surface-muted"
                  onClick={onNavigate}
                />
              </nav>
              {menuOpen && !loading && drawerSection ? drawerSection(onNavigate) : null}
              {user ? (
                <DrawerAccount user={user} onNavigate={onNavigate} />
              ) : loading ? null : (
                <ButtonLink to="/sign-in" size="lg" onClick={onNavigate} className="w-full" data-tutorial="sign-in">
                  <LogIn aria-hidden="true" className="size-4" />
                  Sign in
                </ButtonLink>
              )}
            </div>
          </Sheet>
        </Suspense>
      ) : null}
    </header>
  );
}
