import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { Bookmark, ChevronDown, LogOut, Settings } from 'lucide-react';
import clsx from 'clsx';
import { useSignOut, type CurrentUser } from '../../lib/session/useSession';
import { Avatar, displayName } from './Avatar';

const ITEM =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-fg hover:bg-surface-muted focus:bg-surface-muted focus:outline-none';

/**
 * The signed-in avatar menu (docs/requirements.md §2): the username (or e-mail) and the e-mail, then Saved Builds,
 * Settings and Sign out. A menu button: Enter, Space or the arrow keys open it, the arrow keys,
 * Home and End move between items, Escape and Tab close it.
 */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const { signOut, signingOut } = useSignOut();
  const name = displayName(user);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length > 0) all[(index + all.length) % all.length].focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(all.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Account menu for ${name}`}
        data-tutorial="account-menu"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKeyDown}
        className="inline-flex h-10 items-center gap-1.5 rounded-xl pr-1.5 pl-1 text-muted transition-colors hover:bg-surface-muted hover:text-fg"
      >
        <Avatar user={user} className="size-8 text-xs" />
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={`Account: ${name}`}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-line bg-surface p-2 shadow-card animate-fade-in"
        >
          <div className="flex items-center gap-3 px-3 py-2">
            <Avatar user={user} className="size-9 text-sm" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-fg">{name}</p>
              <p className="truncate text-xs text-muted">{user.email}</p>
            </div>
          </div>
          <div role="separator" className="my-1 border-t border-line" />
          <Link role="menuitem" tabIndex={-1} to="/saved-builds" onClick={() => close(false)} className={ITEM}>
            <Bookmark aria-hidden="true" className="size-4 text-muted" />
            Saved Builds
          </Link>
          <Link role="menuitem" tabIndex={-1} to="/settings" onClick={() => close(false)} className={ITEM}>
            <Settings aria-hidden="true" className="size-4 text-muted" />
            Settings
          </Link>
          <div role="separator" className="my-1 border-t border-line" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            disabled={signingOut}
            onClick={() => void signOut()}
            className={ITEM}
          >
            <LogOut aria-hidden="true" className="size-4 text-muted" />
            {signingOut ? 'Signing out...' : 'Sign out'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
